import Foundation

/// Runs headless Chromium (Debian's `chromium`) on a page: a screenshot, or the DOM after a measuring
/// script ran. Tests that need it are skipped when it is not installed (`.ci/run` installs it).
struct ChromiumRenderer {
    /// The browser executable.
    let executable: String

    /// The renderer, if `chromium` (or `chromium-browser`) is on the path.
    static func find() -> ChromiumRenderer? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser"] {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) {
                    return ChromiumRenderer(executable: candidate)
                }
            }
        }
        return nil
    }

    /// The arguments every run shares: headless, no GPU, no scrollbars, 1 device pixel per CSS pixel.
    private func arguments(width: Int, height: Int) -> [String] {
        [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--force-device-scale-factor=1",
            "--force-color-profile=srgb", "--window-size=\(width),\(height)", "--no-first-run",
        ]
    }

    /// Writes a `width` × `height` screenshot of the page at `page` to `png`.
    func screenshot(page: String, to png: String, width: Int, height: Int) throws {
        _ = try run(arguments(width: width, height: height) + ["--screenshot=\(png)", "file://\(page)"])
        guard FileManager.default.fileExists(atPath: png) else {
            throw PNGImage.Failure(description: "chromium wrote no screenshot")
        }
    }

    /// The DOM of the page at `page` after it loaded, serialised.
    func dumpDOM(page: String, width: Int, height: Int) throws -> String {
        try run(arguments(width: width, height: height) + ["--dump-dom", "file://\(page)"])
    }

    /// Runs the browser and returns its standard output.
    private func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
