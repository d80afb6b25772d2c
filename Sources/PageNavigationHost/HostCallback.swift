import PageNavigationCore

/// What the host does when the platform calls it back later: a transition animates, a finger lets go,
/// a transition completes, the platform's next turn comes, a dismissal begins or ends, a page's item
/// or web history changes, a confirmation answers.
///
/// Every callback the host hands the platform is one of two closures
/// (``NavigationHost/callback(_:)``, ``NavigationHost/answerCallback(_:)``) over one of these, not a
/// closure of its own per site: each closure costs its own code, context and forwarder.
enum HostCallback {
    /// The platform changed its stack on its own, maybe: ``NavigationHost/reconcile()``.
    case reconcile
    /// The platform's own transition is over: the stack changes that waited for it.
    case applyWaitingChanges
    /// The followed transition `number` animates.
    case transitionAnimates(number: Int)
    /// A finger let go of the followed transition `number` (the answer: whether it cancels).
    case interactionEnded(number: Int)
    /// The followed transition `number` completed (the answer: whether it was cancelled).
    case transitionCompleted(number: Int)
    /// The platform's next turn after the followed transition `number` completed or showed its page.
    case endFollowedTransition(number: Int, cancelled: Bool)
    /// The platform's next turn: the keyboard, if nothing claimed it.
    case claimKeyboard
    /// The library's dismissal of the stack began or ended: the app's presentation delegate hears it.
    case tellAppPresentationDelegate(PresentationDelegateCall)
    /// A page's item changed what its iOS 15 back item depends on.
    case refreshLeftBackItem(PageID)
    /// The top page's confirmation answered (the answer: whether to leave).
    case answerBack
    /// A page's web view can go back, or no longer can (the answer).
    case webHistoryChanged(PageID)
}

extension NavigationHost {
    /// The closure that does `call` on this host, while it exists.
    func callback(_ call: HostCallback) -> () -> Void {
        { [weak self] in self?.run(call, answer: false) }
    }

    /// The closure that does `call`, with the platform's answer, on this host, while it exists.
    func answerCallback(_ call: HostCallback) -> (Bool) -> Void {
        { [weak self] answer in self?.run(call, answer: answer) }
    }

    private func run(_ call: HostCallback, answer: Bool) {
        switch call {
        case .reconcile: reconcile()
        case .applyWaitingChanges: applyWaitingChanges()
        case .transitionAnimates(let number): transitionAnimates(number)
        case .interactionEnded(let number): interactionEnded(number, cancelled: answer)
        case .transitionCompleted(let number): transitionCompleted(number, cancelled: answer)
        case .endFollowedTransition(let number, let cancelled):
            guard transitions.followed?.number == number else { return }
            endFollowedTransition(cancelled: cancelled)
        case .claimKeyboard: claimKeyboardNow()
        case .tellAppPresentationDelegate(let delegateCall): platform.tellAppPresentationDelegate(delegateCall)
        case .refreshLeftBackItem(let id): refreshLeftBackItem(of: id)
        case .answerBack: send(.answerBack(answer))
        case .webHistoryChanged(let id): send(.webHistoryChanged(id, canGoBack: answer))
        }
    }
}
