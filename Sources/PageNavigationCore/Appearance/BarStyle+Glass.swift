/// The iOS 26 fields of a look: the scroll edge effect under the bar and the shared glass background
/// of the page's bar button items. They are kept in ``BarExtras`` (few pages set them) and inherited
/// like the colours.
extension PartialBarStyle {
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
}

extension BarStyle {
    /// The scroll edge effect under the bar the look asks for; ``ScrollEdgeEffect/system`` when it asks
    /// for none.
    public var edgeEffect: ScrollEdgeEffect {
        get { extras.edgeEffect ?? .system }
        set { extras.edgeEffect = newValue == .system ? nil : newValue }
    }

    /// Whether the page's own bar button items drop their shared glass background.
    public var itemsHideSharedBackground: Bool {
        get { extras.itemsHideSharedBackground ?? false }
        set { extras.itemsHideSharedBackground = newValue ? true : nil }
    }
}
