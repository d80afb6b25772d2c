// swift-tools-version: 6.2

// PageNavigation case studies: an iOS app playground. Open this folder (PageNavigationCaseStudies.swiftpm)
// in Xcode 26 or later on a Mac, choose an iPhone simulator or a device, and run. It depends on the
// PageNavigation package two folders up, by path. Its navigation tests (Tests/CaseStudiesTests) run
// with Product > Test in Xcode, or in this folder with `xcodebuild test -scheme SCHEME -destination
// "platform=iOS Simulator,name=iPhone 16"` (`xcodebuild -list` names the app's scheme).

import AppleProductTypes
import PackageDescription

let package = Package(
    name: "PageNavigationCaseStudies",
    platforms: [
        .iOS("15.2")
    ],
    products: [
        .iOSApplication(
            name: "PageNavigation Case Studies",
            targets: ["AppModule"],
            bundleIdentifier: "io.github.pagenavigation.casestudies",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .map),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [
                .pad,
                .phone,
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
        )
    ],
    dependencies: [
        .package(name: "PageNavigation", path: "../..")
    ],
    targets: [
        // The app itself: only its `@main` entry point, so that its pages can be tested.
        .executableTarget(
            name: "AppModule",
            dependencies: ["CaseStudyPages"],
            path: "Sources/App"
        ),
        // The app's pages and its navigation controller: a library, as in an app that tests its pages.
        .target(
            name: "CaseStudyPages",
            dependencies: [
                .product(name: "PageNavigation", package: "PageNavigation"),
                .product(name: "PageNavigationChecks", package: "PageNavigation"),
                .product(name: "PageNavigationSwiftUI", package: "PageNavigation"),
            ],
            path: "Sources/Pages"
        ),
        // The app's navigation tests: its own view controller types drive the headless simulator
        // (`xcodebuild test` on an iOS simulator; no window, no animation).
        .testTarget(
            name: "CaseStudiesTests",
            dependencies: [
                "CaseStudyPages",
                .product(name: "PageNavigationSimulator", package: "PageNavigation"),
                .product(name: "PageNavigationTesting", package: "PageNavigation"),
            ],
            path: "Tests/CaseStudiesTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
