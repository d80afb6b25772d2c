#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// The scroll edge effect under the bar on a page (Objective-C `PageNavigationEdgeEffect`; Swift
/// ``ScrollEdgeEffect``). iOS 26; earlier versions ignore it.
@objc(PageNavigationEdgeEffect)
@available(swift, obsoleted: 1, message: "Objective-C only: use ScrollEdgeEffect")
public enum ObjCEdgeEffect: Int {
    /// Not set: inherited, or the app default's (Swift `nil`).
    case unset = 0
    /// The system's: the library writes nothing.
    case system
    /// A soft edge.
    case soft
    /// A hard edge with a dividing line.
    case hard
    /// No edge effect.
    case hidden

    /// The Objective-C value of an edge effect; `nil` is ``unset``.
    init(_ effect: ScrollEdgeEffect?) {
        switch effect {
        case nil: self = .unset
        case .system?: self = .system
        case .soft?: self = .soft
        case .hard?: self = .hard
        case .hidden?: self = .hidden
        }
    }

    /// The edge effect this value sets; `nil` for ``unset``.
    var effect: ScrollEdgeEffect? {
        switch self {
        case .unset: nil
        case .system: .system
        case .soft: .soft
        case .hard: .hard
        case .hidden: .hidden
        }
    }
}

/// iOS 26's page fields for Objective-C: `self.pageNavigation.barEdgeEffect = PageNavigationEdgeEffectHard;`.
extension PageOptions {
    /// The scroll edge effect under the bar on this page (``PartialBarStyle/edgeEffect``, iOS 26);
    /// `PageNavigationEdgeEffectUnset` unsets it.
    @objc(barEdgeEffect)
    @available(swift, obsoleted: 1, message: "Objective-C only: use bar.edgeEffect")
    public var objcBarEdgeEffect: ObjCEdgeEffect {
        get { ObjCEdgeEffect(bar.edgeEffect) }
        set { bar.edgeEffect = newValue.effect }
    }

    /// `@YES` takes the shared glass background from this page's own bar button items, `@NO` leaves
    /// them the system's (``PartialBarStyle/itemsHideSharedBackground``, iOS 26); `nil` unsets it.
    @objc(barItemsHideSharedBackground)
    @available(swift, obsoleted: 1, message: "Objective-C only: use bar.itemsHideSharedBackground")
    public var objcBarItemsHideSharedBackground: NSNumber? {
        get { bar.itemsHideSharedBackground.map { NSNumber(value: $0) } }
        set { bar.itemsHideSharedBackground = newValue?.boolValue }
    }
}
#endif
