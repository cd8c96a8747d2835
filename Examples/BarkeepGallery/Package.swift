// swift-tools-version: 5.9
// The Barkeep gallery: an iOS app (a Swift Playgrounds / Xcode app package) built from the demo
// catalog's generated code. Open this folder in Xcode 15 or later and run it on a device or simulator.
import AppleProductTypes
import PackageDescription

let package = Package(
    name: "BarkeepGallery",
    platforms: [.iOS("16.0")],
    products: [
        .iOSApplication(
            name: "Barkeep Gallery",
            targets: ["BarkeepGallery"],
            bundleIdentifier: "dev.barkeep.gallery",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .calendar),
            accentColor: .presetColor(.red),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [
                .portrait, .landscapeRight, .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
        )
    ],
    targets: [
        .executableTarget(name: "BarkeepGallery", path: ".", exclude: ["README.md"])
    ]
)
