/// One result row, its columns addressed by position.
package struct Row: Hashable, Sendable {
    /// The column values, in select-list order.
    package let values: [SQLiteValue]

    /// The value of column `index`.
    package subscript(index: Int) -> SQLiteValue { values[index] }

    /// Column `index` as text, or nil for NULL.
    package func text(_ index: Int) -> String? { values[index].text }

    /// Column `index` as an integer, or nil for NULL.
    package func integer(_ index: Int) -> Int64? { values[index].integer }
}
