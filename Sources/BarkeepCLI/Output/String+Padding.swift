/// Padding and trimming for aligned terminal tables.
extension String {
    /// The string padded with spaces to `length` characters.
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }

    /// The string without trailing spaces.
    var trimmingTrailingSpaces: String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
