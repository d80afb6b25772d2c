import PageNavigationCore
import PageNavigationHost

/// A page on the virtual platform: what a view controller is to UIKit. It records what the host did
/// to it — the look its item shows, its back button, its fake bar, the appearance calls it received —
/// so that tests can check what a person would see.
public final class VirtualPage {
    /// The engine's view of the page (identity, type, tag, settings).
    public internal(set) var core: Page
    /// The instance name (`Web`, `Web#2`, or an explicit `as` name).
    public let name: String
    /// The horizontal scroll state of the page's content.
    public internal(set) var contentScroll: ContentScroll
    /// The gestures of the page's own content (rows with swipe actions, controls, a web view's swipe).
    public internal(set) var content: Set<ContentGesture> = []
    /// Whether the page's item has a left bar button item of its own (a custom back button): UIKit's own
    /// delegate then refuses its swipe-back recognizers.
    public internal(set) var hasOwnLeftItem = false
    /// How many pages the page's web view can go back.
    public internal(set) var webHistory = 0
    /// The look the page's item shows, and whether with its background (without it while a fake bar
    /// carries the background); `nil` when the host never applied one.
    public internal(set) var itemLook: (style: BarStyle, withBackground: Bool)?
    /// Whether the page shows the back button routed to the engine.
    public internal(set) var showsBackButton = false
    /// The instance the back button goes back to (the one whose title it shows), if it shows one.
    public internal(set) var backButtonTarget: String?
    /// Whether the back button's long-press menu that this page's item gives (while it is directly
    /// below the top) goes through the engine.
    public internal(set) var routesBackMenu = false
    /// The look of the fake bar the page carries during a transition, if any.
    public internal(set) var fakeBar: BarStyle?
    /// The page's own appearance the host gave its fake bar (for the fields its look leaves to the system).
    public internal(set) var fakeBarOwn: VirtualItemAppearance?
    /// The appearance object the page's item holds now (`navigationItem.standardAppearance`): the
    /// library's last write, the page's own, or none.
    public internal(set) var item: VirtualItemAppearance?
    /// The appearance the page sets on its own item in `viewDidLoad`, outside the library (a scenario's
    /// `itemAppearance`), if any.
    public let ownItemLook: PartialBarStyle?
    /// The page's scroll view under the bar, whose top edge effect the page's look may set (iOS 26);
    /// `nil` for a page without one. Replace it to model a page that changes its scroll view.
    public var scrollView: VirtualScrollView? = VirtualScrollView()
    /// The page's own bar button items (its item's left and right items), set by the app at any time;
    /// one item by default.
    public var barItems: [VirtualBarItem] = [VirtualBarItem()]
    /// How many bar button items the page had when the library last wrote its item look (on a device,
    /// what the `.prominent` items' label was computed from).
    public internal(set) var itemsSeenByItemLook: Int?
    /// Whether the page hides its back button (`navigationItem.hidesBackButton`, SwiftUI's
    /// `navigationBarBackButtonHidden(true)`), which UIKit's own swipe-back delegate refuses. Setting
    /// it posts a key-value notification; ``setHidesBackButton(_:animated:)`` does not.
    public var hidesBackButton: Bool {
        get { item15.hidesBackButton }
        set {
            item15.hidesBackButton = newValue
            postItemChange()
        }
    }
    /// Whether the page can become the first responder itself (`canBecomeFirstResponder`: a chat page
    /// with an `inputAccessoryView`, a page with its own `inputView`).
    package var canBecomeFirstResponder = false
    /// Whether the page's view loaded (`viewDidLoad` ran): when it first appears.
    public internal(set) var isLoaded = false
    /// Whether the bar was shown when the page's last fake bar was installed (a fake bar takes the
    /// bar's height then: installed after the bar hides, it would be a status-bar strip).
    public internal(set) var fakeBarSawBar = false
    /// The appearance calls the page received, in order: `willAppear`, `didAppear`, `willDisappear`, `didDisappear`.
    public internal(set) var appearanceCalls: [String] = []
    /// Whether the page is linked to a controller (between entering and leaving a stack).
    public internal(set) var isLinked = false
    /// Whether the page's back confirmation is asking now (its `ask()` runs: an alert is up).
    public internal(set) var isAsking = false
    /// How many of the page's questions were cancelled because the page left while they asked.
    public internal(set) var cancelledQuestions = 0

    weak var webObservation: VirtualWebObservation?
    /// What the page's item holds on its left side and its titles (``VirtualPage+BackItem.swift``).
    var item15 = VirtualLeftSide()
    /// The host's watchers of this page's item (iOS 15's back item).
    var itemObservations: [WeakItemObservation] = []

    init(core: Page, name: String, contentScroll: ContentScroll, ownItemLook: PartialBarStyle? = nil) {
        self.core = core
        self.name = name
        self.contentScroll = contentScroll
        self.ownItemLook = ownItemLook
    }

    /// `viewDidLoad`, once: the page sets its own item appearance, if it has one, over whatever the
    /// library wrote before.
    /// Returns whether the view loaded now.
    @discardableResult
    func loadIfNeeded() -> Bool {
        guard !isLoaded else { return false }
        isLoaded = true
        if let (itemCount, hasScrollView) = contentMadeInViewDidLoad {
            barItems = (0..<itemCount).map { _ in VirtualBarItem() }
            scrollView = hasScrollView ? VirtualScrollView() : nil
            contentMadeInViewDidLoad = nil
        }
        if let ownItemLook { item = VirtualItemAppearance(own: ownItemLook, writtenByLibrary: false) }
        return true
    }

    /// The page's identity.
    public var id: PageID { core.id }

    /// How many bar button items, and whether a scroll view, the page makes in `viewDidLoad`.
    private var contentMadeInViewDidLoad: (itemCount: Int, hasScrollView: Bool)?

    /// Makes the page's bar button items and scroll view anew in `viewDidLoad`: until its view loads it
    /// has none.
    func deferContentToViewDidLoad() {
        guard !isLoaded, contentMadeInViewDidLoad == nil else { return }
        contentMadeInViewDidLoad = (barItems.count, scrollView != nil)
        (barItems, scrollView) = ([], nil)
    }
}

/// An appearance object on a virtual page's item (`UINavigationBarAppearance`): equal only to itself.
public final class VirtualItemAppearance: Equatable {
    /// The page's own look this appearance carries (what the page set on its item, outside the library).
    public let own: PartialBarStyle
    /// Whether the library wrote it (over the page's own look), rather than the page.
    public let writtenByLibrary: Bool

    init(own: PartialBarStyle, writtenByLibrary: Bool) {
        self.own = own
        self.writtenByLibrary = writtenByLibrary
    }

    /// The same object.
    public static func == (lhs: VirtualItemAppearance, rhs: VirtualItemAppearance) -> Bool { lhs === rhs }
}

/// Watches a virtual web view's history, as key-value observation of `WKWebView.canGoBack` does: it
/// reports the current value at once (`.initial`) and every change after. Dropping it stops the reports.
package final class VirtualWebObservation {
    let report: (Bool) -> Void

    init(report: @escaping (Bool) -> Void) {
        self.report = report
    }
}

/// A swipe recognizer on the virtual platform.
package final class VirtualRecognizer {
    /// Which recognizer it is.
    let role: SwipeRole
    /// Whether it is beginning or moving (`.began` or `.changed` in UIKit).
    var isActive = false
    /// Whether the app left it enabled (`isEnabled`); a disabled recognizer never begins.
    package var isEnabled = true

    init(role: SwipeRole) {
        self.role = role
    }
}
