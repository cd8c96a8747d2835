import BarkeepCore
import BarkeepExport
import BarkeepTestSupport
import Testing

/// The 2025.10 format and colour modules beyond the Style Dictionary shapes of ``DataRoundTripTests``:
/// colour spaces, `none` components, the `hex` fallback, JSON Pointer `$ref` aliases, `$root` tokens
/// named by their group, and `$extends`.
struct DesignTokensConformanceTests {
    /// The light value of each palette colour `text` imports, by name.
    func lightValues(_ text: String) throws -> [String: String] {
        let contents = try ImportFormat.dtcg.read(text)
        var values: [String: String] = [:]
        for entry in contents.entries where entry.kind == .palette {
            values[entry.name] = entry.fields["light"]
        }
        return values
    }

    @Test func colorsOfEveryColorSpaceAreConvertedToSRGB() throws {
        let values = try lightValues(
            """
            {"color": {"$type": "color",
              "p3": {"$value": {"colorSpace": "display-p3", "components": [0.5, 0.4, 0.3]}},
              "hsl": {"$value": {"colorSpace": "hsl", "components": [120, 50, 50], "alpha": 0.5}},
              "oklch": {"$value": {"colorSpace": "oklch", "components": [0.627955, 0.257683, 29.2339]}},
              "gray": {"$value": {"colorSpace": "oklch", "components": [1, 0, "none"]}}
            }}
            """)
        // coloraide: color(display-p3 0.5 0.4 0.3) → #846549 (in gamut); hsl(120 50% 50%) → #40bf40.
        #expect(values["p3"] == "#846549")
        #expect(values["hsl"] == "#40BF4080")
        #expect(values["oklch"] == "#FF0000")
        #expect(values["gray"] == "#FFFFFF")
    }

    @Test func aColorOutsideSRGBTakesItsHexFallbackOrIsClippedWithANote() throws {
        let text = """
            {"color": {"$type": "color",
              "vivid": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0], "hex": "#ff0000"}},
              "bare": {"$value": {"colorSpace": "display-p3", "components": [0, 1, 0]}}
            }}
            """
        let contents = try ImportFormat.dtcg.read(text)
        let values = try lightValues(text)
        #expect(values["vivid"] == "#FF0000")
        #expect(values["bare"] == "#00FF00")
        #expect(contents.skipped.contains { $0.contains("color.vivid") && $0.contains("hex fallback") })
        #expect(contents.skipped.contains { $0.contains("color.bare") && $0.contains("clipped") })
    }

    @Test func jsonPointerReferencesAndRootTokensBecomePaletteReferences() throws {
        let values = try lightValues(
            """
            {"colors": {
               "$type": "color",
               "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc"}},
               "accent": {"$root": {"$value": "#DD0000"}, "light": {"$value": "#FF6666"}}
             },
             "semantic": {
               "primary": {"$ref": "#/colors/blue"},
               "link": {"$type": "color", "$value": {"$ref": "#/colors/blue/$value"}},
               "warning": {"$type": "color", "$value": "{colors.accent}"}
             }}
            """)
        #expect(values["blue"] == "#0066CC")
        #expect(values["accent"] == "#DD0000")
        #expect(values["semantic.primary"] == "{blue}")
        #expect(values["semantic.link"] == "{blue}")
        #expect(values["semantic.warning"] == "{accent}")
    }

    @Test func aGroupExtendsAnotherGroupAndOverridesItsTokens() throws {
        let values = try lightValues(
            """
            {"button": {"$type": "color", "fill": {"$value": "#111111"}, "label": {"$value": "#222222"},
                        "state": {"hover": {"$value": "#333333"}}},
             "danger": {"$extends": "{button}", "fill": {"$value": "#AA0000"},
                        "state": {"pressed": {"$value": "#440000"}}}}
            """)
        #expect(values["danger.fill"] == "#AA0000")
        #expect(values["danger.label"] == "#222222")
        #expect(values["danger.state.hover"] == "#333333")
        #expect(values["danger.state.pressed"] == "#440000")
        #expect(values["button.fill"] == "#111111")
    }

    @Test(arguments: [
        ("{\"a\": {\"$extends\": \"{b}\"}, \"b\": {\"$extends\": \"{a}\"}}", "a → b → a"),
        ("{\"a\": {\"$extends\": \"{missing}\"}}", "names no group"),
        (
            "{\"a\": {\"$extends\": \"{t}\"}, \"t\": {\"$type\": \"color\", \"$value\": \"#000000\"}}",
            "names a token"
        ),
        (
            "{\"c\": {\"$type\": \"color\", \"x\": {\"$value\": {\"colorSpace\": \"cmyk\", \"components\": [0, 0, 0]}}}}",
            "unknown colorSpace 'cmyk'"
        ),
        (
            "{\"c\": {\"$type\": \"color\", \"x\": {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [0, 0]}}}}",
            "three numbers"
        ),
        (
            "{\"c\": {\"$type\": \"color\", \"x\": {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [0, 0, 0], \"hex\": \"#0000\"}}}}",
            "6-digit"
        ),
        (
            "{\"c\": {\"$type\": \"color\", \"x\": {\"$value\": \"#000000\"}, \"y\": {\"$ref\": \"#/c/x/$value/components/0\"}}}",
            "part of a token"
        ),
        ("{\"c\": {\"$type\": \"color\", \"y\": {\"$ref\": \"#/c/missing\"}}}", "dangling alias"),
    ])
    func malformedFilesAreRefusedNamingTheProblem(file: String, expected: String) {
        do {
            _ = try ImportFormat.dtcg.read(file)
            Issue.record("read \(file)")
        } catch {
            #expect("\(error)".contains(expected), "\(error)")
        }
    }

    /// Issue 31: a nested `brand` → `soft` and a literal `"brand.soft"` key are one name; the second is
    /// an error naming both, in either order (before, one silently replaced the other).
    @Test func aNestedAndADottedKeyOfOneNameAreRefusedNamingBoth() throws {
        let nested = "\"brand\": {\"soft\": {\"$type\": \"color\", \"$value\": \"#111111\"}}"
        let dotted = "\"brand.soft\": {\"$type\": \"color\", \"$value\": \"#222222\"}"
        for file in ["{\(nested),\n\(dotted)}", "{\(dotted),\n\(nested)}"] {
            do {
                _ = try ImportFormat.dtcg.read(file)
                Issue.record("read \(file)")
            } catch {
                #expect("\(error)".contains("[\"brand\"][\"soft\"]"), "\(error)")
                #expect("\(error)".contains("[\"brand.soft\"]"), "\(error)")
                #expect("\(error)".contains("both have the name brand.soft"), "\(error)")
            }
        }
        // The same token in two token sets is one token, the later set's (Tokens Studio).
        let sets =
            "{\"a\": {\(nested)}, \"b\": {\(nested)}, \"$metadata\": {\"tokenSetOrder\": [\"a\", \"b\"]}}"
        #expect(try lightValues(sets)["brand.soft"] == "#111111")
    }
}
