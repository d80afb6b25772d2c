#if canImport(UIKit)
import ObjectiveC
import PageNavigationCore
import UIKit

/// The key of the one object PageNavigation associates with a view controller.
nonisolated(unsafe) private var pageOptionsKey: UInt8 = 0

extension UIViewController {
    /// This view controller's page options: its bar, swipe mode, back handler, tag, next page, custom
    /// bar and swipe-back callbacks. Created on first access; the same object for the controller's life.
    /// A ``/PageNavigationCore/DeclaredPage`` starts them from its type's ``/PageNavigationCore/PageDeclaration``; what you set here later wins,
    /// field by field.
    ///
    /// The name is a namespace (as `snp` is SnapKit's): it never collides with a property of your own
    /// view controllers such as `page`, `options`, `bar` or `back`.
    ///
    /// ```swift
    /// pageNavigation.bar.background = .color(.systemIndigo)
    /// pageNavigation.popGesture = .fullScreen()
    /// ```
    public var pageNavigation: PageOptions {
        @inline(never) get {
            if let options = objc_getAssociatedObject(self, &pageOptionsKey) as? PageOptions {
                return options
            }
            let options = PageOptions(id: PageIdentity.next(), owner: self)
            objc_setAssociatedObject(self, &pageOptionsKey, options, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            options.start(declaredBy: self)
            return options
        }
    }

    /// The page as the core sees it: identity, type name (the class, module-qualified, unless the page
    /// says otherwise), tag and settings.
    var corePage: Page {
        @inline(never) get {
            let options = pageNavigation
            var page = Page(
                id: options.id, type: options.typeName ?? PageTypeName.of(type(of: self)), tag: options.tag,
                settings: options.settings, supertypes: PageTypeName.supertypes(of: type(of: self))
            )
            page.carriedInheritance = options.carriedInheritance
            return page
        }
    }

    /// The nearest ``PageNavigationController`` up the parent chain — found the way UIKit finds
    /// `navigationController`, so a controller is not its own — or `nil` when this view controller is
    /// not in one.
    ///
    /// Use it to push with a completion, or to remove pages, without a cast:
    /// `pageNavigationController?.push(detail) { … }`. A child of a page (a container's child, a
    /// page of a page view controller) finds the same controller as its parent page.
    public var pageNavigationController: PageNavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let controller = current as? PageNavigationController { return controller }
            ancestor = current.parent
        }
        return nil
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

/// The type name ``/PageNavigationCore/PageMatcher/type(_:)`` compares: the module-qualified class name.
enum PageTypeName {
    @inline(never)
    static func of(_ type: UIViewController.Type) -> String {
        String(reflecting: type)
    }

    /// The names of `type`'s superclasses, nearest first, up to and including `UIViewController`.
    static func supertypes(of type: UIViewController.Type) -> [String] {
        var names: [String] = []
        var current: AnyClass? = type
        while current != UIViewController.self, let superclass = current.flatMap(class_getSuperclass) {
            guard let controllerType = superclass as? UIViewController.Type else { break }
            names.append(of(controllerType))
            current = superclass
        }
        return names
    }
}
#endif
