#if canImport(UIKit)
import PageNavigation
import PageNavigationCore
import UIKit

/// The look the controller resolved for the page, for Objective-C (``PageOptions/resolvedBar``): `nil`
/// while the page is in no ``PageNavigationController``. Hidden from Swift.
extension PageOptions {
    /// The resolved background colour; `nil` for the system's, or outside a controller.
    @objc(resolvedBarBackgroundColor)
    @available(swift, obsoleted: 1, message: "Objective-C only: use resolvedBar?.background")
    public var objcResolvedBarBackgroundColor: UIColor? { resolvedBar?.background.uiColor }

    /// The resolved tint colour; `nil` for the system's, or outside a controller.
    @objc(resolvedBarTintColor)
    @available(swift, obsoleted: 1, message: "Objective-C only: use resolvedBar?.tint")
    public var objcResolvedBarTintColor: UIColor? { resolvedBar?.tint.uiColor }

    /// The resolved title colour; `nil` for the system's, or outside a controller.
    @objc(resolvedBarTitleColor)
    @available(swift, obsoleted: 1, message: "Objective-C only: use resolvedBar?.title")
    public var objcResolvedBarTitleColor: UIColor? { resolvedBar?.title.uiColor }

    /// The resolved opacity of the bar, a `double` in an `NSNumber`; `nil` outside a controller.
    @objc(resolvedBarAlpha)
    @available(swift, obsoleted: 1, message: "Objective-C only: use resolvedBar?.alpha")
    public var objcResolvedBarAlpha: NSNumber? { resolvedBar.map { NSNumber(value: $0.alpha) } }

    /// Whether the resolved look hides the shadow line, a `BOOL` in an `NSNumber`; `nil` for the
    /// system's choice, or outside a controller.
    @objc(resolvedBarShadowHidden)
    @available(swift, obsoleted: 1, message: "Objective-C only: use resolvedBar?.shadow")
    public var objcResolvedBarShadowHidden: NSNumber? {
        BarShadow.bridgedHidden(resolvedBar?.shadow).map { NSNumber(value: $0) }
    }

    /// Whether the resolved look hides the bar, a `BOOL` in an `NSNumber`; `nil` outside a controller.
    @objc(resolvedBarHidden)
    @available(swift, obsoleted: 1, message: "Objective-C only: use resolvedBar?.hidden")
    public var objcResolvedBarHidden: NSNumber? { resolvedBar.map { NSNumber(value: $0.hidden) } }
}
#endif
