#if canImport(UIKit)
import PageNavigationCore
import UIKit

extension BarGeneration {
    /// The bar this device draws: Liquid Glass from iOS 26, the classic bar before.
    static var running: BarGeneration {
        if #available(iOS 26.0, *) { return .liquidGlass }
        return .classic
    }
}
#endif
