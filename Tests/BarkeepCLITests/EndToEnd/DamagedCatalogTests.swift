import BarkeepTestSupport
import Foundation
import Testing

@testable import BarkeepStore

/// A damaged catalog is detected before anything is written and reported in words; `barkeep check`
/// says what it found (issue 10, defect 5).
@Suite struct DamagedCatalogTests {
    let directory = TemporaryDirectory()
    var path: String { directory.file("c.sqlite") }

    func demo() {
        #expect(CommandRun.inProcess(["demo"], database: path).status == 0)
    }

    @Test func aTruncatedCatalogIsRefusedUnwrittenAndReportedInWords() throws {
        demo()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path)).dropLast()
        try bytes.write(to: URL(fileURLWithPath: path))
        for arguments in [["palette", "create", "ink", "light=#111111"], ["history"], ["palette", "list"]] {
            let run = CommandRun.inProcess(arguments, database: path)
            #expect(run.status == 1, "\(arguments)")
            #expect(
                run.error.hasPrefix("error: the catalog '\(path)' is damaged; run 'barkeep check'"),
                "\(run.error)")
            #expect(!run.error.contains("DecodingError"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        }
        let check = CommandRun.inProcess(["check"], database: path)
        #expect(check.status == 1)
        #expect(check.output.hasPrefix("problem: file: the file is shorter than its header says"))
    }

    @Test func corruptedPagesAreReportedInWordsAndFoundByCheck() throws {
        demo()
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        #expect(bytes.count >= 4 * pageSize)
        // Scribble over every page after the first (the schema page stays readable).
        for page in 1..<(bytes.count / pageSize) {
            let start = page * pageSize
            bytes.replaceSubrange(start..<start + 64, with: [UInt8](repeating: 0xA5, count: 64))
        }
        try bytes.write(to: URL(fileURLWithPath: path))
        for arguments in [["palette", "set", "brand", "description=x"], ["palette", "list"], ["history"]] {
            let run = CommandRun.inProcess(arguments, database: path)
            #expect(run.status == 1, "\(arguments): \(run)")
            #expect(run.error.contains("damaged"), "\(arguments): \(run.error)")
            #expect(!run.error.hasPrefix("error: SQLite"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        }
        let check = CommandRun.inProcess(["check"], database: path)
        #expect(check.status == 1, "\(check)")
        #expect(check.output.hasPrefix("problem: "))
    }

    @Test func checkPassesAHealthyCatalogAndNamesChangesMadeOutsideBarkeep() throws {
        demo()
        let clean = CommandRun.inProcess(["check"], database: path)
        #expect(clean.status == 0, "\(clean)")
        #expect(clean.output.hasPrefix("catalog ok: integrity, foreign keys, "))
        do {
            let connection = try Connection(path: path, mode: .readWrite)
            try connection.execute("UPDATE entity SET description = 'edited by hand' WHERE name = 'brand'")
        }
        let edited = CommandRun.inProcess(["check"], database: path)
        #expect(edited.status == 1)
        #expect(
            edited.output.contains(
                "problem: history: palette 'brand' differs from its latest history document"))
        #expect(edited.error.contains("has 1 problem(s)"))
    }

    @Test func anUnreadableHistoryDocumentIsReportedInWordsNotAsADecodingError() throws {
        demo()
        do {
            let connection = try Connection(path: path, mode: .readWrite)
            try connection.execute(
                """
                INSERT INTO change (batch_id, at_ms, actor, entity_id, kind, name, operation, version, after)
                VALUES (1, (SELECT max(at_ms) FROM change), 'mallory', 9999, 'palette', 'x', 'create', 1, '{"a":1}')
                """)
        }
        let run = CommandRun.inProcess(["history", "--verbose", "--limit", "1"], database: path)
        #expect(run.status == 1)
        #expect(run.error.hasPrefix("error: the catalog is damaged: a history document cannot be read"))
        // Issue 31: the change and the member are named, never the decoder's `DecodingError…`.
        #expect(run.error.contains("change @"), "\(run.error)")
        #expect(run.error.contains("document after: member 'kind' is missing"), "\(run.error)")
        #expect(!run.error.contains("DecodingError") && !run.error.contains("CodingKeys"), "\(run.error)")
        #expect(CommandRun.inProcess(["check"], database: path).status == 1)
    }

    /// Issue 31: a stored field value Barkeep cannot read is reported naming the entity and the field,
    /// by a command reading one entity and by one reading them all (before: only "'nonsense' is not a
    /// colour").
    @Test func anUnreadableStoredValueNamesTheEntityAndField() throws {
        demo()
        do {
            let connection = try Connection(path: path, mode: .readWrite)
            try connection.execute(
                """
                UPDATE field SET value = 'nonsense'
                WHERE path = 'dark' AND entity_id = (SELECT id FROM entity WHERE kind = 'palette' AND name = 'ink')
                """)
        }
        for arguments in [
            ["palette", "show", "ink"], ["resolve", "palette", "ink"], ["export", "--format", "json"],
        ] {
            let run = CommandRun.inProcess(arguments, database: path)
            #expect(run.status == 1, "\(arguments)")
            #expect(
                run.error.hasPrefix("error: palette 'ink', field 'dark': the stored value cannot be read ("),
                "\(arguments): \(run.error)")
            #expect(run.error.contains("'nonsense' is not a colour"), "\(run.error)")
        }
    }

    /// Issue 31: each way a history document can be wrong is named by its member or field.
    @Test(arguments: [
        (#"{"fields":{"light":1},"kind":"palette","name":"p"}"#, "field 'light' is not text"),
        (#"{"bar":"side","fields":{},"kind":"appearance","name":"a"}"#, "member 'bar' is not one of"),
        (#"{"fields":{},"kind":"shelf","name":"s"}"#, "member 'kind' is not one of palette"),
        (#"{"fields":[],"kind":"sheet","name":"s"}"#, "member 'fields' is not an object"),
        (#"{"fields":{},"kind":"sheet","name":"s","parent":3}"#, "member 'parent' is neither text nor null"),
    ])
    func eachDamagedDocumentNamesWhatIsWrong(document: String, expected: String) throws {
        demo()
        do {
            let connection = try Connection(path: path, mode: .readWrite)
            try connection.execute(
                """
                INSERT INTO change (batch_id, at_ms, actor, entity_id, kind, name, operation, version, after)
                VALUES (1, (SELECT max(at_ms) FROM change), 'mallory', 9999, 'palette', 'x', 'create', 1, ?)
                """, [document])
        }
        let run = CommandRun.inProcess(["history", "--verbose", "--limit", "1"], database: path)
        #expect(run.status == 1)
        #expect(run.error.contains(expected), "\(run.error)")
        #expect(!run.error.contains("DecodingError"), "\(run.error)")
    }

    @Test func sqliteErrorsSayWhatFailedFirst() {
        let error = SQLiteError(
            extendedResultCode: 1034, message: "disk I/O error", sql: "INSERT INTO change …")
        #expect(error.description.hasPrefix("the catalog could not be read or written"))
        #expect(
            error.description.hasSuffix(
                "(SQLite error 1034: disk I/O error; while executing `INSERT INTO change …`)"))
    }
}
