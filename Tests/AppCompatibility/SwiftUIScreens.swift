import PageNavigation
import PageNavigationSwiftUI
import SwiftUI

/// A SwiftUI screen as nearly every SwiftUI app has one: it names SwiftUI's own `ColorScheme` and
/// `LayoutDirection`, next to the library. The library must not make those names ambiguous.
struct ThemedCard: View {
    @Environment(\.colorScheme) private var colorScheme: ColorScheme
    @Environment(\.layoutDirection) private var layoutDirection: LayoutDirection
    var preferredScheme: ColorScheme? = nil

    var body: some View {
        Text(layoutDirection == .rightToLeft ? "RTL" : "LTR")
            .foregroundColor(colorScheme == .dark ? .white : .black)
            .preferredColorScheme(preferredScheme)
    }
}

/// The same app's navigation, moved onto the library: it names the library's own types next to SwiftUI's.
struct ThemedStack: View {
    @State private var path: [Int] = []

    var body: some View {
        PageNavigationStack(path: $path) {
            ThemedCard()
                .pageBar(PartialBarStyle(background: BarColor(red: 0, green: 0, blue: 0)))
                .pageDestination(for: Int.self) { _ in ThemedCard(preferredScheme: .dark) }
        }
    }
}
