/// The field paths the contrast rule reads for one text role (`title` or `largeTitle`) in one variant's
/// fields, made once per variant and role instead of interpolated for every appearance it checks.
struct ContrastFieldPaths: Sendable {
    /// `standard.title.textStyle`.
    let textStyle: String
    /// `standard.title.size`.
    let size: String
    /// `standard.title.weight`.
    let weight: String
    /// `standard.title.color`.
    let textColor: String
    /// `standard.backgroundColor`.
    let backgroundColor: String
    /// `standard.backgroundImage`.
    let backgroundImage: String
    /// `standard.background`.
    let background: String

    /// The paths of `role` in `variant`'s fields.
    private init(_ variant: Variant, role: String) {
        let fields = variant.rawValue
        textStyle = "\(fields).\(role).textStyle"
        size = "\(fields).\(role).size"
        weight = "\(fields).\(role).weight"
        textColor = "\(fields).\(role).color"
        backgroundColor = "\(fields).backgroundColor"
        backgroundImage = "\(fields).backgroundImage"
        background = "\(fields).background"
    }

    /// The title paths of each variant.
    private static let titles = Dictionary(
        uniqueKeysWithValues: Variant.allCases.map { ($0, ContrastFieldPaths($0, role: "title")) })
    /// The large-title paths of each variant.
    private static let largeTitles = Dictionary(
        uniqueKeysWithValues: Variant.allCases.map { ($0, ContrastFieldPaths($0, role: "largeTitle")) })

    /// The paths of `role` (`title` or `largeTitle`) in `variant`'s fields.
    static func of(_ variant: Variant, role: String) -> ContrastFieldPaths {
        let table = role == "largeTitle" ? largeTitles : titles
        // Every variant is in both tables; the interpolation is the same paths, made on the spot.
        return table[variant] ?? ContrastFieldPaths(variant, role: role)
    }
}
