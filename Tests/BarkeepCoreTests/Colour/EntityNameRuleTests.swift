import BarkeepCore
import Testing

/// Tests of ``EntityNameRule``.
struct EntityNameRuleTests {
    @Test(arguments: ["a", "brand", "brand.dark", "checkout-sheet", "x1", "a-b.c-9"])
    func validNames(name: String) {
        #expect(EntityNameRule.isValid(name))
        #expect(EntityNameRule.violation(in: name) == nil)
    }

    @Test(arguments: [
        "", "Brand", "1brand", "-brand", ".brand", "brand_dark", "brand dark", "bränd", "ｂrand",
    ])
    func invalidNames(name: String) {
        #expect(!EntityNameRule.isValid(name))
    }

    @Test func lengthLimitIsSixtyFour() {
        #expect(EntityNameRule.isValid("a" + String(repeating: "b", count: 63)))
        #expect(!EntityNameRule.isValid("a" + String(repeating: "b", count: 64)))
    }
}
