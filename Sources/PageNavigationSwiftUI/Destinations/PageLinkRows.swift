#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

extension View {
    /// Draws every ``PageLink`` in this view as `NavigationLink` draws a row of a `List` or a `Form`: the
    /// label in the primary colour instead of the tint, and a disclosure chevron at the trailing edge.
    ///
    /// ```swift
    /// List {
    ///     PageLink("Notifications", value: Route.notifications)
    ///     PageLink("Privacy", value: Route.privacy)
    /// }
    /// .pageLinkRows()
    /// ```
    ///
    /// A `NavigationLink` takes this look from the list it is in; a view cannot tell whether it is in a
    /// list with public API, so a `PageLink` takes it from this modifier. The row keeps the list's own
    /// highlight when it is tapped.
    ///
    /// - Parameter showsRows: whether the links inside look like list rows; `true` by default.
    public func pageLinkRows(_ showsRows: Bool = true) -> some View {
        environment(\.pageLinkRows, showsRows)
    }
}

extension EnvironmentValues {
    /// Whether ``PageLink``s draw themselves as list rows.
    var pageLinkRows: Bool {
        get { self[PageLinkRowsKey.self] }
        set { self[PageLinkRowsKey.self] = newValue }
    }
}

private struct PageLinkRowsKey: EnvironmentKey {
    static let defaultValue = false
}

/// A link's label as a `NavigationLink` row shows it: untinted, with a trailing disclosure chevron.
///
/// The chevron is the SF Symbol `chevron.forward` (it mirrors in right-to-left layouts, as the row
/// accessory does) at the footnote size in the semibold weight, in `tertiaryLabel` — the colour of
/// `UITableViewCell`'s disclosure indicator, which a `List` row's chevron is drawn as.
struct PageLinkRowLabel<Label: View>: View {
    @ViewBuilder let label: () -> Label

    var body: some View {
        HStack(spacing: 8) {
            label()
                .foregroundStyle(.primary)
            Spacer(minLength: 0)
            Image(systemName: "chevron.forward")
                .font(.footnote.weight(.semibold))
                .foregroundColor(Color(uiColor: .tertiaryLabel))
                .accessibilityHidden(true)
        }
    }
}
#endif
