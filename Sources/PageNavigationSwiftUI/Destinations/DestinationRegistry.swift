#if canImport(SwiftUI) && canImport(UIKit)
import PageNavigationCore
import SwiftUI

/// The destinations each page of a stack declares (``SwiftUICore/View/pageDestination(for:destination:)``),
/// by the type of value they show.
@MainActor
final class DestinationRegistry: ObservableObject {
    @Published private var byPage: [PageID: DestinationSet] = [:]
    /// The order pages declared destinations in; a later declaration of a type wins.
    private var order: [PageID] = []

    /// Records what a page declares now.
    func register(_ destinations: DestinationSet, for page: PageID) {
        order.removeAll { $0 == page }
        if destinations.builders.isEmpty {
            byPage[page] = nil
        } else {
            order.append(page)
            byPage[page] = destinations
        }
    }

    /// A page left for good: its declarations go with it.
    func forget(_ page: PageID) {
        guard byPage[page] != nil else { return }
        order.removeAll { $0 == page }
        byPage[page] = nil
    }

    /// The builder of a value's page, from the latest declaration of its type; `nil` when none declares it.
    func builder(for value: AnyHashable) -> ((AnyHashable) -> AnyView)? {
        let type = PageTypeNames.of(value)
        for page in order.reversed() {
            if let builder = byPage[page]?.builders[type] { return builder }
        }
        return nil
    }
}

/// The destinations a view declares, by type name. Two sets are equal when they declare the same types:
/// a page's declarations are read again when a type comes or goes.
struct DestinationSet: Equatable {
    var builders: [String: (AnyHashable) -> AnyView] = [:]

    static func == (lhs: DestinationSet, rhs: DestinationSet) -> Bool {
        Set(lhs.builders.keys) == Set(rhs.builders.keys)
    }
}

/// Collects the destinations of a page's views.
struct DestinationPreferenceKey: PreferenceKey {
    static var defaultValue: DestinationSet { DestinationSet() }

    static func reduce(value: inout DestinationSet, nextValue: () -> DestinationSet) {
        value.builders.merge(nextValue().builders) { _, later in later }
    }
}
#endif
