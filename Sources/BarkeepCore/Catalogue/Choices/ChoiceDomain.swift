/// A named set of words a choice field accepts, each carrying its Swift spelling.
///
/// Every domain is listed once, as an enum conforming to this protocol; the catalogue, the parser, help
/// text, lint and the exporters all read the cases from it.
package protocol ChoiceDomain: CaseIterable, Hashable, Sendable, RawRepresentable where RawValue == String {
    /// The Swift type the cases belong to in generated code, such as `UIFont.Weight`; nil when the
    /// domain steers the generator rather than naming a Swift value.
    static var swiftType: String? { get }
    /// How the case is written in generated Swift, such as `.semibold`; by default `.` + the raw value.
    var swiftSpelling: String { get }
    /// How the case is written for a UIKit property that takes it, when that differs from
    /// ``swiftSpelling`` (a `Bool`, say); nil when UIKit's own default is kept. By default the Swift
    /// spelling.
    var uikitSpelling: String? { get }
    /// Earlier or alternative words the parser accepts and rewrites to a case (`true` → `visible`); by
    /// default none.
    static var aliases: [String: Self] { get }
}

extension ChoiceDomain {
    /// `.` followed by the case's name, which is how UIKit's and SwiftUI's own names are written.
    package var swiftSpelling: String { "." + rawValue }

    /// The Swift spelling.
    package var uikitSpelling: String? { swiftSpelling }

    /// None.
    package static var aliases: [String: Self] { [:] }
}
