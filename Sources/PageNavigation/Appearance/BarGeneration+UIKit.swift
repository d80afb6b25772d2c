#if canImport(UIKit)
import Foundation
import PageNavigationCore
import UIKit

extension BarGeneration {
    /// The bar this app draws on this device (``/PageNavigationCore/BarGeneration/init(iOSMajorVersion:sdkMajorVersion:requiresCompatibility:)``):
    /// from the running iOS, the SDK the app was built with (`DTSDKName`, `DTPlatformVersion`, which
    /// Xcode writes into the built Info.plist) and `UIDesignRequiresCompatibility`, which the system
    /// ignores in apps built with the iOS 27 SDK
    /// (https://developer.apple.com/documentation/bundleresources/information-property-list/uidesignrequirescompatibility).
    package static let running: BarGeneration = {
        let info = Bundle.main.infoDictionary  // none: every key below reads as absent
        let sdk = sdkMajorVersion(
            sdkName: info?["DTSDKName"] as? String, platformVersion: info?["DTPlatformVersion"] as? String)
        // `#available` decides which side of iOS 26 the device is on; on Mac Catalyst and for iPad apps
        // on a Mac the process reports the macOS version, whose numbers met iOS's at 26.
        let reported = ProcessInfo.processInfo.operatingSystemVersion.majorVersion
        let iOS: Int
        if #available(iOS 26.0, *) { iOS = max(reported, 26) } else { iOS = min(reported, 25) }
        return BarGeneration(
            iOSMajorVersion: iOS, sdkMajorVersion: sdk,
            requiresCompatibility: info?["UIDesignRequiresCompatibility"] as? Bool ?? false)
    }()
}
#endif
