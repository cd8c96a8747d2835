// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Barkeep",
    products: [
        .executable(name: "barkeep", targets: ["barkeep"]),
        .library(name: "BarkeepCore", targets: ["BarkeepCore"]),
        .library(name: "BarkeepExport", targets: ["BarkeepExport"]),
        .library(name: "BarkeepSwiftImport", targets: ["BarkeepSwiftImport"]),
        .plugin(name: "BarkeepGenerate", targets: ["BarkeepGenerate"]),
        .plugin(name: "BarkeepExportCommand", targets: ["BarkeepExportCommand"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            path: "CSQLite",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "CMalloc",
            path: "CMalloc"
        ),
        .executableTarget(
            name: "MigrationEmbedder",
            path: "Sources/MigrationEmbedder"
        ),
        .target(
            name: "BarkeepRecords"
        ),
        .target(
            name: "BarkeepStore",
            dependencies: ["BarkeepRecords", "CSQLite"]
        ),
        .target(
            name: "BarkeepCore",
            dependencies: ["BarkeepStore", "BarkeepRecords"]
        ),
        .target(
            name: "BarkeepExport",
            dependencies: ["BarkeepCore"]
        ),
        .target(
            name: "BarkeepSwiftImport",
            dependencies: ["BarkeepCore"]
        ),
        .target(
            name: "BarkeepCLI",
            dependencies: ["BarkeepCore", "BarkeepExport", "BarkeepSwiftImport"]
        ),
        .executableTarget(
            name: "barkeep",
            dependencies: ["BarkeepCLI", "CMalloc"]
        ),
        .plugin(
            name: "BarkeepGenerate",
            capability: .buildTool(),
            dependencies: ["barkeep"],
            path: "Plugins/BarkeepGenerate"
        ),
        .plugin(
            name: "BarkeepExportCommand",
            capability: .command(
                intent: .custom(
                    verb: "barkeep-export",
                    description: "Export each target's Barkeep catalog into its sources, once."),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "barkeep-export writes the generated Swift beside each catalog.")
                ]
            ),
            dependencies: ["barkeep"],
            path: "Plugins/BarkeepExportCommand"
        ),
        .executableTarget(
            name: "barkeep-bench",
            dependencies: ["BarkeepCore", "BarkeepExport"],
            path: "Benchmarks/barkeep-bench"
        ),
        .target(
            name: "BarkeepTestSupport",
            path: "Tests/BarkeepTestSupport"
        ),
        .testTarget(
            name: "BarkeepStoreTests",
            dependencies: ["BarkeepStore", "BarkeepRecords", "BarkeepTestSupport"]
        ),
        .testTarget(
            name: "BarkeepCoreTests",
            dependencies: ["BarkeepCore", "BarkeepStore", "BarkeepTestSupport"]
        ),
        .testTarget(
            name: "BarkeepCLITests",
            dependencies: ["BarkeepCLI", "BarkeepCore", "BarkeepStore", "BarkeepTestSupport", "barkeep"],
            exclude: ["Fixtures", "Golden", "Plugin/Fixture", "Reliability/hostile-corpus.txt"]
        ),
        .testTarget(
            name: "BarkeepSwiftImportTests",
            dependencies: ["BarkeepSwiftImport", "BarkeepCore", "BarkeepExport", "BarkeepTestSupport"],
            path: "Tests/BarkeepSwiftImportTests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "BarkeepExportTests",
            dependencies: ["BarkeepExport", "BarkeepCore", "BarkeepTestSupport"],
            path: "Tests/BarkeepExportTests",
            exclude: ["Fixtures", "Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
