#if DEBUG  // console messages of debug builds only
/// A property of the navigation bar itself that apps used to set directly — in `viewWillAppear`, in
/// ported code — and that now fights the per-page look the library shows. (The bar's visibility is not
/// one: UIKit hides and shows the bar by itself, and the library keeps that as the page's `hidden`.)
///
/// No `String` raw type: a raw-value enum's `==` and `hash(into:)` compare and hash the raw strings
/// (about 1 KB of code); ``rawValue`` spells the property as UIKit names it.
package enum BarProperty: Hashable, Sendable, CaseIterable {
    case barTintColor, tintColor, titleTextAttributes, standardAppearance, compactAppearance,
        scrollEdgeAppearance, compactScrollEdgeAppearance, shadowImage, backgroundImage

    /// The property's name on `UINavigationBar`.
    package var rawValue: String {
        switch self {
        case .barTintColor: "barTintColor"
        case .tintColor: "tintColor"
        case .titleTextAttributes: "titleTextAttributes"
        case .standardAppearance: "standardAppearance"
        case .compactAppearance: "compactAppearance"
        case .scrollEdgeAppearance: "scrollEdgeAppearance"
        case .compactScrollEdgeAppearance: "compactScrollEdgeAppearance"
        case .shadowImage: "shadowImage"
        case .backgroundImage: "backgroundImage"
        }
    }

    /// What a page sets instead.
    package var replacement: String {
        switch self {
        case .barTintColor: "pageNavigation.bar.backgroundColor"
        case .tintColor: "pageNavigation.bar.tintColor"
        case .titleTextAttributes: "pageNavigation.bar.titleColor"
        case .standardAppearance, .compactAppearance, .scrollEdgeAppearance, .compactScrollEdgeAppearance:
            "pageNavigation.bar (its fields become the page's navigationItem appearances)"
        case .shadowImage: "pageNavigation.bar.shadow"
        case .backgroundImage: "pageNavigation.bar.backgroundColor"
        }
    }
}

/// The debug console messages for direct writes to the bar: one per property, naming the page on top
/// and the `pageNavigation.bar` field to use instead.
package struct DirectBarWrites: Sendable {
    /// The raw values of the properties reported (a few: an array of strings, whose code the host has
    /// already, costs less than a set or an array of properties).
    private var reported: [String] = []

    package init() {}

    /// The message for a write of `property` while `page` is on top, the first time the property is
    /// written; `nil` after that.
    package mutating func message(for property: BarProperty, page: String) -> String? {
        guard !reported.contains(property.rawValue) else { return nil }
        reported.append(property.rawValue)
        return
            "PageNavigation: navigationBar.\(property.rawValue) was set directly or through UINavigationBar.appearance() "
            + "while \(page) was on top; it fights the pages' looks. Set \(property.replacement) on the page instead."
    }
}
#endif
