#if canImport(SwiftUI) && canImport(UIKit)
import PageNavigation
import PageNavigationCore
import SwiftUI
import UIKit

/// Changes the stack of the ``PageNavigationStack`` a view is in — or of the `PageNavigationController`
/// a ``PageHostingController`` is in: `@Environment(\.pageNavigator)`.
///
/// Every operation goes through the same engine as the UIKit layer: operations asked for during a
/// transition wait and run in order, each accepted one calls `completion` exactly once when its
/// transition ends, and a refused one calls `failure` with the reason and changes nothing. The path
/// binding changes when a transition finishes, never before. Programmatic pops bypass the page's back
/// handler (``SwiftUICore/View/pageBack(_:)``); ``requestBack()`` goes through it.
///
/// ```swift
/// struct CartView: View {
///     @Environment(\.pageNavigator) private var navigator
///
///     var body: some View {
///         Button("Check out") { navigator.push(Route.checkout) }
///         Button("Back to the shop") { navigator.popTo(.type(ShopRoute.self), fallback: .pop) }
///     }
/// }
/// ```
@MainActor
public struct PageNavigator: Equatable {
    private weak var backend: (any PageNavigatorBackend)?
    /// The page whose views hold this navigator (`nil` outside a stack).
    private let page: PageID?

    nonisolated init(backend: (any PageNavigatorBackend)?, page: PageID?) {
        self.backend = backend
        self.page = page
    }

    /// Which pages an operation means: `.value(Route.product(1))`, `.type(Settings.self)` or `.tag("verify")`.
    public struct Target: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case matcher(PageMatcher)
            case value(SendableValue)
        }

        /// A path value, made only from a `Sendable` one.
        struct SendableValue: Hashable, @unchecked Sendable {
            let base: AnyHashable
        }

        let kind: Kind

        /// Every page that shows a value of this type (the stack's root matches no type). An app whose
        /// path holds one enum matches every pushed page with its type: use ``value(_:)`` or
        /// ``tag(_:)`` to mean some of them.
        public static func type<Value: Hashable>(_ type: Value.Type) -> Target {
            Target(kind: .matcher(.type(PageTypeNames.of(type))))
        }

        /// Every page with this tag (``SwiftUICore/View/pageTag(_:)``).
        public static func tag(_ tag: String) -> Target {
            Target(kind: .matcher(.tag(tag)))
        }

        /// Every page that shows a value equal to this one — `.value(Route.cart)` — as the path holds it.
        public static func value(_ value: some Hashable & Sendable) -> Target {
            Target(kind: .value(SendableValue(base: AnyHashable(value))))
        }
    }

    /// A completion: called once when the operation's transition ended.
    public typealias Completion = @MainActor () -> Void
    /// A failure: called instead of the completion when the operation did not run.
    public typealias Failure = @MainActor (PageNavigatorError) -> Void

    /// Two navigators are equal when they act for the same page of the same stack (so that views that
    /// read the navigator are not evaluated again when the stack updates).
    public nonisolated static func == (lhs: PageNavigator, rhs: PageNavigator) -> Bool {
        lhs.backend === rhs.backend && lhs.page == rhs.page
    }

    /// Whether the navigator belongs to a stack.
    public var isInStack: Bool { backend?.stackController != nil }

    // MARK: Operations

    /// Pushes the page for `value`; in the same transition removes the pages `removing` matches and,
    /// when `removingCurrent` is true, the page on top — "replace the login page with the bind-phone
    /// page" without flicker.
    public func push(
        _ value: some Hashable, animated: Bool = true, removing: [Target] = [], removingCurrent: Bool = false,
        completion: Completion? = nil, failure: Failure? = nil
    ) {
        guard let backend, backend.stackController != nil else { return fail(.noStack, failure) }
        backend.applyPendingEdit()
        let value = AnyHashable(value)
        if let error = backend.refusal(toPush: value) { return fail(error, failure) }
        guard let matchers = matchers(for: removing, in: backend) else { return fail(.refused(.notFound), failure) }
        backend.push(
            value, removing: matchers, removingCurrent: removingCurrent, animated: animated,
            ended: Self.ending(completion, failure)
        )
    }

    /// Pushes a view controller as it is — a UIKit page in a SwiftUI stack keeps its title, its bar
    /// button items, its `pageNavigation` settings (a back confirmation, a bar look) and
    /// `hidesBottomBarWhenPushed`. It is not part of the path binding. Refused with
    /// ``/PageNavigationCore/NavigationError/alreadyInStack`` when it is in a stack or has a parent
    /// already; as with UIKit's push, it must not be a navigation controller.
    public func push(
        _ viewController: UIViewController, animated: Bool = true, completion: Completion? = nil,
        failure: Failure? = nil
    ) {
        guard let backend, backend.stackController != nil else { return fail(.noStack, failure) }
        guard viewController.parent == nil else { return fail(.refused(.alreadyInStack), failure) }
        backend.applyPendingEdit()
        backend.push(viewController: viewController, animated: animated, ended: Self.ending(completion, failure))
    }

    /// Pops the top page. Refused on the root page.
    public func pop(animated: Bool = true, completion: Completion? = nil, failure: Failure? = nil) {
        perform(.pop(animated: animated), completion, failure)
    }

    /// Pops every page above the root. Refused when the root is on top.
    public func popToRoot(animated: Bool = true, completion: Completion? = nil, failure: Failure? = nil) {
        perform(.popToRoot(animated: animated), completion, failure)
    }

    /// Pops to the nearest page below the top that `target` matches; when none does, pops one page if
    /// `fallback` is ``/PageNavigationCore/PopFallback/pop``, else is refused with ``/PageNavigationCore/NavigationError/notFound``.
    public func popTo(
        _ target: Target, fallback: PopFallback = .none, animated: Bool = true,
        completion: Completion? = nil, failure: Failure? = nil
    ) {
        guard let backend, let controller = backend.stackController else { return fail(.noStack, failure) }
        backend.applyPendingEdit()
        switch target.kind {
        case .matcher(let matcher):
            perform(.popTo(matcher, fallback: fallback, animated: animated), completion, failure)
        case .value(let wrapped):
            let value = wrapped.base
            // The nearest page below the top that shows the value.
            let below = controller.settledPageIDs.dropLast()
            if let page = below.last(where: { backend.value(of: $0) == value }) {
                perform(.popTo(.page(page), animated: animated), completion, failure)
            } else if fallback == .pop {
                perform(.pop(animated: animated), completion, failure)
            } else {
                fail(.refused(.notFound), failure)
            }
        }
    }

    /// Removes, at once and without animation, every page any of `targets` matches. Refused when a target
    /// matches nothing or one matches the root.
    public func remove(_ targets: [Target], completion: Completion? = nil, failure: Failure? = nil) {
        guard let backend, backend.stackController != nil else { return fail(.noStack, failure) }
        backend.applyPendingEdit()
        guard let matchers = matchers(for: targets, in: backend) else { return fail(.refused(.notFound), failure) }
        perform(.removeAll(matchers), completion, failure)
    }

    /// Leaves the page this navigator belongs to, as a page that dismisses itself: pops to the page
    /// directly below it (with the pages above it). Programmatic: the page's back handler is not asked.
    /// Refused with ``/PageNavigationCore/NavigationError/notFound`` on the root page or outside the stack.
    public func dismiss(animated: Bool = true, completion: Completion? = nil, failure: Failure? = nil) {
        guard let backend, backend.stackController != nil, let page else { return fail(.noStack, failure) }
        backend.applyPendingEdit()
        backend.leave(page, animated: animated, ended: Self.ending(completion, failure))
    }

    /// Asks to go back as the back button does: the top page's back handler decides (pop, deny,
    /// confirm, web history). Use it for back buttons of your own.
    @discardableResult
    public func requestBack() -> BackRequestResult {
        guard let backend, let controller = backend.stackController else { return .refused(.notFound) }
        backend.applyPendingEdit()
        return controller.requestBack()
    }

    // MARK: Views of their own

    /// A presentation binding (`pageDestination(isPresented:)`, `(item:)`) of this navigator's page is
    /// active or not now: pushes or pops its page; `reset` sets the binding back when the page leaves
    /// another way or its push is refused. Outside a stack, `reset` runs at once.
    func present(
        _ key: AnyHashable, isActive: Bool, animated: Bool = true, page: @escaping @MainActor () -> some View,
        reset: @escaping @MainActor () -> Void
    ) {
        guard let backend, backend.stackController != nil else {
            if isActive { reset() }
            return
        }
        backend.present(key, isActive: isActive, animated: animated, page: { AnyView(page()) }, reset: reset)
    }

    /// Pushes a view of its own (`PageLink(destination:label:)`): a page outside the path.
    func pushView(_ view: AnyView, animated: Bool = true) {
        Self.lastLink += 1
        present(AnyHashable(ViewLink(number: Self.lastLink)), isActive: true, page: { view }, reset: {})
    }

    /// The number of the latest view link pushed: each push is a presentation of its own.
    private static var lastLink = 0

    /// The key of one push of a view link.
    private struct ViewLink: Hashable {
        let number: Int
    }

    // MARK: Private

    /// The engine's matchers for `targets`: a value means the pages that show it; `nil` when a value is
    /// shown by no page (refused as not found, like a matcher that matches nothing).
    private func matchers(for targets: [Target], in backend: any PageNavigatorBackend) -> [PageMatcher]? {
        var matchers: [PageMatcher] = []
        for target in targets {
            switch target.kind {
            case .matcher(let matcher):
                matchers.append(matcher)
            case .value(let value):
                let pages = (backend.stackController?.settledPageIDs ?? []).filter {
                    backend.value(of: $0) == value.base
                }
                guard !pages.isEmpty else { return nil }
                matchers += pages.map { .page($0) }
            }
        }
        return matchers
    }

    private func perform(_ command: NavigationCommand, _ completion: Completion?, _ failure: Failure?) {
        guard let backend, let controller = backend.stackController else { return fail(.noStack, failure) }
        backend.applyPendingEdit()
        controller.perform(command, bringing: [], completion: completion, failure: { failure?(.refused($0)) })
    }

    /// One callback for an operation's end: the completion, or the failure with its reason.
    private static func ending(_ completion: Completion?, _ failure: Failure?)
        -> @MainActor (PageNavigatorError?) -> Void
    {
        { error in
            if let error { failure?(error) } else { completion?() }
        }
    }

    private func fail(_ error: PageNavigatorError, _ failure: Failure?) {
        failure?(error)
    }
}
#endif
