#if canImport(SwiftUI) && canImport(UIKit)
import PageNavigation
import PageNavigationCore
import SwiftUI
import UIKit

/// One page of a ``PageNavigationStack``: a hosting controller whose root view is the stack's root or
/// the destination of a value, with the stack's environment and the page's navigator. Its `pageNavigation`
/// options follow the modifiers of its content (``PagePreferences``).
@MainActor
final class PageHostingController: UIHostingController<PageRootView> {
    private var content: PageRootView.Content
    private weak var model: PageStackModel?
    private var applied = PagePreferences()
    private var rendered = false

    init(content: PageRootView.Content) {
        self.content = content
        super.init(rootView: PageRootView(content: content, model: nil, page: nil, apply: { _ in }))
        if case .root = content { rendered = true }   // the root is on screen from the start
    }

    /// Hosting controllers are made by the stack, never from a storyboard.
    required init?(coder: NSCoder) {
        nil
    }

    /// Ties the page to its stack and builds its root view.
    func attach(to model: PageStackModel) {
        self.model = model
        rebuild()
    }

    /// The stack's view was updated: the root page takes the new root content; every page takes the new
    /// environment.
    func refresh(root: AnyView) {
        if case .root = content { content = .root(root) }
        rebuild()
    }

    /// Lays the page out once before it enters the stack, so that SwiftUI evaluates its body and its
    /// modifiers reach `pageNavigation` before the engine reads them.
    func renderBeforeEntering(size: CGSize) {
        guard !rendered, viewIfLoaded?.window == nil else { return }
        rendered = true
        view.frame = CGRect(origin: .zero, size: size)
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }

    private func rebuild() {
        let id = pageNavigation.id
        rootView = PageRootView(content: content, model: model, page: id) { [weak self] preferences in
            self?.apply(preferences)
        }
    }

    /// Whether two back handlers do the same: the same case, and for web history the same web view (a
    /// page's body declares its handler again at every evaluation; only a confirmation's closure is new).
    private static func same(_ first: BackHandler, _ second: BackHandler) -> Bool {
        switch (first, second) {
        case (.pop, .pop), (.deny, .deny): true
        #if canImport(WebKit)
        case (.webHistory(let one), .webHistory(let other)): one === other
        #endif
        default: false
        }
    }

    /// Hands what the content's modifiers declare to the page's options, in one batch.
    private func apply(_ preferences: PagePreferences) {
        guard preferences != applied else { return }
        let old = applied
        applied = preferences
        pageNavigation.tag = preferences.tag
        pageNavigation.update { options in
            if old.bar != preferences.bar { options.bar = preferences.bar }
            if old.popGesture != preferences.popGesture { options.popGesture = preferences.popGesture }
            if old.back != preferences.back, !Self.same(old.back?.handler ?? .pop, preferences.back?.handler ?? .pop) {
                options.back = preferences.back?.handler ?? .pop
            }
            if old.swipeBack != preferences.swipeBack {
                options.swipeBack = preferences.swipeBack?.callbacks ?? SwipeBackCallbacks()
            }
        }
    }
}
#endif
