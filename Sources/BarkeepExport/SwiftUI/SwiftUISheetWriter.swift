internal import BarkeepCore

/// Writes one sheet preset as a `ViewModifier` for the sheet's content, and a `View` extension:
/// `presentationDetents` (custom heights as `.height`/`.fraction`), the drag indicator, corner radius,
/// background interaction, background and interactive dismissal, each behind `if #available` when the
/// file targets an earlier iOS.
///
/// The opening detent (`presentationDetentSelection`) needs a `Binding<PresentationDetent>`: from an
/// iOS 16 deployment target the modifier keeps it in its own `@State`, starting at the preset's detent,
/// and takes an optional `selection:` binding instead. Below iOS 16 a type cannot store a
/// `PresentationDetent`, so the doc comment says the opening detent is left to SwiftUI.
struct SwiftUISheetWriter {
    /// The sheet preset.
    let sheet: ResolvedEntity
    /// Value expressions.
    let expressions: SwiftUIExpressions
    /// The deployment target of the file.
    let deploymentTarget: IOSVersion

    /// The modifier's type name, such as `HalfSheetPresentation` (the UIKit export's `HalfSheet` is
    /// another type, so both files can share a target).
    var typeName: String { expressions.names.type(.sheet, sheet.name, suffix: "SheetPresentation") }

    /// The opening detent's expression and the field that sets it, if the preset sets one.
    private var opening: (detent: String, field: ResolvedField)? {
        for field in sheet.fields where field.spec.swiftUITarget == .presentationDetentSelection {
            guard let detent = expressions.expression(field.value, spec: field.spec, of: sheet) else {
                continue
            }
            return (detent, field)
        }
        return nil
    }

    /// Whether the modifier keeps the opening detent in state (the target has `PresentationDetent`).
    private var selects: Bool {
        opening != nil && SwiftUITarget.presentationDetentSelection.introduced <= deploymentTarget
    }

    /// Writes the modifier and the extension.
    func write(into writer: inout SwiftSourceWriter) {
        writer.documentation(
            "Sheet preset `\(sheet.name)`" + (sheet.parent.map { " (inherits `\($0)`)" } ?? "")
                + ", for the content of a `.sheet`.")
        if let description = sheet.description { writer.documentation(description) }
        if let opening {
            if selects {
                writer.documentation(
                    "It opens at `\(opening.field.value)`; pass `selection` to read or change the detent shown."
                )
            } else {
                writer.documentation(
                    "The preset opens at `\(opening.field.value)`, but choosing the opening detent needs a "
                        + "`Binding<PresentationDetent>` (iOS \(SwiftUITarget.presentationDetentSelection.introduced)),"
                        + " which a type available from iOS \(deploymentTarget) cannot store: SwiftUI picks the "
                        + "opening detent. Export with --deployment-target "
                        + "\(SwiftUITarget.presentationDetentSelection.introduced) for a `selection` parameter."
                )
            }
        }
        if let availability = SwiftUIAvailability.attribute(
            SwiftUIAvailability.introduced, target: deploymentTarget)
        {
            writer.line(availability)
        }
        writer.block("public struct \(typeName): ViewModifier") { writer in
            if let opening, selects {
                writer.documentation("The detent shown, when the caller tracks it.")
                writer.line("private let selection: Binding<PresentationDetent>?")
                writer.documentation(
                    "The detent shown otherwise, starting at the preset's `\(opening.field.value)`.")
                writer.line("@State private var detent: PresentationDetent = \(opening.detent)")
                writer.line()
                writer.documentation(
                    "Creates the modifier; `selection`, if given, is bound to the detent shown.")
                writer.block("public init(\(parameters))") { writer in
                    writer.line("self.selection = selection")
                }
            } else {
                writer.documentation("Creates the modifier.")
                writer.line("public init() {}")
            }
            writer.line()
            SwiftUIModifierChain.writeBody(
                modifiers, target: deploymentTarget, notes: notApplied, into: &writer)
        }
        writer.line()
        SwiftUIAvailability.writeViewExtension(target: deploymentTarget, into: &writer) { writer in
            writer.documentation(
                "Sizes and decorates the sheet showing this view as preset `\(sheet.name)` does.")
            let function = typeName.prefix(1).lowercased() + typeName.dropFirst()
            writer.block("public func \(function)(\(parameters)) -> some View") { writer in
                writer.line("modifier(\(typeName)(\(selects ? "selection: selection" : "")))")
            }
        }
    }

    /// The modifiers of the set fields, in catalogue order. When two fields give the same modifier, the
    /// later row wins: it is the modifier's own field (`backgroundInteraction` over the `largestUndimmed`
    /// it is derived from otherwise).
    private var modifiers: [SwiftUIModifier] {
        var applied: [(SwiftUITarget, SwiftUIModifier)] = []
        for field in sheet.fields {
            guard let target = field.spec.swiftUITarget,
                let modifier = expressions.modifier(
                    field, of: sheet, selection: selects ? "selection ?? $detent" : nil,
                    deploymentTarget: deploymentTarget)
            else { continue }
            if let index = applied.firstIndex(where: { $0.0 == target }) {
                applied[index] = (target, modifier)
            } else {
                applied.append((target, modifier))
            }
        }
        return applied.map(\.1)
    }

    /// The parameter list of the initializer and the extension.
    private var parameters: String {
        selects ? "selection: Binding<PresentationDetent>? = nil" : ""
    }

    /// A note for each set field SwiftUI has no modifier for (the UIKit export applies them).
    private var notApplied: [String] {
        sheet.fields.compactMap { field in
            guard !field.value.isUIKitDefault, field.spec.swiftUITarget == nil,
                let property = field.spec.uikit
            else { return nil }
            return "\(field.path)=\(field.value) has no SwiftUI modifier; the UIKit export sets \(property)."
        }
    }
}
