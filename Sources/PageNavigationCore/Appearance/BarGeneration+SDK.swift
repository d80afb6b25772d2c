extension BarGeneration {
    /// The SDK an app falls back to when its Info.plist names none that can be read: the first SDK
    /// with Liquid Glass, which every app that links the library's UIKit layer is built with at least
    /// (that layer uses iOS 26 API), and the only one on which `UIDesignRequiresCompatibility` counts.
    public static let fallbackSDKMajorVersion = 26

    /// The bar an app draws, from the iOS it runs on, the SDK it was built with and its
    /// `UIDesignRequiresCompatibility` Info.plist key.
    ///
    /// - Before iOS 26 the classic bar, always.
    /// - An app built with an SDK older than iOS 26's keeps the design of its SDK: the classic bar
    ///   (Apple's frameworks engineers, developer forums threads 788573 and 832710).
    /// - Built with the iOS 26 SDK: Liquid Glass unless the app sets `UIDesignRequiresCompatibility` to
    ///   true.
    /// - Built with the iOS 27 SDK or later: Liquid Glass, whatever the key says — the system ignores
    ///   it (Apple's page for the key).
    /// - No SDK that can be read (`sdkMajorVersion` nil): as with ``fallbackSDKMajorVersion``, so the
    ///   key keeps the meaning it had when the app set it.
    ///
    /// Read the SDK with ``sdkMajorVersion(sdkName:platformVersion:)``.
    public init(iOSMajorVersion majorVersion: Int, sdkMajorVersion: Int?, requiresCompatibility: Bool) {
        let sdk = sdkMajorVersion ?? Self.fallbackSDKMajorVersion
        switch sdk {
        case ..<26: self = .classic
        case 26: self.init(iOSMajorVersion: majorVersion, requiresCompatibility: requiresCompatibility)
        default: self.init(iOSMajorVersion: majorVersion, requiresCompatibility: false)
        }
    }

    /// The major version of the SDK an app was built with, from its Info.plist: `DTSDKName` (the SDK's
    /// name, `"iphoneos26.2"`, `"iphonesimulator26.0"`), else `DTPlatformVersion` (`"26.2"`); nil when
    /// neither is a name followed by a version, or a version, of whole numbers separated by dots.
    public static func sdkMajorVersion(sdkName: String?, platformVersion: String?) -> Int? {
        if let sdkName, let major = majorVersion(of: String(sdkName.drop(while: \.isLetter))) { return major }
        if let platformVersion, let major = majorVersion(of: platformVersion) { return major }
        return nil
    }

    /// The first number of `version` when it is one or more whole numbers separated by dots.
    private static func majorVersion(of version: String) -> Int? {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = parts.first,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        return Int(first)
    }
}
