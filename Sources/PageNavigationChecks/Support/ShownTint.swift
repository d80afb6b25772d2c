#if canImport(UIKit)
import UIKit

extension UINavigationController {
    /// The tint the top page's bar button items show: on iOS 26 the plain buttons' title colour of the
    /// top page's appearance, where the library writes a page's tint (the bar's own tint would also fill
    /// `.prominent` items), else the bar's tint; before iOS 26 the bar's tint.
    var shownItemTint: UIColor? {
        if #available(iOS 26.0, *),
            let tint = topViewController?.navigationItem.standardAppearance?.buttonAppearance.normal
                .titleTextAttributes[.foregroundColor] as? UIColor
        {
            return tint
        }
        return navigationBar.tintColor
    }
}
#endif
