import PageNavigationCore

/// A scroll view on a virtual page, with iOS 26's top edge effect (`UIScrollView.topEdgeEffect`).
public final class VirtualScrollView {
    /// The top edge effect: what the app set (write it to model an app's own setting), or the library's.
    public var topEdgeEffect: VirtualEdgeEffect
    /// How many times the library wrote the edge effect.
    public internal(set) var libraryWrites = 0

    /// A scroll view whose top edge effect is `topEdgeEffect` (UIKit's default: automatic, shown).
    public init(topEdgeEffect: VirtualEdgeEffect = VirtualEdgeEffect()) {
        self.topEdgeEffect = topEdgeEffect
    }
}

/// A scroll view's edge effect settings, as `UIScrollEdgeEffect` holds them.
public struct VirtualEdgeEffect: Hashable, Sendable, CustomStringConvertible {
    /// The effect's style (`UIScrollEdgeEffect.Style`).
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case automatic, soft, hard
    }

    /// The style.
    public var style: Style
    /// Whether the effect is hidden.
    public var isHidden: Bool

    /// Settings; UIKit's default is automatic and shown.
    public init(style: Style = .automatic, isHidden: Bool = false) {
        self.style = style
        self.isHidden = isHidden
    }

    /// What a person sees: `hidden`, or the style's name.
    public var description: String { isHidden ? "hidden" : style.rawValue }
}

/// A bar button item on a virtual page (`UIBarButtonItem`), with iOS 26's `hidesSharedBackground`.
public final class VirtualBarItem {
    /// Whether the item hides the glass background it shares with its neighbours: what the app set
    /// (write it to model that), or the library's.
    public var hidesSharedBackground: Bool
    /// How many times the library wrote it.
    public internal(set) var libraryWrites = 0

    /// An item; UIKit's default shares the background.
    public init(hidesSharedBackground: Bool = false) {
        self.hidesSharedBackground = hidesSharedBackground
    }
}
