#if canImport(UIKit)
import PageNavigation
import PageNavigationCore
import UIKit

/// The page's bar fields for Objective-C: `self.pageNavigation.barBackgroundColor = UIColor.blackColor;`.
///
/// Each property reads and writes one field of ``PageOptions/bar``, so a change shows at once on the
/// page on top, as in Swift. `nil` unsets a field (it is then inherited, or the app default's); numbers
/// and Booleans are `NSNumber`s so that they can be unset too. Hidden from Swift, which sets
/// ``PageOptions/bar`` itself.
extension PageOptions {
    /// The bar's background colour (`PartialBarStyle.backgroundColor`); `nil` unsets it.
    @objc(barBackgroundColor)
    @available(swift, obsoleted: 1, message: "Objective-C only: use bar.backgroundColor")
    public var objcBarBackgroundColor: UIColor? {
        get { bar.backgroundColor }
        set { bar.backgroundColor = newValue }
    }

    /// The colour of bar button items and the back chevron (`PartialBarStyle.tintColor`); `nil` unsets it.
    @objc(barTintColor)
    @available(swift, obsoleted: 1, message: "Objective-C only: use bar.tintColor")
    public var objcBarTintColor: UIColor? {
        get { bar.tintColor }
        set { bar.tintColor = newValue }
    }

    /// The title's colour, standard and large (`PartialBarStyle.titleColor`); `nil` unsets it.
    @objc(barTitleColor)
    @available(swift, obsoleted: 1, message: "Objective-C only: use bar.titleColor")
    public var objcBarTitleColor: UIColor? {
        get { bar.titleColor }
        set { bar.titleColor = newValue }
    }

    /// The large title's colour (`PartialBarStyle.largeTitleColor`); `nil` uses the title colour.
    @objc(barLargeTitleColor)
    @available(swift, obsoleted: 1, message: "Objective-C only: use bar.largeTitleColor")
    public var objcBarLargeTitleColor: UIColor? {
        get { bar.largeTitleColor }
        set { bar.largeTitleColor = newValue }
    }

    /// The title's font (`PartialBarStyle.titleFont`); `nil` unsets it.
    @objc(barTitleFont)
    @available(swift, obsoleted: 1, message: "Objective-C only: use bar.titleFont")
    public var objcBarTitleFont: UIFont? {
        get { bar.titleFont }
        set { bar.titleFont = newValue }
    }

    /// The large title's font (`PartialBarStyle.largeTitleFont`); `nil` unsets it.
    @objc(barLargeTitleFont)
    @available(swift, obsoleted: 1, message: "Objective-C only: use bar.largeTitleFont")
    public var objcBarLargeTitleFont: UIFont? {
        get { bar.largeTitleFont }
        set { bar.largeTitleFont = newValue }
    }

    /// An image drawn as the bar's background (`PartialBarStyle.backgroundImage`); `nil` unsets it.
    @objc(barBackgroundImage)
    @available(swift, obsoleted: 1, message: "Objective-C only: use bar.backgroundImage")
    public var objcBarBackgroundImage: UIImage? {
        get { bar.backgroundImage }
        set { bar.backgroundImage = newValue }
    }

    /// The colour of the hairline under the bar (`PartialBarStyle.shadowColor`); `nil` unsets it.
    @objc(barShadowColor)
    @available(swift, obsoleted: 1, message: "Objective-C only: use bar.shadowColor")
    public var objcBarShadowColor: UIColor? {
        get { bar.shadowColor }
        set { bar.shadowColor = newValue }
    }

    /// This page's back button image (`PartialBarStyle.backButtonImage`); `nil` unsets it.
    @objc(barBackButtonImage)
    @available(swift, obsoleted: 1, message: "Objective-C only: use bar.backButtonImage")
    public var objcBarBackButtonImage: UIImage? {
        get { bar.backButtonImage }
        set { bar.backButtonImage = newValue }
    }

    /// A blur material drawn as the bar's background, a `UIBlurEffectStyle` in an `NSNumber`
    /// (`PartialBarStyle.backgroundEffect`); `nil` unsets it.
    @objc(barBackgroundEffectStyle)
    @available(swift, obsoleted: 1, message: "Objective-C only: use bar.backgroundEffect")
    public var objcBarBackgroundEffectStyle: NSNumber? {
        get { bar.backgroundEffect.map { NSNumber(value: $0.rawValue) } }
        set { bar.backgroundEffect = newValue.flatMap { UIBlurEffect.Style(rawValue: $0.intValue) } }
    }

    /// `@YES` hides the hairline under the bar, `@NO` shows it (``/PageNavigationCore/PartialBarStyle/shadow``); `nil`
    /// unsets it. The system's own choice (`BarShadow.system`) reads as `nil`.
    @objc(barShadowHidden)
    @available(swift, obsoleted: 1, message: "Objective-C only: use bar.shadow")
    public var objcBarShadowHidden: NSNumber? {
        get { BarShadow.bridgedHidden(bar.shadow).map { NSNumber(value: $0) } }
        set { bar.shadow = BarShadow.bridged(hidden: newValue?.boolValue) }
    }

    /// `@YES` hides the bar on this page (``/PageNavigationCore/PartialBarStyle/hidden``, never inherited); `nil` unsets it.
    @objc(barHidden)
    @available(swift, obsoleted: 1, message: "Objective-C only: use bar.hidden")
    public var objcBarHidden: NSNumber? {
        get { bar.hidden.map { NSNumber(value: $0) } }
        set { bar.hidden = newValue?.boolValue }
    }

    /// The bar's opacity 0…1, a `double` in an `NSNumber` (``/PageNavigationCore/PartialBarStyle/alpha``, never inherited;
    /// values outside 0…1 are clamped); `nil` unsets it.
    @objc(barAlpha)
    @available(swift, obsoleted: 1, message: "Objective-C only: use bar.alpha")
    public var objcBarAlpha: NSNumber? {
        get { bar.alpha.map { NSNumber(value: $0) } }
        set { bar.alpha = newValue.map { min(max($0.doubleValue, 0), 1) } }
    }

    /// The status bar's style on this page (`PartialBarStyle.statusBarStyle`);
    /// `UIStatusBarStyleDefault` leaves it to the library and the system.
    @objc(barStatusBarStyle)
    @available(swift, obsoleted: 1, message: "Objective-C only: use bar.statusBarStyle")
    public var objcBarStatusBarStyle: UIStatusBarStyle {
        get { bar.statusBarStyle ?? .default }
        set { bar.statusBarStyle = newValue }
    }

    /// Sets how far the first and last bar button items sit from the bar's edges, in points
    /// (``/PageNavigationCore/PartialBarStyle/itemMargins``); a `nil` side keeps the system's margin.
    @objc(setBarItemMarginsLeading:trailing:)
    @available(swift, obsoleted: 1, message: "Objective-C only: use bar.itemMargins")
    public func objcSetBarItemMargins(leading: NSNumber?, trailing: NSNumber?) {
        bar.itemMargins = BarItemMargins(leading: leading?.doubleValue, trailing: trailing?.doubleValue)
    }

    /// Unsets the item margins: they are inherited, or the app default's.
    @objc(clearBarItemMargins)
    @available(swift, obsoleted: 1, message: "Objective-C only: use bar.itemMargins = nil")
    public func objcClearBarItemMargins() {
        bar.itemMargins = nil
    }

    /// The leading item margin set on this page, in points; `nil` when unset or the system's.
    @objc(barLeadingItemMargin)
    @available(swift, obsoleted: 1, message: "Objective-C only: use bar.itemMargins")
    public var objcBarLeadingItemMargin: NSNumber? { bar.itemMargins?.leading.map { NSNumber(value: $0) } }

    /// The trailing item margin set on this page, in points; `nil` when unset or the system's.
    @objc(barTrailingItemMargin)
    @available(swift, obsoleted: 1, message: "Objective-C only: use bar.itemMargins")
    public var objcBarTrailingItemMargin: NSNumber? { bar.itemMargins?.trailing.map { NSNumber(value: $0) } }
}
#endif
