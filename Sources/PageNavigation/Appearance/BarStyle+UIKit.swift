#if canImport(UIKit)
import PageNavigationCore
import UIKit

extension PartialBarStyle {
    /// Creates a partial bar style from UIKit colours; every field defaults to unset.
    ///
    /// - Parameters:
    ///   - backgroundColor: the bar background (`.clear` for a transparent bar). Dynamic colours keep their
    ///     light and dark values.
    ///   - tintColor: the colour of bar button items and the back chevron.
    ///   - titleColor: the colour of the title (standard and large).
    ///   - shadow: whether the hairline under the bar shows.
    ///   - hidden: whether the bar is hidden on the page (never inherited).
    ///   - alpha: the bar's opacity 0…1, for scroll-driven fades (never inherited).
    ///
    /// A call that names only `hidden` or `alpha` means the core's initializer (the same style).
    @_disfavoredOverload
    public init(
        backgroundColor: UIColor? = nil, tintColor: UIColor? = nil, titleColor: UIColor? = nil,
        shadow: Bool? = nil, hidden: Bool? = nil, alpha: Double? = nil
    ) {
        self.init(
            background: backgroundColor.map { BarColor($0) }, tint: tintColor.map { BarColor($0) },
            title: titleColor.map { BarColor($0) }, shadow: shadow.map { BarShadow($0) }, hidden: hidden, alpha: alpha
        )
    }

    // The setters below are out of line, as `BarResources.swift`'s: each `modify` would carry a copy.

    /// The background as a `UIColor` (`nil` when unset or the system's); setting it stores the colour as
    /// a ``/PageNavigationCore/BarColor``.
    public var backgroundColor: UIColor? {
        get { background?.uiColor ?? nil }
        @inline(never) set { background = newValue.map { BarColor($0) } }
    }

    /// The tint as a `UIColor`; setting it stores the colour as a ``/PageNavigationCore/BarColor``. It is the bar's
    /// `tintColor` while the page is on top: bar button items' titles and images and the back chevron
    /// (on iOS 26 also the fill of `.prominent` items, whose label is kept readable on it).
    public var tintColor: UIColor? {
        get { tint?.uiColor ?? nil }
        @inline(never) set { tint = newValue.map { BarColor($0) } }
    }

    /// The title colour as a `UIColor`; setting it stores the colour as a ``/PageNavigationCore/BarColor``.
    public var titleColor: UIColor? {
        get { title?.uiColor ?? nil }
        @inline(never) set { title = newValue.map { BarColor($0) } }
    }
}

extension BarStyle {
    /// Creates a complete bar style from UIKit colours, for an app default of its own
    /// (``/PageNavigationCore/BarStyle/standard`` is the system's look, which has no colours of its own).
    @_disfavoredOverload
    public init(
        backgroundColor: UIColor = .white, tintColor: UIColor = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1),
        titleColor: UIColor = .black, shadow: Bool = true, hidden: Bool = false, alpha: Double = 1
    ) {
        self.init(
            background: BarColor(backgroundColor), tint: BarColor(tintColor), title: BarColor(titleColor),
            shadow: BarShadow(shadow), hidden: hidden, alpha: alpha
        )
    }
}
#endif
