/// A page that goes back through a history of its own before it leaves: what a declared
/// `back: .webHistory` needs.
///
/// In an app, adopt the UIKit layer's `WebHistoryBacking`, which refines this protocol and names the
/// web view. The simulator looks for this protocol, so a page type that declares `.webHistory` without
/// supplying a history goes back at once in a test, exactly as it does in the app. A plain Swift type that
/// stands for a web page in a test on any platform adopts it directly.
@MainActor
public protocol HistoryBacking: AnyObject {}

/// A page that makes the page its declaration's ``PageDeclaration/next`` names: what a declared next
/// page needs for the swipe from the trailing edge to push it.
///
/// In an app, adopt the UIKit layer's `NextPageMaking`, which refines this protocol and makes the view
/// controller. The simulator looks for this protocol, so a page type that declares a next page without
/// making it pushes nothing in a test, exactly as in the app. A plain Swift type in a test on any
/// platform adopts it directly.
@MainActor
public protocol NextPageProviding: AnyObject {}
