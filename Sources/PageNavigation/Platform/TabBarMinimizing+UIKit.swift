#if canImport(UIKit)
import PageNavigationCore
import UIKit

@available(iOS 26.0, *)
extension TabBarMinimizing {
    /// The value UIKit knows (`UITabBarController.MinimizeBehavior`, UITabBarController.h, iOS 26).
    var uiKit: UITabBarController.MinimizeBehavior {
        switch self {
        case .automatic: .automatic
        case .never: .never
        case .onScrollDown: .onScrollDown
        case .onScrollUp: .onScrollUp
        }
    }

    /// UIKit's value; a value newer than this library is the system's default.
    init(_ behavior: UITabBarController.MinimizeBehavior) {
        switch behavior {
        case .never: self = .never
        case .onScrollDown: self = .onScrollDown
        case .onScrollUp: self = .onScrollUp
        default: self = .automatic
        }
    }
}
#endif
