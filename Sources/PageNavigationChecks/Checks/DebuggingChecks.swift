#if canImport(UIKit)
@_spi(DeviceChecks) import PageNavigation
import UIKit

/// The debugging tools on a device: the library's own objects are freed, a page the app keeps alive is
/// reported once with how it left, a freed page is not, and code that takes over UIKit's swipe-back
/// recognizers is reported once per kind. The reports need a debug build of the library.
enum DebuggingChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("Debugging", "The library's own objects are freed with the controller") { stage in
            var objects: [WeakObject] = []
            do {
                let nav = await stage.show(CheckPage("Root"))
                try await nav.push(CheckPage("Coral", bar: .colored(CheckColor.coral)))  // fake bars
                try await nav.pop()
                objects = nav.libraryObjects.map(WeakObject.init)
            }
            stage.window.rootViewController = nil
            try await stage.wait("the host, its platform, the swipe gate, the pan and the fake bar views are freed") {
                objects.allSatisfy { $0.object == nil }
            }
        },
        DeviceCheck("Debugging", "A page the app keeps after its pop is reported once, as popped") { stage in
            let nav = await stage.show(CheckPage("Root"))
            guard nav.debuggingToolsRun else { throw CheckSkipped("the library is built without DEBUG") }
            var kept: UIViewController? = CheckPage("Kept", tag: "kept")
            try await nav.push(kept!)
            try await nav.pop()
            let reports = { stage.events.compactMap { if case .notFreed(let page) = $0 { page } else { nil } } }
            try await stage.wait("the kept page is reported") { !reports().isEmpty }
            try await Task.sleep(nanoseconds: 500_000_000)
            try expectEqual(reports().count, 1, "reports")
            try expectEqual(reports().first?.departure, .popped, "how it left")
            try expectEqual(reports().first?.tag, "kept", "its tag")
            kept = nil
        },
        DeviceCheck("Debugging", "A page nobody keeps is not reported") { stage in
            let nav = await stage.show(CheckPage("Root"))
            guard nav.debuggingToolsRun else { throw CheckSkipped("the library is built without DEBUG") }
            try await nav.push(CheckPage("Freed"))
            try await nav.pop()
            try await Task.sleep(nanoseconds: 3_000_000_000)
            try expect(
                !stage.events.contains { if case .notFreed = $0 { true } else { false } }, "no page reported")
        },
        DeviceCheck("Debugging", "A replaced delegate of UIKit's edge swipe is reported once") { stage in
            let nav = await stage.show(CheckPage("Root"))
            guard nav.debuggingToolsRun, let edge = nav.interactivePopGestureRecognizer else {
                throw CheckSkipped("the library is built without DEBUG")
            }
            let original = edge.delegate
            let takeover = TakeoverDelegate()
            edge.delegate = takeover
            defer { edge.delegate = original }
            try await nav.push(CheckPage("First"))
            try await nav.push(CheckPage("Second"))
            try expectEqual(stage.events.filter { $0 == .warning(.popGestureDelegate) }.count, 1, "warnings")
        },
        DeviceCheck("Debugging", "UIKit's edge swipe switched off is reported once") { stage in
            let nav = await stage.show(CheckPage("Root"))
            guard nav.debuggingToolsRun, let edge = nav.interactivePopGestureRecognizer else {
                throw CheckSkipped("the library is built without DEBUG")
            }
            try await nav.push(CheckPage("First"))
            edge.isEnabled = false
            defer { edge.isEnabled = true }
            try await nav.push(CheckPage("Second"))
            try await nav.pop()
            try expectEqual(stage.events.filter { $0 == .warning(.popGestureEnabled) }.count, 1, "warnings")
        },
        DeviceCheck("Debugging", "A recorded session names its pages and steps as a scenario does") { stage in
            let nav = await stage.show(CheckPage("Root"))
            guard nav.debuggingToolsRun else { throw CheckSkipped("the library is built without DEBUG") }
            nav.startRecording()
            try await nav.push(SettingsCheckPage("Order", tag: "order"))
            try await nav.pop()
            guard let recording = nav.exportRecording() else { throw CheckFailure("no recording") }
            // Types are module-qualified class names, as `PageMatcher.type` compares them.
            let (root, order) = ("PageNavigationChecks.CheckPage", "PageNavigationChecks.SettingsCheckPage")
            for part in [
                "\"stack\": [\"\(root)\"]", "{\"push\": \"\(order)\"}", "\"tag\": \"order\"", "{\"pop\": true}",
                "\"stack\": [\"\(root)\", \"\(order)\"]", "removed:\(order)",
            ] {
                try expect(recording.contains(part), "the recording holds \(part): \(recording)")
            }
        },
        DeviceCheck(
            "Debugging", "The swipe overlay shows where a swipe-back may start and why the last one was refused"
        ) { stage in
            let nav = await stage.show(CheckPage("Root"))
            nav.showsSwipeOverlay = true
            let page = CheckPage("Full screen")
            page.pageNavigation.popGesture = .fullScreen(maximumStartDistance: 150)
            try await nav.push(page)
            guard let shown = nav.swipeOverlayContents else { throw CheckFailure("no overlay after a push") }
            let edge = CGFloat(nav.configuration.edgeWidth)
            let leftToRight = nav.view.effectiveUserInterfaceLayoutDirection == .leftToRight
            try expectEqual(shown.edge.width, edge, "the edge region's width")
            try expectEqual(shown.edge.minX, leftToRight ? 0 : nav.view.bounds.width - edge, "the edge region's side")
            try expectEqual(shown.fullScreen.width, 150 - edge, "the full-screen start area up to 150 pt")
            try expect(shown.text.contains("swipe-back: starts"), "the status: \(shown.text)")
            let hit = nav.view.hitTest(CGPoint(x: 60, y: 400), with: nil)
            try expect(
                !String(describing: hit.map { type(of: $0) }).contains("SwipeOverlay"), "the overlay takes no touch")
            try await nav.pop()
            _ = nav.swipeGateAnswer(
                for: nav.libraryPanRecognizer, start: CGPoint(x: leftToRight ? 5 : nav.view.bounds.width - 5, y: 400),
                translation: CGPoint(x: leftToRight ? 120 : -120, y: 0), velocity: .zero)
            try expectEqual(nav.swipeOverlayContents?.lastRefusal, .root, "the last refusal")
            try expect(nav.swipeOverlayContents?.text.contains("last refused: root") == true, "the refusal is shown")
            nav.showsSwipeOverlay = false
            try expect(nav.swipeOverlayContents == nil, "the overlay is gone once switched off")
        },
    ]
}

/// A weak reference, for checking that an object is freed.
private struct WeakObject {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// A delegate another library installs on UIKit's edge swipe.
private final class TakeoverDelegate: NSObject, UIGestureRecognizerDelegate {}
#endif
