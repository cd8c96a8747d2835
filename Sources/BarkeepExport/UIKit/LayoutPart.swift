internal import BarkeepCore

/// One layout preset as the generated bar implements it: its numbers and switches, and the iOS versions
/// it serves (a preset with a fallback serves from `fallbackBelow`, its fallback before it).
struct LayoutPart {
    /// The preset.
    let layout: ResolvedEntity
    /// Its numbers.
    let geometry: LayoutGeometry
    /// The first iOS version this part serves, when it does not serve every version the file targets.
    let since: IOSVersion?
    /// The iOS version from which this part no longer serves, when it is a fallback.
    let before: IOSVersion?

    /// The preset's switches and button kind, read through their catalogue targets.
    var parameters: [LayoutParameter: FieldValue] {
        var result: [LayoutParameter: FieldValue] = [:]
        for field in layout.fields {
            if case .layoutParameter(let parameter) = field.spec.uikitTarget,
                case .value(let value) = field.value
            {
                result[parameter] = value
            }
        }
        return result
    }

    /// Whether a boolean parameter is set to true.
    func isOn(_ parameter: LayoutParameter) -> Bool { parameters[parameter] == .bool(true) }
}
