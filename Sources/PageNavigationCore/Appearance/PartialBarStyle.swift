/// A bar style with optional fields: what a page or the app declares.
///
/// Unset fields come from the page the new page was pushed from (under ``InheritancePolicy/inherit``)
/// or from the app default; `hidden` and `alpha` always come from the page itself or the default.
/// Setting ``itemMargins`` to ``BarItemMargins/system`` brings back the system's margins on a page
/// that would otherwise inherit some.
public struct PartialBarStyle: Hashable, Sendable {
    /// The background colour, or `nil` to leave it to inheritance.
    public var background: BarColor?
    /// The tint colour, or `nil`.
    public var tint: BarColor?
    /// The title colour, or `nil`.
    public var title: BarColor?
    /// The shadow line, or `nil`.
    public var shadow: BarShadow?
    /// Whether the bar is hidden, or `nil` (the default applies; never inherited).
    public var hidden: Bool?
    /// The bar's opacity 0…1, or `nil` (the default applies; never inherited).
    public var alpha: Double?
    /// Fonts, the large title's colour, a background image or material, the status bar; each `nil`
    /// field is left to inheritance like the colours.
    public var extras: BarExtras = .none
    /// How far the first and last bar button items sit from the bar's edges, or `nil` to leave it to
    /// inheritance like the colours (the system's margins unless the default or the page pushed from
    /// sets some).
    public var itemMargins: BarItemMargins?

    // The iOS 26 fields are kept in ``extras`` (few pages set them) and inherited like the colours.
    /// The scroll edge effect under the bar on this page (iOS 26; earlier versions ignore it), or `nil`
    /// to leave it to inheritance. ``ScrollEdgeEffect/system`` brings back the system's on a page that
    /// would otherwise inherit another choice.
    public var edgeEffect: ScrollEdgeEffect? {
        get { extras.edgeEffect }
        set { extras.edgeEffect = newValue }
    }

    /// Whether the page's own bar button items (its left and right items, or those of its leading and
    /// trailing item groups) drop the glass background they share with their neighbours (iOS 26's
    /// `hidesSharedBackground`; earlier versions ignore it), or `nil` to leave it to inheritance. `false` is the system's: each item keeps what the app gave it.
    public var itemsHideSharedBackground: Bool? {
        get { extras.itemsHideSharedBackground }
        set { extras.itemsHideSharedBackground = newValue }
    }

    /// Creates a partial style; every field defaults to unset.
    public init(
        background: BarColor? = nil, tint: BarColor? = nil, title: BarColor? = nil,
        shadow: BarShadow? = nil, hidden: Bool? = nil, alpha: Double? = nil, itemMargins: BarItemMargins? = nil
    ) {
        self.background = background
        self.tint = tint
        self.title = title
        self.shadow = shadow
        self.hidden = hidden
        self.alpha = alpha.map { min(max($0, 0), 1) }
        self.itemMargins = itemMargins
    }

    /// Hashes every field. Written out, and never inlined, so that `hashValue` and the looks that hold
    /// this one call it instead of carrying a copy of it.
    @inline(never)
    public func hash(into hasher: inout Hasher) {
        hasher.combine(background)
        hasher.combine(tint)
        hasher.combine(title)
        hasher.combine(shadow)
        hasher.combine(hidden)
        hasher.combine(alpha)
        hasher.combine(extras)
        hasher.combine(itemMargins)
    }

    /// A partial style that sets nothing.
    public static let empty = PartialBarStyle()

    /// Whether no field is set.
    public var isEmpty: Bool { self == .empty }

    /// Returns this style with the fields that `update` sets replaced: a "batch update".
    public func merging(_ update: PartialBarStyle) -> PartialBarStyle {
        PartialBarStyle(
            background: update.background ?? background,
            tint: update.tint ?? tint,
            title: update.title ?? title,
            shadow: update.shadow ?? shadow,
            hidden: update.hidden ?? hidden,
            alpha: update.alpha ?? alpha,
            itemMargins: update.itemMargins ?? itemMargins
        ).with(extras: extras.merging(update.extras))
    }

    /// This partial style with `extras`.
    public func with(extras: BarExtras) -> PartialBarStyle {
        var style = self
        style.extras = extras
        return style
    }

    /// This look with every field that differs between `old` and `new` set to its value in `new`; the
    /// other fields stay as they are. Two writers sharing one page's look (SwiftUI modifiers and UIKit
    /// code, say) then each change only the fields they changed.
    public func applyingChanges(from old: PartialBarStyle, to new: PartialBarStyle) -> PartialBarStyle {
        var result = self
        Self.take(old.background, new.background, into: &result.background)
        Self.take(old.tint, new.tint, into: &result.tint)
        Self.take(old.title, new.title, into: &result.title)
        if old.shadow != new.shadow { result.shadow = new.shadow }
        if old.hidden != new.hidden { result.hidden = new.hidden }
        if old.alpha != new.alpha { result.alpha = new.alpha }
        if old.itemMargins != new.itemMargins { result.itemMargins = new.itemMargins }
        result.extras = extras.applyingChanges(from: old.extras, to: new.extras)
        return result
    }

    /// Sets `field` to `new` when it differs from `old`. Not inlined: the three colours share it, where
    /// each had its own copy of the optional colours' comparison (binary size).
    @inline(never)
    private static func take(_ old: BarColor?, _ new: BarColor?, into field: inout BarColor?) {
        if old != new { field = new }
    }
}
