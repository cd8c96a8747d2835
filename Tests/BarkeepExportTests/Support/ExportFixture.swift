import BarkeepCore
import BarkeepExport
import BarkeepTestSupport
import Foundation

/// Catalogs to export in tests: the demo (the five articles' setups), one that sets every catalogue field,
/// and hand-made ones; each built through the same Core services as the CLI.
enum ExportFixture {
    /// A fresh catalog in a temporary directory, filled by `fill`.
    static func catalog(_ fill: (MutationSession) throws -> Void) throws -> FixtureCatalog {
        let directory = TemporaryDirectory()
        let catalog = try Catalog(path: directory.file("test.sqlite"), create: true, nowMilliseconds: 1_000)
        let context = ChangeContext(actor: "test", message: nil, command: "test", atMilliseconds: 1_000)
        try catalog.mutate(context) { try fill($0) }
        return FixtureCatalog(catalog: catalog, directory: directory)
    }

    /// A fresh catalog holding one appearance, `name`, of `bar` with `assignments`.
    static func appearance(_ name: String, bar: BarKind, _ assignments: [String]) throws -> FixtureCatalog {
        try catalog { try $0.create(.appearance, name, bar: bar, assignments: assignments) }
    }

    /// The demo catalog.
    static func demo() throws -> FixtureCatalog {
        try catalog { try DemoCatalog.install(in: $0) }
    }

    /// The files `format` makes of the catalog (or of `themes`' closure).
    static func export(
        _ fixture: FixtureCatalog, _ format: ExportFormat, themes: [String] = [],
        deploymentTarget: IOSVersion? = nil, assetBundle: AssetBundle = .main,
        swiftStyle: GeneratedSwiftStyle = .standard
    ) throws -> String {
        let settings = ExportSettings(
            catalogName: "test.sqlite", deploymentTarget: deploymentTarget, assetBundle: assetBundle,
            swiftStyle: swiftStyle)
        return try Exporter.export(fixture.catalog.snapshot(), themes: themes, as: format, settings: settings)
            .map(\.contents).joined()
    }

    /// A catalog in which every catalogue field of every kind and bar is set once, with a theme that
    /// targets `deploymentTarget`.
    static func everyField(deploymentTarget: String) throws -> FixtureCatalog {
        try catalog { session in
            try session.create(.palette, "brand", assignments: assignments(for: .palette))
            try session.create(.palette, "accent", assignments: ["light={brand}", "dark=system:systemBlue"])
            for bar in BarKind.allCases {
                try session.create(
                    .appearance, "every-\(bar.rawValue)", bar: bar,
                    description: "Every \(bar.rawValue) field.",
                    assignments: assignments(for: .appearance, bar: bar))
                try session.create(
                    .appearance, "left-\(bar.rawValue)", bar: bar, parent: "every-\(bar.rawValue)",
                    assignments: bar.variants.dropFirst().map { "\($0.rawValue)=default" })
            }
            try session.create(.layout, "every-layout", assignments: assignments(for: .layout))
            for strategy in LayoutStrategy.allCases {
                try session.create(
                    .layout, "layout-\(strategy.rawValue.lowercased())", parent: "every-layout",
                    assignments: ["strategy=\(strategy.rawValue)"])
            }
            try session.create(.sheet, "every-sheet", assignments: assignments(for: .sheet))
            try session.create(.toolbar, "every-toolbar", assignments: assignments(for: .toolbar))
            try session.create(
                .theme, "everything",
                assignments: [
                    "navigation=every-navigation", "tab=every-tab", "toolbar=every-toolbar",
                    "layout=every-layout", "sheets=every-sheet", "toolbars=every-toolbar",
                    "scoped=left-navigation,left-tab",
                    "deploymentTarget=\(deploymentTarget)",
                ])
        }
    }

    /// `path=value` for every field of `kind` (and `bar`) that can be written: a sample value of each
    /// field's type.
    static func assignments(for kind: EntityKind, bar: BarKind? = nil) -> [String] {
        // A row no UIKit API reads cannot be written any more (`create` and `set` refuse it).
        FieldCatalogue.of(kind, bar: bar).specs.compactMap { spec in
            if case .noAPI = spec.uikitTarget { return nil }
            return sample(for: spec).map { "\(spec.path)=\($0)" }
        }
    }

    /// A valid value of the field's type; nil for whole variants.
    static func sample(for spec: FieldSpec) -> String? {
        switch spec.type {
        case .color: return spec.path.hasPrefix("scrollEdge") ? "{brand}" : "#0A84FF80"
        case .image:
            switch spec.variant {
            case .standard: return "symbol:chevron.left"
            case .scrollEdge: return "symbol:chevron.left;template;size=17;weight=semibold;scale=large"
            case .compact: return "color:#0A84FF;insets=0,0,1,0"
            case .compactScrollEdge: return "empty"
            case nil: return "asset:Back Arrow;original;caps=0,8,0,8;size=24x24"
            }
        case .number(let range, _):
            return NumberFormatting.canonical(((range.lowerBound + range.upperBound) / 2).rounded())
        case .choice(let choices): return choices.cases.last
        case .bool: return "true"
        case .text: return "Nunito-Bold,system"
        case .detents: return "compact:height(320),fraction(0.4),medium,large"
        case .detentIdentifier: return "compact"
        case .backgroundInteraction: return "upThrough:compact"
        case .toolbarItems: return "cancellationAction:Cancel,primaryAction:Add:plus"
        case .platforms: return "iOS,iPadOS,macOS,tvOS,watchOS,visionOS"
        case .swiftTypeNames: return "UINavigationController,UIViewController"
        case .version, .member, .members, .wholeVariant: return nil
        }
    }
}
