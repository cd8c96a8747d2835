/// Compares iOS version strings such as `15.0` and `16.4`.
public enum IOSVersion {
    /// Whether version `lhs` is earlier than `rhs`, component by component.
    public static func isEarlier(_ lhs: String, than rhs: String) -> Bool {
        let left = lhs.split(separator: ".").map { Int($0) ?? 0 }
        let right = rhs.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(left.count, right.count) {
            let a = index < left.count ? left[index] : 0
            let b = index < right.count ? right[index] : 0
            if a != b { return a < b }
        }
        return false
    }
}
