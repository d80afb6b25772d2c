// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "PageNavigation",
    platforms: [.iOS(.v15), .macOS(.v13)],
    products: [
        .library(name: "PageNavigationCore", targets: ["PageNavigationCore"]),
        .library(name: "PageNavigationSimulator", targets: ["PageNavigationSimulator"]),
        .library(name: "PageNavigation", targets: ["PageNavigation"]),
        // The Objective-C surface (Cocoa names, blocks, NSNumber fields): Objective-C apps add it; Swift
        // apps do not pay for it in their binary.
        .library(name: "PageNavigationObjectiveC", targets: ["PageNavigationObjectiveC"]),
        .library(name: "PageNavigationSwiftUI", targets: ["PageNavigationSwiftUI"]),
        // On-device checks of the UIKit and SwiftUI layers: a screen that runs them, and `xcodebuild test`.
        .library(name: "PageNavigationChecks", targets: ["PageNavigationChecks"]),
        // For an app's own tests: its view controllers drive the simulator (xcodebuild test on iOS).
        .library(name: "PageNavigationTesting", targets: ["PageNavigationTesting"]),
    ],
    traits: [
        // Off by default: the debugging tools (pages not freed, swipe-back takeover warnings, session
        // recording) are compiled into debug builds only, so an app's release build carries none of their
        // code. The `pagenav` tools turn it on, so that their release builds run every scenario.
        .trait(
            name: "DebuggingToolsInRelease",
            description: "Keeps the debugging tools (pages not freed, swipe-back takeover warnings, session "
                + "recording) in release builds too, for a TestFlight build or a release-built tool.")
    ],
    targets: [
        .target(name: "PageNavigationCore"),
        .target(name: "PageNavigationHost", dependencies: ["PageNavigationCore"]),
        // A path binding kept in step with a stack: the rules and the driver that SwiftUI's
        // `PageNavigationStack(path:)` and the simulator's path flow share. No product: the UIKit layer
        // does not link it, so an app that never binds a path does not carry it.
        .target(name: "PageNavigationPath", dependencies: ["PageNavigationCore", "PageNavigationHost"]),
        .target(
            name: "PageNavigationSimulator",
            dependencies: ["PageNavigationCore", "PageNavigationHost", "PageNavigationPath"]),
        .target(name: "PageNavigation", dependencies: ["PageNavigationCore", "PageNavigationHost"]),
        .target(
            name: "PageNavigationObjectiveC",
            dependencies: ["PageNavigation", "PageNavigationCore", "PageNavigationHost"]),
        .target(
            name: "PageNavigationSwiftUI",
            dependencies: ["PageNavigation", "PageNavigationCore", "PageNavigationHost", "PageNavigationPath"]),
        .target(
            name: "PageNavigationTesting",
            dependencies: ["PageNavigation", "PageNavigationCore", "PageNavigationSimulator"]),
        .target(
            name: "PageNavigationChecks",
            dependencies: ["PageNavigation", "PageNavigationCore", "PageNavigationObjectiveC", "PageNavigationSwiftUI"]),
        // The helpers both test targets share: the seeded generator, the table-row locator, the host's
        // stack model the engine walks check against. No product.
        .target(
            name: "PageNavigationTestSupport", dependencies: ["PageNavigationCore"],
            path: "Tests/PageNavigationTestSupport"),
        .testTarget(
            name: "PageNavigationCoreTests",
            dependencies: ["PageNavigationCore", "PageNavigationPath", "PageNavigationTestSupport"]),
        .testTarget(
            name: "PageNavigationSimulatorTests",
            dependencies: ["PageNavigationSimulator", "PageNavigationHost", "PageNavigationTestSupport"]),
        // Runs every on-device check on an iOS simulator or device (xcodebuild); empty elsewhere.
        .testTarget(name: "PageNavigationDeviceCheckTests", dependencies: ["PageNavigationChecks"]),
    ],
    swiftLanguageModes: [.v6]
)
