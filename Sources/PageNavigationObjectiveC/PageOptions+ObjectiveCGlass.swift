#if canImport(UIKit)
import PageNavigation
import PageNavigationCore
import UIKit

/// The scroll edge effect under the bar on a page (Objective-C `PageNavigationEdgeEffect`; Swift
/// ``/PageNavigationCore/ScrollEdgeEffect``). iOS 26; earlier versions ignore it. The raw values are the core's
/// ``/PageNavigationCore/ScrollEdgeEffect/bridgedNumber``s, and 0 for not set; a number that names none is ignored (a debug
/// build says so) and changes nothing.
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

    /// The Objective-C value of an edge effect (the core's ``/PageNavigationCore/ScrollEdgeEffect/bridgedNumber``); `nil`
    /// is ``unset``.
    init(_ effect: ScrollEdgeEffect?) {
        self = effect.flatMap { ObjCEdgeEffect(rawValue: $0.bridgedNumber) } ?? .unset
    }
}

/// iOS 26's page fields for Objective-C: `self.pageNavigation.barEdgeEffect = PageNavigationEdgeEffectHard;`.
extension PageOptions {
    /// The scroll edge effect under the bar on this page (``/PageNavigationCore/PartialBarStyle/edgeEffect``, iOS 26);
    /// `PageNavigationEdgeEffectUnset` unsets it.
    @objc(barEdgeEffect)
    @available(swift, obsoleted: 1, message: "Objective-C only: use bar.edgeEffect")
    public var objcBarEdgeEffect: ObjCEdgeEffect {
        get { ObjCEdgeEffect(bar.edgeEffect) }
        set {
            if newValue.rawValue == ObjCEdgeEffect.unset.rawValue {
                bar.edgeEffect = nil
            } else if let effect = ScrollEdgeEffect(bridgedNumber: newValue.rawValue) {
                bar.edgeEffect = effect
            } else {
                ObjectiveCBridge.ignored(
                    "pageNavigation.barEdgeEffect", value: newValue.rawValue, reason: "it names no edge effect")
            }
        }
    }

    /// `@YES` takes the shared glass background from this page's own bar button items, `@NO` leaves
    /// them the system's (``/PageNavigationCore/PartialBarStyle/itemsHideSharedBackground``, iOS 26); `nil` unsets it.
    @objc(barItemsHideSharedBackground)
    @available(swift, obsoleted: 1, message: "Objective-C only: use bar.itemsHideSharedBackground")
    public var objcBarItemsHideSharedBackground: NSNumber? {
        get { bar.itemsHideSharedBackground.map { NSNumber(value: $0) } }
        set { bar.itemsHideSharedBackground = newValue?.boolValue }
    }
}
#endif
