/// One file an export makes, ready to be written piece by piece: everything that can make the export
/// fail (resolution, Swift names) has been checked when it is made (unless the caller asked otherwise,
/// see ``Exporter/stream(_:themes:as:settings:checkingFirst:)``), so a caller can open its destination
/// afterwards. ``write(to:)`` hands the text over in order; `json`, `uikit` and `swiftui` of a whole
/// catalog hand it over one entity at a time as it is resolved, so the file is never held whole in
/// memory.
///
/// Export still does no I/O: the caller's sink decides where the pieces go.
public struct ExportStream {
    /// The file name, such as `barkeep.resolved.json`.
    public let name: String
    /// Hands the file's UTF-8 bytes, in pieces and in order, to the sink it is given; a piece is valid
    /// only during the sink's call.
    private let produce: (_ sink: (UnsafeRawBufferPointer) throws -> Void) throws -> Void

    /// A stream named `name` whose bytes `produce` hands over: for text written as bytes (JSON), which
    /// then never becomes a `String`.
    init(
        name: String,
        bytes produce: @escaping (_ sink: (UnsafeRawBufferPointer) throws -> Void) throws -> Void
    ) {
        self.name = name
        self.produce = produce
    }

    /// A stream named `name` whose text `produce` hands over.
    init(name: String, produce: @escaping (_ sink: (String) throws -> Void) throws -> Void) {
        self.init(name: name) { sink in
            try produce { piece in try Self.handOver(piece, to: sink) }
        }
    }

    /// A stream of a file already made whole.
    public init(_ file: ExportedFile) {
        self.init(name: file.name) { sink in try sink(file.contents) }
    }

    /// Hands the file's text to `sink`, in pieces and in order; the pieces joined are the whole file,
    /// ending with a newline. Throws what `sink` throws (and, for a stream made without checking first,
    /// the first resolution error).
    public func write(to sink: (String) throws -> Void) throws {
        try produce { bytes in try sink(String(decoding: bytes, as: UTF8.self)) }
    }

    /// Hands the file's UTF-8 bytes to `sink`, in pieces and in order, as ``write(to:)`` hands its text:
    /// for a destination that writes bytes (a file), so that no piece is made into a `String`. A piece
    /// is valid only during the call.
    public func writeUTF8(to sink: (UnsafeRawBufferPointer) throws -> Void) throws {
        try produce(sink)
    }

    /// Hands `piece`'s UTF-8 bytes to `sink`.
    private static func handOver(_ piece: String, to sink: (UnsafeRawBufferPointer) throws -> Void) throws {
        var piece = piece
        try piece.withUTF8 { try sink(UnsafeRawBufferPointer($0)) }
    }
}
