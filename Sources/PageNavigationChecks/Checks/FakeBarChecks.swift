#if canImport(UIKit)
@_spi(DeviceChecks) import PageNavigation
import UIKit

/// The fake bars that carry two different backgrounds through a transition: there while it runs, in
/// the right pages with the right colours, gone after it (and after a cancel).
enum FakeBarChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck(
            "Fake bars", "A push between different backgrounds carries each background in its own page while it runs"
        ) { stage in
            let root = CheckPage("Root", bar: .colored(CheckColor.cream))
            let detail = CheckPage("Detail", bar: .colored(CheckColor.navy))
            let nav = await stage.show(root)
            let recorder = NavigationRecorder()
            var seen: [(superview: UIView?, color: UIColor?)] = []
            recorder.duringWillShow = { _ in seen = nav.fakeBarViews.map { ($0.superview, $0.backgroundColor) } }
            nav.delegate = recorder
            try await nav.push(detail)
            let traits = nav.traitCollection
            try expectEqual(seen.count, 2, "fake bars while the push runs")
            try expect(
                seen[0].superview === root.view && seen[1].superview === detail.view,
                "each fake bar is in its own page's view")
            try expectColor(seen[0].color, CheckColor.cream, "the leaving page's fake bar", traits: traits)
            try expectColor(seen[1].color, CheckColor.navy, "the arriving page's fake bar", traits: traits)
            withExtendedLifetime(recorder) {}  // the controller holds its delegate weakly
        },
        DeviceCheck("Fake bars", "After the transition the fake bars are gone from the pages, which clip as before") {
            stage in
            let root = CheckPage("Root", bar: .colored(CheckColor.cream))
            let detail = CheckPage("Detail", bar: .colored(CheckColor.navy))
            let nav = await stage.show(root)
            detail.loadViewIfNeeded()
            detail.view.clipsToBounds = true
            let rootClips = root.view.clipsToBounds
            let recorder = NavigationRecorder()
            var installed: [UIView] = []
            recorder.duringWillShow = { _ in installed += nav.fakeBarViews }
            nav.delegate = recorder
            try await nav.push(detail)
            try await nav.pop()
            try expectEqual(installed.count, 4, "fake bars installed by the push and the pop")
            try expect(installed.allSatisfy { $0.superview == nil }, "every fake bar left its page")
            try expectEqual(nav.fakeBarViews.count, 0, "fake bars after the pop")
            try expectEqual(detail.view.clipsToBounds, true, "the pushed page's clipping")
            try expectEqual(root.view.clipsToBounds, rootClips, "the root's clipping")
            withExtendedLifetime(recorder) {}
        },
        DeviceCheck("Fake bars", "A cancelled pop takes its fake bars away") { stage in
            let nav = await stage.show(CheckPage("Root", bar: .colored(CheckColor.cream)))
            try await nav.push(CheckPage("Detail", bar: .colored(CheckColor.navy)), animated: false)
            let pop = CancellingPop()
            var during = -1
            pop.duringWillShow = { _ in during = nav.fakeBarViews.count }
            _ = try await pop.popAndCancel(nav, at: 0.5, on: stage) {
                try expectEqual(during, 2, "fake bars while the pop runs")
            }
            try expectEqual(nav.fakeBarViews.count, 0, "fake bars after the cancel")
        },
        DeviceCheck("Fake bars", "Pages with the same look share the real bar: no fake bars") { stage in
            let nav = await stage.show(CheckPage("Root", bar: .colored(CheckColor.teal)))
            let recorder = NavigationRecorder()
            var during = -1
            recorder.duringWillShow = { _ in during = nav.fakeBarViews.count }
            nav.delegate = recorder
            try await nav.push(CheckPage("Detail", bar: .colored(CheckColor.teal)))
            try expectEqual(during, 0, "fake bars while pushing between equal looks")
            withExtendedLifetime(recorder) {}
        },
    ]
}
#endif
