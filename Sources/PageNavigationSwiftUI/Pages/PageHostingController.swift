#if canImport(SwiftUI) && canImport(UIKit)
import PageNavigation
import PageNavigationCore
import SwiftUI
import UIKit

/// A hosting controller for a SwiftUI page in a ``/PageNavigation/PageNavigationController`` that UIKit
/// code owns — a stack that adopts SwiftUI screen by screen.
///
/// Its view's page modifiers (``SwiftUICore/View/pageBar(background:tint:title:largeTitle:shadow:hidden:alpha:)``,
/// ``SwiftUICore/View/pageBack(_:)``, ``SwiftUICore/View/pagePopGesture(_:)``, ``SwiftUICore/View/pageTag(_:)``,
/// ``SwiftUICore/View/onPopGesture(began:cancelled:finished:)``) reach the page's `pageNavigation` options, and
/// `@Environment(\.pageNavigator)` acts on the controller the page is in.
///
/// ```swift
/// // In a UIKit page:
/// pageNavigationController?.push(PageHostingController(rootView: ProfileView(user: user)))
///
/// struct ProfileView: View {
///     @Environment(\.pageNavigator) private var navigator
///     let user: User
///
///     var body: some View {
///         List { … }
///             .pageBar(background: .indigo, tint: .white, title: .white)
///             .pageDestination(for: Order.self) { OrderView(order: $0) }
///         Button("Orders") { navigator.push(user.latestOrder) }   // a PageHostingController too
///         Button("Done") { navigator.dismiss() }
///     }
/// }
/// ```
///
/// The view is laid out once when the controller is made, so that its modifiers are on the page when
/// UIKit code pushes it; later changes of the modifiers change the page's options as they happen.
/// ``PageNavigator/push(_:animated:removing:removingCurrent:completion:failure:)`` pushes a
/// `PageHostingController` with the view that the latest ``SwiftUICore/View/pageDestination(for:destination:)``
/// for the value's type declares among the `PageHostingController`s of the stack (the top one first);
/// when none declares it, the push fails with ``PageNavigatorError/noDestination(valueType:)``.
/// A page inside a ``PageNavigationStack`` is not one of these: the stack makes its pages itself.
@MainActor
public final class PageHostingController<Content: View>: UIHostingController<AnyView>, PageNavigatorBackend {
    /// The page's SwiftUI content; set it to show another view.
    public var content: Content {
        didSet { rebuild() }
    }
    /// The value this page shows, when the navigator pushed it for one.
    private var value: AnyHashable?
    /// What the content's `pageDestination` modifiers declare now.
    private var destinations = DestinationSet()
    private var writer = PagePreferencesWriter()

    /// Creates a page that shows `rootView`, laid out once so that its modifiers are on the page.
    public init(rootView: Content) {
        content = rootView
        super.init(rootView: AnyView(EmptyView()))
        rebuild()
        view.frame = CGRect(origin: .zero, size: Self.layoutSize)
        view.layoutIfNeeded()
    }

    /// Not supported: make the page in code with ``init(rootView:)``.
    @available(*, unavailable, message: "make the page in code with init(rootView:)")
    public required init?(coder: NSCoder) {
        nil
    }

    /// The size of the first layout, before UIKit gives the page its own (a phone in portrait).
    private static var layoutSize: CGSize { CGSize(width: 390, height: 844) }

    private func rebuild() {
        let page = pageNavigation.id
        rootView = AnyView(
            content
                .onPreferenceChange(PagePreferencesKey.self) { [weak self] preferences in
                    self?.take(preferences)
                }
                .onPreferenceChange(DestinationPreferenceKey.self) { [weak self] destinations in
                    self?.destinations = destinations
                }
                .environment(\.pageNavigator, PageNavigator(backend: self, page: page))
        )
    }

    private func take(_ preferences: PagePreferences) {
        writer.write(preferences, to: self)
    }

    // MARK: PageNavigatorBackend

    var stackController: PageNavigationController? { pageNavigationController }

    /// A stack UIKit code owns has no path binding: there is nothing to carry out first.
    func applyPendingEdit() {}

    func value(of page: PageID) -> AnyHashable? {
        stackController?.viewControllers.lazy.compactMap { $0 as? any PageValueHolding }
            .first { $0.pageNavigation.id == page }?.pageValue
    }

    func refusal(toPush value: AnyHashable) -> PageNavigatorError? {
        builder(for: value) == nil ? .noDestination(valueType: PageTypeNames.of(value)) : nil
    }

    func push(
        _ value: AnyHashable, removing: [PageMatcher], removingCurrent: Bool, animated: Bool,
        ended: @escaping @MainActor (PageNavigatorError?) -> Void
    ) {
        guard let controller = stackController else { return ended(.noStack) }
        guard let builder = builder(for: value) else {
            return ended(.noDestination(valueType: PageTypeNames.of(value)))
        }
        let page = PageHostingController<AnyView>(rootView: builder(value))
        page.value = value
        page.pageNavigation.typeName = PageTypeNames.of(value)
        controller.perform(
            .push(page.enginePage, animated: animated, removing: removing, removingCurrent: removingCurrent),
            bringing: [page], completion: { ended(nil) }, failure: { ended(.refused($0)) }
        )
    }

    func push(
        viewController: UIViewController, animated: Bool, ended: @escaping @MainActor (PageNavigatorError?) -> Void
    ) {
        guard let controller = stackController else { return ended(.noStack) }
        controller.perform(
            .push(viewController.enginePage, animated: animated), bringing: [viewController],
            completion: { ended(nil) }, failure: { ended(.refused($0)) })
    }

    func leave(_ page: PageID, animated: Bool, ended: @escaping @MainActor (PageNavigatorError?) -> Void) {
        popBelow(page, animated: animated, ended: ended)
    }

    /// Presentation bindings and view links work in a ``PageNavigationStack`` only: here a binding is
    /// set back at once, and nothing is pushed (declare a value's destination and push the value).
    func present(
        _ key: AnyHashable, isActive: Bool, animated: Bool, page: @escaping @MainActor () -> AnyView,
        reset: @escaping @MainActor () -> Void
    ) {
        if isActive { reset() }
    }

    /// The builder of the latest declaration for the value's type among the stack's hosting pages.
    private func builder(for value: AnyHashable) -> ((AnyHashable) -> AnyView)? {
        let type = PageTypeNames.of(value)
        let pages = stackController?.viewControllers ?? [self]
        for page in pages.reversed() {
            if let builder = (page as? any PageValueHolding)?.declaredDestinations.builders[type] { return builder }
        }
        return nil
    }
}

/// What every ``PageHostingController`` tells its navigator about itself, whatever its content type.
@MainActor
protocol PageValueHolding: UIViewController {
    /// The value the page shows, if the navigator pushed it for one.
    var pageValue: AnyHashable? { get }
    /// What the page's `pageDestination` modifiers declare.
    var declaredDestinations: DestinationSet { get }
}

extension PageHostingController: PageValueHolding {
    var pageValue: AnyHashable? { value }
    var declaredDestinations: DestinationSet { destinations }
}
#endif
