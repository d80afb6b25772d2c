#if canImport(UIKit)
import PageNavigationHost
import UIKit

/// The view the library makes the first responder inside the top page when nothing in the window is,
/// so that ⌘[ reaches the controller (`UIResponder.keyCommands`: "UIKit walks the responder chain").
/// Inside the page, its responder chain runs anchor → the page's view → the page → the controller's
/// view → the controller (Apple's `UIResponder.next` documentation: a view returns "the
/// UIViewController object that manages it (if it has one) or its superview"; a view controller
/// returns "its view's superview"): the page keeps its nil-target actions (`UIApplication.sendAction(_:to:from:for:)`:
/// "If target is nil, the app sends the message to the first responder"), its `motionEnded` and its key
/// commands. The controller itself as first responder would leave the page out (radar 23611650).
///
/// Zero-size at the page view's top-left corner, with no constraints (`translatesAutoresizingMaskIntoConstraints`
/// stays `true`, `autoresizingMask` empty: it takes no part in Auto Layout), passes touches on
/// (`isUserInteractionEnabled` `false`), and is hidden from assistive technologies
/// (`isAccessibilityElement` `false`, `accessibilityElementsHidden` `true`; UIAccessibility.h). It is not
/// `isHidden`: whether a hidden view may become the first responder is not documented. It has no
/// `inputView` (UIResponder.h: `nil` by default), so no keyboard shows.
final class KeyboardAnchorView: UIView {
    override init(frame: CGRect) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// UIResponder.h: `canBecomeFirstResponder` is `NO` by default.
    override var canBecomeFirstResponder: Bool { true }

    /// Moves into `page`'s view (Apple's `UIView.addSubview(_:)` documentation: "Views can have only one
    /// superview", the previous one is removed) and
    /// becomes the first responder (`becomeFirstResponder()`, UIResponder.h). A page without a loaded
    /// view is left alone.
    func claim(in page: UIViewController) {
        guard let view = page.viewIfLoaded else { return }
        if superview !== view {
            frame = .zero
            view.addSubview(self)
        }
        _ = becomeFirstResponder()
    }
}

extension PageNavigationController {
    /// Where the first responder of the controller's window is: a view (`isFirstResponder`, UIResponder.h)
    /// or a view controller among the window's (children and presented ones, the controller included).
    /// The window itself is left out (a key press from the window reaches no view controller), and so is
    /// a responder that is no longer in the window (a page that left: its views are not the window's).
    func keyboardFirstResponder(anchor: KeyboardAnchorView) -> KeyboardSituation.FirstResponder {
        guard let window = viewIfLoaded?.window, let responder = firstResponder(in: window) else { return .none }
        guard let found = responder as? KeyboardAnchorView else { return .other }
        let onTopPage = found === anchor && topViewController?.viewIfLoaded.map { found.superview === $0 } == true
        return onTopPage ? .anchorOnTopPage : .anchorElsewhere
    }

    private func firstResponder(in window: UIWindow) -> UIResponder? {
        var views: [UIView] = window.subviews
        while let view = views.popLast() {
            if view.isFirstResponder { return view }
            views += view.subviews
        }
        var controllers: [UIViewController] = window.rootViewController.map { [$0] } ?? []
        while let controller = controllers.popLast() {
            if controller.isFirstResponder { return controller }
            controllers += controller.children
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                controllers.append(presented)
            }
        }
        return nil
    }
}
#endif
