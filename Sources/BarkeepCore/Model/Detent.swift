/// A sheet detent: a system size (`medium`, `large`) or a custom height or fraction (iOS 16+).
public struct Detent: Hashable, Sendable {
    /// How tall the sheet is at this detent.
    public enum Size: Hashable, Sendable {
        case medium
        case large
        /// A fixed height in points.
        case height(Double)
        /// A fraction (0 < f ≤ 1) of the largest height.
        case fraction(Double)
    }

    /// The explicit name of a custom detent (`compact` in `compact:height(320)`), if given.
    public let explicitName: String?
    /// The detent's size.
    public let size: Size

    /// Creates a detent.
    public init(explicitName: String? = nil, size: Size) {
        self.explicitName = explicitName
        self.size = size
    }

    /// Whether this is a custom detent (``APIAvailability/customSheetDetents``).
    public var isCustom: Bool {
        switch size {
        case .medium, .large: return false
        case .height, .fraction: return true
        }
    }

    /// The identifier code refers to it by: `medium`, `large`, the explicit name, or a stable
    /// derived one (`height-320`, `fraction-0.4`).
    public var identifier: String {
        if let explicitName { return explicitName }
        switch size {
        case .medium: return "medium"
        case .large: return "large"
        case .height(let points): return "height-\(NumberFormatting.canonical(points))"
        case .fraction(let fraction): return "fraction-\(NumberFormatting.canonical(fraction))"
        }
    }

    /// The identifier of the largest of a sheet's `detents`, up through which `backgroundInteraction=
    /// enabled` leaves the view behind undimmed: `large` when they include it (or are nil: UIKit's
    /// default detents are `[.large()]`), else the last, detents being listed smallest first.
    public static func largestIdentifier(of detents: [Detent]?) -> String {
        guard let detents, !detents.contains(where: { $0.size == .large }) else { return "large" }
        return detents.last?.identifier ?? "large"
    }

    /// The canonical text: `medium`, `large`, `height(320)`, `compact:height(320)`, `fraction(0.4)`.
    public var canonicalText: String {
        let sizeText: String
        switch size {
        case .medium: sizeText = "medium"
        case .large: sizeText = "large"
        case .height(let points): sizeText = "height(\(NumberFormatting.canonical(points)))"
        case .fraction(let fraction): sizeText = "fraction(\(NumberFormatting.canonical(fraction)))"
        }
        return explicitName.map { "\($0):\(sizeText)" } ?? sizeText
    }

    /// Parses one detent; the error says what is allowed.
    public static func parse(_ text: String) -> Result<Detent, FieldValueError> {
        let allowed =
            "medium, large, height(<points>), fraction(<0..1>), optionally named: <name>:height(320)"
        var name: String?
        var sizeText = Substring(text)
        if let colon = text.firstIndex(of: ":") {
            let candidate = String(text[..<colon])
            guard EntityNameRule.isValid(candidate), candidate != "medium", candidate != "large" else {
                return .failure(FieldValueError("'\(candidate)' is not a valid detent name in '\(text)'"))
            }
            name = candidate
            sizeText = text[text.index(after: colon)...]
        }
        func number(_ prefix: String) -> Double? {
            guard sizeText.hasPrefix(prefix + "("), sizeText.hasSuffix(")") else { return nil }
            return NumberFormatting.parse(String(sizeText.dropFirst(prefix.count + 1).dropLast()))
        }
        let size: Size
        if sizeText == "medium" {
            size = .medium
        } else if sizeText == "large" {
            size = .large
        } else if let points = number("height") {
            guard points > 0, points <= 10_000 else {
                return .failure(
                    FieldValueError("detent height \(points) is out of range (0 < height ≤ 10000)"))
            }
            size = .height(points)
        } else if let fraction = number("fraction") {
            guard fraction > 0, fraction <= 1 else {
                return .failure(FieldValueError("detent fraction \(fraction) is out of range (0 < f ≤ 1)"))
            }
            size = .fraction(fraction)
        } else {
            return .failure(FieldValueError("unknown detent '\(text)'; allowed: \(allowed)"))
        }
        if name != nil, size == .medium || size == .large {
            return .failure(FieldValueError("only custom detents can be named: '\(text)'"))
        }
        return .success(Detent(explicitName: name, size: size))
    }
}
