import BarkeepTestSupport
import Testing

/// The two checks every generated Swift file passes: it type-checks against the stubs, and
/// `swift format lint` finds nothing in it.
enum GeneratedSourceExpectations {
    /// Type-checks `source` against the stubs and expects it to succeed, naming its first errors
    /// when it does not; returns the result for further checks (warnings).
    @discardableResult
    static func expectTypeChecks(
        _ source: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> TypeCheckResult {
        let result = try SwiftTypeChecker.shared().typeCheck(source: source)
        #expect(result.succeeded, "\(result.errors.prefix(10))", sourceLocation: sourceLocation)
        return result
    }

    /// Expects `swift format lint` to find nothing in `source`, naming what it finds.
    static func expectLintClean(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let findings = try SwiftFormatLinter.findings(source)
        #expect(findings.isEmpty, "\(findings)", sourceLocation: sourceLocation)
    }
}
