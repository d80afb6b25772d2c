import PageNavigationSwiftUI
import SwiftUI

/// Two `PageNavigationStack`s in a `TabView`: a second tap on the selected tab pops its stack to the
/// root, as it does for a navigation controller in a `UITabBarController`. Presented full screen from
/// the SwiftUI case study.
struct SwiftUITabsView: View {
    enum Tab: Hashable {
        case feed
        case settings
    }

    @State private var tab = Tab.feed
    @State private var feedPath: [Int] = []
    @State private var settingsPath: [Int] = []

    var body: some View {
        TabView(selection: $tab.reselectingPopsToRoot()) {
            PageNavigationStack(path: $feedPath) { TabRootView(title: "Feed") }
                .tabItem { Label("Feed", systemImage: "list.bullet") }
                .tag(Tab.feed)
            PageNavigationStack(path: $settingsPath) { TabRootView(title: "Settings") }
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Tab.settings)
        }
    }
}

/// A tab's root: links drawn as NavigationLink rows, and a button that closes the tabs.
private struct TabRootView: View {
    let title: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            PageLink("Item 1", value: 1)
            PageLink("Item 2", value: 2)
        }
        .pageLinkRows()
        .navigationTitle(title)
        .toolbar {
            // The root page's dismiss closes the presentation around the stack: the tabs.
            ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
        }
        .pageDestination(for: Int.self) { number in TabItemView(number: number) }
    }
}

/// A page of a tab's stack, with a link deeper.
private struct TabItemView: View {
    let number: Int

    var body: some View {
        List {
            PageLink("Item \(number + 1)", value: number + 1)
        }
        .pageLinkRows()
        .navigationTitle("Item \(number)")
    }
}
