/// The cases of one ``ChoiceDomain``, as a value a ``ValueType`` can hold.
public struct ChoiceSet: Hashable, Sendable {
    /// The domain's Swift type name, such as `FontWeight`: which domain the cases come from.
    public let domain: String
    /// The Swift type generated code uses for the cases, if any (``ChoiceDomain/swiftType``).
    public let swiftType: String?
    /// The accepted words, in declaration order.
    public let cases: [String]
    /// The Swift spelling of each case.
    private let spellings: [String: String]
    /// The UIKit spelling of each case (nil: UIKit's default is kept).
    private let uikitSpellings: [String: String?]
    /// The aliases the parser accepts, with the case each stands for.
    public let aliases: [String: String]

    /// The cases of `domain`.
    package init<Domain: ChoiceDomain>(_ domain: Domain.Type) {
        self.domain = Self.name(of: domain)
        self.swiftType = domain.swiftType
        self.cases = domain.allCases.map(\.rawValue)
        self.spellings = Dictionary(
            uniqueKeysWithValues: domain.allCases.map { ($0.rawValue, $0.swiftSpelling) })
        self.uikitSpellings = Dictionary(
            uniqueKeysWithValues: domain.allCases.map { ($0.rawValue, $0.uikitSpelling) })
        self.aliases = domain.aliases.mapValues(\.rawValue)
    }

    /// The case `word` names, itself or through an alias; nil for a word outside the set.
    public func canonical(_ word: String) -> String? {
        spellings[word] != nil ? word : aliases[word]
    }

    /// How `word` is written for a UIKit property; nil when UIKit's default is kept or the word is
    /// outside the set.
    public func uikitSpelling(of word: String) -> String? { uikitSpellings[word] ?? nil }

    /// Whether `word` is one of the cases.
    public func contains(_ word: String) -> Bool { spellings[word] != nil }

    /// How `word` is written in generated Swift, such as `.systemMaterial`; nil for a word outside the set.
    public func swiftSpelling(of word: String) -> String? { spellings[word] }

    /// Whether the set holds the cases of `domain`.
    package func isDomain<Domain: ChoiceDomain>(_ domain: Domain.Type) -> Bool {
        self.domain == Self.name(of: domain)
    }

    /// The unqualified name of `domain`, such as `FontWeight`. `_typeName` reads the type's
    /// metadata; `String(describing:)` would first search every protocol conformance in the binary
    /// for a custom description.
    private static func name<Domain: ChoiceDomain>(of domain: Domain.Type) -> String {
        _typeName(domain, qualified: false)
    }
}
