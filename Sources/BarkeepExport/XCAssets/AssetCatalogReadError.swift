internal import BarkeepCore

/// A file of an asset catalog that `import --format xcassets` refused: its path inside the catalog,
/// the line where known, and what is wrong.
public struct AssetCatalogReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path inside the catalog, such as `Brand/Primary.colorset/Contents.json`.
    public let file: String
    /// The line in the file, if known.
    public let line: Int?
    /// What is wrong.
    public let problem: String

    /// Creates an error.
    public init(file: String, line: Int? = nil, _ problem: String) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    /// Reads like `Brand.colorset/Contents.json:7: the red component …`.
    public var description: String {
        file + (line.map { ":\($0)" } ?? "") + ": " + problem
    }

    /// The JSON object `text` holds, or the error saying it is not JSON or not an object.
    static func object(_ text: String, file: String) throws(AssetCatalogReadError) -> JSONNode {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw AssetCatalogReadError(
                file: file, line: error.line, "not JSON: column \(error.column): \(error.problem)")
        }
        guard root.members != nil else {
            throw AssetCatalogReadError(
                file: file, line: root.line, "expected a JSON object; found \(root.typeName)")
        }
        return root
    }
}
