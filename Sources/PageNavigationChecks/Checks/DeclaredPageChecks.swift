#if canImport(UIKit)
import PageNavigation
import UIKit

/// A view controller's declared settings (`DeclaredPage`) reach its `pageNavigation` options, and its
/// own run-time settings win field by field; a declared `.confirm` runs the page's `confirmBack()`.
enum DeclaredPageChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("Declared pages", "A declared page's options start from its declaration; what it sets later wins") {
            _ in
            let page = DeclaredCheckPage()
            let options = page.pageNavigation
            let declaration = DeclaredCheckPage.pageDeclaration
            try expectEqual(options.bar, declaration.bar, "the bar")
            try expectEqual(options.popGesture, declaration.popGesture, "the swipe-back mode")
            try expectEqual(options.finishProgress, declaration.finishProgress, "the finish progress")
            try expectEqual(options.pushFinishProgress, declaration.pushFinishProgress, "the push finish progress")
            try expectEqual(options.pushGesture, declaration.pushGesture, "the push start region")
            try expectEqual(options.tag, declaration.tag, "the tag")
            try expectEqual(options.back.behavior, .confirm, "the back handler's kind")
            try expect(options.nextPage != nil, "the declared next page is made by the page")
            options.popGesture = .disabled
            try expectEqual(options.popGesture, .disabled, "the page's own swipe-back mode, set later")
            try expectEqual(options.bar, declaration.bar, "the bar, which the page left alone")
        },
        DeviceCheck("Declared pages", "A declared .confirm asks the page's confirmBack() before leaving") { stage in
            let nav = await stage.show(CheckPage("Root"))
            let page = DeclaredCheckPage()
            try await nav.push(page, animated: false)
            try expectEqual(nav.requestBack(), .confirmationRequested, "the back request")
            try await stage.wait("the page asks") { page.gate.asked == 1 }
            page.gate.give(true)
            try await stage.wait("the page leaves") { nav.viewControllers.count == 1 && !nav.isTransitioning }
        },
    ]
}

/// A page that declares its settings, as an app's view controller does.
@MainActor
private final class DeclaredCheckPage: UIViewController, DeclaredPage, BackConfirming, NextPageMaking {
    static let pageDeclaration = PageDeclaration(
        bar: PartialBarStyle(backgroundColor: CheckColor.teal), popGesture: .fullScreen, finishProgress: 0.3,
        back: .confirm, tag: "declared", next: DeclaredCheckPage.self, pushFinishProgress: 0.3,
        pushGesture: .fullScreen
    )

    let gate = AnswerGate()

    func confirmBack() async -> Bool { await gate.wait() }

    func makeNextPage() -> UIViewController { DeclaredCheckPage() }
}
#endif
