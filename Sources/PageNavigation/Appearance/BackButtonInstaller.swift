#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// Routes the back button to the engine, so that the page's back handler decides: on iOS 16 and later
/// through `navigationItem.backAction` (the system button keeps its look); on iOS 15 through a back
/// item of the library's own in `leftBarButtonItem` (the edge swipe keeps working, because the
/// library — not the system — decides when it begins; a page that sets `hidesBackButton` hides it too).
/// A page's own back action or left item is left alone.
@MainActor
enum BackButtonInstaller {
    /// Applies the app-wide back button title to a page's item (it describes the button shown on the
    /// page above it).
    static func applyTitle(_ title: BackButtonTitle, to item: UINavigationItem) {
        switch title {
        case .system: break
        case .minimal: item.backButtonDisplayMode = .minimal
        case .text(let text): item.backButtonTitle = text
        }
    }

    /// The identifier of the library's back action, which tells it from a page's own.
    static let backActionIdentifier = UIAction.Identifier("PageNavigation.back")

    /// Shows (or hides) the back button routed to the engine on a page's item. A page's own back action
    /// (iOS 16 and later) or left item (iOS 15) is left alone.
    static func install(
        on page: UIViewController, shown: Bool, below: UIViewController?, controller: PageNavigationController
    ) {
        let item = page.navigationItem
        if #available(iOS 16.0, *) {
            guard item.backAction == nil || item.backAction?.identifier == backActionIdentifier else { return }
            item.backAction =
                shown ? UIAction(identifier: backActionIdentifier) { [weak page] _ in goBack(from: page) } : nil
        } else {
            installItem(on: page, shown: shown, below: below, controller: controller)
        }
    }

    /// A tap on the back button of `page`: the stack that holds the page now goes back — through its
    /// engine when it is a ``PageNavigationController``, by UIKit's own pop when it is a plain
    /// `UINavigationController`. A collapsing split view moves pages from one navigation controller to
    /// another (UIKit's column-style default, see <doc:TabBarsAndSplitViews>), with their items and the
    /// back action set on them: the controller that installed it may no longer hold the page.
    static func goBack(from page: UIViewController?) {
        guard let holder = page?.navigationController else { return }
        if let controller = holder as? PageNavigationController {
            controller.requestBack()
        } else {
            _ = holder.popViewController(animated: true)
        }
    }

    /// iOS 15: the library's back item leads the left items. A page's own left items that replace the
    /// back button are left alone; left items that supplement it (`leftItemsSupplementBackButton`)
    /// follow the library's back item instead of the system's, whose tap would pop without asking the
    /// back handler — the supplement flag is off while the library's item shows, and back on otherwise.
    /// Writes only what changed, so that following the item's changes never loops.
    private static func installItem(
        on page: UIViewController, shown: Bool, below: UIViewController?, controller: PageNavigationController
    ) {
        let item = page.navigationItem
        let current = item.leftBarButtonItems ?? []
        let ours = current.first as? PageBackBarButtonItem
        let ownItems = current.filter { !($0 is PageBackBarButtonItem) }
        guard ownItems.isEmpty || ours != nil || item.leftItemsSupplementBackButton else { return }
        let wanted = shown && !item.hidesBackButton  // a page that hides its back button hides ours too
        let reused = ours.flatMap { $0.below === below ? $0 : nil }
        let back: [UIBarButtonItem] =
            wanted ? [reused ?? PageBackBarButtonItem(controller: controller, page: page, below: below)] : []
        let items = back + ownItems
        if items != current { item.leftBarButtonItems = items.isEmpty ? nil : items }
        if !ownItems.isEmpty, item.leftItemsSupplementBackButton == wanted {
            item.leftItemsSupplementBackButton = !wanted
        }
    }

    /// The title the system's back button shows for `page`, the page it goes back to: its
    /// `backButtonTitle`, else its title; none when the app asks for a minimal back button.
    static func title(of page: UIViewController?, style: BackButtonTitle) -> String? {
        switch style {
        case .minimal: nil
        case .text(let text): text
        case .system: page.flatMap { $0.navigationItem.backButtonTitle ?? $0.navigationItem.title ?? $0.title }
        }
    }
}

extension BackButtonInstaller {
    /// Gives the back button a long-press menu that goes through the engine (or gives the system's
    /// back back): on the page below the top, a `backBarButtonItem` whose `menu` (iOS 14+) lists the
    /// pages below the top, built when it opens (`UIDeferredMenuElement.uncached`, iOS 15+). A page's
    /// own `backBarButtonItem` is left alone.
    static func installMenu(on page: UIViewController, routed: Bool, controller: PageNavigationController) {
        let item = page.navigationItem
        guard item.backBarButtonItem == nil || item.backBarButtonItem is PageBackMenuItem else { return }
        guard routed else {
            if item.backBarButtonItem != nil { item.backBarButtonItem = nil }
            return
        }
        if let existing = item.backBarButtonItem as? PageBackMenuItem {
            existing.refreshTitle(from: page)
        } else {
            item.backBarButtonItem = PageBackMenuItem(for: page, controller: controller)
        }
    }

    /// A menu of the pages below the top, nearest first; choosing one asks the engine to go back to it.
    static func backMenu(controller: PageNavigationController) -> UIMenu {
        UIMenu(children: [
            UIDeferredMenuElement.uncached { [weak controller] completion in
                let pages = controller?.host.backMenuPages ?? []
                let fallback = controller?.configuration.backKeyCommandTitle ?? "Back"
                completion(
                    pages.map { page in
                        let title =
                            page.navigationItem.title ?? page.title ?? page.navigationItem.backButtonTitle ?? fallback
                        return UIAction(title: title) { [weak controller, weak page] _ in
                            guard let controller, let page else { return }
                            controller.requestBack(to: page)
                        }
                    })
            }
        ])
    }
}

/// The back item of the page below the top when the top page's back handler must decide: the title
/// the system would derive from the page (on iOS 26 none, so that UIKit derives it), and a long-press
/// menu that goes through the engine. The tap itself goes through the top page's `backAction`.
///
/// UIKit writes its own history menu into the back item it shows; this item keeps its own menu and
/// ignores such writes (the workaround apps with a custom back menu use).
@MainActor
final class PageBackMenuItem: UIBarButtonItem {
    private var routedMenu: UIMenu?

    convenience init(for page: UIViewController, controller: PageNavigationController) {
        self.init(title: nil, style: .plain, target: nil, action: nil)
        routedMenu = BackButtonInstaller.backMenu(controller: controller)
        refreshTitle(from: page)
    }

    /// The routed menu; UIKit's writes are ignored.
    override var menu: UIMenu? {
        get { routedMenu }
        set {}
    }

    /// The title the system derives for the page's back button (before iOS 26): none for a generic or
    /// minimal display mode, else the page's `backButtonTitle` or its title. On iOS 26 none of its own:
    /// a back item without a title leaves the title, and whether there is room for one, to UIKit, as for
    /// its own back button, which keeps the system's chevron circle
    /// (``BarGeneration/routedBackItemRepeatsTitle``).
    func refreshTitle(from page: UIViewController) {
        let item = page.navigationItem
        let repeats = BarGeneration.running.routedBackItemRepeatsTitle && item.backButtonDisplayMode == .default
        let title = repeats ? item.backButtonTitle ?? item.title ?? page.title : nil
        if self.title != title { self.title = title }
    }
}

/// The back item the library shows on iOS 15, where `navigationItem.backAction` does not exist: a
/// chevron and the previous page's title, like the system's, that asks the engine to go back; a long
/// press shows the menu of the pages below (`UIButton.menu`, which a button with a primary action shows
/// on a long press).
@MainActor
final class PageBackBarButtonItem: UIBarButtonItem {
    convenience init(controller: PageNavigationController, page: UIViewController, below: UIViewController?) {
        let style = controller.configuration.backButton
        var look = UIButton.Configuration.plain()
        look.image = style.image ?? UIImage(systemName: "chevron.backward")
        look.title = BackButtonInstaller.title(of: below, style: style.title)
        look.imagePadding = 4
        look.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        let button = UIButton(
            configuration: look, primaryAction: UIAction { [weak page] _ in BackButtonInstaller.goBack(from: page) })
        button.menu = BackButtonInstaller.backMenu(controller: controller)
        button.accessibilityLabel = look.title ?? style.title.accessibilityText
        button.accessibilityTraits.insert(.button)
        // Long titles truncate instead of squeezing the title view.
        button.configuration?.titleLineBreakMode = .byTruncatingTail
        button.widthAnchor.constraint(lessThanOrEqualToConstant: 160).isActive = true
        self.init(customView: button)
        self.below = below
    }

    /// The page it goes back to (whose title it shows).
    private(set) weak var below: UIViewController?
}

extension BackButtonTitle {
    /// What VoiceOver says for the iOS 15 back item.
    var accessibilityText: String {
        switch self {
        case .system, .minimal: "Back"
        case .text(let text): text
        }
    }
}
#endif
