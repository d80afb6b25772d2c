import PageNavigation
import PageNavigationSwiftUI
import SwiftUI
import UIKit

// An app written against the names the glossary (CONTRIBUTING.md, "One word per idea") retired. Each
// former name is used here once, on purpose: it must keep compiling, with a deprecation warning that
// names its replacement. `scripts/check-ios` lists these warnings and counts no other.

/// A page that still says `swipeBack`, `swipeForward`, `SwipeCallbacks` and `SwipeBackCallbacks`.
final class FormerNamesViewController: UIViewController {
    private var moved = 0.0

    override func viewDidLoad() {
        super.viewDidLoad()
        pageNavigation.swipeBack.finished = { print("swiped away") }
        pageNavigation.swipeForward = SwipeCallbacks(progress: { [weak self] in self?.moved = $0 })
        let callbacks: SwipeBackCallbacks = pageNavigation.swipeBack
        _ = callbacks
    }

    /// What `swipeBackStatus` said before it was `popGestureStatus`.
    func whyNoSwipe() -> String {
        pageNavigationController?.swipeBackStatus?.name ?? "no stack"
    }
}

/// A SwiftUI page that still says `onSwipeBack`.
struct FormerNamesPage: View {
    var body: some View {
        Text("Article")
            .onSwipeBack(finished: { print("article swiped away") })
    }
}
