/// One file an export makes, ready to be written piece by piece: everything that can make the export
/// fail (resolution, Swift names) has been checked when it is made (unless the caller asked otherwise,
/// see ``Exporter/stream(_:themes:as:settings:checkingFirst:)``), so a caller can open its destination
/// afterwards. ``write(to:)`` hands the text over in order; `json`, `dtcg`, `uikit` and `swiftui` hand
/// it over one entity at a time as it is resolved, so the file is never held whole in memory.
///
/// Export still does no I/O: the caller's sink decides where the pieces go.
public struct ExportStream {
    /// How the file's pieces are made: as text (the Swift exports) or as UTF-8 bytes (JSON, written
    /// into a byte buffer). Each is handed over as it is made, and turned into the other form only for
    /// a sink that takes the other.
    private enum Producer {
        /// Hands the pieces, in order, to a text sink.
        case text((_ sink: (String) throws -> Void) throws -> Void)
        /// Hands the pieces, in order, to a byte sink; a piece is valid only during the sink's call.
        case bytes((_ sink: (UnsafeRawBufferPointer) throws -> Void) throws -> Void)
    }

    /// The file name, such as `barkeep.resolved.json`.
    public let name: String
    /// What makes the pieces.
    private let producer: Producer

    /// A stream named `name` whose bytes `produce` hands over: for text written as bytes (JSON), which
    /// then becomes a `String` only for a text sink.
    init(
        name: String,
        bytes produce: @escaping (_ sink: (UnsafeRawBufferPointer) throws -> Void) throws -> Void
    ) {
        self.name = name
        self.producer = .bytes(produce)
    }

    /// A stream named `name` whose text `produce` hands over.
    init(name: String, produce: @escaping (_ sink: (String) throws -> Void) throws -> Void) {
        self.name = name
        self.producer = .text(produce)
    }

    /// A stream of a file already made whole.
    public init(_ file: ExportedFile) {
        self.init(name: file.name) { sink in try sink(file.contents) }
    }

    /// Hands the file's text to `sink`, in pieces and in order (concatenated, they make the file),
    /// ending with a newline. Throws what `sink` throws (and, for a stream made without checking first,
    /// the first resolution error).
    public func write(to sink: (String) throws -> Void) throws {
        switch producer {
        case .text(let produce): try produce(sink)
        case .bytes(let produce): try produce { bytes in try sink(String(decoding: bytes, as: UTF8.self)) }
        }
    }

    /// Hands the file's UTF-8 bytes to `sink`, in pieces and in order, as ``write(to:)`` hands its text:
    /// for a destination that writes bytes (a file). A piece is valid only during the call.
    public func writeUTF8(to sink: (UnsafeRawBufferPointer) throws -> Void) throws {
        switch producer {
        case .bytes(let produce): try produce(sink)
        case .text(let produce):
            try produce { piece in
                var piece = piece
                try piece.withUTF8 { try sink(UnsafeRawBufferPointer($0)) }
            }
        }
    }
}

extension ExportStream {
    /// This stream followed by `text`: the same file with lines added at its end.
    public func appending(_ text: String) -> ExportStream {
        guard !text.isEmpty else { return self }
        return ExportStream(name: name) { sink in
            try write(to: sink)
            try sink(text)
        }
    }
}
