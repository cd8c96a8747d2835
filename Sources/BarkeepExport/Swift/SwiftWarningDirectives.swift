/// `#warning("…")` lines that carry messages into generated Swift, so the compiler shows them in the
/// build log and in Xcode's issue navigator each time the file is compiled (`barkeep export --lint
/// warning`).
package enum SwiftWarningDirectives {
    /// A blank line, a comment saying where the warnings come from, then one `#warning` line per
    /// message, ending with a newline: to follow a generated file. Empty for no messages. Each message is a safe string literal (``SwiftLiteral``).
    package static func text(_ messages: [String], source: String) -> String {
        guard !messages.isEmpty else { return "" }
        var writer = SwiftSourceWriter()
        writer.comment(source)
        for message in messages { writer.line("#warning(\(SwiftLiteral.string(message)))") }
        return "\n" + writer.text
    }
}
