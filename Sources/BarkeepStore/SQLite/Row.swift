/// One result row, its columns addressed by position.
public struct Row: Hashable, Sendable {
    /// The column values, in select-list order.
    public let values: [SQLiteValue]

    /// The value of column `index`.
    public subscript(index: Int) -> SQLiteValue { values[index] }

    /// Column `index` as text, or nil for NULL.
    public func text(_ index: Int) -> String? { values[index].text }

    /// Column `index` as an integer, or nil for NULL.
    public func integer(_ index: Int) -> Int64? { values[index].integer }
}
