/// Converts camelCase names to the kebab-case used for long option spellings.
enum KebabCase {
    /// Returns `dry-run` for `dryRun` and `url-string` for `URLString`.
    static func converting(_ camelCase: String) -> String {
        let characters = Array(camelCase)
        var result = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase && index > 0 {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord = previous.isLowercase || previous.isNumber
                let endsAcronym = previous.isUppercase && (next?.isLowercase ?? false)
                if startsWord || endsAcronym {
                    result.append("-")
                }
            }
            result += character.lowercased()
        }
        return result
    }
}
