#if canImport(UIKit)
import ObjectiveC
import PageNavigationCore
import UIKit

/// The key of the one object PageNavigation associates with a view controller.
nonisolated(unsafe) private var pageOptionsKey: UInt8 = 0

extension UIViewController {
    /// This view controller's page options: its bar, swipe mode, back handler, tag, next page, custom
    /// bar and swipe-back callbacks. Created on first access; the same object for the controller's life.
    public var page: PageOptions {
        if let options = objc_getAssociatedObject(self, &pageOptionsKey) as? PageOptions {
            return options
        }
        let options = PageOptions(id: PageIdentity.next(), owner: self)
        objc_setAssociatedObject(self, &pageOptionsKey, options, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return options
    }

    /// The page as the core sees it: identity, type name (the class, module-qualified, unless the page
    /// says otherwise), tag and settings.
    var corePage: Page {
        Page(id: page.id, type: page.typeName ?? PageTypeName.of(type(of: self)), tag: page.tag, settings: page.settings)
    }
}

/// Hands out page identities, one per view controller.
@MainActor
enum PageIdentity {
    private static var last: UInt64 = 0

    static func next() -> PageID {
        last += 1
        return PageID(last)
    }
}

/// The type name ``PageMatcher/type(_:)`` compares: the module-qualified class name.
enum PageTypeName {
    static func of(_ type: UIViewController.Type) -> String {
        String(reflecting: type)
    }
}
#endif
