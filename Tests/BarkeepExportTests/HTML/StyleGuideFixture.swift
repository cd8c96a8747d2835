import BarkeepCore
import BarkeepExport
import Foundation

/// The style guide of a test catalog, and a reader of the tags in it.
enum StyleGuideFixture {
    /// The `html` export of `fixture`, as `barkeep export --format html` writes it (lint included).
    static func page(_ fixture: FixtureCatalog, themes: [String] = []) throws -> String {
        let settings = ExportSettings(catalogName: "demo.sqlite")
        return try Exporter.export(fixture.catalog.snapshot(), themes: themes, as: .html, settings: settings)
            .map(\.contents).joined()
    }

    /// The attributes of every `<name …>` start tag in `html`, in order (values unescaped as far as the
    /// tests need: `&amp;` and `&quot;`).
    static func tags(_ name: String, in html: String) -> [[String: String]] {
        var result: [[String: String]] = []
        var rest = html[...]
        while let start = rest.range(of: "<\(name) ") ?? rest.range(of: "<\(name)>") {
            guard let end = rest[start.upperBound...].firstIndex(of: ">") else { break }
            let tag = rest[start.upperBound..<end]
            var attributes: [String: String] = [:]
            var scan = tag[...]
            while let equals = scan.range(of: "=\"") {
                let key = scan[..<equals.lowerBound].split(separator: " ").last.map(String.init) ?? ""
                guard let close = scan[equals.upperBound...].firstIndex(of: "\"") else { break }
                attributes[key] = String(scan[equals.upperBound..<close])
                    .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
                        of: "&amp;", with: "&")
                scan = scan[scan.index(after: close)...]
            }
            result.append(attributes)
            rest = rest[end...]
        }
        return result
    }
}
