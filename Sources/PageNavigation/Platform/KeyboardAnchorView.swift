#if canImport(UIKit)
import PageNavigationHost
import UIKit

/// The view the library makes the first responder inside the top page when nothing in the app is,
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

    /// Makes the first responder inside `page` (the top page), in the deepest controller the user sees
    /// (``keyboardTarget(in:)``), as the host decided (``KeyboardClaim``): that controller itself, or this
    /// anchor, moved into its view. A controller without a loaded view is left alone.
    func claim(_ claim: KeyboardClaim, in page: UIViewController) {
        let target = Self.keyboardTarget(in: page)
        if claim == .page {
            Self.noteFailedClaim(target.becomeFirstResponder(), of: target)
            return
        }
        guard let view = target.viewIfLoaded else { return }
        // A `UIVisualEffectView` raises on `addSubview(_:)` ("Do not add subviews directly to the visual
        // effect view itself, instead add them to the -contentView"; UIVisualEffectView.h, `contentView`:
        // "Do not add subviews directly to UIVisualEffectView, use this view instead"; reported in
        // iosphere/ISHPermissionKit #90, ibireme/YYText #689, pkluz/PKHUD #190).
        let container = (view as? UIVisualEffectView)?.contentView ?? view
        if superview !== container {
            frame = .zero
            // Apple's `UIView.addSubview(_:)` documentation: "Views can have only one superview", the
            // previous one is removed.
            container.addSubview(self)
        }
        Self.noteFailedClaim(becomeFirstResponder(), of: target)  // UIResponder.h
    }

    /// Prints, in debug builds as the library's other notices do, that `becomeFirstResponder()` answered
    /// `NO` (UIResponder.h: the responder refused, or UIKit is in a transition): ⌘[ will not reach the
    /// controller until something is the first responder.
    private static func noteFailedClaim(_ claimed: Bool, of page: UIViewController) {
        #if DEBUG
        if !claimed {
            print(
                "PageNavigation: the first responder for ⌘[ could not be claimed in \(type(of: page)) "
                    + "(becomeFirstResponder() answered NO); ⌘[ waits for the next claim")
        }
        #endif
    }

    /// The controller of `page` that the anchor goes into: `page`, or, while exactly one of its children
    /// has its view in the window (a `UIPageViewController`'s page, an embedded child), that child's, and
    /// so on down. The anchor's responder chain reaches a controller only through the controller's own
    /// view (Apple's `UIResponder.next`), so an anchor in the container's view would leave the shown
    /// child's nil-target actions and key commands out.
    static func keyboardTarget(in page: UIViewController) -> UIViewController {
        var target = page
        while true {
            // The children in a window (each one asked, as a filter would): exactly one goes on.
            var shown: UIViewController?
            var shownCount = 0
            for child in target.children where child.viewIfLoaded?.window != nil {
                if shownCount == 0 { shown = child }
                shownCount += 1
            }
            guard shownCount == 1, let shown else { return target }
            target = shown
        }
    }
}

/// The responder a nil-target action reached (``firstResponderNow()``).
@MainActor private var reachedResponder: UIResponder?

extension UIResponder {
    /// Records the responder it reached: the first responder (``firstResponderNow()``).
    @objc fileprivate func pageNavigationRecordFirstResponder(_ sender: Any?) { reachedResponder = self }
}

/// The app's first responder now, in any of its windows (a text view in an `inputAccessoryView` lives
/// in the keyboard's window): a nil-target action goes to it (Apple's
/// `UIApplication.sendAction(_:to:from:for:)` documentation: "If target is nil, the app sends the message
/// to the first responder, from whence it progresses up the responder chain until it is handled"), and
/// every `UIResponder` handles this one. `nil` when there is none (the action then reaches no responder,
/// or only the window or the application, which hold no key presses for a page).
@MainActor
func firstResponderNow() -> UIResponder? {
    reachedResponder = nil
    defer { reachedResponder = nil }
    UIApplication.shared.sendAction(
        #selector(UIResponder.pageNavigationRecordFirstResponder(_:)), to: nil, from: nil, for: nil)
    return reachedResponder
}

extension PageNavigationController {
    /// Where the app's first responder is (``firstResponderNow()``). None: nothing, the window, the
    /// application, its delegate or a scene (responders with no page in them), or a view or controller
    /// that is no longer in a window (a page that left: its view has no window). The anchor counts as on
    /// the top page when it is inside the top page's view (`isDescendant(of:)`: it may sit in a child's
    /// view or a visual effect view's `contentView`).
    func keyboardFirstResponder(anchor: KeyboardAnchorView) -> KeyboardSituation.FirstResponder {
        let responder = firstResponderNow()
        let inWindow: Bool
        switch responder {
        case is UIWindow: return .none
        case let view as UIView: inWindow = view.window != nil
        case let controller as UIViewController: inWindow = controller.viewIfLoaded?.window != nil
        default: return .none
        }
        guard inWindow else { return .none }
        guard let found = responder as? KeyboardAnchorView else { return .other }
        let onTopPage =
            found === anchor && topViewController?.viewIfLoaded.map { found.isDescendant(of: $0) } == true
        return onTopPage ? .anchorOnTopPage : .anchorElsewhere
    }
}
#endif
