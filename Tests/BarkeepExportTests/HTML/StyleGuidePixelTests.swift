import BarkeepCore
import BarkeepExport
import BarkeepTestSupport
import Foundation
import Testing

/// The demo's style guide rendered by headless Chromium: every bar's background colour fills the
/// rectangle the page's own data attributes give for it. `BARKEEP_RECORD_GOLDEN=1` also writes the
/// screenshot to `docs/style-guide.png`.
@Suite(.enabled(if: ChromiumRenderer.find() != nil, "needs chromium (apt-get install chromium)"))
struct StyleGuidePixelTests {
    /// The page width the screenshot is taken at, in CSS pixels.
    static let pageWidth = 1600

    /// A script, added to a copy of the page only, that writes where each bar's SVG was laid out and how
    /// tall the page is into the DOM, for `--dump-dom` to report.
    static let measuringScript = """
        <script>
        for (const svg of document.querySelectorAll('svg[data-bar-width]')) {
          const r = svg.getBoundingClientRect();
          svg.setAttribute('data-laid-out', [r.left + scrollX, r.top + scrollY, r.width, r.height].join(','));
        }
        document.body.setAttribute('data-page-height', document.documentElement.scrollHeight);
        </script>
        """

    @Test func everyBarsBackgroundFillsItsRectangleInChromium() throws {
        let chromium = try #require(ChromiumRenderer.find())
        let fixture = try ExportFixture.demo()
        let page = try StyleGuideFixture.page(fixture)
        let directory = TemporaryDirectory()
        let pagePath = directory.file("style-guide.html")
        let measuredPath = directory.file("measured.html")
        try page.write(toFile: pagePath, atomically: true, encoding: .utf8)
        let measured = page.replacingOccurrences(of: "</body>", with: Self.measuringScript + "</body>")
        try measured.write(toFile: measuredPath, atomically: true, encoding: .utf8)

        let firstPass = try chromium.dumpDOM(page: measuredPath, width: Self.pageWidth, height: 1000)
        let pageHeight = try #require(
            StyleGuideFixture.tags("body", in: firstPass).first?["data-page-height"].flatMap { Int($0) })
        let dom = try chromium.dumpDOM(page: measuredPath, width: Self.pageWidth, height: pageHeight)
        let pngPath = directory.file("style-guide.png")
        try chromium.screenshot(page: pagePath, to: pngPath, width: Self.pageWidth, height: pageHeight)
        let image = try PNGImage(contentsOfFile: pngPath)
        #expect(image.width == Self.pageWidth && image.height == pageHeight)

        let scale = try #require(
            StyleGuideFixture.tags("body", in: page).first?["data-px-per-pt"].flatMap { Double($0) })
        var checked: [String: String] = [:]
        for bar in StyleGuideFixture.tags("svg", in: dom) {
            guard let background = bar["data-background"], let entity = bar["data-entity"],
                let variant = bar["data-variant"], let mode = bar["data-mode"]
            else { continue }
            let laidOut = try #require(bar["data-laid-out"]).split(separator: ",").compactMap { Double($0) }
            let stated = ["data-bar-x", "data-bar-y", "data-bar-width", "data-bar-height"].compactMap {
                bar[$0].flatMap { Double($0) }
            }
            try #require(laidOut.count == 4 && stated.count == 4)
            #expect(
                abs(laidOut[2] - stated[2] * scale) < 0.5, "\(entity) \(variant) \(mode): width as stated")
            let rect = (
                x: Int((laidOut[0] + stated[0] * scale).rounded()),
                y: Int((laidOut[1] + stated[1] * scale).rounded()),
                width: Int((stated[2] * scale).rounded()), height: Int((stated[3] * scale).rounded())
            )
            let expected = try #require(RGBA(hexDigits: background.dropFirst()))
            let share = Self.share(of: expected, in: rect, of: image)
            #expect(
                share.corners && share.fraction > 0.8,
                "\(entity) \(variant) \(mode): \(background) covers \(share.fraction) of the bar at \(rect)")
            checked["\(entity) \(variant) \(mode)"] = background
        }
        for entity in ["base", "tall-teal", "large-titles", "tabs", "tools"] {
            for variant in ["standard", "scrollEdge"] {
                for mode in ["light", "dark"] {
                    #expect(
                        checked["\(entity) \(variant) \(mode)"] != nil, "\(entity) \(variant) \(mode) checked"
                    )
                }
            }
        }
        // The tall teal bar is teal while scrolled, and at the scroll edge the white of `paper` it
        // really resolves to (inherited from base), not teal.
        #expect(checked["tall-teal standard light"] == "#00695C")
        #expect(checked["tall-teal standard dark"] == "#004D40")
        #expect(checked["tall-teal scrollEdge light"] == "#FFFFFF")
        #expect(checked["tall-teal scrollEdge dark"] == "#1C1C1E")

        if GoldenFile.isRecording {
            let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                    "docs/style-guide.png")
            _ = try? FileManager.default.removeItem(at: docs)
            try FileManager.default.copyItem(atPath: pngPath, toPath: docs.path)
        }
    }

    /// The fraction of the pixels inside `rect` (inset by 2 px against anti-aliased edges) that show
    /// `color`, and whether its four inner corners do.
    static func share(of color: RGBA, in rect: (x: Int, y: Int, width: Int, height: Int), of image: PNGImage)
        -> (fraction: Double, corners: Bool)
    {
        let target = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
        func matches(_ x: Int, _ y: Int) -> Bool {
            guard x >= 0, y >= 0, x < image.width, y < image.height else { return false }
            let pixel = image.pixel(x: x, y: y)
            return abs(pixel.red - target[0]) <= 3 && abs(pixel.green - target[1]) <= 3
                && abs(pixel.blue - target[2]) <= 3
        }
        let (left, top) = (rect.x + 2, rect.y + 2)
        let (right, bottom) = (rect.x + rect.width - 3, rect.y + rect.height - 3)
        guard right > left, bottom > top else { return (0, false) }
        var matching = 0
        var total = 0
        for y in top...bottom {
            for x in left...right {
                total += 1
                if matches(x, y) { matching += 1 }
            }
        }
        let corners = [(left, top), (right, top), (left, bottom), (right, bottom)].allSatisfy {
            matches($0.0, $0.1)
        }
        return (Double(matching) / Double(total), corners)
    }
}
