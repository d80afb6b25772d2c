import PageNavigationSwiftUI
import SwiftUI

/// Per-page looks: each page declares its bar; going back restores each look exactly, also after a
/// cancelled swipe.
struct LooksStory: View {
    let number: Int
    private static let colors: [Color] = [.indigo, .orange, .teal, .pink]

    var body: some View {
        let color = Self.colors[number % Self.colors.count]
        List {
            Text("Page \(number): a \(number.isMultiple(of: 2) ? "light" : "dark") bar. Swipe back halfway and let go.")
            PageLink("Next look", value: Story.looks(number + 1))
        }
        .navigationTitle("Look \(number)")
        .pageBar(background: color, tint: .white, title: .white, shadow: false)
    }
}

/// A page without a bar: the back button is gone, swipe-back still works.
struct HiddenBarStory: View {
    @Environment(\.pageNavigator) private var navigator

    var body: some View {
        VStack(spacing: 16) {
            Text("No bar here. Swipe from the left edge to go back.")
            Button("Back (through the page's back handler)") { navigator.requestBack() }
        }
        .padding()
        .pageBarHidden()
    }
}

/// Full-screen swipe-back from the left 200 points, and a hidden back button that keeps the swipe.
struct FullScreenSwipeStory: View {
    var body: some View {
        Text("Swipe right from anywhere in the left 200 points. The back button is hidden; the swipe stays.")
            .padding()
            .navigationTitle("Full-screen swipe")
            .navigationBarBackButtonHidden(true)
            .pagePopGesture(.fullScreen(maximumStartDistance: 200))
    }
}

/// Confirm before leaving: the back button and every swipe ask first; the path changes only once the
/// pop the answer allows has finished.
struct ConfirmFormStory: View {
    @StateObject private var confirmation = Confirmation()
    @State private var name = ""
    @Environment(\.pageNavigator) private var navigator

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Button("Save and close") { navigator.dismiss() }  // the app's own decision: no question
        }
        .navigationTitle("Edit profile")
        .pageBack(
            .confirm { [confirmation, name] in
                name.isEmpty ? true : await confirmation.ask()
            }
        )
        .alert("Discard changes?", isPresented: $confirmation.isAsking) {
            Button("Keep editing", role: .cancel) { confirmation.answer(false) }
            Button("Discard", role: .destructive) { confirmation.answer(true) }
        }
    }
}

/// An alert that answers a back confirmation.
@MainActor
final class Confirmation: ObservableObject {
    @Published var isAsking = false
    private var continuation: CheckedContinuation<Bool, Never>?

    func ask() async -> Bool {
        await withCheckedContinuation { continuation in
            self.continuation = continuation
            isAsking = true
        }
    }

    func answer(_ leave: Bool) {
        continuation?.resume(returning: leave)
        continuation = nil
    }
}

/// Bind a phone: the verification page replaces the login page in one transition.
struct LoginStory: View {
    @Environment(\.pageNavigator) private var navigator

    var body: some View {
        Button("Log in, then verify the phone") {
            navigator.push(Story.bindPhone, removingCurrent: true)
        }
        .navigationTitle("Log in")
        .pageTag("login")
    }
}

struct BindPhoneStory: View {
    var body: some View {
        Text("Going back skips the login page: it left the stack as this page arrived.")
            .padding()
            .navigationTitle("Verify phone")
    }
}

/// Pop to a type or a tag, with a fallback; environment objects reach every page.
struct ProductStory: View {
    let number: Int
    @Environment(\.pageNavigator) private var navigator
    @EnvironmentObject private var cart: CartModel

    var body: some View {
        List {
            Text("\(cart.items) items in the cart")
            PageLink("Product \(number + 1)", value: Story.product(number + 1))
            Button("Add to cart and open it") {
                cart.items += 1
                navigator.push(Story.cart)
            }
        }
        .navigationTitle("Product \(number)")
        .searchable(text: .constant(""))
    }
}

struct CartStory: View {
    @Environment(\.pageNavigator) private var navigator
    @EnvironmentObject private var cart: CartModel

    var body: some View {
        List {
            Text("\(cart.items) items")
            Button("Back to the first product") { navigator.popTo(.value(Story.product(1)), fallback: .pop) }
            Button("Back to the list") { navigator.popToRoot() }
        }
        .navigationTitle("Cart")
    }
}

/// Swipe-back callbacks: began, cancelled (the path does not change), finished.
struct SwipeCallbacksStory: View {
    @State private var log: [String] = []

    var body: some View {
        List(log, id: \.self) { Text($0) }
            .navigationTitle("Swipe callbacks")
            .onPopGesture(
                began: { log.append("began") },
                cancelled: { log.append("cancelled: still here") },
                finished: { print("swiped away") }
            )
    }
}
