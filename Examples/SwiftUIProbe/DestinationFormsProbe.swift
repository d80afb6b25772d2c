import PageNavigationSwiftUI
import SwiftUI

/// Compiles the destination forms a NavigationStack app uses, in their PageNavigationStack spelling
/// (issue 41): a type-erased path, flag and item destinations, view-valued links, an openURL router.
struct DestinationFormsProbe: View {
    struct Account: Hashable, Identifiable {
        let id: Int
    }

    @State private var path = PagePath()
    @State private var showsSettings = false
    @State private var selected: Account?

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
        }
        .environment(\.openURL, OpenURLAction { _ in .handled })
    }
}
