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
            now += max(left, 0)
            end(cancelled: !forward)
            return seconds - max(left, 0)
        }
        state.progress += (forward ? 1 : -1) * seconds / duration
        now += seconds
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

    /// The transition arrived. For a finished one the delegate's `didShow` runs first when
    /// ``didShowBeforeCompletion`` (UIKit's order is not documented; both are modelled), while the
    /// controller still counts as transitioning; the coordinator's completion runs "after the transition
    /// finishes", with `isCancelled` for a cancelled one, also while the controller still counts as
    /// transitioning (a stack change asked for in either is dropped, and counted in
    /// ``stackChangesInsideDidShow`` when made in `didShow`). A transition of the platform's own (a
    /// presentation, a rotation) calls neither the delegate nor appearance methods. A cancelled pop
    /// puts the previous stack back, and the page that stays appears again (`viewWillAppear(_:)`,
    /// `viewDidAppear(_:)`), as after a cancelled swipe-back in UIKit. What the host asked to run after
    /// the transition runs last, as the main queue's next turn.
    private func end(cancelled: Bool) {
        guard let state = transition else { return }
        let arriving = pages.last
        let staying = state.previous.last
        if cancelled {
            pages = state.previous
            if tabBarController?.isSelected(self) == true { tabBarHidden = state.tabBarHiddenAtStart ?? tabBarHidden }
        }
        if !state.platformOwn { endAppearance(from: staying, to: arriving, cancelled: cancelled) }
        leavingPages = []
        for recognizer in [edge, content, pan] { recognizer.isActive = false }
        let showsPage = !cancelled && !state.platformOwn
        if showsPage, didShowBeforeCompletion { callDidShow() }
        state.completion?(cancelled)
        transition = nil
        if showsPage, !didShowBeforeCompletion { callDidShow() }
        runNextTurn()
    }

    /// The delegate's `navigationController(_:didShow:animated:)`.
    func callDidShow() {
        isInDidShow += 1
        host?.didShow()
        host?.checkSwipeRecognizers(at: .didShow)  // after the app's own delegate, as the UIKit layer does
        isInDidShow -= 1
    }

    /// The main queue's next turn: what the host asked to run after the transition runs, unless a
    /// transition is still in flight.
    func runNextTurn() {
        while transition == nil, !afterTransitionBodies.isEmpty {
            afterTransitionBodies.removeFirst()()
        }
    }

    /// Starts a transition of the platform's own, which the host did not ask for: a presentation, a
    /// dismissal, a rotation (UIKit sets the controller's `transitionCoordinator`; its stack does not
    /// change). Stack changes asked for meanwhile are dropped by UIKit (radar 44091459).
    public func beginOwnTransition() {
        guard transition == nil else { return }
        transition = VirtualTransition(
            previous: pages, interactive: false, library: false, progress: 0, platformOwn: true)
    }

    /// Ends the platform's own transition: the presentation, dismissal or rotation is over.
    public func endOwnTransition() {
        guard transition?.platformOwn == true else { return }
        end(cancelled: false)
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
