import BarkeepTestSupport
import Testing

@testable import BarkeepCore

/// The creation rules every caller shares: a new appearance takes its parent's bar, a copy keeps
/// its source's parent, description and fields, and a deployment target is an iOS version.
@Suite struct EntityCreationTests: CatalogFixtureSuite {
    let fixture: CatalogFixture

    @Test func anAppearanceWithoutABarTakesItsParents() throws {
        let child = try catalog.mutate(context()) { session in
            try session.create(.appearance, "base", bar: .tab)
            return try session.create(.appearance, "child", parent: "base", description: "Checkout.")
        }
        #expect(child.bar == .tab)
        #expect(try catalog.entity(.appearance, "child").bar == .tab)
        #expect(try catalog.entity(.appearance, "child").description == "Checkout.")
    }

    @Test func anAppearanceWithoutABarOrParentIsRefused() throws {
        #expect(throws: CatalogError.missingBar(name: "lonely")) {
            try catalog.mutate(context()) { try $0.create(.appearance, "lonely") }
        }
    }

    @Test func aCopyKeepsParentDescriptionAndFields() throws {
        try catalog.mutate(context()) { session in
            try session.create(.sheet, "half", description: "Half.", assignments: ["detents=medium,large"])
            try session.copy(.sheet, "half", to: "half.copy")
        }
        let copy = try catalog.entity(.sheet, "half.copy")
        #expect(copy.description == "Half.")
        #expect(copy.fields["detents"]?.canonicalText == "medium,large")
    }

    @Test func deploymentTargetsAreIOSVersions() throws {
        #expect(try DeploymentTargetRule.version("16.4").get() == .iOS16point4)
        #expect(throws: DeploymentTargetError.self) { try DeploymentTargetRule.version("9.3").get() }
        #expect(
            DeploymentTargetRule.version("fifteen").failureDescription
                == "invalid deployment target 'fifteen'; expected an iOS version such as 15.0")
    }
}

extension Result where Failure == DeploymentTargetError {
    /// The error's message, or nil on success.
    fileprivate var failureDescription: String? {
        if case .failure(let error) = self { return error.description }
        return nil
    }
}
