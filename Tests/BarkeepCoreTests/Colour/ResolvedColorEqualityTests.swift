import Testing

@testable import BarkeepCore

/// A resolved colour keeps its values in a shared box; equality and hashing are still by value, so two
/// colours resolved apart compare as the same colour (resolved entities and fields are compared and
/// kept in sets by value).
@Suite struct ResolvedColorEqualityTests {
    let blue = AdaptiveColor(
        light: RGBA(red255: 0, green255: 122, blue255: 255),
        dark: RGBA(red255: 10, green255: 132, blue255: 255))

    @Test func coloursResolvedApartWithEqualValuesAreEqualAndHashAlike() {
        let first = ResolvedColor(color: blue, source: .reference("brand"), asset: "Brand")
        let second = ResolvedColor(color: blue, source: .reference("brand"), asset: "Brand")
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
    }

    @Test func eachValueTakesPartInEquality() {
        let base = ResolvedColor(color: blue, source: .reference("brand"), asset: "Brand")
        let others = [
            ResolvedColor(
                color: AdaptiveColor(light: blue.light), source: .reference("brand"), asset: "Brand"),
            ResolvedColor(color: nil, source: .reference("brand"), asset: "Brand"),
            ResolvedColor(color: blue, source: .reference("accent"), asset: "Brand"),
            ResolvedColor(color: blue, source: .reference("brand"), asset: nil),
        ]
        for other in others {
            #expect(base != other, "\(other) should differ from \(base)")
        }
        #expect(Set(others + [base]).count == others.count + 1)
    }

    @Test func aCopySharesItsValues() {
        let original = ResolvedColor(color: blue, source: .rgba(blue.light))
        let copy = original
        #expect(copy == original)
        #expect(copy.color == blue)
        #expect(copy.source == .rgba(blue.light))
        #expect(copy.asset == nil)
    }
}
