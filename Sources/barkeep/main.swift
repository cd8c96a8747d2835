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
    // A command is short-lived: glibc keeps the memory it frees for the next allocation instead of
    // handing it back to the kernel (trimming the heap's top, unmapping large blocks), which the
    // kernel would then have to fault in and zero again (docs/performance.md, "The process").
    mallopt(M_TRIM_THRESHOLD, Int32.max)
    mallopt(M_MMAP_THRESHOLD, Int32.max)
#endif
// A standard stream the caller closed (`barkeep … >&-`) gets /dev/null, so that no file the command
// opens takes its descriptor and is written to as output; the output then counts as lost.
func isOpen(_ descriptor: Int32) -> Bool { fcntl(descriptor, F_GETFD) != -1 }
let standardDescriptors = [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
let closedDescriptors = standardDescriptors.filter { !isOpen($0) }
for descriptor in closedDescriptors {
    let null = open("/dev/null", O_RDWR)
    if null >= 0, null != descriptor {
        dup2(null, descriptor)
        close(null)
    }
}
// Nil when the descriptor cannot be written (closed, or opened for reading only).
nonisolated(unsafe) let outputStream =
    closedDescriptors.contains(STDOUT_FILENO) ? nil : fdopen(STDOUT_FILENO, "w")
nonisolated(unsafe) let errorStream =
    closedDescriptors.contains(STDERR_FILENO) ? nil : fdopen(STDERR_FILENO, "w")
nonisolated(unsafe) var outputLost = false
// Output into a file or a pipe goes out in large writes (a terminal keeps C's line buffering); glibc
// ignores the size unless it is given the buffer, which lives as long as the process.
if let outputStream, isatty(STDOUT_FILENO) == 0 {
    setvbuf(outputStream, UnsafeMutablePointer<CChar>.allocate(capacity: 1 << 18), _IOFBF, 1 << 18)
}
var environment = ProcessInfo.processInfo.environment
if environment["USER"] == nil, environment["LOGNAME"] == nil, let account = getpwuid(geteuid()) {
    environment["LOGNAME"] = String(cString: account.pointee.pw_name)
}
// Prose is wrapped to the terminal's width when standard output is a terminal: its size, else
// `COLUMNS`; output into a file or a pipe is never wrapped.
var terminalWidth: Int?
if outputStream != nil, isatty(STDOUT_FILENO) == 1 {
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
        terminalWidth = Int(size.ws_col)
    } else if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 {
        terminalWidth = columns
    }
}
let console = Console(
    colorsDiagnostics: errorStream != nil && isatty(STDERR_FILENO) == 1 && environment["NO_COLOR"] == nil,
    width: terminalWidth,
    writeOutput: { text in
        guard let outputStream else {
            outputLost = true
            return
        }
        fputs(text, outputStream)
    },
    writeError: { text in
        guard let errorStream else { return }
        fputs(text, errorStream)
    }
)
let status = BarkeepCommandLine.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: environment, console: console,
    clock: { Int64((Date().timeIntervalSince1970 * 1000).rounded()) }
)
// A failed write of the output (a full disk, a closed pipe, a closed stream) is a failure, not a success.
let outputFailed = outputStream.map { fflush($0) != 0 || ferror($0) != 0 } ?? outputLost
if outputFailed {
    let reason =
        outputStream == nil ? "standard output is not open for writing" : String(cString: strerror(errno))
    if let errorStream {
        fputs("error: cannot write the output: \(reason)\n", errorStream)
        fflush(errorStream)
    }
    exit(1)
}
if let errorStream { fflush(errorStream) }
exit(status)
