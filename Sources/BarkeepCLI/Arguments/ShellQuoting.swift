/// Escapes text for the quoting rules of the shells that completion scripts are written for.
enum ShellQuoting {
    /// `text` in POSIX single quotes (bash, zsh): `'it'\''s'`.
    static func posixSingleQuoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// `text` in fish single quotes, where only `\` and `'` are escaped: `'it\'s'`.
    static func fishSingleQuoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }

    /// `word` with a backslash before every character a shell could treat specially.
    ///
    /// Used inside word lists that shells split and expand again (`compgen -W`, fish's `-a`,
    /// zsh's `(…)` actions). Whitespace cannot be protected this way in bash's `compgen -W`.
    static func backslashEscaped(_ word: String) -> String {
        var result = ""
        for character in word {
            let isPlain = character.isASCII && (character.isLetter || character.isNumber)
            if !isPlain && !"._-+,/=@%".contains(character) {
                result.append("\\")
            }
            result.append(character)
        }
        return result
    }

    /// `words` escaped one by one and joined by spaces, ready for a shell to split again.
    static func wordList(_ words: [String]) -> String {
        words.map(backslashEscaped).joined(separator: " ")
    }

    /// A shell function name made of `words`, e.g. `_barkeep_palette_create`.
    static func functionName(_ words: [String]) -> String {
        let joined = words.joined(separator: "_")
        let safe = joined.map { character -> Character in
            character.isASCII && (character.isLetter || character.isNumber) ? character : "_"
        }
        return "_" + String(safe)
    }
}
