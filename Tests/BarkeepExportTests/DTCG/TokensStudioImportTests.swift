import BarkeepCore
import BarkeepExport
import Testing

/// What Tokens Studio writes beyond the 2025.10 format: the unprefixed `value`/`type` syntax, a single
/// file of token sets with `$metadata.tokenSetOrder`, CSS colour strings, and `rgba({alias}, alpha)`.
struct TokensStudioImportTests {
    /// The light value of each palette colour `text` imports, by name, and the import's notes.
    func read(_ text: String) throws -> (values: [String: String], notes: [String]) {
        let contents = try ImportFormat.dtcg.read(text)
        var values: [String: String] = [:]
        for entry in contents.entries where entry.kind == .palette {
            values[entry.name] = entry.fields["light"]
        }
        return (values, contents.skipped)
    }

    /// The error reading `text` gives, or nil when it reads.
    func error(reading text: String) -> String? {
        do {
            _ = try ImportFormat.dtcg.read(text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func theUnprefixedSyntaxReadsTokensAliasesAndDescriptions() throws {
        let text = """
            {"colors": {
               "blue": {"value": "#0a84ff", "type": "color", "description": "Links and buttons"},
               "accent": {"value": "{colors.blue}", "type": "color"},
               "type": {"value": "#111111", "type": "color"}
             },
             "spacing": {"small": {"value": "4", "type": "spacing"}}}
            """
        let contents = try ImportFormat.dtcg.read(text)
        let blue = contents.entries.first { $0.kind == .palette && $0.name == "blue" }
        #expect(blue?.fields["light"] == "#0A84FF")
        #expect(blue?.description == "Links and buttons")
        let values = try read(text).values
        #expect(values["accent"] == "{blue}")
        // A token may be named `type`: only a non-object `type` is the group's or token's type.
        #expect(values["type"] == "#111111")
        #expect(contents.skipped.contains { $0.contains("spacing.small") })
    }

    @Test func aFileWithAnyPrefixedMemberIsReadAsTheStandardFormat() {
        let message = error(
            reading: """
                {"a": {"$type": "color", "x": {"$value": "#000000"}},
                 "b": {"y": {"value": "#FFFFFF", "type": "color"}}}
                """)
        #expect(message?.contains("b.y") == true, "\(message ?? "read")")
    }

    @Test func tokenSetsAreMergedInTheirOrderAndTheirNamesAreNotPartOfTokenNames() throws {
        let (values, notes) = try read(
            """
            {"global": {"colors": {"white": {"value": "#FFFFFF", "type": "color"},
                                   "ink": {"value": "#000000", "type": "color"}}},
             "dark": {"colors": {"ink": {"value": "#EEEEEE", "type": "color"}}},
             "light": {"colors": {"ink": {"value": "#111111", "type": "color"}},
                       "surface": {"value": "{colors.white}", "type": "color"}},
             "extra": {"brand": {"value": "#FF0000", "type": "color"}},
             "$themes": [],
             "$metadata": {"tokenSetOrder": ["global", "light", "dark", "missing"]}}
            """)
        // Order: global, light, dark (listed), then extra (unlisted, in file order); dark is last to set ink.
        // `colors.ink` maps to the palette name `ink`, as `color.brand` maps to `brand`.
        #expect(values["ink"] == "#EEEEEE")
        #expect(values["surface"] == "{white}")
        #expect(values["brand"] == "#FF0000")
        #expect(values.keys.contains { $0.hasPrefix("global") || $0.hasPrefix("light") } == false)
        #expect(
            notes.contains {
                $0.contains("colors.ink") && $0.contains("'dark'") && $0.contains("later set wins")
            })
        #expect(notes.contains { $0.contains("'missing'") && $0.contains("tokenSetOrder") })
    }

    @Test func aTokenAtTheTopOfAFileOfTokenSetsIsRefused() {
        let message = error(
            reading: """
                {"global": {"value": "#FFFFFF", "type": "color"}, "$metadata": {"tokenSetOrder": ["global"]}}
                """)
        #expect(
            message?.contains("'global'") == true && message?.contains("token sets") == true,
            "\(message ?? "read")")
        let notAnArray = error(reading: #"{"global": {}, "$metadata": {"tokenSetOrder": "global"}}"#)
        #expect(notAnArray?.contains("tokenSetOrder must be an array") == true, "\(notAnArray ?? "read")")
    }

    @Test(arguments: [
        ("rgb(10, 132, 255)", "#0A84FF"),
        ("rgba(10, 132, 255, 0.5)", "#0A84FF80"),
        ("rgb(10 132 255 / 50%)", "#0A84FF80"),
        ("RGB(100%, 0%, 0%)", "#FF0000"),
        ("hsl(120, 50%, 50%)", "#40BF40"),
        ("hsla(120deg 50% 50% / 0.5)", "#40BF4080"),
        ("transparent", "#00000000"),
        ("#f008", "#FF000088"),
        ("#abc", "#ABC"),  // `set` reads the short form itself
        ("rgba(#0A84FF, 0.5)", "#0A84FF80"),
        ("rgb(300, -5, 0)", "#FF0000"),
    ])
    func cssColorStringsBecomeHexColours(css: String, hex: String) throws {
        let values = try read(#"{"c": {"value": "\#(css)", "type": "color"}}"#).values
        #expect(values["c"] == hex)
    }

    @Test(arguments: [
        "rgb(10, 132)", "hsl(a, b, c)", "blue", "#12345", "rgb(1, 2, 3, 4, 5)", "cmyk(0, 0, 0, 0)",
    ])
    func anUnreadableColourStringIsRefusedNamingTheTokenAndTheForms(css: String) {
        let message = error(reading: #"{"brand": {"c": {"value": "\#(css)", "type": "color"}}}"#)
        #expect(message?.contains("brand.c") == true, "\(message ?? "read")")
        #expect(message?.contains("rgba()") == true, "\(message ?? "read")")
    }

    @Test func anAliasAtAnotherOpacityIsImportedAsALiteralWithANote() throws {
        let (values, notes) = try read(
            """
            {"colors": {"black": {"value": "#000000", "type": "color"},
                        "ink": {"value": "{colors.black}", "type": "color"}},
             "scrim": {"value": "rgba({colors.ink}, 0.4)", "type": "color"},
             "veil": {"value": "rgba({scrim}, 0.5)", "type": "color"}}
            """)
        #expect(values["scrim"] == "#00000066")
        // The alpha of the outer rgba() replaces the inner one, as Tokens Studio resolves it.
        #expect(values["veil"] == "#00000080")
        #expect(notes.contains { $0.contains("scrim") && $0.contains("not as a reference") })
    }

    @Test func anAliasAtAnotherOpacityReportsDanglingAliasesAndCyclesWithTheChain() {
        let dangling = error(reading: #"{"scrim": {"value": "rgba({colors.none}, 0.4)", "type": "color"}}"#)
        #expect(
            dangling?.contains("scrim") == true && dangling?.contains("dangling") == true,
            "\(dangling ?? "read")")
        let cycle = error(
            reading: """
                {"a": {"value": "rgba({b}, 0.4)", "type": "color"},
                 "b": {"value": "rgba({a}, 0.5)", "type": "color"}}
                """)
        #expect(
            cycle?.contains("cycle") == true && cycle?.contains("a → b → a") == true, "\(cycle ?? "read")")
    }

    /// A light, a dark and a global set, as Tokens Studio's light/dark themes keep them.
    let themedSets = """
        {"global": {"colors": {"white": {"value": "#FFFFFF", "type": "color"},
                               "black": {"value": "#000000", "type": "color"}}},
         "light": {"bg": {"value": "{colors.white}", "type": "color"},
                   "scrim": {"value": "rgba({colors.black}, 0.4)", "type": "color"}},
         "dark": {"bg": {"value": "{colors.black}", "type": "color"},
                  "scrim": {"value": "rgba({bg}, 0.6)", "type": "color"},
                  "colors": {"white": {"value": "#EEEEEE", "type": "color"}},
                  "only": {"value": "#123456", "type": "color"}},
         "$themes": [], "$metadata": {"tokenSetOrder": ["global", "light", "dark"]}}
        """

    @Test func aSetReadAsAnAppearanceGivesThatValueOfTheColoursTheOtherSetsName() throws {
        let contents = try ImportFormat.dtcg.read(themedSets, setAppearances: ["dark": .dark])
        var fields: [String: [String: String]] = [:]
        for entry in contents.entries where entry.kind == .palette { fields[entry.name] = entry.fields }
        #expect(fields["white"] == ["light": "#FFFFFF", "dark": "#EEEEEE"])
        #expect(fields["black"] == ["light": "#000000"])
        // Aliases stay references: the dark value of bg is black, resolved in dark.
        #expect(fields["bg"] == ["light": "{white}", "dark": "{black}"])
        // rgba({alias}) follows the alias in the set's own appearance: bg is black in dark.
        #expect(fields["scrim"] == ["light": "#00000066", "dark": "#00000099"])
        #expect(fields["only"] == nil)
        #expect(
            contents.skipped.contains {
                $0.contains("only in token set 'dark'") && $0.contains("no light value")
            })
        #expect(!contents.skipped.contains { $0.contains("later set wins") })
    }

    @Test func withoutAnAppearanceTheLastSetWins() throws {
        let (values, notes) = try read(themedSets)
        #expect(values["bg"] == "{black}")
        #expect(values["white"] == "#EEEEEE")
        #expect(values["only"] == "#123456")
        #expect(notes.contains { $0.contains("bg in token set 'light' (token set 'dark' sets it too") })
    }

    @Test func anAppearanceForASetTheFileLacksOrForAFileWithoutSetsIsRefused() {
        do {
            _ = try ImportFormat.dtcg.read(themedSets, setAppearances: ["night": .dark])
            Issue.record("read a file without the set 'night'")
        } catch {
            #expect("\(error)".contains("no token set 'night'") && "\(error)".contains("global, light, dark"))
        }
        do {
            _ = try ImportFormat.dtcg.read(
                ##"{"c": {"value": "#000000", "type": "color"}}"##, setAppearances: ["d": .dark])
            Issue.record("read appearances from a file without sets")
        } catch {
            #expect("\(error)".contains("no token sets"), "\(error)")
        }
    }

    @Test func extendsLooksInTheSetsOfTheAppearanceBeingRead() throws {
        let contents = try ImportFormat.dtcg.read(
            """
            {"light": {"base": {"$type": "color", "fill": {"$value": "#111111"}},
                       "button": {"$extends": "{base}"}},
             "dark": {"base": {"$type": "color", "fill": {"$value": "#EEEEEE"}},
                      "button": {"$extends": "{base}"}},
             "$metadata": {"tokenSetOrder": ["light", "dark"]}}
            """, setAppearances: ["dark": .dark])
        let fill = contents.entries.first { $0.name == "button.fill" }?.fields
        #expect(fill == ["light": "#111111", "dark": "#EEEEEE"])
    }
}
