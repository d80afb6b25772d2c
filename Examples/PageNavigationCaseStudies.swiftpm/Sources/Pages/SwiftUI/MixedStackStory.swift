import PageNavigation
import PageNavigationSwiftUI
import SwiftUI
import UIKit

/// A stack UIKit code owns, adopting SwiftUI screen by screen: a UIKit account page pushes a SwiftUI
/// profile in a `PageHostingController`; the profile's look comes from its `pageBar`, and its navigator
/// pushes an order page (its `pageDestination`), pops back to the UIKit page by tag, or dismisses it.
final class MixedAccountViewController: DemoPage {
    init() {
        super.init(
            title: "Account",
            note:
                "A UIKit page. The profile is a SwiftUI view in a PageHostingController: its pageBar look and its pageNavigator work in this UIKit-owned stack."
        )
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        pageNavigation.tag = "account"
        pageNavigation.bar = PartialBarStyle(backgroundColor: .systemTeal, tintColor: .white, titleColor: .white)
        addButton(
            "Open the SwiftUI profile",
            detail: "pageNavigationController?.push(PageHostingController(rootView: ProfileStoryView()))"
        ) { [weak self] in
            self?.pageNavigationController?.push(PageHostingController(rootView: ProfileStoryView(name: "Ada")))
        }
    }
}

/// An order, pushed by value from the SwiftUI profile.
struct StoryOrder: Hashable {
    let number: Int
}

/// The SwiftUI profile: its own look, a destination for orders, and the navigator of the UIKit stack.
struct ProfileStoryView: View {
    @Environment(\.pageNavigator) private var navigator
    let name: String

    var body: some View {
        List {
            Section("Orders") {
                PageLink("Order 1", value: StoryOrder(number: 1))
                Button("Order 2 (navigator)") { navigator.push(StoryOrder(number: 2)) }
            }
            Section {
                Button("Done (navigator.dismiss())") { navigator.dismiss() }
            }
        }
        .navigationTitle(name)
        .pageBar(background: .indigo, tint: .white, title: .white)
        .pageDestination(for: StoryOrder.self) { order in OrderStoryView(order: order) }
    }
}

/// An order page, pushed by the profile's navigator as a `PageHostingController` too.
struct OrderStoryView: View {
    @Environment(\.pageNavigator) private var navigator
    let order: StoryOrder

    var body: some View {
        VStack(spacing: 16) {
            Text("Order \(order.number)").font(.title)
            Button("Back to the UIKit account page") { navigator.popTo(.tag("account")) }
        }
        .navigationTitle("Order \(order.number)")
        .navigationBarTitleDisplayMode(.inline)
        .pageBar(background: .orange, tint: .black, title: .black)
    }
}
