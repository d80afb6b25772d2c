#if canImport(UIKit)
import PageNavigation
import UIKit

/// Where a check runs: a window of its own, above the app's, holding the controller under check; the
/// navigation events the controller reported; and waiting for what UIKit does on its next turns.
@MainActor
public final class CheckStage {
    /// The window the check's controller is shown in.
    public let window: UIWindow
    /// Every navigation event the controller shown by ``show(_:configuration:)`` reported, in order.
    public private(set) var events: [NavigationEvent] = []

    init(scene: UIWindowScene?) {
        if let scene {
            window = UIWindow(windowScene: scene)
        } else {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        }
        window.windowLevel = .normal + 1
    }

    /// Shows a new controller with `root` in the window and waits until it is laid out.
    @discardableResult
    public func show(
        _ root: UIViewController, configuration: PageNavigationConfiguration = PageNavigationConfiguration()
    ) async -> PageNavigationController {
        let controller = PageNavigationController(rootViewController: root, configuration: configuration)
        await show(controller)
        return controller
    }

    /// Shows `controller` in the window, records its events, and waits until it is laid out.
    public func show(_ controller: PageNavigationController) async {
        let previous = controller.onEvent
        controller.onEvent = { [weak self] event in
            self?.events.append(event)
            previous?(event)
        }
        window.rootViewController = controller
        window.isHidden = false
        if window.windowScene == nil {
            // A window without a scene (a test process without an app host) does not make its root view
            // controller appear: the stage does, as an app's window would.
            controller.beginAppearanceTransition(true, animated: false)
            controller.endAppearanceTransition()
        }
        window.layoutIfNeeded()
        await settle()
    }

    /// Whether the check runs in an app's window scene (a test process without an app host has none).
    public var isHosted: Bool { window.windowScene != nil }

    /// Shows a view controller of the app's (a SwiftUI hosting controller, say) in the window, and
    /// returns the first ``PageNavigation/PageNavigationController`` it holds once that is laid out.
    public func show(containing root: UIViewController) async throws -> PageNavigationController {
        window.rootViewController = root
        window.isHidden = false
        if window.windowScene == nil {
            root.beginAppearanceTransition(true, animated: false)
            root.endAppearanceTransition()
        }
        var found: PageNavigationController?
        try await wait("a PageNavigationController appears in \(type(of: root))") {
            window.layoutIfNeeded()
            found = Self.navigationController(in: root)
            return found != nil
        }
        await settle()
        return found!
    }

    /// The first navigation controller of the library among `root` and its descendants.
    private static func navigationController(in root: UIViewController) -> PageNavigationController? {
        if let controller = root as? PageNavigationController { return controller }
        for child in root.children {
            if let found = navigationController(in: child) { return found }
        }
        return nil
    }

    /// Lets UIKit run a few turns of the main queue (layout, appearance calls, animation commits).
    public func settle(turns: Int = 3) async {
        for _ in 0..<turns {
            try? await Task.sleep(nanoseconds: 16_000_000)
            window.layoutIfNeeded()
        }
    }

    /// Waits until `condition` holds, checking every frame; fails with `what` after `timeout` seconds.
    public func wait(
        _ what: @autoclosure () -> String, timeout: Double = 3, fileID: StaticString = #fileID, line: UInt = #line,
        until condition: () -> Bool
    ) async throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            try Task.checkCancellation()
            guard Date() < deadline else {
                throw CheckFailure("timed out after \(timeout)s waiting until \(what())", fileID: fileID, line: line)
            }
            try? await Task.sleep(nanoseconds: 16_000_000)
        }
    }

    /// The events reported since `count` events had been.
    public func events(since count: Int) -> ArraySlice<NavigationEvent> {
        events.dropFirst(count)
    }

    /// The window's traits with a colour scheme, for resolving dynamic colours.
    func traits(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        UITraitCollection(traitsFrom: [window.traitCollection, UITraitCollection(userInterfaceStyle: style)])
    }

    /// Takes the controller out of the window and hides it.
    func tearDown() {
        let root = window.rootViewController
        root?.presentedViewController?.dismiss(animated: false)
        if window.windowScene == nil, let root {
            root.beginAppearanceTransition(false, animated: false)
            root.endAppearanceTransition()
        }
        window.rootViewController = nil
        window.isHidden = true
        events = []
    }
}
#endif
