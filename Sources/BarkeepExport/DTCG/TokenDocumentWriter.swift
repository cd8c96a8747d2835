internal import BarkeepCore

/// Writes a design-tokens document as its tokens arrive in sorted path order, holding one token at a
/// time: the groups on a token's path are opened when the token is written and closed when a token
/// outside them comes, so a group without tokens is never written. The text is laid out as
/// `CanonicalJSON` lays out an object (sorted keys, one member per line), so the document reads as if
/// it had been made whole.
///
/// A token followed by tokens below its own path is a token and a group at once; it is written as the
/// group's `$root` token (DTCG 2025.10, "root tokens"), in its sorted place among the group's members.
struct TokenDocumentWriter {
    /// A group on the path of the token being written.
    private struct Group {
        /// The group's key in its parent.
        let key: String
        /// Whether its opening brace was written.
        var isOpen = false
        /// Whether a member was written (the next one needs a comma).
        var hasMembers = false
        /// The group's own token, written as `$root` once a member that sorts after `$root` comes.
        var root: DesignTokenValue? = nil
    }

    /// The `$type` each top-level group states, by the group's key.
    private let groupTypes: [String: String]
    /// The groups from the document down to the innermost one on the current path; the document's
    /// own object is the first, open from the start.
    private var groups = [Group(key: "", isOpen: true)]
    /// The last token added, waiting to learn whether tokens below it follow.
    private var held: (path: [String], token: DesignTokenValue)?
    /// The text written and not yet handed over.
    private var output = JSONText()

    /// A writer of a document whose top-level groups state `groupTypes` (`color` → `color`).
    init(groupTypes: [String: String]) {
        self.groupTypes = groupTypes
        output.append(literal: "{")
    }

    /// How many bytes are written and not yet handed over.
    var pendingByteCount: Int { output.count }

    /// Adds `token` at `path`, which sorts after every path added before and is not one of them.
    mutating func add(_ token: DesignTokenValue, at path: [String]) {
        if let held {
            if path.count > held.path.count, path.starts(with: held.path) {
                move(to: held.path.dropLast())
                groups.append(Group(key: held.path.last!, root: held.token))
            } else {
                writeLeaf(held.token, at: held.path)
            }
        }
        held = (path, token)
    }

    /// Writes the last token and closes every group and the document, ending with a newline.
    mutating func finish() {
        if let held { writeLeaf(held.token, at: held.path) }
        held = nil
        move(to: [])
        if groups[0].hasMembers { output.newline(pretty: true, level: 0) }
        output.append(literal: "}\n")
    }

    /// Hands the text written so far to `sink` and forgets it.
    mutating func flush(to sink: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        try output.withUnsafeBytes(sink)
        output.removeAll()
    }

    /// Writes `token` as a plain member at `path`.
    private mutating func writeLeaf(_ token: DesignTokenValue, at path: [String]) {
        move(to: path.dropLast())
        write(token, as: path.last!, in: groups.count - 1)
    }

    /// Makes the groups on the current path those of `path`: closes the groups not on it and notes the
    /// new ones, which open when a member is written into them.
    private mutating func move(to path: ArraySlice<String>) {
        var shared = 0
        while shared < path.count, shared + 1 < groups.count,
            groups[shared + 1].key == path[path.startIndex + shared]
        {
            shared += 1
        }
        while groups.count > shared + 1 { closeInnermost() }
        for key in path.dropFirst(shared) { groups.append(Group(key: key)) }
    }

    /// Closes the innermost group, its `$root` token last if still held. A group that never opened
    /// (no member came below its root token) writes that token as a plain member of its parent.
    private mutating func closeInnermost() {
        let index = groups.count - 1
        guard groups[index].isOpen else {
            let group = groups.removeLast()
            if let root = group.root { write(root, as: group.key, in: index - 1) }
            return
        }
        if let root = groups[index].root {
            groups[index].root = nil
            write(root, as: "$root", in: index)
        }
        groups.removeLast()
        output.newline(pretty: true, level: index)
        output.append(literal: "}")
    }

    /// Writes member `key` of the group at `index`, its value `value`.
    private mutating func write(_ value: DesignTokenValue, as key: String, in index: Int) {
        beginMember(key, in: index)
        value.append(to: &output, level: index + 1)
    }

    /// Starts member `key` of the group at `index`, opening it and the groups above it: a held `$root`
    /// token that sorts before `key` first, then the comma, the line and `"key" : `.
    private mutating func beginMember(_ key: String, in index: Int) {
        open(index)
        if key > "$root", let root = groups[index].root {
            groups[index].root = nil
            write(root, as: "$root", in: index)
        }
        if groups[index].hasMembers { output.append(literal: ",") }
        groups[index].hasMembers = true
        output.newline(pretty: true, level: index + 1)
        output.appendQuoted(key)
        output.append(literal: " : ")
    }

    /// Opens the group at `index` and those above it; a top-level group states its `$type` first.
    private mutating func open(_ index: Int) {
        guard !groups[index].isOpen else { return }
        beginMember(groups[index].key, in: index - 1)
        output.append(literal: "{")
        groups[index].isOpen = true
        if index == 1, let type = groupTypes[groups[index].key] {
            write(.json(.string(type)), as: "$type", in: index)
        }
    }
}
