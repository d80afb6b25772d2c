#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit

/// Routes the back button to the engine, so that the page's back handler decides: on iOS 16 and later
/// through `navigationItem.backAction` (the system button keeps its look); on iOS 15 through a back
/// item of the library's own in `leftBarButtonItem` (the edge swipe keeps working, because the
/// library — not the system — decides when it begins). The shared host decides what iOS 15's item
/// holds (`NavigationHost.refreshLeftBackItem(of:)`); ``show(_:supplementing:on:controller:)`` writes it.
/// A page's own back action is left alone.
@MainActor
package enum BackButtonInstaller {
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

    /// Shows (or hides) the back action routed to the engine on a page's item (iOS 16 and later). A page's
    /// own back action is left alone.
    @available(iOS 16.0, *)
    static func install(on page: UIViewController, shown: Bool) {
        let item = page.navigationItem
        guard item.backAction == nil || item.backAction?.identifier == backActionIdentifier else { return }
        item.backAction =
            shown ? UIAction(identifier: backActionIdentifier) { [weak page] _ in goBack(from: page) } : nil
    }

    /// A tap on the back button of `page`: the stack that holds the page now goes back — through its
    /// engine when it is a ``PageNavigationController``, by UIKit's own pop when it is a plain
    /// `UINavigationController`. A collapsing split view moves pages from one navigation controller to
    /// another (UIKit's column-style default, see <doc:TabBarsAndSplitViews>), with their items and the
    /// back action set on them: the controller that installed it may no longer hold the page.
    @inline(never)
    static func goBack(from page: UIViewController?) {
        guard let holder = page?.navigationController else { return }
        if let controller = holder as? PageNavigationController {
            controller.requestBack()
        } else {
            _ = holder.popViewController(animated: true)
        }
    }

    /// What iOS 15's back item depends on, as the page's item holds it now.
    static func reading(of item: UINavigationItem) -> LeftBackItemReading {
        // Read first, as the first argument was: whether a left item is not ours (a loop, not contains(where:)).
        var hasOwnLeftItems = false
        for left in item.leftBarButtonItems ?? [] where !(left is PageBackBarButtonItem) {
            hasOwnLeftItems = true
            break
        }
        return LeftBackItemReading(
            hasOwnLeftItems: hasOwnLeftItems,
            supplementsBackButton: item.leftItemsSupplementBackButton, hidesBackButton: item.hidesBackButton,
            shownItem: (item.leftBarButtonItems?.first as? PageBackBarButtonItem)?.shown)
    }

    /// iOS 15: the library's back item (`nil`: none) leads the page's own left items, and the item's
    /// `leftItemsSupplementBackButton` is `supplementing` (the host's decision). Writes only what changed.
    static func show(
        _ back: LeftBackItem?, supplementing: Bool, on page: UIViewController, controller: PageNavigationController
    ) {
        let item = page.navigationItem
        let current = item.leftBarButtonItems ?? []
        let ownItems = current.filter { !($0 is PageBackBarButtonItem) }
        var lead: [UIBarButtonItem] = []
        if let back {
            let ours = (current.first as? PageBackBarButtonItem) ?? PageBackBarButtonItem(controller: controller)
            ours.show(back, on: page, controller: controller)
            lead = [ours]
        }
        let items = lead + ownItems
        if items != current { item.leftBarButtonItems = items.isEmpty ? nil : items }
        if item.leftItemsSupplementBackButton != supplementing { item.leftItemsSupplementBackButton = supplementing }
    }

    /// The title the system's back button shows for `page`, the page it goes back to, as UIKit derives it
    /// (its own back item, its display mode, its `backButtonTitle`, its title); none when the app asks
    /// for a minimal back button. iOS 15's back item of the library's shows it.
    static func title(of page: UIViewController?, style: BackButtonTitle) -> String? {
        switch style {
        case .minimal: return nil
        case .text(let text): return text
        case .system:
            // What UIKit's own back button would say (UINavigationItem.h), by the rule both hosts share
            // (`SystemBackTitle`); no page: UIKit's localized "Back".
            guard let page else { return SystemStrings.back }
            return systemTitle(of: page).title(genericBack: SystemStrings.back)
        }
    }

    /// What UIKit's own back button reads on `page`'s item: its display mode, a back item of its own (the
    /// library's routed back-menu item is not one), its back title and titles.
    static func systemTitle(of page: UIViewController) -> SystemBackTitle {
        let item = page.navigationItem
        let own = item.backBarButtonItem.flatMap { $0 is PageBackMenuItem ? nil : $0 }
        let mode: SystemBackTitle.DisplayMode =
            switch item.backButtonDisplayMode {
            case .minimal: .minimal
            case .generic: .generic
            default: .default
            }
        return SystemBackTitle(
            displayMode: mode, ownBackItem: own.map { $0.title }, backButtonTitle: item.backButtonTitle,
            itemTitle: item.title, pageTitle: page.title)
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

    /// A menu of the pages below the top, nearest first, of the navigation controller that holds the
    /// page `page()` returns when the menu opens (a collapsing split view moves pages, with their items,
    /// to another navigation controller; UIKitBehavior row 23): choosing one asks that controller's
    /// engine to go back to it when it is a ``PageNavigationController``, and pops the plain
    /// `UINavigationController` to it (`popToViewController(_:animated:)`, UINavigationController.h)
    /// when it is not. Without a holder, `installer`'s engine answers.
    @inline(never)
    static func backMenu(
        for page: @escaping @MainActor () -> UIViewController?, installer: PageNavigationController
    ) -> UIMenu {
        UIMenu(children: [
            UIDeferredMenuElement.uncached { [weak installer] completion in
                completion(backMenuEntries(holder: page()?.navigationController ?? installer, installer: installer))
            }
        ])
    }

    /// The entries of the back menu of `holder`'s stack (``BackMenuList``). Package: the on-device checks
    /// perform them (`PageNavigationChecks`, `routedBackMenuActions(for:)`).
    package static func backMenuEntries(
        holder: UINavigationController?, installer: PageNavigationController?
    ) -> [UIMenuElement] {
        let fallback = installer?.configuration.backKeyCommandTitle ?? SystemStrings.back
        let pages: [UIViewController]
        let choose: (UIViewController) -> Void
        if let controller = holder as? PageNavigationController {
            pages = controller.host.backMenuPages
            choose = { [weak controller] page in _ = controller?.requestBack(to: page) }
        } else if let holder {
            pages = BackMenuList.pages(below: holder.viewControllers)
            choose = { [weak holder] page in
                guard let holder else { return }
                // The stack may have changed since the menu opened: pop only to a page it still holds below
                // its top (its first place in the stack is not the last one).
                let stack = holder.viewControllers
                var index = 0  // its first place (`==`, as firstIndex(of:) compares), by a loop
                while index < stack.count, stack[index] != page { index += 1 }
                guard index < stack.count - 1 else { return }
                _ = holder.popToViewController(page, animated: true)
            }
        } else {
            return []
        }
        return pages.map { page in
            let title = page.navigationItem.title ?? page.title ?? page.navigationItem.backButtonTitle ?? fallback
            return UIAction(title: title) { [weak page] _ in
                guard let page else { return }
                choose(page)
            }
        }
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

    /// The generic title ("Back", the app's localization of it) for a Liquid Glass iPad.
    private var genericTitle = "Back"

    convenience init(for page: UIViewController, controller: PageNavigationController) {
        self.init(title: nil, style: .plain, target: nil, action: nil)
        routedMenu = BackButtonInstaller.backMenu(for: { [weak page] in page }, installer: controller)
        genericTitle = controller.configuration.backKeyCommandTitle
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
    /// (``/PageNavigationCore/BarGeneration/routedBackItemRepeatsTitle``) — except on an iPad, where a back item with no
    /// title and no image makes the back button invisible (wix/react-native-navigation PR #8277): there
    /// it carries the derived title, else the generic one, and in a generic display mode the generic one
    /// (UINavigationItem.h: generic "ignores .title and .backButtonTitle (but *not*
    /// .backBarButtonItem.title)"; minimal uses no title, "just the back button indicator image")
    /// (``/PageNavigationCore/BarGeneration/routedBackItemNeedsTitle(onPad:)``).
    func refreshTitle(from page: UIViewController) {
        let item = page.navigationItem
        let generation = BarGeneration.running
        let derived = item.backButtonTitle ?? item.title ?? page.title
        let title: String?
        if generation.routedBackItemNeedsTitle(onPad: UIDevice.current.userInterfaceIdiom == .pad) {
            title = item.backButtonDisplayMode == .generic ? genericTitle : derived ?? genericTitle
        } else {
            title = generation.routedBackItemRepeatsTitle && item.backButtonDisplayMode == .default ? derived : nil
        }
        if self.title != title { self.title = title }
    }
}

/// The back item the library shows on iOS 15, where `navigationItem.backAction` does not exist: a
/// chevron and the previous page's title, like the system's, that asks the engine to go back; a long
/// press shows the menu of the pages below (`UIButton.menu`, which a button with a primary action shows
/// on a long press).
@MainActor
final class PageBackBarButtonItem: UIBarButtonItem {
    convenience init(controller: PageNavigationController) {
        var look = UIButton.Configuration.plain()
        look.imagePadding = 4
        look.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        // Long titles truncate instead of squeezing the title view.
        look.titleLineBreakMode = .byTruncatingTail
        // The stack that holds the page now goes back (a split view may have moved it to another one).
        let button = BackItemButton(
            configuration: look,
            primaryAction: UIAction { [weak controller] action in
                if let page = (action.sender as? BackItemButton)?.page {
                    BackButtonInstaller.goBack(from: page)
                } else {
                    controller?.requestBack()
                }
            })
        // The menu, too, lists the pages of the stack that holds the page when it opens.
        button.menu = BackButtonInstaller.backMenu(for: { [weak button] in button?.page }, installer: controller)
        // The app replacing the left items (`setLeftBarButton(_:animated:)` posts no key-value notification)
        // takes this button out of the bar: the host reads the items again then.
        button.leftWindow = { [weak controller] in controller?.host.refreshLeftBackItems() }
        button.accessibilityTraits.insert(.button)
        button.widthAnchor.constraint(lessThanOrEqualToConstant: 160).isActive = true
        // At the largest text sizes the bar's own items stop growing and show the Large Content Viewer
        // on a long press instead: the same for this custom view (`maximumContentSizeCategory`, iOS 15;
        // `UILargeContentViewerInteraction`, iOS 13, UILargeContentViewer.h). The long press that shows
        // the viewer is the one for the back menu only without the viewer (UIKit arbitrates the two).
        button.maximumContentSizeCategory = .extraExtraExtraLarge
        button.showsLargeContentViewer = true
        button.scalesLargeContentImage = true
        button.addInteraction(UILargeContentViewerInteraction())
        self.init(customView: button)
    }

    /// What it shows now.
    private(set) var shown: LeftBackItem?

    /// Shows the host's decision: the title, and the image of the page's look (`bar.backButtonImage`),
    /// else the app's (``BackButtonStyle/image``), else the back indicator of the app's theme
    /// (`UINavigationBarAppearance.backIndicatorImage` of the page's item or the bar, when it is not the
    /// default), else the system's chevron; the title in the theme's back button text attributes
    /// (`backButtonAppearance.normal.titleTextAttributes`: font and colour).
    func show(_ back: LeftBackItem, on page: UIViewController, controller: PageNavigationController) {
        guard let button = customView as? UIButton else { return }
        shown = back
        (button as? BackItemButton)?.page = page
        let theme = page.navigationItem.standardAppearance ?? controller.navigationBar.standardAppearance
        let themeIndicator = theme.backIndicatorImage
        // `backIndicatorImage` is never nil: a fresh appearance holds the default one.
        let themed = themeIndicator.isEqual(UINavigationBarAppearance().backIndicatorImage) ? nil : themeIndicator
        var look = button.configuration ?? .plain()
        look.image =
            BarResources.image(back.image) ?? controller.configuration.backButton.image ?? themed
            ?? UIImage(systemName: "chevron.backward")
        look.title = back.title
        let attributes = theme.backButtonAppearance.normal.titleTextAttributes
        look.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            if let font = attributes[.font] as? UIFont { outgoing.font = font }
            if let color = attributes[.foregroundColor] as? UIColor { outgoing.foregroundColor = color }
            return outgoing
        }
        button.configuration = look
        // VoiceOver: the page it goes back to, then UIKit's localized "Back" (as it reads UIKit's own back
        // button: "Inbox, Back button"); UIKit's generic title alone when the page has none.
        let backWord = SystemStrings.back
        button.accessibilityLabel = back.title.map { $0 + ", " + backWord } ?? backWord
        button.largeContentTitle = back.title ?? backWord
        button.largeContentImage = look.image
    }
}

/// The iOS 15 back item's button, which tells when it leaves the window.
@MainActor
final class BackItemButton: UIButton {
    var leftWindow: (() -> Void)?
    /// The page whose item shows the button: a tap goes back from the stack that holds it now.
    weak var page: UIViewController?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { leftWindow?() }
    }
}
#endif
