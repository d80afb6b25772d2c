#if canImport(UIKit) && canImport(SwiftUI)
import PageNavigation
import PageNavigationSwiftUI
import SwiftUI
import UIKit

/// SwiftUI pages in a `PageNavigationController` that UIKit code owns, pushed as `PageHostingController`s.
enum MixedStackChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("Mixed stacks", "A PageHostingController pushed from UIKit shows its pageBar look when it enters") {
            stage in
            let nav = await stage.show(UIViewController())
            try await nav.push(PageHostingController(rootView: MixedProfile()))
            let page = try topPage(of: nav)
            try expectBackground(
                page, MixedProfile.background, "the SwiftUI page's pageBar background", traits: nav.traitCollection)
            try expectEqual(page.pageNavigation.tag, "profile", "the page's pageTag")
        },
        DeviceCheck("Mixed stacks", "Its pageNavigator pushes the page its pageDestination declares, and dismisses it")
        { stage in
            MixedProfile.lastNavigator = nil
            let nav = await stage.show(UIViewController())
            try await nav.push(PageHostingController(rootView: MixedProfile()))
            try await stage.wait("the profile page appears") { MixedProfile.lastNavigator != nil }
            let button = MixedProfile.lastNavigator
            try expect(button?.isInStack == true, "the navigator belongs to the UIKit-owned controller")
            try await button?.push(MixedOrder(number: 5))
            try expectEqual(nav.viewControllers.count, 3, "pages after the navigator's push")
            let order = try topPage(of: nav)
            try expectBackground(
                order, MixedOrder.background, "the pushed order page's pageBar background", traits: nav.traitCollection)
            try await button?.dismiss()
            try expectEqual(
                nav.viewControllers.count, 1, "pages after the profile dismissed itself (with the page above it)")
        },
    ]

    @MainActor
    private static func topPage(of nav: PageNavigationController) throws -> UIViewController {
        guard let top = nav.topViewController else { throw CheckFailure("the stack has no page") }
        return top
    }
}

/// An order, pushed from the profile page by value.
struct MixedOrder: Hashable {
    let number: Int
    static let background = UIColor(red: 0.8, green: 0.3, blue: 0.2, alpha: 1)
}

/// A SwiftUI page that a UIKit page pushes: its own look and tag, and a destination for orders. It hands
/// its navigator to the check when it appears.
struct MixedProfile: View {
    static let background = UIColor(red: 0.2, green: 0.3, blue: 0.8, alpha: 1)
    @MainActor static var lastNavigator: PageNavigator?
    @Environment(\.pageNavigator) private var navigator

    var body: some View {
        Text("Profile")
            .navigationTitle("Profile")
            .pageBar(background: Color(Self.background), tint: .white, title: .white)
            .pageTag("profile")
            .pageDestination(for: MixedOrder.self) { order in
                Text("Order \(order.number)").pageBar(background: Color(MixedOrder.background))
            }
            .onAppear { Self.lastNavigator = navigator }
    }
}
#endif
