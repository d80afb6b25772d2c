#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The app's path binding with its element type erased, so that one stack serves every route type.
@MainActor
struct PathBinding {
    /// The values in the binding now.
    let read: () -> [AnyHashable]
    /// Writes values to the binding (every value is one the binding's element type can hold).
    let write: ([AnyHashable]) -> Void
    /// Whether the binding's element type can hold a value.
    let accepts: (AnyHashable) -> Bool
    /// The binding's element type, for messages.
    let elementType: String

    init<Route: Hashable>(_ binding: Binding<[Route]>) {
        read = { binding.wrappedValue.map { AnyHashable($0) } }
        write = { values in binding.wrappedValue = values.compactMap { $0.base as? Route } }
        accepts = { $0.base is Route }
        elementType = String(reflecting: Route.self)
    }

    init(_ binding: Binding<PagePath>) {
        read = { binding.wrappedValue.values }
        write = { values in binding.wrappedValue = PagePath(values) }
        accepts = { _ in true }
        elementType = String(reflecting: PagePath.self)
    }
}
#endif
