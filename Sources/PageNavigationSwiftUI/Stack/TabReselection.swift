#if canImport(SwiftUI) && canImport(UIKit)
import PageNavigation
import SwiftUI
import UIKit

extension Binding where Value: Hashable {
    /// This selection, for a `TabView` whose tabs hold ``PageNavigationStack``s: a tap on the tab that
    /// is already selected pops that tab's stack to its root, as UIKit does for a tab whose controller is
    /// a navigation controller.
    ///
    /// ```swift
    /// TabView(selection: $tab.reselectingPopsToRoot()) {
    ///     PageNavigationStack(path: $router.timelinePath) { TimelineView() }
    ///         .tabItem { Label("Timeline", systemImage: "rectangle.stack") }
    ///         .tag(Tab.timeline)
    /// }
    /// ```
    ///
    /// `UITabBarController` pops to the root on a tap of the selected tab only when the tab's
    /// controller is a `UINavigationController`, and a `TabView`'s tab is a hosting controller. SwiftUI
    /// calls the setter of the selection binding for every tap of a tab item, the selected one included
    /// (the signal apps use to pop their `NavigationStack`s), so the binding this returns pops, when it
    /// is set to the value it already holds, every stack in the selected tab of an active scene's window that
    /// shows more than its root, on the next turn of the main queue. The pop is the stack's
    /// ``PageNavigator/popToRoot(animated:completion:failure:)``: a bound path becomes empty when it
    /// finishes. It is the app's pop, as UIKit's on a re-tap is: a page's back handler is not asked.
    /// Every value, the same one included, is written through as is.
    @MainActor
    public func reselectingPopsToRoot() -> Binding<Value> {
        Binding(
            get: { wrappedValue },
            set: { value, transaction in
                let reselected = value == wrappedValue
                self.transaction(transaction).wrappedValue = value
                // On the main queue's next turn: outside the tap's own update, and whatever thread set it.
                if reselected { Task { @MainActor in TabReselection.popStacksInSelectedTabs() } }
            })
    }
}

/// The stacks a tap on the selected tab pops.
@MainActor
enum TabReselection {
    /// Every stack's state, weakly: the stacks alive now.
    private static var stacks: [WeakStack] = []

    private struct WeakStack {
        weak var model: PageStackModel?
    }

    /// A stack was made.
    static func register(_ model: PageStackModel) {
        stacks.removeAll { $0.model == nil }
        stacks.append(WeakStack(model: model))
    }

    /// The selected tab was tapped again: each stack of an active scene, in the selected tab of its tab
    /// bar controller, that shows more than its root pops to it.
    static func popStacksInSelectedTabs() {
        for model in stacks.compactMap(\.model) where isInSelectedTab(model.controller) {
            PageNavigator(backend: model, page: nil).popToRoot()
        }
    }

    /// Whether `controller` shows more than its root, in a window of a scene in the foreground and
    /// active, inside the selected tab of a tab bar controller. The tap came from such a scene
    /// (`UIScene.ActivationState.foregroundActive`: "The scene is in the foreground and receiving
    /// events"), so stacks in the app's background or inactive scenes stay as they are, as do stacks in
    /// no tab bar controller at all. The key window is not the test: an overlay window of the app's own
    /// (a banner, a debugging tool) may be key while the user taps the tab bar.
    static func isInSelectedTab(_ controller: PageNavigationController) -> Bool {
        guard controller.viewControllers.count > 1,
            controller.viewIfLoaded?.window?.windowScene?.activationState == .foregroundActive
        else { return false }
        // `tabBarController`: the nearest ancestor that is a tab bar controller (UIViewController.h).
        guard let tabs = controller.tabBarController else { return false }
        guard let selected = tabs.selectedViewController else { return false }
        var ancestor: UIViewController? = controller
        while let current = ancestor {
            if current === selected { return true }
            ancestor = current.parent
        }
        return false
    }
}
#endif
