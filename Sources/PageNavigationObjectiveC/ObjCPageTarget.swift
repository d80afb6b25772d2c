#if canImport(UIKit)
import PageNavigation
import PageNavigationCore
import UIKit

/// Which pages an Objective-C operation means — one view controller, every view controller of a class,
/// or every page with a tag (Objective-C `PageNavigationTarget`; Swift ``PageTarget``):
/// `[PageNavigationTarget targetWithTag:@"checkout"]`.
@objc(PageNavigationTarget)
@available(swift, obsoleted: 1, message: "Objective-C only: use PageTarget")
@MainActor
public final class ObjCPageTarget: NSObject {
    /// The Swift target.
    let target: PageTarget

    private init(_ target: PageTarget) {
        self.target = target
        super.init()
    }

    /// Exactly this view controller (``PageTarget/page(_:)``).
    @objc(targetWithViewController:)
    public static func page(_ viewController: UIViewController) -> ObjCPageTarget {
        ObjCPageTarget(.page(viewController))
    }

    /// Every view controller whose class is exactly `viewControllerClass`
    /// (``PageTarget/type(_:includingSubclasses:)``).
    @objc(targetWithClass:)
    public static func type(_ viewControllerClass: UIViewController.Type) -> ObjCPageTarget {
        ObjCPageTarget(.type(viewControllerClass))
    }

    /// Every view controller of `viewControllerClass` and, when `includingSubclasses` is `YES`, of its
    /// subclasses (``PageTarget/type(_:includingSubclasses:)``).
    @objc(targetWithClass:includingSubclasses:)
    public static func type(_ viewControllerClass: UIViewController.Type, includingSubclasses: Bool) -> ObjCPageTarget {
        ObjCPageTarget(.type(viewControllerClass, includingSubclasses: includingSubclasses))
    }

    /// Every page whose tag is `tag` (``PageTarget/tag(_:)``).
    @objc(targetWithTag:)
    public static func tag(_ tag: String) -> ObjCPageTarget {
        ObjCPageTarget(.tag(tag))
    }
}
#endif
