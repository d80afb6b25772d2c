/// How the back button is carried out on each bar: the item that carries the routed long-press menu,
/// and a custom back indicator image.
extension BarGeneration {
    /// Whether the back item the library gives the page below a page whose back handler decides (it
    /// carries the routed long-press menu) repeats the title the system would derive for it.
    ///
    /// On the classic bar it does, so that the button reads as the system's. On Liquid Glass it carries
    /// no title: UIKit then derives the title — and whether there is room for one — exactly as for its own
    /// back button, so the button keeps the system's chevron circle instead of a titled capsule.
    public var routedBackItemRepeatsTitle: Bool { self == .classic }

    /// Whether the routed back item must carry a title in every display mode, on an iPad (`onPad`): on
    /// Liquid Glass iPads a `backBarButtonItem` with no title and no image makes the back button
    /// invisible (wix/react-native-navigation PR #8277). It then carries the title the system would
    /// derive, else the generic one (a minimal display mode still shows only the chevron).
    public func routedBackItemNeedsTitle(onPad: Bool) -> Bool { self == .liquidGlass && onPad }

    /// Whether a custom back indicator image is drawn inside the system's glass circle, which the app
    /// cannot remove: only a glyph-only template image (tinted like the system's chevron) reads as a back
    /// button there.
    public var drawsBackImageInGlass: Bool { self == .liquidGlass }
}
