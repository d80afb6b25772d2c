#if canImport(UIKit)
import UIKit

extension UINavigationController {
    /// The tint the top page's bar button items and back chevron show: the bar's tint, on every iOS
    /// version (on iOS 26 it also fills `.prominent` items; the page's appearances keep their label
    /// readable).
    var shownItemTint: UIColor? { navigationBar.tintColor }
}
#endif
