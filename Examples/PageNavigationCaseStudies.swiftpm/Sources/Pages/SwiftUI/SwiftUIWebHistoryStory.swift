import PageNavigationSwiftUI
import SwiftUI
import WebKit

/// Web history: the back button and the swipes go back in the web view while it can; then the page
/// leaves, and the path loses its value only then.
struct WebHistoryStory: View {
    @StateObject private var web = WebPage()

    var body: some View {
        WebView(webView: web.view)
            .ignoresSafeArea(edges: .bottom)
            .navigationTitle("Web history")
            .navigationBarTitleDisplayMode(.inline)
            .pageBack(.webHistory(web.view))
            .pagePopGesture(.fullScreen)
            .pageBar(background: Color(uiColor: .systemGray6), tint: .blue)
    }
}

/// The page's web view, made once for the page's life.
@MainActor
final class WebPage: ObservableObject {
    let view = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())

    init() {
        view.loadHTMLString(WebHistoryViewController.html, baseURL: nil)
    }
}

/// Shows a web view made elsewhere.
struct WebView: UIViewRepresentable {
    let webView: WKWebView

    func makeUIView(context: Context) -> WKWebView { webView }

    func updateUIView(_ webView: WKWebView, context: Context) {}
}
