/// The names visible while the recogniser runs a body: locals, then the enclosing scopes'.
final class RecognitionScope {
    /// The values declared here.
    private var values: [String: RecognizedValue] = [:]
    /// The enclosing scope.
    let parent: RecognitionScope?

    /// Creates a scope inside `parent`.
    init(parent: RecognitionScope?) {
        self.parent = parent
    }

    /// The value of `name` here or in an enclosing scope.
    func lookup(_ name: String) -> RecognizedValue? {
        values[name] ?? parent?.lookup(name)
    }

    /// Declares `name` here.
    func declare(_ name: String, _ value: RecognizedValue) {
        values[name] = value
    }

    /// Rebinds `name` where it is declared, else declares it here.
    func assign(_ name: String, _ value: RecognizedValue) {
        var scope: RecognitionScope? = self
        while let current = scope {
            if current.values[name] != nil {
                current.values[name] = value
                return
            }
            scope = current.parent
        }
        values[name] = value
    }
}
