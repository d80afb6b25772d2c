#if canImport(UIKit)
import PageNavigationCore
import UIKit

extension BarGeneration {
    /// The bar this device draws: Liquid Glass from iOS 26, the classic bar before and in an app that
    /// opts out of the new design (`UIDesignRequiresCompatibility`).
    package static let running: BarGeneration = {
        let optedOut = Bundle.main.object(forInfoDictionaryKey: "UIDesignRequiresCompatibility") as? Bool ?? false
        if #available(iOS 26.0, *) { return BarGeneration(iOSMajorVersion: 26, requiresCompatibility: optedOut) }
        return .classic
    }()
}
#endif
