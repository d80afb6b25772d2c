import PageNavigation
import UIKit

/// The app's own UIKit styling next to the library's: a page that sets its own item appearance in
/// `viewDidLoad` (the usual iOS 15 idiom), a page with a library look, and a feed whose bar UIKit hides
/// by itself (`hidesBarsOnSwipe`). All three are kept across transitions and restored on back.
final class AppOwnLooksViewController: DemoPage {
    init() {
        super.init(
            title: "The app's own looks",
            note:
                "Pages styled through UIKit keep their look in the bars that travel with them, and UIKit hiding the bar is kept for the page."
        )
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton(
            "Push a page with its own item appearance",
            detail: "Set on navigationItem in viewDidLoad, outside the library."
        ) { [weak self] in
            self?.pageNavigationController?.push(OwnAppearanceViewController())
        }
        addButton(
            "Push a feed that hides the bar on swipe",
            detail: "Scroll up: UIKit hides the bar. Push and come back: it stays hidden for the feed."
        ) { [weak self] in
            self?.pageNavigationController?.push(SwipeHidingFeedViewController())
        }
    }
}

/// A page whose look is its own `navigationItem` appearance, with one field (the tint) set through the library.
final class OwnAppearanceViewController: DemoPage {
    init() {
        super.init(
            title: "Own appearance",
            note:
                "Green comes from the page's own UINavigationBarAppearance; the white tint from pageNavigation.bar. Push the orange page: the green bar travels with this page and comes back."
        )
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemGreen
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance
        pageNavigation.bar.tintColor = .white
        addButton("Push an orange page") { [weak self] in
            let page = DemoPage(title: "Orange", note: "A look set through the library.")
            page.pageNavigation.bar = PartialBarStyle(
                backgroundColor: .systemOrange, tintColor: .white, titleColor: .white)
            self?.pageNavigationController?.push(page)
        }
    }
}

/// A long feed with `hidesBarsOnSwipe` on while it is on top.
final class SwipeHidingFeedViewController: DemoPage {
    init() {
        super.init(title: "Feed", note: "Scroll up to hide the bar, down to show it.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Push a detail page") { [weak self] in
            self?.pageNavigationController?.push(
                DemoPage(title: "Detail", note: "This page shows its bar; go back to the feed."))
        }
        addSpacer(height: 2000)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.hidesBarsOnSwipe = true
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.hidesBarsOnSwipe = false
    }
}
