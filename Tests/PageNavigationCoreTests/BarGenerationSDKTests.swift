import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// Whether the bar is Liquid Glass depends on the SDK the app was built with as well as on the iOS it
/// runs on: the iOS 27 SDK ignores `UIDesignRequiresCompatibility`, an SDK before iOS 26's keeps the
/// classic design.
@Suite("Bar generation from the running iOS, the app's SDK and its opt-out key")
struct BarGenerationSDKTests {
    typealias Row = (
        line: Int, iOS: Int, sdkName: String?, platformVersion: String?, requiresCompatibility: Bool,
        expected: BarGeneration
    )

    static let rows: [Row] = [
        // Before iOS 26: the classic bar, whatever the SDK and the key.
        (#line, 15, "iphoneos26.2", "26.2", false, .classic),
        (#line, 18, "iphoneos27.0", "27.0", false, .classic),
        (#line, 25, "iphoneos27.0", "27.0", true, .classic),
        (#line, 16, nil, nil, false, .classic),
        // iOS 26 with the iOS 26 SDK: the key decides.
        (#line, 26, "iphoneos26.2", "26.2", true, .classic),
        (#line, 26, "iphoneos26.2", "26.2", false, .liquidGlass),
        (#line, 26, "iphonesimulator26.0", "26.0", false, .liquidGlass),
        (#line, 27, "iphoneos26.2", "26.2", true, .classic),  // iOS 27 still honours it for a 26 build
        // The iOS 27 SDK and later: the key is ignored.
        (#line, 27, "iphoneos27.0", "27.0", true, .liquidGlass),
        (#line, 26, "iphoneos27.1", "27.1", true, .liquidGlass),
        (#line, 28, "iphonesimulator28", "28", true, .liquidGlass),
        (#line, 27, "iphoneos27.0", "27.0", false, .liquidGlass),
        // Built with an SDK before iOS 26's: the design of that SDK.
        (#line, 26, "iphoneos18.5", "18.5", false, .classic),
        (#line, 27, "iphoneos18.5", "18.5", true, .classic),
        // Mac Catalyst names the macOS SDK, whose numbers met iOS's at 26.
        (#line, 26, "macosx26.1", "26.1", false, .liquidGlass),
        (#line, 26, "macosx15.5", "15.5", false, .classic),
        // DTSDKName missing or garbled: DTPlatformVersion counts.
        (#line, 26, nil, "27.0", true, .liquidGlass),
        (#line, 26, "iphoneos", "27.0", true, .liquidGlass),
        (#line, 26, "iphoneos27.x", "18.5", true, .classic),
        // Neither readable: the iOS 26 SDK, so the key keeps its meaning.
        (#line, 26, nil, nil, true, .classic),
        (#line, 26, nil, nil, false, .liquidGlass),
        (#line, 26, "", "", true, .classic),
        (#line, 26, "iphoneos..", "beta", false, .liquidGlass),
        (#line, 26, "garbled", "twenty-seven", true, .classic),
        (#line, 27, "iphoneos-27", "27,0", true, .classic),
    ]

    @Test("the bar's generation", arguments: rows)
    func generation(_ row: Row) {
        let sdk = BarGeneration.sdkMajorVersion(sdkName: row.sdkName, platformVersion: row.platformVersion)
        let generation = BarGeneration(
            iOSMajorVersion: row.iOS, sdkMajorVersion: sdk, requiresCompatibility: row.requiresCompatibility)
        #expect(generation == row.expected, sourceLocation: at(row.line))
    }

    /// (line, DTSDKName, DTPlatformVersion, major version read)
    static let names: [(line: Int, sdkName: String?, platformVersion: String?, expected: Int?)] = [
        (#line, "iphoneos26.2", nil, 26),
        (#line, "iphonesimulator27.0", "26.2", 27),  // the SDK's name first
        (#line, "iphoneos27", nil, 27),
        (#line, "iphoneos27.0.1", nil, 27),
        (#line, nil, "27.1", 27),
        (#line, "iphoneos", "26.0", 26),
        (#line, "iphoneos26.", nil, nil),
        (#line, "iphoneos 26.2", nil, nil),
        (#line, "iphoneos٢٦", nil, nil),  // digits other than ASCII are not a version
        (#line, "iphoneos99999999999999999999999", nil, nil),  // too large for a number: unreadable
        (#line, nil, nil, nil),
    ]

    @Test("the SDK's major version, from the Info.plist", arguments: names)
    func sdkMajorVersion(_ row: (line: Int, sdkName: String?, platformVersion: String?, expected: Int?)) {
        #expect(
            BarGeneration.sdkMajorVersion(sdkName: row.sdkName, platformVersion: row.platformVersion) == row.expected,
            sourceLocation: at(row.line))
    }
}
