#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// Which pages of the stack an operation means: one view controller, every view controller of a class,
/// or every page with a tag (`viewController.pageNavigation.tag`).
@MainActor
public enum PageTarget {
    /// Exactly this view controller.
    case page(UIViewController)
    /// Every view controller whose class is exactly this one; with `includingSubclasses`, also every
    /// view controller of a subclass (`.type(BaseFormViewController.self, includingSubclasses: true)`).
    case type(UIViewController.Type, includingSubclasses: Bool = false)
    /// Every page whose ``PageOptions/tag`` is this tag.
    case tag(String)

    /// The core's matcher for this target.
    var matcher: PageMatcher {
        @inline(never) get {
            switch self {
            case .page(let viewController): .page(viewController.pageNavigation.id)
            case .type(let type, false): .type(PageTypeName.of(type))
            case .type(let type, true): .typeOrSubtype(PageTypeName.of(type))
            case .tag(let tag): .tag(tag)
            }
        }
    }
}
#endif
