#if canImport(UIKit) && canImport(SwiftUI)
import PageNavigation
import PageNavigationSwiftUI
import SwiftUI
import UIKit

/// A UIKit page pushed from SwiftUI through the navigator (issue 41, item 11): it arrives as itself, not
/// wrapped, with its title, bar buttons, `pageNavigation` settings and `hidesBottomBarWhenPushed`.
enum SwiftUIViewControllerPushChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck(
            "SwiftUI",
            "The navigator pushes a view controller itself: its title, bar items, back handler and bottom-bar setting stay"
        ) { stage in
            let holder = NavigatorHolder()
            let nav = try await stage.show(
                containing: UIHostingController(rootView: NavigatorStack(holder: holder)))
            try await stage.wait("the root page's navigator is known") { holder.navigator != nil }
            let page = CheckPage("UIKit page")
            page.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
            page.pageNavigation.back = .deny
            page.hidesBottomBarWhenPushed = true
            try await holder.navigator?.push(page)
            try expect(nav.topViewController === page, "the page itself is on top, not a wrapper")
            try expectEqual(page.navigationItem.title ?? page.title, "UIKit page", "the page's title")
            try expect(page.navigationItem.rightBarButtonItem != nil, "the page's bar button item")
            try expect(page.hidesBottomBarWhenPushed, "hidesBottomBarWhenPushed")
            try expectEqual(nav.requestBack(), .denied, "the page's own back handler answers")
            try expectEqual(nav.viewControllers.count, 2, "the page stays")
        }
    ]
}

/// Keeps the root page's navigator for the check.
@MainActor
final class NavigatorHolder: ObservableObject {
    var navigator: PageNavigator?
}

/// A stack whose root hands its navigator out.
private struct NavigatorStack: View {
    let holder: NavigatorHolder

    var body: some View {
        PageNavigationStack(configuration: PageNavigationConfiguration()) {
            NavigatorRoot(holder: holder)
        }
    }
}

private struct NavigatorRoot: View {
    let holder: NavigatorHolder
    @Environment(\.pageNavigator) private var navigator

    var body: some View {
        Text("Root").onAppear { holder.navigator = navigator }
    }
}
#endif
