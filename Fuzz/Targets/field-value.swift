// Fuzz target: FieldValueParser.parse(_:for:) over every catalogue row.
// Input: first two bytes pick the row (over all kinds and bar kinds); the rest is the value text.
import BarkeepCore
import BarkeepRecords

let specs: [FieldSpec] = {
    var all: [FieldSpec] = []
    for kind in EntityKind.allCases {
        if kind == .appearance {
            for bar in BarKind.allCases { all += FieldCatalogue.of(kind, bar: bar).specs }
        } else {
            all += FieldCatalogue.of(kind).specs
        }
    }
    return all
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 2 else { return 0 }
    let index = (Int(data[0]) << 8 | Int(data[1])) % specs.count
    let text = String(decoding: UnsafeBufferPointer(start: data + 2, count: size - 2), as: UTF8.self)
    _ = try? FieldValueParser.parse(text, for: specs[index])
    return 0
}
