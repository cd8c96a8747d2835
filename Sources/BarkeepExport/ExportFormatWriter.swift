/// What writes one ``ExportFormat``'s file: the writer in the format's row of the format table
/// (``ExportFormat/entry``), which ``Exporter`` hands every export of that format.
protocol ExportFormatWriter {
    /// The file `request` asks for, ready to be written piece by piece. Unless the request says
    /// otherwise (``ExportRequest/checkingFirst``), everything that can make the export fail has been
    /// checked when this returns.
    static func stream(_ request: ExportRequest) throws -> ExportStream
}
