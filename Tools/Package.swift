// swift-tools-version:6.2
import PackageDescription

// The tools of PageNavigation: the `pagenav` command (run, render, demo, bench). A separate package so
// that apps which depend on PageNavigation fetch nothing else.
let package = Package(
    name: "PageNavigationTools",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "pagenav", targets: ["pagenav"])
    ],
    dependencies: [
        // The debugging tools stay in the release builds of `pagenav` and the fuzzers: scenarios that expect
        // `notFreed` or a takeover warning run the same in every build.
        .package(name: "PageNavigation", path: "..", traits: ["DebuggingToolsInRelease"]),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Counts heap allocations for the bench (Linux with glibc; elsewhere it reports nothing counted).
        .target(name: "AllocationCounter"),
        .target(
            name: "PagenavKit",
            dependencies: ["AllocationCounter", .product(name: "PageNavigationSimulator", package: "PageNavigation")],
            resources: [.copy("Scenarios")]
        ),
        .executableTarget(
            name: "pagenav",
            dependencies: ["PagenavKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // Fuzzing: the operations and invariants (also replayed by the tests), and one libFuzzer entry
        // point per target, built by scripts/fuzz with -sanitize=fuzzer,address -parse-as-library.
        .target(
            name: "PagenavFuzz", dependencies: [.product(name: "PageNavigationSimulator", package: "PageNavigation")],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .executableTarget(name: "fuzz-engine", dependencies: ["PagenavFuzz"], path: "Fuzz/Engine"),
        .executableTarget(name: "fuzz-host", dependencies: ["PagenavFuzz"], path: "Fuzz/Host"),
        .executableTarget(name: "fuzz-decoder", dependencies: ["PagenavFuzz"], path: "Fuzz/Decoder"),
        .testTarget(
            name: "PagenavKitTests", dependencies: ["PagenavKit", "AllocationCounter", "PagenavFuzz"],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
