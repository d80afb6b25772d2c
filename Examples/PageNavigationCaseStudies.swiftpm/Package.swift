// swift-tools-version: 6.2

// PageNavigation case studies: an iOS app playground. Open this folder (PageNavigationCaseStudies.swiftpm)
// in Xcode 16 or later on a Mac, choose an iPhone simulator or a device, and run. It depends on the
// PageNavigation package two folders up, by path.

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
        .package(name: "PageNavigation", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [
                .product(name: "PageNavigation", package: "PageNavigation"),
                .product(name: "PageNavigationChecks", package: "PageNavigation"),
                .product(name: "PageNavigationSwiftUI", package: "PageNavigation"),
            ],
            path: "Sources"
        )
    ],
    swiftLanguageModes: [.v6]
)
