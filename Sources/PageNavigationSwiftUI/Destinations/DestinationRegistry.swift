#if canImport(SwiftUI) && canImport(UIKit)
import PageNavigationCore
import SwiftUI

/// The destinations each page of a stack declares (``SwiftUICore/View/pageDestination(for:destination:)``),
/// by the type of value they show.
///
/// A page's declarations are recorded again at every evaluation of the view that declares them, so a
/// push uses the builder of the latest evaluation (with the values it captured then). Views that wait
/// for a declaration are told only when the declared types change, not at every evaluation.
@MainActor
final class DestinationRegistry: ObservableObject {
    private var byPage: [PageID: DestinationSet] = [:]
    /// The types each page declares; published, so that a page waiting for its type's declaration shows it.
    @Published private var typesByPage: [PageID: Set<String>] = [:] {
        willSet { StackUpdatePass.willChange() }
    }
    /// The order pages declared destinations in; a later declaration of a type wins.
    private var order: [PageID] = []

    /// Records what a page declares now.
    func register(_ destinations: DestinationSet, for page: PageID) {
        let types = Set(destinations.builders.keys)
        if types.isEmpty {
            order.removeAll { $0 == page }
            byPage[page] = nil
        } else {
            if byPage[page].map({ Set($0.builders.keys) }) != types {
                order.removeAll { $0 == page }
                order.append(page)
            }
            byPage[page] = destinations
        }
        publishTypes(of: page)
    }

    /// A page left for good: its declarations go with it.
    func forget(_ page: PageID) {
        guard byPage[page] != nil else { return }
        order.removeAll { $0 == page }
        byPage[page] = nil
        publishTypes(of: page)
    }

    /// Tells the views waiting for a declaration what `page` declares. A page that enters with a
    /// starting path is laid out inside the stack's `makeUIViewController`, where its declarations
    /// arrive: there the change waits for the next turn of the main queue, outside SwiftUI's update.
    private func publishTypes(of page: PageID) {
        guard StackUpdatePass.isRunning else { return publishTypesNow(of: page) }
        Task { @MainActor [weak self] in self?.publishTypesNow(of: page) }
    }

    private func publishTypesNow(of page: PageID) {
        let types = byPage[page].map { Set($0.builders.keys) }
        if typesByPage[page] != types { typesByPage[page] = types }
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

/// The destinations a view declares, by type name. Each evaluation of a declaring view makes a new set,
/// equal only to itself, so that its builders — and the values they capture — replace the old ones.
/// Two empty sets are equal: a page that declares nothing is not read again and again.
struct DestinationSet: Equatable {
    var builders: [String: (AnyHashable) -> AnyView] = [:]
    private var evaluation = Evaluation()

    static func == (lhs: DestinationSet, rhs: DestinationSet) -> Bool {
        lhs.evaluation === rhs.evaluation || (lhs.builders.isEmpty && rhs.builders.isEmpty)
    }

    /// Gives the set a new identity (it took builders of another evaluation).
    mutating func renew() { evaluation = Evaluation() }

    /// The identity of one evaluation.
    private final class Evaluation {}
}

/// Collects the destinations of a page's views.
struct DestinationPreferenceKey: PreferenceKey {
    static var defaultValue: DestinationSet { DestinationSet() }

    static func reduce(value: inout DestinationSet, nextValue: () -> DestinationSet) {
        let next = nextValue()
        guard !next.builders.isEmpty else { return }
        if value.builders.isEmpty {
            value = next
        } else {
            value.builders.merge(next.builders) { _, later in later }
            value.renew()
        }
    }
}
#endif
