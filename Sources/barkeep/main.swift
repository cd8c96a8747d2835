import BarkeepCLI
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Runs one barkeep command and exits with its status.
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
