#if canImport(SwiftUI) && canImport(UIKit)
/// The type name a SwiftUI page is matched by (``PageNavigator/Target/type(_:)``): the module-qualified
/// name of the type of the value it shows.
enum PageTypeNames {
    static func of(_ value: AnyHashable) -> String { String(reflecting: type(of: value.base)) }
    static func of(_ type: Any.Type) -> String { String(reflecting: type) }
}
#endif
