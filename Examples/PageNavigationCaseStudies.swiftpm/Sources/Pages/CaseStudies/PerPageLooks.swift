import PageNavigation
import UIKit

/// Per-page looks: every page declares its own bar; a pushed page starts from the look of the page it
/// was pushed from (inheritance); going back shows exactly the look the revealed page had.
final class PerPageLooksViewController: DemoPage {
    init() {
        super.init(
            title: "Per-page looks",
            note:
                "Push pages with different bars. Backgrounds that differ travel with their pages (fake bars); tint and title colours blend."
        )
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        pageNavigation.bar = PartialBarStyle(backgroundColor: .systemTeal, tintColor: .white, titleColor: .white)
        addButton("Push an indigo page", detail: "Dark background: the status bar turns light.") { [weak self] in
            self?.pageNavigationController?.push(
                ColorPage(
                    title: "Indigo",
                    bar: PartialBarStyle(backgroundColor: .systemIndigo, tintColor: .white, titleColor: .white)))
        }
        addButton(
            "Push a page with its own hairline and back image",
            detail: "An orange line under its bar and an arrow for its back button; both go with it."
        ) { [weak self] in
            var bar = PartialBarStyle(backgroundColor: .systemBackground)
            bar.shadowColor = .systemOrange
            // A template glyph: iOS 26 draws the back image inside the button's glass circle.
            bar.backButtonImage = UIImage(systemName: "arrow.left")
            self?.pageNavigationController?.push(ColorPage(title: "Own hairline", bar: bar))
        }
        addButton(
            "Push a white tint with buttons",
            detail:
                "The tint colours the text, the star and the chevron; on iOS 26 the Done capsule is white with an indigo label."
        ) { [weak self] in
            let page = ColorPage(
                title: "Buttons",
                bar: PartialBarStyle(backgroundColor: .systemIndigo, tintColor: .white, titleColor: .white))
            let done: UIBarButtonItem.Style
            if #available(iOS 26.0, *) { done = .prominent } else { done = .done }
            page.navigationItem.rightBarButtonItems = [
                UIBarButtonItem(title: "Done", style: done, target: nil, action: nil),
                UIBarButtonItem(image: UIImage(systemName: "star"), style: .plain, target: nil, action: nil),
            ]
            page.navigationItem.leftBarButtonItem = UIBarButtonItem(
                title: "Edit", style: .plain, target: nil, action: nil)
            page.navigationItem.leftItemsSupplementBackButton = true
            self?.pageNavigationController?.push(page)
        }
        addButton("Push a page that declares nothing", detail: "It inherits this page's teal look.") { [weak self] in
            self?.pageNavigationController?.push(ColorPage(title: "Inherited", bar: .empty))
        }
        addButton("Push a clear bar", detail: "Transparent background, no shadow.") { [weak self] in
            self?.pageNavigationController?.push(
                ColorPage(
                    title: "Clear",
                    bar: PartialBarStyle(
                        backgroundColor: .clear, tintColor: .systemPink, titleColor: .label, shadow: false)))
        }
        addButton("Push a fading bar", detail: "The bar's alpha follows the scroll position.") { [weak self] in
            self?.pageNavigationController?.push(FadingBarViewController())
        }
        addButton(
            "Push large titles and search",
            detail: "Appearances live on each navigation item, so large titles and search keep working."
        ) { [weak self] in
            self?.pageNavigationController?.push(LargeTitleViewController())
        }
        addButton(
            "Turn this bar orange now", detail: "A batch update: visible at once, inherited by pages pushed later."
        ) { [weak self] in
            self?.pageNavigation.update { options in
                options.bar.backgroundColor = .systemOrange
                options.bar.tintColor = .black
                options.bar.titleColor = .black
            }
        }
    }
}

/// A page with a given bar.
final class ColorPage: DemoPage {
    private let bar: PartialBarStyle

    init(title: String, bar: PartialBarStyle) {
        self.bar = bar
        super.init(
            title: title,
            note: "Swipe back from the left edge, or cancel half-way: the previous page gets exactly its look back.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        pageNavigation.bar = bar
        addButton("Push another indigo page", detail: "Same background: the bar stays, only tint and title blend.") {
            [weak self] in
            self?.pageNavigationController?.push(
                ColorPage(
                    title: "Indigo again",
                    bar: PartialBarStyle(backgroundColor: .systemIndigo, tintColor: .systemYellow, titleColor: .white)))
        }
    }
}

/// A page whose bar fades in as its content scrolls up.
final class FadingBarViewController: DemoPage {
    init() {
        super.init(title: "Fading bar", note: "Scroll down: the bar's background fades in. Scroll back: it fades out.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        pageNavigation.bar = PartialBarStyle(
            backgroundColor: .systemPurple, tintColor: .white, titleColor: .white, alpha: 0)
        addSpacer(height: 1600)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let offset = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        pageNavigation.bar.alpha = Double(min(max(offset / 120, 0), 1))
    }
}

/// A page with a large title and a search controller.
final class LargeTitleViewController: DemoPage {
    private let search = UISearchController(searchResultsController: nil)

    init() {
        super.init(title: "Large title", note: "A large title and a search bar, with a bar look of the page's own.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.searchController = search
        pageNavigation.update { options in
            options.bar = PartialBarStyle(backgroundColor: .systemMint, tintColor: .black, titleColor: .black)
            // The whole vocabulary: fonts, the large title's own colour, a material, the status bar.
            options.bar.titleFont = .systemFont(ofSize: 17, weight: .heavy)
            options.bar.largeTitleFont = .systemFont(ofSize: 34, weight: .black)
            options.bar.largeTitleColor = .systemIndigo
            options.bar.backgroundEffect = .systemThinMaterial
            options.bar.statusBarStyle = .darkContent
        }
        navigationController?.navigationBar.prefersLargeTitles = true
        addSpacer(height: 1200)
    }
}
