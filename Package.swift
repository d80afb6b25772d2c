// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "PageNavigation",
    platforms: [.iOS(.v15), .macOS(.v13)],
    products: [
        .library(name: "PageNavigationCore", targets: ["PageNavigationCore"]),
        .library(name: "PageNavigationSimulator", targets: ["PageNavigationSimulator"]),
        .library(name: "PageNavigation", targets: ["PageNavigation"]),
        .library(name: "PageNavigationSwiftUI", targets: ["PageNavigationSwiftUI"]),
        // On-device checks of the UIKit and SwiftUI layers: a screen that runs them, and `xcodebuild test`.
        .library(name: "PageNavigationChecks", targets: ["PageNavigationChecks"]),
        // For an app's own tests: its view controllers drive the simulator (xcodebuild test on iOS).
        .library(name: "PageNavigationTesting", targets: ["PageNavigationTesting"]),
    ],
    targets: [
        .target(name: "PageNavigationCore"),
        .target(name: "PageNavigationHost", dependencies: ["PageNavigationCore"]),
        .target(name: "PageNavigationSimulator", dependencies: ["PageNavigationCore", "PageNavigationHost"]),
        .target(name: "PageNavigation", dependencies: ["PageNavigationCore", "PageNavigationHost"]),
        .target(
            name: "PageNavigationSwiftUI", dependencies: ["PageNavigation", "PageNavigationCore", "PageNavigationHost"]),
        .target(
            name: "PageNavigationTesting",
            dependencies: ["PageNavigation", "PageNavigationCore", "PageNavigationSimulator"]),
        .target(
            name: "PageNavigationChecks",
            dependencies: ["PageNavigation", "PageNavigationCore", "PageNavigationSwiftUI"]),
        // The helpers both test targets share: the seeded generator, the table-row locator, the host's
        // stack model the engine walks check against. No product.
        .target(
            name: "PageNavigationTestSupport", dependencies: ["PageNavigationCore"],
            path: "Tests/PageNavigationTestSupport"),
        .testTarget(
            name: "PageNavigationCoreTests", dependencies: ["PageNavigationCore", "PageNavigationTestSupport"]),
        .testTarget(
            name: "PageNavigationSimulatorTests",
            dependencies: ["PageNavigationSimulator", "PageNavigationHost", "PageNavigationTestSupport"]),
        // Runs every on-device check on an iOS simulator or device (xcodebuild); empty elsewhere.
        .testTarget(name: "PageNavigationDeviceCheckTests", dependencies: ["PageNavigationChecks"]),
    ],
    swiftLanguageModes: [.v6]
)
