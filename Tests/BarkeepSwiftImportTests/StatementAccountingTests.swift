import BarkeepSwiftImport
import Foundation
import Testing

/// Every statement of the fixtures that touches a bar, an appearance, a sheet or a toolbar is
/// accounted for: the report has a line for it (mapped, placeholder, ignored or note), so nothing the
/// code sets vanishes without a reason (issue 30, item 4).
@Suite struct StatementAccountingTests {
    /// One statement that touches a bar: where it is and how it reads.
    struct BarStatement: CustomStringConvertible {
        /// The fixture.
        let file: String
        /// Its first line.
        let line: Int
        /// The statement as short Swift text.
        let text: String

        var description: String { "\(file):\(line): \(text)" }
    }

    /// The fixtures walked: every corpus set-up, every article and the files of the several-file set.
    static let fixtures: [String] = {
        var names: [String] = []
        for folder in ["Corpus", "Articles", "MultiFile"] {
            let files =
                (try? FileManager.default.contentsOfDirectory(
                    atPath: SwiftImportFixture.directory.appendingPathComponent(folder).path)) ?? []
            names += files.filter { $0.hasSuffix(".swift.txt") }.map { "\(folder)/\($0)" }
        }
        return names.sorted()
    }()

    /// Words whose presence in a receiver (lowercased) says the statement works on a bar, an appearance,
    /// a navigation item, a sheet or a toolbar.
    static let barWords = ["appearance", "navigationbar", "tabbar", "toolbar", "navigationitem", "sheet"]

    /// Whether `receiver` (the code a property or method is reached through) is a bar-touching one: it
    /// names a bar, an appearance, an item or a sheet, or starts from a local bound to one (`names`).
    static func isBarReceiver(_ receiver: SourceExpression, names: Set<String>) -> Bool {
        let text = receiver.text.lowercased()
        return barWords.contains { text.contains($0) } || root(of: receiver).map(names.contains) == true
    }

    /// The name a chain of members, calls and subscripts starts from (`bar` in `bar.layer.shadowColor`).
    static func root(of expression: SourceExpression) -> String? {
        switch expression {
        case .name(let name, _): return name
        case .member(let base, _, _), .postfix(_, let base, _), .call(let base, _, _),
            .subscripted(let base, _, _),
            .cast(let base, _, _, _):
            return root(of: base)
        default: return nil
        }
    }

    /// The receiver of an assignment target or called method (`a.b.c` → `a.b`), if it has one.
    static func receiver(of expression: SourceExpression) -> SourceExpression? {
        switch expression {
        case .member(let base, _, _): return base
        case .subscripted(let base, _, _): return base
        case .postfix(_, let inner, _): return receiver(of: inner)
        default: return nil
        }
    }

    /// The SwiftUI modifiers of a chain that style a bar, a toolbar or a sheet (`.toolbarBackground`,
    /// `.navigationTitle`, `.presentationDetents` …), each with the line it is written on; empty for a
    /// chain that has none, which the receiver rule judges instead.
    static func swiftUIBarModifiers(_ expression: SourceExpression) -> [(name: String, line: Int)] {
        var found: [(name: String, line: Int)] = []
        var current = expression
        while true {
            switch current {
            case .call(.member(let base, let name, let line), _, _):
                if ["toolbar", "navigation", "presentation"].contains(where: { name.hasPrefix($0) }) {
                    found.append((name, line))
                }
                current = base
            case .call(let callee, _, _), .member(let callee, _, _), .postfix(_, let callee, _):
                current = callee
            default:
                return found.reversed()
            }
        }
    }

    /// The names of `statements` bound to a bar, an appearance, an item or a sheet: locals and bindings
    /// whose value or type is one, and parameters typed as one.
    static func barNames(_ statements: [SourceStatement]) -> Set<String> {
        var names: Set<String> = []
        func bind(_ name: String, type: String?, value: SourceExpression?) {
            let typeText = (type ?? "").lowercased()
            if barWords.contains(where: { typeText.contains($0) })
                || value.map({ isBarReceiver($0, names: names) }) == true
            {
                names.insert(name)
            }
        }
        func visit(_ statements: [SourceStatement]) {
            for statement in statements {
                switch statement {
                case .variable(let name, let type, let value, let body, _):
                    bind(name, type: type, value: value)
                    visit(body ?? [])
                case .conditional(let conditions, let then, let otherwise, _):
                    for case .binding(let name, let value, _) in conditions {
                        bind(name, type: nil, value: value)
                    }
                    visit(then)
                    visit(otherwise ?? [])
                case .function(let function):
                    for parameter in function.parameters {
                        bind(parameter.name, type: parameter.typeText, value: nil)
                    }
                    visit(function.body ?? [])
                case .type(let declaration): visit(declaration.members)
                case .block(let body, _): visit(body)
                default: break
                }
            }
        }
        // Twice, so a local bound to another (`edge = standard.copy()`) is found whatever the order.
        visit(statements)
        visit(statements)
        return names
    }

    /// The bar-touching statements of `statements`, nested ones (functions, types, branches, closures)
    /// included.
    static func barStatements(_ statements: [SourceStatement], file: String) -> [BarStatement] {
        let names = barNames(statements)
        var found: [BarStatement] = []
        func visitExpression(_ expression: SourceExpression) {
            switch expression {
            case .closure(_, let body, _): visit(body)
            case .call(let callee, let arguments, _):
                visitExpression(callee)
                for argument in arguments { visitExpression(argument.value) }
            case .member(let base, _, _), .postfix(_, let base, _): visitExpression(base)
            default: break
            }
        }
        func visit(_ statements: [SourceStatement]) {
            for statement in statements {
                switch statement {
                case .assignment(let target, _, let value, let line):
                    if let receiver = receiver(of: target), isBarReceiver(receiver, names: names) {
                        found.append(
                            BarStatement(file: file, line: line, text: target.text + " = " + value.text))
                    }
                    visitExpression(value)
                case .expression(let expression):
                    let modifiers = swiftUIBarModifiers(expression)
                    for (name, line) in modifiers {
                        found.append(BarStatement(file: file, line: line, text: "." + name + "(…)"))
                    }
                    if modifiers.isEmpty, case .call(let callee, _, let line) = expression,
                        let receiver = receiver(of: callee), isBarReceiver(receiver, names: names),
                        receiver.text != "super"
                    {
                        found.append(BarStatement(file: file, line: line, text: expression.text))
                    }
                    visitExpression(expression)
                case .variable(_, _, let value, let body, _):
                    if let value { visitExpression(value) }
                    visit(body ?? [])
                case .conditional(_, let then, let otherwise, _):
                    visit(then)
                    visit(otherwise ?? [])
                case .function(let function): visit(function.body ?? [])
                case .type(let declaration): visit(declaration.members)
                case .block(let body, _): visit(body)
                case .returning(let value, _): if let value { visitExpression(value) }
                case .directive, .switchCase: break
                }
            }
        }
        visit(statements)
        return found
    }

    /// The bar-touching statements of fixture `name` and the lines its import reports on.
    static func accounting(_ name: String) throws -> (statements: [BarStatement], reported: Set<Int>) {
        let source = try SwiftImportFixture.source(name)
        let text = String(decoding: source.bytes, as: UTF8.self)
        let statements = try SwiftSourceParser.parse(SwiftTokenizer.tokenize(text, file: name), file: name)
        let result = try SwiftImporter.read([source])
        let reported = Set(result.report.lines.filter { $0.file == name }.map(\.line))
        return (barStatements(statements, file: name), reported)
    }

    @Test(arguments: fixtures) func everyBarStatementIsMappedOrReported(_ name: String) throws {
        let (statements, reported) = try Self.accounting(name)
        let missing = statements.filter { !reported.contains($0.line) }
        #expect(missing.isEmpty, "not accounted for:\n\(missing.map(\.description).joined(separator: "\n"))")
    }

    @Test func theFixturesHoldEnoughBarStatementsToMean() throws {
        var total = 0
        for name in Self.fixtures { total += try Self.accounting(name).statements.count }
        #expect(total >= 200, "\(total) bar statements in \(Self.fixtures.count) fixtures")
    }

    @Test func theWalkFindsTheStatementsItLooksFor() throws {
        let statements = Self.barStatements(
            try SwiftSourceParser.parse(
                SwiftTokenizer.tokenize(
                    """
                    func style(controller: UIViewController) {
                        let appearance = UINavigationBarAppearance()
                        appearance.backgroundColor = .red
                        controller.navigationController?.toolbar.setShadowImage(nil, forToolbarPosition: .any)
                        DispatchQueue.main.async { controller.navigationItem.title = "x" }
                        view.backgroundColor = .white
                        let proxy = UITabBar.appearance()
                        proxy.tintColor = .red
                    }
                    """, file: "Test.swift"), file: "Test.swift"),
            file: "Test.swift")
        #expect(statements.map(\.line) == [3, 4, 5, 8])
    }
}
