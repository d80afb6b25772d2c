#if canImport(UIKit) && canImport(WebKit)
import UIKit
import WebKit

/// Watches whether a web view can go back in its history (`canGoBack`, which WebKit documents as
/// key-value observable) and reports every change, starting with the current value.
@MainActor
final class WebHistoryObserver {
    private let report: (Bool) -> Void
    private var observation: NSKeyValueObservation?

    init(webView: WKWebView, report: @escaping (Bool) -> Void) {
        self.report = report
        observation = webView.observe(\.canGoBack, options: [.initial, .new]) { [weak self] webView, _ in
            // WebKit changes `canGoBack` on the main thread.
            MainActor.assumeIsolated {
                self?.report(webView.canGoBack)
            }
        }
    }

    deinit {
        observation?.invalidate()
    }
}
#endif
