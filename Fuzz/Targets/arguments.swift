// Fuzz target: the argument parser (BarkeepCommandLine.parseOnly): the command table, option and
// positional binding, help screens and usage-error reports with spelling suggestions. The input is split
// into arguments at NUL bytes.
import BarkeepCLI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    _ = BarkeepCommandLine.parseOnly(size == 0 ? [] : arguments)
    return 0
}
