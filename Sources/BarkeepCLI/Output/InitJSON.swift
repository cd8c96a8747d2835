/// What `init --json` prints: where the catalog is and how many entities it holds.
struct InitJSON: Encodable {
    /// The catalog file's path.
    let path: String
    /// How many entities the catalog holds.
    let entities: Int
}
