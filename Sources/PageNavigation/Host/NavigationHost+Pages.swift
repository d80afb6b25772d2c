#if canImport(UIKit)
import PageNavigationCore
import UIKit

extension NavigationHost {
    /// A page's options changed: the engine re-resolves its look and rules.
    func settingsChanged(of options: PageOptions, animated: Bool) {
        animatesSettledLook = animated
        send(.updateSettings(options.id, options.settings))
        animatesSettledLook = false
    }

    /// A page's back handler changed: watch (or stop watching) its web view.
    func backHandlerChanged(of options: PageOptions) {
        guard let page = registry[options.id] else { return }
        observeWebHistory(of: page)
    }

    /// A page's custom bar changed: swap the views.
    func customBarChanged(of options: PageOptions, removing oldBar: UIView?) {
        guard let page = registry[options.id] else { return }
        CustomBarInstaller.remove(oldBar, from: page)
        CustomBarInstaller.install(options.customBar, in: page)
    }

    /// Reports a page's web history to the engine while its back handler is ``BackHandler/webHistory(_:)``.
    func observeWebHistory(of page: UIViewController) {
        let id = page.page.id
        #if canImport(WebKit)
        webObservers[id] = page.page.back.webView.map { webView in
            WebHistoryObserver(webView: webView) { [weak self] canGoBack in
                self?.send(.webHistoryChanged(id, canGoBack: canGoBack))
            }
        }
        #endif
    }

    /// Goes back in a page's web view, as the engine asked.
    func goBackInWebView(of id: PageID) {
        #if canImport(WebKit)
        _ = registry[id]?.page.back.webView?.goBack()
        #endif
    }
}
#endif
