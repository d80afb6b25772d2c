#if canImport(UIKit) && canImport(WebKit)
import PageNavigation
import UIKit
import WebKit

/// A web page goes back in a real `WKWebView` before it leaves.
enum WebHistoryChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("Back", "A .webHistory page goes back in its web view first, then leaves") { stage in
            let nav = await stage.show(CheckPage("Root"))
            let article = CheckPage("Article")
            let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
            article.loadViewIfNeeded()
            article.view.addSubview(webView)
            article.page.back = .webHistory(webView)
            let loads = WebLoads()
            webView.navigationDelegate = loads
            try await nav.push(article, animated: false)
            webView.loadHTMLString("<p>One</p>", baseURL: URL(string: "https://example.com/one"))
            try await stage.wait("the first page loads", timeout: 10) { loads.finished == 1 }
            webView.loadHTMLString("<p>Two</p>", baseURL: URL(string: "https://example.com/two"))
            try await stage.wait("the web view can go back", timeout: 10) { loads.finished == 2 && webView.canGoBack }
            await stage.settle()
            try expectEqual(nav.swipeBackStatus, .webBack, "the swipe-back status with web history")
            try expectEqual(nav.requestBack(), .webBack, "back with web history")
            try await stage.wait("the web view went back", timeout: 10) { loads.finished == 3 && !webView.canGoBack }
            try expect(nav.topViewController === article, "the page stays while its web view goes back")
            await stage.settle()
            try expectEqual(nav.requestBack(), .leaves, "back without web history")
            try await stage.wait("the page leaves") { nav.viewControllers.count == 1 && !nav.isTransitioning }
        },
    ]
}

/// Counts the web view's finished loads.
@MainActor
final class WebLoads: NSObject, WKNavigationDelegate {
    private(set) var finished = 0

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        finished += 1
    }
}
#endif
