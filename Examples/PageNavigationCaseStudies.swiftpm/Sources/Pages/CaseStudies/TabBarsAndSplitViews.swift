import PageNavigation
import UIKit

/// Tab bars and split views: a stack in a tab of a tab bar controller, where a page may choose the tab
/// bar for itself, and an iPad split view whose detail pages keep their looks and back handlers when the
/// split view collapses (rotate, or narrow the window in Split View) and expands.
final class TabBarsAndSplitViewsViewController: DemoPage {
    init() {
        super.init(
            title: "Tab bars and split views",
            note: "A tab bar that follows the top page, and an iPad split view whose pages move between columns.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton(
            "Open a tab bar",
            detail: "Push a player that hides the tab bar and switch tabs from it, or a detail with "
                + "hidesBottomBarWhenPushed and a shop that shows it anyway. Swipe back and cancel: the tab bar is "
                + "exactly as before."
        ) { [weak self] in
            self?.present(TabBarStudy.make(), animated: true)
        }
        addButton(
            "Open a split view (iPad)",
            detail: "Open an item, then rotate or narrow the window: the item moves onto the list's stack with its "
                + "colour and its confirmation, and back again when the split view expands."
        ) { [weak self] in
            self?.present(SplitViewStudy.make(), animated: true)
        }
    }
}

/// A tab bar controller with one ``PageNavigationController`` tab.
@MainActor
private enum TabBarStudy {
    static func make() -> UIViewController {
        let navigation = PageNavigationController(rootViewController: TabRootPage())
        navigation.tabBarItem = UITabBarItem(title: "Music", image: UIImage(systemName: "music.note"), tag: 0)
        let other = UIViewController()
        other.view.backgroundColor = .systemBackground
        other.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        tabs.modalPresentationStyle = .fullScreen
        return tabs
    }
}

private final class TabRootPage: DemoPage {
    init() { super.init(title: "Music", note: "The tab bar shows on this page.") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .close, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
        addButton("Push a player (its own choice: hidden)") { [weak self] in
            self?.pageNavigationController?.push(PlayerPage())
        }
        addButton("Push an album (hidesBottomBarWhenPushed)") { [weak self] in
            self?.pageNavigationController?.push(AlbumPage())
        }
    }
}

private final class PlayerPage: DemoPage {
    init() {
        super.init(title: "Player", note: "pageNavigation.tabBar = .hidden while this page is on top.")
        pageNavigation.tabBar = .hidden
        pageNavigation.popGesture = .fullScreen
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Switch to Search (as a deep link does)") { [weak self] in
            // The other tab shows its tab bar: the player's choice is given back as its stack disappears.
            self?.tabBarController?.selectedIndex = 1
        }
    }
}

private final class AlbumPage: DemoPage {
    init() {
        super.init(title: "Album", note: "UIKit hides the tab bar here, and on every page pushed above this one.")
        hidesBottomBarWhenPushed = true
        pageNavigation.popGesture = .fullScreen
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Push a track (UIKit's rule: still hidden)") { [weak self] in
            self?.pageNavigationController?.push(
                DemoPage(title: "Track", note: "No flag, yet no tab bar: UIKit's rule."))
        }
        addButton("Push the shop (its own choice: shown)") { [weak self] in
            let shop = DemoPage(
                title: "Shop",
                note: "pageNavigation.tabBar = .shown wins over the album's flag: the tab bar shows (iOS 18+).")
            shop.pageNavigation.tabBar = .shown
            self?.pageNavigationController?.push(shop)
        }
    }
}

/// A column-style split view with a ``PageNavigationController`` in each column.
@MainActor
private enum SplitViewStudy {
    static func make() -> UIViewController {
        let split = UISplitViewController(style: .doubleColumn)
        let list = PageNavigationController(rootViewController: SplitListPage())
        let detail = PageNavigationController(rootViewController: SplitItemPage(number: 1))
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        split.preferredDisplayMode = .oneBesideSecondary
        split.modalPresentationStyle = .fullScreen
        return split
    }
}

private final class SplitListPage: DemoPage {
    init() { super.init(title: "Items", note: "Both columns are PageNavigationControllers.") }

    override func viewDidLoad() {
        super.viewDidLoad()
        pageNavigation.bar = PartialBarStyle(backgroundColor: .systemGreen, tintColor: .white, titleColor: .white)
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .close, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
        for number in 1...3 {
            addButton("Open item \(number)") { [weak self] in
                self?.splitViewController?.showDetailViewController(
                    PageNavigationController(rootViewController: SplitItemPage(number: number)), sender: nil)
            }
        }
    }
}

private final class SplitItemPage: DemoPage {
    private let number: Int

    init(number: Int) {
        self.number = number
        super.init(
            title: "Item \(number)",
            note:
                "An orange bar. Push the editor, then collapse the split view: it keeps its look and asks before leaving."
        )
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        pageNavigation.bar = PartialBarStyle(backgroundColor: .systemOrange, tintColor: .white, titleColor: .white)
        addButton("Push the editor") { [weak self] in
            guard let self else { return }
            let editor = DemoPage(title: "Edit item \(self.number)", note: "Back asks first, in either column.")
            editor.pageNavigation.bar = PartialBarStyle(
                backgroundColor: .systemIndigo, tintColor: .white, titleColor: .white)
            editor.pageNavigation.back = .confirmation(
                presentingFrom: editor, title: "Discard your edits?", message: nil, leave: "Discard",
                stay: "Keep Editing")
            self.pageNavigationController?.push(editor)
        }
    }
}
