package import BarkeepCore

/// `export --format xcassets`: an asset catalog with one colour set per palette colour, in Xcode's own
/// shape (``ColorSetWriter``), named as ``AssetCatalogNames`` says.
///
/// Values are resolved: an alias gives the colour it resolves to, a `system:` colour its documented
/// values in each of the four appearances. A colour that names only an asset has no values to write; it
/// is left out and listed in ``Output/skipped``. Two colours that would share a set (compared without
/// case, as the Mac's file system compares names) are an error naming both.
package enum AssetCatalogExporter {
    /// The catalog's files and what was left out.
    package struct Output: Sendable {
        /// The files, named by their path inside the catalog (`brand.colorset/Contents.json`), sorted.
        package let files: [ExportedFile]
        /// The entries at the catalog's top, besides `Contents.json`: colour sets and group folders.
        package let topEntries: [String]
        /// The colours left out, and why: one line each.
        package let skipped: [String]
    }

    /// The asset catalog of the palette of `catalog`.
    package static func catalog(of catalog: ResolvedCatalog) throws(ExportError) -> Output {
        var files = [ExportedFile(name: "Contents.json", contents: ColorSetWriter.catalogContents)]
        var skipped: [String] = []
        var owners: [String: String] = [:]
        var groups = Set<String>()
        for entity in catalog.palette {
            guard let resolved = entity.color, let color = resolved.color else {
                let asset = assetName(of: entity).map { " '\($0)'" } ?? ""
                skipped.append(
                    "palette colour '\(entity.name)' names only the asset\(asset): it has no values to write")
                continue
            }
            let assetName = assetName(of: entity) ?? entity.name
            let segments = assetName.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            if let bad = segments.first(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
                throw ExportError(
                    "palette colour '\(entity.name)': the asset name '\(assetName)' has a folder '\(bad)' that "
                        + "cannot be written")
            }
            let folder = segments.joined(separator: "/") + ".colorset"
            if let other = owners.updateValue(entity.name, forKey: folder.lowercased()) {
                throw ExportError(
                    "palette colours '\(other)' and '\(entity.name)' would both be written as \(folder); "
                        + "give one of them another asset name")
            }
            for depth in 1..<segments.count {
                let group = segments.prefix(depth).joined(separator: "/")
                if groups.insert(group).inserted {
                    files.append(
                        ExportedFile(
                            name: group + "/Contents.json", contents: ColorSetWriter.namespaceContents))
                }
            }
            files.append(
                ExportedFile(
                    name: folder + "/Contents.json", contents: ColorSetWriter.colorSetContents(color)))
        }
        let top = Set(files.compactMap { $0.name.split(separator: "/").first.map(String.init) })
        return Output(
            files: files.sorted { $0.name < $1.name },
            topEntries: top.subtracting(["Contents.json"]).sorted(), skipped: skipped)
    }

    /// The asset name the palette colour `entity` sets, if any.
    private static func assetName(of entity: ResolvedEntity) -> String? {
        entity.field(PaletteField.asset.path)?.value.fieldValue?.canonicalText
    }
}
