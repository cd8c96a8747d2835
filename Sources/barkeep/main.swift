import BarkeepCLI
import FoundationEssentials

#if canImport(Glibc)
    import CMalloc
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Runs one barkeep command and exits with its status.
#if canImport(Glibc)
    // A command lives for a fraction of a second to a few seconds: glibc keeps the memory it frees for the
    // next allocation instead of handing it back to the kernel (trimming the heap's top, unmapping
    // blocks of 128 KiB and more), which the kernel then has to fault in and zero again. An import of
    // 100,000 entities faulted 152,000 pages for a 480 MB peak this way, 118,000 without.
    mallopt(M_TRIM_THRESHOLD, Int32.max)
    mallopt(M_MMAP_THRESHOLD, Int32.max)
#endif
nonisolated(unsafe) let outputStream = fdopen(STDOUT_FILENO, "w")
nonisolated(unsafe) let errorStream = fdopen(STDERR_FILENO, "w")
// Output into a file or a pipe goes out in large writes (a terminal keeps C's line buffering); glibc
// ignores the size unless it is given the buffer, which lives as long as the process.
if isatty(STDOUT_FILENO) == 0 {
    setvbuf(outputStream, UnsafeMutablePointer<CChar>.allocate(capacity: 1 << 18), _IOFBF, 1 << 18)
}
var environment = ProcessInfo.processInfo.environment
if environment["USER"] == nil, environment["LOGNAME"] == nil, let account = getpwuid(geteuid()) {
    environment["LOGNAME"] = String(cString: account.pointee.pw_name)
}
let console = Console(
    colorsDiagnostics: isatty(STDERR_FILENO) == 1 && environment["NO_COLOR"] == nil,
    writeOutput: { text in fputs(text, outputStream) },
    writeError: { text in fputs(text, errorStream) }
)
let status = BarkeepCommandLine.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: environment, console: console,
    clock: { Int64((Date().timeIntervalSince1970 * 1000).rounded()) }
)
// A failed write of the output (a full disk, a closed pipe) is a failure, not a success.
if fflush(outputStream) != 0 || ferror(outputStream) != 0 {
    fputs("error: cannot write the output: \(String(cString: strerror(errno)))\n", errorStream)
    fflush(errorStream)
    exit(1)
}
fflush(errorStream)
exit(status)
