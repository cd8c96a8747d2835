import BarkeepCore
import BarkeepExport
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The style guide parses, loads nothing from anywhere, runs no script, and keeps hostile text as text.
@Suite struct StyleGuideTests {
    /// Texts that would become markup, end an attribute or turn the page around if written naively.
    static let hostile = [
        "</script><script>alert(1)</script>", "<img src=x onerror=alert(1)>", #"" onmouseover="alert(1)"#,
        "' onfocus='alert(1)", "right\u{202E}EVIL\u{2066}to\u{200F}left", "a & b &amp; c",
    ]

    /// An entity's page names its nearest twelve ancestors and then `…`: a chain thousands deep would
    /// otherwise be listed on the page of every member (a 5,000-deep chain made a 516 MB page).
    @Test func anEntityNamesItsNearestAncestorsAndNotAWholeDeepChain() throws {
        let fields = ["standard.title.size": FieldValue.number(17)]
        var entities = [Entity(kind: .appearance, name: "level0", bar: .navigation, fields: fields)]
        for level in 1...30 {
            entities.append(
                Entity(
                    kind: .appearance, name: "level\(level)", bar: .navigation, parent: "level\(level - 1)"))
        }
        let page = try Exporter.export(
            CatalogSnapshot(entities: entities), themes: [], as: .html,
            settings: ExportSettings(catalogName: "deep.sqlite")
        ).map(\.contents).joined()
        let article = try #require(page.range(of: "id=\"appearance-level30\""))
        let chain = try #require(page[article.upperBound...].range(of: "<p class=\"chain\">"))
        let end = try #require(page[chain.upperBound...].range(of: "</p>"))
        let text = String(page[chain.upperBound..<end.lowerBound])
        let links = (18...29).reversed().map { "<a href=\"#appearance-level\($0)\">level\($0)</a>" }
        #expect(text == "Inherits from " + links.joined(separator: " → ") + " → …")
        let shallow = try #require(page.range(of: "id=\"appearance-level12\""))
        let shallowChain = try #require(page[shallow.upperBound...].range(of: "<p class=\"chain\">"))
        let shallowEnd = try #require(page[shallowChain.upperBound...].range(of: "</p>"))
        #expect(page[shallowChain.upperBound..<shallowEnd.lowerBound].hasSuffix(">level0</a>"))
    }

    @Test func theDemoPageParsesAndIsSelfContained() throws {
        let page = try StyleGuideFixture.page(ExportFixture.demo())
        let outline = try PageOutline(page)
        #expect(
            outline.elements.isSuperset(of: ["html", "head", "body", "svg", "nav", "section", "article"]))
        #expect(!outline.elements.contains("script") && !outline.elements.contains("img"))
        #expect(!outline.elements.contains("link") && !outline.elements.contains("iframe"))
        for (name, value) in outline.attributes {
            #expect(!name.hasPrefix("on"), "event handler \(name)")
            if name == "href" { #expect(value.hasPrefix("#"), "link \(value) leaves the page") }
            #expect(name != "src", "loads \(value)")
            if name == "xmlns" {
                #expect(value == "http://www.w3.org/2000/svg")
            } else {
                #expect(!value.contains("url("), "\(name)=\(value)")
            }
        }
        #expect(!page.contains("@import") && !page.contains("url("))
        let withoutNamespace = page.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        #expect(!withoutNamespace.contains("http:") && !withoutNamespace.contains("https:"))
        let anchors = Set(outline.attributes.filter { $0.name == "id" }.map(\.value))
        for link in outline.attributes where link.name == "href" {
            #expect(anchors.contains(String(link.value.dropFirst())), "dangling link \(link.value)")
        }
        #expect(page.contains("data-px-per-pt=\"1\""))
        #expect(page == (try StyleGuideFixture.page(ExportFixture.demo())), "same catalog, same bytes")
    }

    @Test func hostileTextInEveryFreeTextFieldStaysText() throws {
        let fixture = try ExportFixture.catalog { session in
            for (index, text) in Self.hostile.enumerated() {
                try session.create(
                    .palette, "c\(index)", description: text, assignments: ["light=#0A84FF", "asset=\(text)"])
                try session.create(
                    .appearance, "a\(index)", bar: .navigation, description: text,
                    assignments: [
                        "standard.title.font=\(text),system",
                        "standard.backgroundImage=asset:\(text.replacing(";", with: ","))",
                        "standard.backIndicatorImage=symbol:\(text.replacing(";", with: ","))",
                        "standard.title.color={c\(index)}",
                    ])
                try session.create(.layout, "l\(index)", description: text, assignments: ["barHeight=60"])
                try session.create(
                    .sheet, "s\(index)", description: text, assignments: ["detents=medium,large"])
                try session.create(
                    .toolbar, "tb\(index)", description: text,
                    assignments: [
                        "title=\(text)", "items=primaryAction:\(text.filter { $0 != "," && $0 != ":" })",
                    ])
                try session.create(
                    .theme, "t\(index)", description: text,
                    assignments: [
                        "navigation=a\(index)", "layout=l\(index)", "sheets=s\(index)", "toolbars=tb\(index)",
                    ])
            }
        }
        let page = try StyleGuideFixture.page(fixture)
        let outline = try PageOutline(page)
        #expect(!outline.elements.contains("script") && !outline.elements.contains("img"))
        #expect(!outline.attributes.contains { $0.name.hasPrefix("on") })
        #expect(!page.contains("<img") && !page.contains("</script>") && !page.contains("<script"))
        #expect(page.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(
            page.contains("&quot; onmouseover=&quot;alert(1)") && page.contains("&#39; onfocus=&#39;alert(1)")
        )
        #expect(page.contains("right&#x202E;EVIL&#x2066;to&#x200F;left"))
        #expect(!page.unicodeScalars.contains { [0x202E, 0x2066, 0x200F].contains($0.value) })
        #expect(page.contains("a &amp; b &amp;amp; c"))
        #expect(outline.text.contains("<img src=x onerror=alert(1)>"), "the text reads as written")
    }
}

/// What an XML parser finds in the page (which is written to parse as XML as well as HTML): element
/// names, every attribute, and the text.
struct PageOutline {
    /// Element names.
    private(set) var elements: Set<String> = []
    /// Every attribute, in document order.
    private(set) var attributes: [(name: String, value: String)] = []
    /// The text content.
    private(set) var text = ""

    /// Parses `page`, without its document type line; throws when it is not well formed.
    init(_ page: String) throws {
        let body = page.replacingOccurrences(of: "<!DOCTYPE html>\n", with: "")
        let delegate = Collector()
        let parser = XMLParser(data: Data(body.utf8))
        parser.delegate = delegate
        guard parser.parse() else {
            throw PNGImage.Failure(
                description:
                    "the page does not parse: \(parser.parserError.map { "\($0)" } ?? "?") at line \(parser.lineNumber)"
            )
        }
        elements = delegate.elements
        attributes = delegate.attributes
        text = delegate.text
    }

    /// The parser's delegate.
    private final class Collector: NSObject, XMLParserDelegate {
        var elements: Set<String> = []
        var attributes: [(name: String, value: String)] = []
        var text = ""

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            elements.insert(elementName)
            attributes += attributeDict.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text += string
        }
    }
}
