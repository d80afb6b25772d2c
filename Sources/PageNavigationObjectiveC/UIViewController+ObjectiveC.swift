#if canImport(UIKit)
import PageNavigation
import UIKit

/// A view controller's page options and its ``PageNavigationController`` for Objective-C:
/// `self.pageNavigation`, `self.pageNavigationController`. Each reads the Swift property it names.
/// Hidden from Swift.
extension UIViewController {
    /// This view controller's page options (``PageOptions``, class
    /// `PageNavigationOptions`): the same object as Swift's `pageNavigation`, created on first access.
    @objc(pageNavigation)
    @available(swift, obsoleted: 1, message: "Objective-C only: use pageNavigation")
    public var objcPageNavigation: PageOptions { pageNavigation }

    /// The nearest ``PageNavigationController`` up the parent chain, or `nil`: Swift's
    /// `pageNavigationController`.
    @objc(pageNavigationController)
    @available(swift, obsoleted: 1, message: "Objective-C only: use pageNavigationController")
    public var objcPageNavigationController: PageNavigationController? { pageNavigationController }
}
#endif
