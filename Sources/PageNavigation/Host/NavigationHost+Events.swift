#if canImport(UIKit)
import PageNavigationCore
import UIKit

extension NavigationHost {
    /// Does what an engine event asks of the host: completions, failures, page callbacks, confirmations.
    func handle(_ event: NavigationEvent) {
        switch event {
        case .completed(let operation):
            callbacks.takeCompletion(operation)?()
        case .refused(let error, let operation):
            operation.flatMap { callbacks.takeFailure($0) }?(error)
        case .removed(let id):
            pageLeft(id)
        case .popGestureBegan(let id):
            registry[id]?.page.swipeBack.began?()
        case .popGestureCancelled(let id):
            registry[id]?.page.swipeBack.cancelled?()
        case .popGestureFinished(let id):
            registry[id]?.page.swipeBack.finished?()
        case .backRequested(let id):
            askToLeave(id)
        case .willShow, .didShow, .pushGestureBegan, .swipeRefused, .backDenied, .webBack:
            break
        }
    }

    /// Runs a page's confirmation and gives the engine its answer.
    private func askToLeave(_ id: PageID) {
        guard let ask = registry[id]?.page.back.confirmation else { return }
        Task { @MainActor [weak self] in
            let leave = await ask()
            self?.send(.answerBack(leave))
        }
    }

    /// A page entered the stack (or is being brought in): tell the engine what the host knows of it.
    func pageEntered(_ id: PageID) {
        guard let viewController = registry[id] else { return }
        BackButtonInstaller.applyTitle(configuration.backButton.title, to: viewController.navigationItem)
        CustomBarInstaller.install(viewController.page.customBar, in: viewController)
        observeWebHistory(of: viewController)
    }

    /// A page left the stack.
    private func pageLeft(_ id: PageID) {
        webObservers[id] = nil
        guard let options = registry[id]?.page, options.host === self else { return }
        options.host = nil
        options.resolvedBar = nil
    }
}
#endif
