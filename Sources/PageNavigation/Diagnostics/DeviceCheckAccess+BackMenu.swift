#if canImport(UIKit)
import UIKit

/// The back button's routed long-press menu, for the on-device checks: UIKit shows a menu only to a
/// finger. Not part of the public API (`@_spi(DeviceChecks)`).
@_spi(DeviceChecks)
extension PageNavigationController {
    /// The entries of the routed back menu whose page is `page` (the page whose item gives the back
    /// button), built as the menu builds them when it opens: those of the navigation controller that
    /// holds `page` now, else of this controller. Performing one (`performWithSender(_:target:)`, iOS
    /// 16) goes back as choosing it does.
    public func routedBackMenuActions(for page: UIViewController) -> [UIAction] {
        BackButtonInstaller.backMenuEntries(holder: page.navigationController ?? self, installer: self)
            .compactMap { $0 as? UIAction }
    }
}
#endif
