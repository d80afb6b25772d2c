import PageNavigation
import UIKit
import WebKit

/// Web history: the back button and the swipes go back in the web view while it can; then the page leaves.
///
/// The page declares `back: .webHistory` and a full-screen swipe (`DeclaredPage`), and names its web
/// view (`WebHistoryBacking`): the app's tests see the declaration, the app goes back in this web view.
final class WebHistoryViewController: UIViewController, DeclaredPage, WebHistoryBacking {
    static let pageDeclaration = PageDeclaration(popGesture: .fullScreen, back: .webHistory)

    /// Made with the page: the library reads it when the page's options are first made.
    let historyWebView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Web history"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
        view.accessibilityIdentifier = "page.Web history"  // for the real-drag UI tests
        let webView = historyWebView
        webView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(webView)
        NSLayoutConstraint.activate([
            webView.topAnchor.constraint(equalTo: view.topAnchor),
            webView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            webView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            webView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        pageNavigation.bar = PartialBarStyle(backgroundColor: .systemGray6, tintColor: .systemBlue, titleColor: .label)
        webView.loadHTMLString(Self.html, baseURL: nil)
    }

    /// Three sections linked in a chain; following a link adds an entry to the web view's history.
    static let html = """
        <html><head><meta name="viewport" content="width=device-width, initial-scale=1">
        <style>body{font:-apple-system-body;padding:16px} section{min-height:90vh}</style></head><body>
        <section id="one"><h2>Page one</h2><p>Follow the link, then tap back or swipe back.</p><a href="#two">Go to page two</a></section>
        <section id="two"><h2>Page two</h2><a href="#three">Go to page three</a></section>
        <section id="three"><h2>Page three</h2><p>Back goes to page two, then page one, then leaves.</p></section>
        </body></html>
        """
}
