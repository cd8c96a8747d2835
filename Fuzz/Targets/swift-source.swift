// Fuzz target: the Swift source importer (tokenizer, parser and recogniser: SwiftImporter.read).
import BarkeepSwiftImport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? SwiftImporter.read([SwiftImporter.SourceFile(path: "Fuzz.swift", bytes: bytes)])
    return 0
}
