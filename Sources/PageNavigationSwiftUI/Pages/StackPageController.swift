#if canImport(SwiftUI) && canImport(UIKit)
import PageNavigation
import PageNavigationCore
import SwiftUI
import UIKit

/// One page of a ``PageNavigationStack``: a hosting controller whose root view is the stack's root or
/// the destination of a value, with the stack's environment and the page's navigator. Its `pageNavigation`
/// options follow the modifiers of its content (``PagePreferences``).
///
/// Its root view is built once: a parent update rebuilds the root page only (its content is the
/// stack's root content), and brings the stack's environment to the pages on screen; a page off screen
/// takes it when it next appears.
@MainActor
final class StackPageController: UIHostingController<PageRootView> {
    private var content: PageRootView.Content
    private weak var model: PageStackModel?
    private var writer = PagePreferencesWriter()
    private var rendered = false
    /// The stack's environment as this page shows it.
    private let environment = StackEnvironmentStore()
    /// Whether the stack's environment changed while the page was off screen.
    private var environmentIsStale = false

    init(content: PageRootView.Content) {
        self.content = content
        super.init(
            rootView: PageRootView(content: content, model: nil, page: nil, environment: environment, apply: { _ in }))
        if case .root = content { rendered = true }  // the root is on screen from the start
    }

    /// Hosting controllers are made by the stack, never from a storyboard.
    required init?(coder: NSCoder) {
        nil
    }

    /// Ties the page to its stack and builds its root view.
    func attach(to model: PageStackModel) {
        self.model = model
        environment.values = model.environment
        rebuild()
    }

    /// The stack's view was updated: the root page takes the new root content.
    func refresh(root: AnyView) {
        guard case .root = content else { return }
        content = .root(root)
        rebuild()
    }

    /// The stack's view was updated with `values`: a page on screen shows them now, another one when it
    /// next appears.
    func environmentChanged() {
        if viewIfLoaded?.window != nil {
            environment.values = model?.environment
            environmentIsStale = false
        } else {
            environmentIsStale = true
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        if environmentIsStale {
            environmentIsStale = false
            environment.values = model?.environment
        }
        super.viewWillAppear(animated)
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
        rootView = PageRootView(content: content, model: model, page: id, environment: environment) {
            [weak self] preferences in
            guard let self else { return }
            writer.write(preferences, to: self)
        }
    }
}
#endif
