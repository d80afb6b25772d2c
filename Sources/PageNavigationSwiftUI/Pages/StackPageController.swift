#if canImport(SwiftUI) && canImport(UIKit)
import PageNavigation
import PageNavigationCore
import SwiftUI
import UIKit

/// One page of a ``PageNavigationStack``: a hosting controller whose root view is the stack's root or
/// the destination of a value, with the stack's environment and the page's navigator. Its `pageNavigation`
/// options follow the modifiers of its content (``PagePreferences``).
///
/// A parent update rebuilds the root page's view (its content is the stack's root content) and brings
/// the stack's environment to the pages on screen, by setting their `rootView`; a page off screen takes
/// it when it next appears.
@MainActor
final class StackPageController: UIHostingController<PageRootView> {
    private var content: PageRootView.Content
    private weak var model: PageStackModel?
    private var writer = PagePreferencesWriter()
    private var rendered = false
    /// The stack's environment as this page shows it.
    private var environment: EnvironmentValues?
    /// Whether the stack's environment changed while the page was off screen.
    private var environmentIsStale = false

    init(content: PageRootView.Content) {
        self.content = content
        super.init(
            rootView: PageRootView(content: content, model: nil, page: nil, environment: nil, apply: { _ in }))
        if case .root = content { rendered = true }  // the root is on screen from the start
    }

    /// Hosting controllers are made by the stack, never from a storyboard.
    required init?(coder: NSCoder) {
        nil
    }

    /// Whether the page shows the stack's root content.
    var showsRoot: Bool {
        if case .root = content { return true }
        return false
    }

    /// Ties the page to its stack and builds its root view.
    func attach(to model: PageStackModel) {
        self.model = model
        environment = model.environment
        rebuild()
    }

    /// The stack's view was updated: the root page takes the new root content, and the stack's new
    /// environment with it.
    func refresh(root: AnyView) {
        guard showsRoot else { return }
        content = .root(root)
        environmentIsStale = false
        environment = model?.environment
        rebuild()
        if isViewLoaded, view.window == nil { renderOutOfWindow() }
    }

    /// Whether a layout out of the window waits for the next turn of the main queue.
    private var outOfWindowRenderIsScheduled = false

    /// The root content acts while pages cover it: a `.sheet(item:)` a router raises from a pushed page,
    /// a `pageDestination(isPresented:)` page above it that follows the values it passes. A page out of
    /// the window is not laid out by UIKit, and SwiftUI updates a hosting controller's content when its
    /// view is laid out (the premise `renderBeforeEntering` relies on too); so the root page, covered,
    /// is laid out once after each new root content — on the next turn of the main queue, outside the
    /// SwiftUI update that set it, so that what its content does then happens outside that update too.
    private func renderOutOfWindow() {
        guard !outOfWindowRenderIsScheduled else { return }
        outOfWindowRenderIsScheduled = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            outOfWindowRenderIsScheduled = false
            guard isViewLoaded, view.window == nil else { return }
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
    }

    /// The stack's view was updated with a new environment: a page on screen shows it now, another one
    /// when it next appears. The root page takes it with its new content (`refresh(root:)`).
    func environmentChanged() {
        if viewIfLoaded?.window != nil {
            takeEnvironment()
        } else {
            environmentIsStale = true
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        if environmentIsStale { takeEnvironment() }
        super.viewWillAppear(animated)
    }

    private func takeEnvironment() {
        environmentIsStale = false
        environment = model?.environment
        rebuild()
    }

    // MARK: Presentations from a page out of the window

    /// A presentation this page asked for while it was out of the window, which the stack presented.
    private weak var forwardedPresentation: UIViewController?

    /// SwiftUI presents a `.sheet`, `.fullScreenCover` or alert attached to a page's content from the
    /// page's own hosting controller. A page below the top is out of the window (a navigation
    /// controller removes the views of covered pages), and UIKit does not present from a controller
    /// whose view is not in a window (it logs "whose view is not in the window hierarchy" and presents
    /// nothing). The router pattern attaches sheets to the root content and raises them from pushed
    /// pages, and under `NavigationStack` they present: so a presentation asked of a page out of the
    /// window is presented by the topmost controller the stack presents (or the stack), as
    /// `present(_:animated:completion:)`'s documentation allows ("the object on which you call this
    /// method may not always be the one that handles the presentation").
    override func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        guard viewIfLoaded?.window == nil, let stack = navigationController, stack.viewIfLoaded?.window != nil else {
            return super.present(viewControllerToPresent, animated: flag, completion: completion)
        }
        var presenter: UIViewController = stack
        while let presented = presenter.presentedViewController, !presented.isBeingDismissed { presenter = presented }
        forwardedPresentation = viewControllerToPresent
        presenter.present(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// What this page presents, also when the stack presented it for the page: SwiftUI reads it to
    /// know whether its presentation is up.
    override var presentedViewController: UIViewController? {
        if let own = super.presentedViewController { return own }
        guard let forwarded = forwardedPresentation, forwarded.presentingViewController != nil else { return nil }
        return forwarded
    }

    /// Dismisses what this page presents, also a presentation the stack made for it. With nothing
    /// presented, UIKit's own rule applies (the request goes to the presenter of the page's stack).
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if super.presentedViewController == nil, let forwarded = forwardedPresentation,
            let presenter = forwarded.presentingViewController
        {
            forwardedPresentation = nil
            return presenter.dismiss(animated: flag, completion: completion)
        }
        super.dismiss(animated: flag, completion: completion)
    }

    /// Lays the page out once before it enters the stack, so that SwiftUI evaluates its body and its
    /// modifiers reach `pageNavigation` before the engine reads them. Out of the window the page's
    /// traits are the defaults (light), so until it appears it takes the stack's interface style: a look
    /// derived from the colour scheme does not flip as the page enters.
    func renderBeforeEntering(size: CGSize, style: UIUserInterfaceStyle) {
        guard !rendered, viewIfLoaded?.window == nil else { return }
        rendered = true
        if overrideUserInterfaceStyle == .unspecified, style != .unspecified {
            overrideUserInterfaceStyle = style
            styleUntilAppearing = true
        }
        view.frame = CGRect(origin: .zero, size: size)
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }

    /// Whether the page holds the stack's interface style until it appears.
    private var styleUntilAppearing = false

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if styleUntilAppearing {
            // In the window now, the page inherits the same style from the stack.
            styleUntilAppearing = false
            overrideUserInterfaceStyle = .unspecified
        }
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
