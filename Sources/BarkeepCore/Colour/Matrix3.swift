/// A 3×3 matrix acting on colour vectors: the linear maps between RGB spaces and CIE XYZ, and the
/// chromatic adaptation between white points.
struct Matrix3: Sendable {
    /// The rows, top to bottom.
    let rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    /// A matrix of three rows.
    init(_ first: SIMD3<Double>, _ second: SIMD3<Double>, _ third: SIMD3<Double>) {
        rows = (first, second, third)
    }

    /// A matrix whose columns are `first`, `second` and `third`.
    init(columns first: SIMD3<Double>, _ second: SIMD3<Double>, _ third: SIMD3<Double>) {
        self.init(
            SIMD3(first.x, second.x, third.x), SIMD3(first.y, second.y, third.y),
            SIMD3(first.z, second.z, third.z))
    }

    /// The diagonal matrix scaling each axis by `scale`'s component.
    static func diagonal(_ scale: SIMD3<Double>) -> Matrix3 {
        Matrix3(SIMD3(scale.x, 0, 0), SIMD3(0, scale.y, 0), SIMD3(0, 0, scale.z))
    }

    /// The matrix times the column vector `vector`.
    static func * (matrix: Matrix3, vector: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(
            (matrix.rows.0 * vector).sum(), (matrix.rows.1 * vector).sum(), (matrix.rows.2 * vector).sum())
    }

    /// The product `left · right`: applying `right`, then `left`.
    static func * (left: Matrix3, right: Matrix3) -> Matrix3 {
        let columns = right.transposed.rows
        return Matrix3(
            columns: left * columns.0, left * columns.1, left * columns.2)
    }

    /// The matrix with rows and columns swapped.
    var transposed: Matrix3 {
        Matrix3(columns: rows.0, rows.1, rows.2)
    }

    /// The inverse, by the adjugate over the determinant; the conversion matrices are all invertible.
    var inverse: Matrix3 {
        let (a, b, c) = rows
        let cofactorRows = (cross(b, c), cross(c, a), cross(a, b))
        let determinant = (a * cofactorRows.0).sum()
        return Matrix3(
            columns: cofactorRows.0 / determinant, cofactorRows.1 / determinant, cofactorRows.2 / determinant)
    }

    /// The cross product of two vectors.
    private func cross(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
    }
}
