// Fuzz target: ImageValue.parse (and its canonical text round trip).
import BarkeepCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if case .success(let value) = ImageValue.parse(text) {
        _ = value.canonicalText
    }
    return 0
}
