// Fuzz target: the snapshot import reader (ImportFormat.snapshot.read).
import BarkeepExport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? ImportFormat.snapshot.read(text)
    return 0
}
