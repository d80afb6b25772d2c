import PageNavigationSwiftUI
import SwiftUI

/// Compiles the destination forms a NavigationStack app uses, in their PageNavigationStack spelling
/// (issue 41): a type-erased path, flag and item destinations, view-valued links in list rows, an
/// openURL router, and a tab view whose tabs pop to their root on a second tap.
struct DestinationFormsProbe: View {
    struct Account: Hashable, Identifiable {
        let id: Int
    }

    @State private var path = PagePath()
    @State private var showsSettings = false
    @State private var selected: Account?
    @State private var tab = 0

    var body: some View {
        PageNavigationStack(path: $path) {
            List {
                PageLink("Article", value: 42)
                PageLink("Profile", value: "ada")
                PageLink("About") { Text("About") }
                PageLink {
                    Text("Licences")
                } label: {
                    Label("Licences", systemImage: "doc")
                }
                Button("Settings") { showsSettings = true }
                Button("Account") { selected = Account(id: 1) }
                Button("Deep link") {
                    path.append(7)
                    path.removeLast()
                }
            }
            .pageDestination(for: Int.self) { Text("Article \($0)") }
            .pageDestination(for: String.self) { Text("Profile \($0)") }
            .pageDestination(isPresented: $showsSettings) { Text("Settings") }
            .pageDestination(item: $selected) { account in Text("Account \(account.id)") }
            .pageLinkRows()  // NavigationLink's row look: untinted labels, a disclosure chevron
        }
        .environment(\.openURL, OpenURLAction { _ in .handled })
    }

    /// A tab view of stacks: a tap on the selected tab pops its stack to the root.
    var tabs: some View {
        TabView(selection: $tab.reselectingPopsToRoot()) {
            self.tag(0).tabItem { Text("Forms") }
            PageNavigationStack { Text("Second") }.tag(1).tabItem { Text("Second") }
        }
    }
}
