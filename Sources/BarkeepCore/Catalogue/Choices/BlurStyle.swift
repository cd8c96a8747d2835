/// A bar's background blur: a `UIBlurEffect.Style`, or `none` for no effect.
package enum BlurStyle: String, ChoiceDomain {
    case none, extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemUltraThinMaterialLight, systemUltraThinMaterialDark
    case systemThinMaterial, systemThinMaterialLight, systemThinMaterialDark
    case systemMaterial, systemMaterialLight, systemMaterialDark
    case systemThickMaterial, systemThickMaterialLight, systemThickMaterialDark
    case systemChromeMaterial, systemChromeMaterialLight, systemChromeMaterialDark

    /// The property's type, `UIBlurEffect?`.
    package static var swiftType: String? { "UIBlurEffect?" }

    /// `nil` for none, else `UIBlurEffect(style: .<style>)`.
    package var swiftSpelling: String {
        self == .none ? "nil" : "UIBlurEffect(style: .\(rawValue))"
    }
}
