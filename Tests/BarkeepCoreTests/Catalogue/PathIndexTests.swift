import Testing

@testable import BarkeepCore

/// Every catalogue finds each of its paths at its own row, from a `String` and from UTF-8 bytes, and
/// finds nothing for a path it lacks, however near.
@Suite struct PathIndexTests {
    /// Every catalogue of every kind and bar.
    static let catalogues: [FieldCatalogue] =
        EntityKind.allCases.filter { $0 != .appearance }.map { FieldCatalogue.of($0) }
        + BarKind.allCases.map { FieldCatalogue.of(.appearance, bar: $0) }

    /// The row `spec(utf8:)` finds for `path`'s bytes.
    func specFromBytes(_ path: String, in catalogue: FieldCatalogue) -> FieldSpec? {
        Array(path.utf8).withUnsafeBufferPointer { catalogue.spec(utf8: $0) }
    }

    @Test func everyPathIsFoundAtItsOwnRow() {
        for catalogue in Self.catalogues {
            for (position, spec) in catalogue.specs.enumerated() {
                #expect(catalogue.position(spec.path) == position, "\(spec.path) in \(catalogue.context)")
                #expect(catalogue.spec(spec.path)?.path == spec.path)
                #expect(specFromBytes(spec.path, in: catalogue)?.path == spec.path)
                // A path made afresh (not the catalogue's own string) is found the same way.
                let rebuilt = String(decoding: Array(spec.path.utf8), as: UTF8.self)
                #expect(catalogue.position(rebuilt) == position)
            }
        }
    }

    @Test func nearMissesAndOtherTextAreNotFound() {
        for catalogue in Self.catalogues {
            let paths = Set(catalogue.specs.map(\.path))
            var probes = ["", " ", ".", "standard.", ".standard", "STANDARD", "é", "standard.title.colour"]
            for path in catalogue.specs.map(\.path) {
                probes.append(String(path.dropLast()))
                probes.append(path + ".")
                probes.append(path + "x")
                probes.append(" " + path)
                probes.append(path.uppercased())
                probes.append(String(path.reversed()))
                probes.append(String(repeating: path, count: 3))
            }
            for probe in probes where !paths.contains(probe) {
                #expect(catalogue.position(probe) == nil, "\(probe) in \(catalogue.context)")
                #expect(catalogue.spec(probe) == nil)
                #expect(specFromBytes(probe, in: catalogue) == nil)
            }
        }
    }

    @Test func aBridgedOrSubstringPathIsFoundToo() throws {
        let catalogue = FieldCatalogue.of(.appearance, bar: .navigation)
        let spec = try #require(catalogue.specs.last)
        let text = "prefix:" + spec.path
        let substring = text.split(separator: ":")[1]
        #expect(catalogue.position(String(substring)) == catalogue.specs.count - 1)
    }
}
