internal import BarkeepCore

/// One token of a design-tokens document and where it goes: its path of group names (the token's own
/// name last) and its object (`$value`, `$description`, `$extensions`).
struct DesignToken {
    /// The group names down to the token, then the token's name.
    let path: [String]
    /// The token's object.
    let value: DesignTokenValue
}
