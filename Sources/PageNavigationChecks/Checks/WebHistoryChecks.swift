#if canImport(UIKit) && canImport(WebKit)
@_spi(DeviceChecks) import PageNavigation
import UIKit
import WebKit

/// A web page goes back in a real `WKWebView` before it leaves.
enum WebHistoryChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("Back", "A .webHistory page goes back in its web view first, then leaves") { stage in
            let (nav, article, webView) = try await pushArticle(on: stage, webViewGestures: false)
            try expectEqual(nav.popGestureStatus, .webBack, "the swipe-back status with web history")
            try expectEqual(nav.requestBack(), .webBack, "back with web history")
            try await stage.wait("the web view went back", timeout: 10) {
                !webView.canGoBack && !webView.isLoading && webView.url == LocalPages.url("one")
            }
            try expect(nav.topViewController === article, "the page stays while its web view goes back")
            await stage.settle()
            try expectEqual(nav.requestBack(), .leaves, "back without web history")
            try await stage.wait("the page leaves") { nav.viewControllers.count == 1 && !nav.isTransitioning }
        },
        DeviceCheck("Back", "A web view with its own back swipe takes the edge swipe; the library does not go back too")
        { stage in
            let (nav, article, webView) = try await pushArticle(on: stage, webViewGestures: true)
            let start = webView.convert(CGPoint(x: 6, y: 300), to: nav.view)
            let count = stage.events.count
            let answer = nav.swipeGateAnswer(
                for: try edgeSwipe(of: nav), start: start, translation: CGPoint(x: 40, y: 0),
                velocity: CGPoint(x: 400, y: 0)
            )
            try expect(!answer, "the system's edge swipe stands back for the web view's")
            try expect(
                stage.events(since: count).contains(.swipeRefused(.webView)),
                "the refusal names .webView; saw \(Array(stage.events(since: count)))")
            await stage.settle()
            try expect(
                webView.canGoBack && webView.url == LocalPages.url("two"),
                "the library did not go back itself (WebKit's swipe does, once)")
            try expect(nav.topViewController === article, "the page stays")
        },
    ]

    /// Pushes an `.webHistory` article page over a root, its web view having loaded two pages (it can go
    /// back once). The pages are served by the check itself: no network, and going back loads the page
    /// again if WebKit does not keep it.
    @MainActor
    private static func pushArticle(on stage: CheckStage, webViewGestures: Bool) async throws
        -> (PageNavigationController, CheckPage, WKWebView)
    {
        let nav = await stage.show(CheckPage("Root"))
        let article = CheckPage("Article")
        let configuration = WKWebViewConfiguration()
        configuration.setURLSchemeHandler(LocalPages(), forURLScheme: LocalPages.scheme)
        let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), configuration: configuration)
        webView.allowsBackForwardNavigationGestures = webViewGestures
        article.loadViewIfNeeded()
        article.view.addSubview(webView)
        article.pageNavigation.back = .webHistory(webView)
        let loads = WebLoads()
        webView.navigationDelegate = loads
        try await nav.push(article, animated: false)
        webView.load(URLRequest(url: LocalPages.url("one")))
        try await stage.wait("the first page loads", timeout: 10) { loads.finished == 1 }
        webView.load(URLRequest(url: LocalPages.url("two")))
        try await stage.wait("the web view can go back", timeout: 10) { loads.finished == 2 && webView.canGoBack }
        await stage.settle()
        withExtendedLifetime(loads) {}
        return (nav, article, webView)
    }
}

/// Serves two small pages under a scheme of the check's own.
final class LocalPages: NSObject, WKURLSchemeHandler {
    static let scheme = "pagenav-check"

    static func url(_ name: String) -> URL { URL(string: "\(scheme)://pages/\(name)")! }

    func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask) {
        let name = urlSchemeTask.request.url?.lastPathComponent ?? "?"
        let body = Data("<!doctype html><title>\(name)</title><p>Page \(name)</p>".utf8)
        let response = URLResponse(
            url: urlSchemeTask.request.url ?? Self.url(name), mimeType: "text/html", expectedContentLength: body.count,
            textEncodingName: "utf-8")
        urlSchemeTask.didReceive(response)
        urlSchemeTask.didReceive(body)
        urlSchemeTask.didFinish()
    }

    func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask) {}
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
