import PageNavigationCore
import PageNavigationHost

extension VirtualPlatform {
    /// The finger let go of the interactive transition: it heads to its end or back to its start. The
    /// handler of `notifyWhenInteractionChanges(_:)` runs now, with `isCancelled` for a transition going back.
    func letGo(finishing: Bool) {
        guard var state = transition, state.finishing == nil else { return }
        state.finishing = finishing
        transition = state
        state.interactionEnded?(!finishing)
    }

    /// Lets `seconds` pass: the transition in flight moves on, unless a finger holds it, and ends when
    /// it arrives. Returns the seconds left over.
    func advance(by seconds: Double) -> Double {
        guard var state = transition, !state.interactive || state.finishing != nil else { return seconds }
        let forward = state.finishing ?? true
        let left = (forward ? 1 - state.progress : state.progress) * duration
        guard seconds < left, duration > 0 else {
            end(cancelled: !forward)
            return seconds - max(left, 0)
        }
        state.progress += (forward ? 1 : -1) * seconds / duration
        transition = state
        host?.transitionProgressed(state.progress)
        return 0
    }

    /// The platform cancels the transition in flight, whatever its kind, as UIKit may (its coordinator
    /// then reports `isCancelled`).
    public func cancelTransition() {
        guard transition != nil else { return }
        end(cancelled: true)
    }

    /// The transition arrived. The coordinator's completion runs "after the transition finishes", with
    /// `isCancelled` for a cancelled one, while the controller still counts as transitioning (a stack
    /// change asked for then is dropped); then — for a finished one — the delegate's `didShow`. A
    /// cancelled pop puts the previous stack back, and the page that stays appears again
    /// (`viewWillAppear(_:)`, `viewDidAppear(_:)`), as after a cancelled swipe-back in UIKit. What the
    /// host asked to run after the transition runs last, as the main queue's next turn.
    private func end(cancelled: Bool) {
        guard let state = transition else { return }
        let arriving = pages.last
        let staying = state.previous.last
        if cancelled {
            pages = state.previous
            tabBarHidden = state.tabBarHiddenAtStart ?? tabBarHidden
        }
        endAppearance(from: staying, to: arriving, cancelled: cancelled)
        leavingPages = []
        for recognizer in [edge, content, pan] { recognizer.isActive = false }
        state.completion?(cancelled)
        transition = nil
        if !cancelled { host?.didShow() }
        let bodies = afterTransitionBodies
        afterTransitionBodies = []
        bodies.forEach { $0() }
    }

    /// The start of a transition's appearance calls.
    func appear(from leaving: VirtualPage?, to arriving: VirtualPage) {
        leaving?.appearanceCalls.append("willDisappear")
        if arriving.loadIfNeeded() { pageViewDidLoad?(arriving) }
        arriving.appearanceCalls.append("willAppear")
    }

    /// The end of a transition's appearance calls; a cancelled one gives the page that stays
    /// `willAppear` and `didAppear` again and the page that did not arrive `willDisappear`, `didDisappear`.
    func endAppearance(from leaving: VirtualPage?, to arriving: VirtualPage?, cancelled: Bool) {
        if cancelled {
            arriving?.appearanceCalls += ["willDisappear", "didDisappear"]
            leaving?.appearanceCalls += ["willAppear", "didAppear"]
        } else {
            leaving?.appearanceCalls.append("didDisappear")
            arriving?.appearanceCalls.append("didAppear")
        }
    }
}
