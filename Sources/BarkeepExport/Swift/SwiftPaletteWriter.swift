internal import BarkeepCore

/// A writer of the palette as one Swift namespace, in pieces: UIKit's `BarkeepColors` and SwiftUI's
/// `Color` namespace.
protocol SwiftPaletteWriter {
    /// Writes the namespace's documentation and opens it.
    func writeOpening(into writer: inout SwiftSourceWriter)
    /// Writes one colour of the namespace.
    func writeColor(_ color: ResolvedEntity, into writer: inout SwiftSourceWriter)
    /// Closes the namespace.
    func writeClosing(into writer: inout SwiftSourceWriter)
}

extension SwiftPaletteWriter {
    /// Writes the namespace of the palette colours `entities` hands over, handing the text to `sink`
    /// colour by colour; writes nothing for an empty palette. Returns whether there was a colour.
    func writeNamespace<Failure: Error>(
        of entities: @escaping (EntityKind, (ResolvedEntity) throws(Failure) -> Void) throws(Failure) -> Void,
        into writer: inout SwiftSourceWriter, sink: (String) throws(Failure) -> Void
    ) throws(Failure) -> Bool {
        var opened = false
        try entities(.palette) { color throws(Failure) in
            if !opened { writeOpening(into: &writer) }
            opened = true
            writeColor(color, into: &writer)
            try sink(writer.takeWritten())
        }
        if opened { writeClosing(into: &writer) }
        return opened
    }
}
