import PageNavigation
import UIKit

/// Swipe-back where UIKit's own recognizer would not begin: a page with a left item of its own, and a page
/// pushed in a tab bar with `hidesBottomBarWhenPushed`. The real-drag UI tests
/// (`Examples/CaseStudiesUITests`) drag a finger from the screen's edge on each of these pages.
final class SwipeBackViewController: DemoPage {
    init() {
        super.init(
            title: "Swipe-back",
            note: "Each page below goes back with a swipe from the left edge, as a plain page does.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Push a plain page") { [weak self] in
            self?.pageNavigationController?.push(PlainSwipePage())
        }
        addButton("Push a page with its own left item", detail: "UIKit's own swipe refuses such a page.") {
            [weak self] in
            self?.pageNavigationController?.push(OwnLeftItemPage())
        }
        addButton("Open a tab bar", detail: "A navigation controller in a tab, with a page that hides the tab bar.") {
            [weak self] in
            self?.present(TabBarSwipeController(), animated: true)
        }
    }
}

/// A page that declares nothing, with a button whose action has no target, as a storyboard's First
/// Responder connection: UIKit sends it to the first responder and up its chain
/// (`UIApplication.sendAction(_:to:from:for:)`: "If target is nil, the app sends the message to the first
/// responder"). The library keeps the page on that chain (its ⌘[ anchor is inside the page).
final class PlainSwipePage: DemoPage {
    private var count = 0
    private var countLabel: UILabel?

    init() {
        super.init(title: "Plain page", note: "Swipe from the left edge to go back.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton(type: .system)
        button.setTitle("Count (no target)", for: .normal)
        button.addTarget(nil, action: #selector(countTap), for: .primaryActionTriggered)  // UIControl.h
        stack.addArrangedSubview(button)
        countLabel = addLabel("Counted 0")
    }

    @objc private func countTap() {
        count += 1
        countLabel?.text = "Counted \(count)"
    }
}

/// A page whose left item is its own, in place of the back button.
final class OwnLeftItemPage: DemoPage {
    init() {
        super.init(title: "Own left item", note: "The left item is this page's own; the edge swipe still goes back.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // UIBarButtonItem(primaryAction:), iOS 14 (UIBarButtonItem.h).
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            primaryAction: UIAction(title: "Close") { [weak self] _ in
                self?.pageNavigationController?.requestBack()
            })
    }
}

/// A tab bar controller whose first tab is a page navigation controller, presented full screen.
final class TabBarSwipeController: UITabBarController {
    init() {
        super.init(nibName: nil, bundle: nil)
        let navigation = PageNavigationController(
            rootViewController: SwipeBackTabRootPage(), configuration: CaseStudies.configuration)
        navigation.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        let other = UIViewController()
        other.view.backgroundColor = .systemBackground
        other.tabBarItem = UITabBarItem(title: "Other", image: UIImage(systemName: "circle"), tag: 1)
        viewControllers = [navigation, other]
        modalPresentationStyle = .fullScreen
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }
}

/// The tab's first page: pushes a page that hides the tab bar, and closes the tab bar.
final class SwipeBackTabRootPage: DemoPage {
    init() {
        super.init(title: "Tab root", note: "The page below hides the tab bar while it is on top.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Push a page that hides the tab bar") { [weak self] in
            let page = PlainSwipePage()
            page.title = "Without tab bar"
            // Read by UIKit when the page is pushed (UIViewController.h, hidesBottomBarWhenPushed).
            page.hidesBottomBarWhenPushed = true
            self?.pageNavigationController?.push(page)
        }
        addButton("Close the tab bar") { [weak self] in
            self?.tabBarController?.dismiss(animated: true)
        }
    }
}
