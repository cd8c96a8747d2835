internal import BarkeepCore

/// Writes one sheet preset as `configure(_:)` for a `UISheetPresentationController` (article 003), with
/// custom detents behind an iOS 16 check when the file targets an earlier iOS.
struct UIKitSheetWriter {
    /// The sheet preset.
    let sheet: ResolvedEntity
    /// Value expressions.
    let expressions: UIKitExpressions
    /// The deployment target of the file.
    let deploymentTarget: IOSVersion

    /// The target code inside the namespace can assume: sheets need iOS 15, so the namespace is
    /// available from 15.0 at the earliest.
    private var sheetTarget: IOSVersion {
        max(deploymentTarget, APIAvailability.sheetPresentationController.introduced)
    }

    /// The namespace's name, such as `HalfSheet`.
    var typeName: String { expressions.names.type(.sheet, sheet.name, suffix: "Sheet") }

    /// Writes the namespace.
    func write(into writer: inout SwiftSourceWriter) {
        writer.documentation(
            "Sheet preset `\(sheet.name)`" + (sheet.parent.map { " (inherits `\($0)`)" } ?? "") + ".")
        if let description = sheet.description { writer.documentation(description) }
        writer.line("@MainActor")
        if let attribute = UIKitAvailability.attribute(
            APIAvailability.sheetPresentationController.introduced, target: deploymentTarget)
        {
            writer.line(attribute)
        }
        writer.block("public enum \(typeName)") { writer in
            writer.documentation("Configures the sheet as the preset says.")
            writer.block("public static func configure(_ sheet: UISheetPresentationController)") { writer in
                writeSheetStatements(into: &writer)
            }
            writer.line()
            writer.documentation("Configures how `controller` is presented; call it before presenting.")
            writer.block("public static func configure(presenting controller: UIViewController)") { writer in
                for field in sheet.fields {
                    guard
                        case .presentedControllerProperty(let property, let negated) = field.spec.uikitTarget,
                        case .value(.bool(let flag)) = field.value
                    else { continue }
                    writer.line("controller.\(property) = \(negated ? !flag : flag)")
                }
                writer.block("if let sheet = controller.sheetPresentationController") { writer in
                    writer.line("configure(sheet)")
                }
            }
        }
    }

    /// The sheet's properties, generically from their targets; each behind `#available` when its API
    /// (or a custom detent it names) is newer than the target. When two fields set one property (the
    /// undimmed detent, from `largestUndimmed` or a background interaction), the first set one wins.
    private func writeSheetStatements(into writer: inout SwiftSourceWriter) {
        var written = Set<String>()
        for field in sheet.fields where !field.value.isUIKitDefault {
            guard let target = field.spec.uikitTarget else {
                if let modifier = field.spec.swiftui {
                    writer.comment(
                        "\(field.path)=\(field.value) has no UIKit sheet API; the SwiftUI export applies it with "
                            + "\(modifier).")
                }
                continue
            }
            guard case .sheetProperty(let property) = target else { continue }
            guard !written.contains(property) else {
                writer.comment("\(field.path)=\(field.value): \(property) is set above, by another field.")
                continue
            }
            switch field.value {
            case .value(.detents(let detents)):
                written.insert(property)
                writeDetents(detents, property: property, into: &writer)
            default:
                let identifier = detentIdentifier(of: field.value)
                guard
                    let value = identifier.map(UIKitExpressions.detentIdentifier)
                        ?? expressions.expression(field.value, spec: field.spec)
                else {
                    writer.comment("\(field.path)=\(field.value) leaves \(property) to UIKit.")
                    continue
                }
                written.insert(property)
                var introduced = field.spec.introduced
                if let identifier, identifier != "medium", identifier != "large" {
                    introduced = max(introduced, Self.customDetentsIntroduced)
                }
                UIKitAvailability.guarded(introduced, target: sheetTarget, into: &writer) { writer in
                    writer.statement("sheet.\(property) = ", value)
                }
            }
        }
        if written.isEmpty { writer.comment("The preset sets nothing: UIKit's defaults apply.") }
    }

    /// The detent identifier a value names: a detent identifier, the detent of `upThrough:`, or for
    /// `enabled` (input at every detent: none dims) the sheet's largest detent.
    private func detentIdentifier(of value: ResolvedValue) -> String? {
        switch value {
        case .value(.detentIdentifier(let identifier)): return identifier
        case .value(.backgroundInteraction(.enabled)): return largestDetentIdentifier
        case .value(.backgroundInteraction(let interaction)): return interaction.detent
        default: return nil
        }
    }

    /// The identifier of the sheet's largest detent (``Detent/largestIdentifier(of:)``).
    private var largestDetentIdentifier: String {
        let detents = sheet.fields.lazy.compactMap { field -> [Detent]? in
            if case .value(.detents(let detents)) = field.value { return detents }
            return nil
        }.first
        return Detent.largestIdentifier(of: detents)
    }

    /// Custom detents need iOS 16.
    private static let customDetentsIntroduced = APIAvailability.customSheetDetents.introduced

    /// `sheet.detents = […]`, with custom detents only where iOS 16 is available.
    private func writeDetents(_ detents: [Detent], property: String, into writer: inout SwiftSourceWriter) {
        let all = SwiftExpression.array(detents.map(expression))
        guard detents.contains(where: \.isCustom), Self.customDetentsIntroduced > sheetTarget else {
            writer.statement("sheet.\(property) = ", all)
            return
        }
        writer.block("if #available(iOS \(Self.customDetentsIntroduced), *)", closer: " else {") { writer in
            writer.statement("sheet.\(property) = ", all)
        }
        // The `} else {` above opened the fallback branch.
        writer.indent { writer in
            let dropped = detents.filter(\.isCustom).map(\.canonicalText).joined(separator: ", ")
            writer.comment(
                "Custom detents need \(Self.customDetentsIntroduced.name): \(dropped) left out below it."
            )
            let system = detents.filter { !$0.isCustom }
            writer.statement(
                "sheet.\(property) = ", .array(system.isEmpty ? [.atom(".large()")] : system.map(expression)))
        }
        writer.line("}")
    }

    /// One detent: `.medium()`, `.large()` or `.custom(identifier:resolver:)` with a trailing resolver.
    private func expression(_ detent: Detent) -> SwiftExpression {
        let identifier = [SwiftArgument("identifier", UIKitExpressions.detentIdentifier(detent.identifier))]
        switch detent.size {
        case .medium: return .atom(".medium()")
        case .large: return .atom(".large()")
        case .height(let points):
            return .trailingClosure(
                .call(".custom", identifier), parameter: "_", body: UIKitExpressions.number(points))
        case .fraction(let fraction):
            return .trailingClosure(
                .call(".custom", identifier), parameter: "context",
                body: "context.maximumDetentValue * \(UIKitExpressions.number(fraction))")
        }
    }
}
