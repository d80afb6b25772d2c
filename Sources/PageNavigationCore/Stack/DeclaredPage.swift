/// A page type that declares its navigation settings once, for the app and its tests.
///
/// Adopt it in a view controller (or, in a test on any platform, in a plain Swift type) and return the
/// page's ``PageDeclaration``:
///
/// ```swift
/// final class EditViewController: UIViewController, DeclaredPage, BackConfirming {
///     static let pageDeclaration = PageDeclaration(bar: PartialBarStyle(tint: orange), back: .confirm)
///
///     func confirmBack() async -> Bool { await askToDiscardChanges() }
/// }
/// ```
///
/// - In the app, the UIKit layer starts the view controller's `pageNavigation` options from the
///   declaration when they are first made; what the page sets on `pageNavigation` at run time wins,
///   field by field.
/// - In a test, `NavigationSimulator(pages:root:)` and `push(_:)` take the type itself: the simulator's
///   pages carry exactly what the view controller declares, so a test fails when the declaration
///   changes.
///
/// The requirement is read on the main actor, where view controllers live; a plain type conforms
/// without any annotation.
@MainActor
public protocol DeclaredPage: SendableMetatype {
    /// The page's navigation settings: its starting look, swipe-back mode and thresholds, back handler
    /// kind, tag and next page.
    static var pageDeclaration: PageDeclaration { get }
}
