/// A page that answers its own back confirmation: what a declared `back: .confirm` asks.
///
/// A ``DeclaredPage`` whose ``PageDeclaration/back`` is ``BackBehavior/confirm`` adopts it; the
/// library then runs ``confirmBack()`` whenever the user tries to leave the page (back button, swipes,
/// the back button's menu, VoiceOver's escape, the keyboard). The declaration says *that* the page asks,
/// so that the app's tests see it; this method says *how*.
///
/// A page that declares `.confirm` without adopting it goes back without asking — in the app and, so
/// that a test sees the same, in the simulator.
@MainActor
public protocol BackConfirming: AnyObject {
    /// Asks whether to leave the page, for example with an alert; `true` leaves it, `false` stays.
    func confirmBack() async -> Bool
}
