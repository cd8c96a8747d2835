import BarkeepCore
import BarkeepTestSupport

/// The catalog the crash and syscall-fault trials rename in: a palette colour `brand` and `referrers`
/// colours `alias0…` that refer to it, so a rename of `brand` rewrites every one of them.
enum RenameTrialCatalog {
    /// Creates the catalog as `base.sqlite` in `directory` and returns its path.
    static func make(in directory: TemporaryDirectory, referrers: Int) throws -> String {
        let path = directory.file("base.sqlite")
        let catalog = try Catalog(path: path, create: true, nowMilliseconds: 0)
        try catalog.mutate(
            ChangeContext(actor: "setup", message: nil, command: "setup", atMilliseconds: 1_000)
        ) {
            session in
            try session.create(
                try EntityEditor.applying(["light=#C62828"], to: Entity(kind: .palette, name: "brand")))
            for index in 0..<referrers {
                try session.create(
                    try EntityEditor.applying(
                        ["light={brand}"], to: Entity(kind: .palette, name: "alias\(index)")))
            }
        }
        return path
    }
}
