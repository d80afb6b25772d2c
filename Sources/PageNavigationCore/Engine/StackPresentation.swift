/// How the navigation stack is shown: on its own, presented as a sheet, or presented full screen.
///
/// A sheet has one more way back, the pull-down, which goes through the top page's back handler
/// (``NavigationEngine/pullDownDismisses``). A full-screen presentation has no pull-down; with
/// ``NavigationConfiguration/rootSwipeDismisses``, a swipe-back on the root page of either kind of
/// presented stack dismisses it.
package enum StackPresentation: Hashable, Sendable, CaseIterable {
    /// Not presented (a window's root, a tab, a split view's column).
    case none
    /// Presented as a sheet the user can pull down (UIKit's page and form sheets).
    case sheet
    /// Presented full screen: no pull-down.
    case fullScreen
}

/// What a host tells the engine about the presentation of its stack.
package enum PresentationInput: Sendable {
    /// The stack is now shown this way (presented, or no longer presented by the app's own `dismiss`).
    case presented(StackPresentation)
    /// The user pulled the sheet down and the platform asks the top page's back handler: `pop` and
    /// `webHistory` dismiss, `deny` keeps the sheet (`backDenied`), `confirm` asks (`backRequested`) and
    /// a yes dismisses.
    case pullDown
    /// The platform dismissed the sheet after the user pulled it down (the back handler let it go):
    /// the engine reports ``NavigationEvent/dismissed(_:)``.
    case dismissedByUser
}
