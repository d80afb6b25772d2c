import PageNavigationCore
import PageNavigationHost

/// iOS 15's back item on a virtual page: the item's left items, its `leftItemsSupplementBackButton`,
/// its titles, and the library's own back item among the left items.
///
/// UIKit does not promise key-value observing for `UINavigationItem`. The model: a property's setter
/// (`hidesBackButton = …`, `leftBarButtonItems = …`, `title = …`) posts a notification, as Objective-C's
/// automatic notifications do for a setter; the animated variants (`setHidesBackButton(_:animated:)`,
/// `setLeftBarButton(_:animated:)`) are other methods and post none. The library must catch those
/// at the next layout of the controller's view (``VirtualPlatform/layOut()``) or the next transition.
extension VirtualPage {
    /// The item's left items (`leftBarButtonItems`), leading first: the page's own, by name, and the
    /// library's back item (iOS 15).
    public var leftItems: [VirtualLeftItem] { item15.leftItems }

    /// The library's iOS 15 back item on the page, if it shows one.
    public var backItem: VirtualBackItem? {
        for case .back(let item) in item15.leftItems { return item }
        return nil
    }

    /// The item's `leftItemsSupplementBackButton`. Setting it posts a key-value notification.
    public var supplementsBackButton: Bool {
        get { item15.supplementsBackButton }
        set {
            item15.supplementsBackButton = newValue
            postItemChange()
        }
    }

    /// The page's title (`title`, which sets `navigationItem.title`). Setting it posts a notification.
    public var title: String? {
        get { item15.title }
        set {
            item15.title = newValue
            postItemChange()
        }
    }

    /// The item's `backButtonTitle`. Setting it posts a notification.
    public var backButtonTitle: String? {
        get { item15.backButtonTitle }
        set {
            item15.backButtonTitle = newValue
            postItemChange()
        }
    }

    /// The item's `backButtonDisplayMode`. Setting it posts a notification.
    package var backButtonDisplayMode: SystemBackTitle.DisplayMode {
        get { item15.backTitle.displayMode }
        set {
            item15.backTitle.displayMode = newValue
            postItemChange()
        }
    }

    /// The title of a `backBarButtonItem` of the page's own: `nil` when it has none, `.some(nil)` for an
    /// item without a title. Setting it (`backBarButtonItem = …`) posts a notification; a change of the
    /// item's own `title` would not (the model has no such write).
    package var ownBackItem: String?? {
        get { item15.backTitle.ownBackItem }
        set {
            item15.backTitle.ownBackItem = newValue
            postItemChange()
        }
    }

    /// `leftBarButtonItems = …` by the app: its own items, by name, replace every left item (the
    /// library's back item too). Posts a notification.
    public func setLeftItems(_ names: [String]) {
        item15.leftItems = names.map(VirtualLeftItem.own)
        item15.libraryItem = nil
        postItemChange()
    }

    /// `setLeftBarButton(_:animated:)` by the app (an Edit button becoming Done): the item replaces every
    /// left item. Posts no notification.
    public func setLeftItem(_ name: String?, animated: Bool) {
        item15.leftItems = name.map { [.own($0)] } ?? []
        item15.libraryItem = nil
    }

    /// `setHidesBackButton(_:animated:)` by the app: posts no notification.
    public func setHidesBackButton(_ hides: Bool, animated: Bool) {
        item15.hidesBackButton = hides
    }

    /// Whether the page's item holds left items of its own and does not supplement the back button with
    /// them: UIKit's own delegate then refuses its swipe-back recognizers (as for ``hasOwnLeftItem``).
    var leftItemsReplaceBackButton: Bool { !item15.leftItems.isEmpty && !item15.supplementsBackButton }

    /// Tells the host's watchers that the item changed.
    func postItemChange() {
        itemObservations.removeAll { $0.observation == nil }
        for watcher in itemObservations { watcher.observation?.report() }
    }
}

/// What a virtual page's item holds on its left side, and its titles.
struct VirtualLeftSide {
    var leftItems: [VirtualLeftItem] = []
    /// The host's decision the library's back item shows, while one is among the left items.
    var libraryItem: LeftBackItem?
    var supplementsBackButton = false
    var hidesBackButton = false
    /// What the system's back button reads on the item (its `title` and `backButtonTitle` are
    /// ``VirtualPage/title`` and ``VirtualPage/backButtonTitle``).
    var backTitle = SystemBackTitle()
    var title: String? {
        get { backTitle.itemTitle }
        set { backTitle.itemTitle = newValue }
    }
    var backButtonTitle: String? {
        get { backTitle.backButtonTitle }
        set { backTitle.backButtonTitle = newValue }
    }
}

/// A left bar button item on a virtual page's item.
public enum VirtualLeftItem: Hashable, Sendable {
    /// One of the page's own items, by name.
    case own(String)
    /// The library's iOS 15 back item.
    case back(VirtualBackItem)
}

/// The library's iOS 15 back item, as a person sees it.
public struct VirtualBackItem: Hashable, Sendable {
    /// The instance it goes back to.
    public var target: String
    /// The title it shows; `nil`: the chevron alone (UIKit's generic title is the platform's).
    public var title: String?
    /// The page look's back button image; `nil`: the app's, else the system's chevron.
    public var image: BarResource?
}

/// The host's watcher of a virtual page's item, as a key-value observation: released, it stops.
final class VirtualItemObservation {
    let report: () -> Void

    init(report: @escaping () -> Void) {
        self.report = report
    }
}

/// A page's weak hold on a watcher.
struct WeakItemObservation {
    weak var observation: VirtualItemObservation?
}
