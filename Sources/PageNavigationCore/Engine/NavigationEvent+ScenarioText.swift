extension NavigationEvent {
    /// The event as the scenario format writes it (`willShow:Editor`, `swipeRefused:root`), with each page
    /// named by `name`; `nil` for completions, which a scenario writes with their label. The simulator's
    /// event log, the session recorder and the engine's tests all write events this way.
    package func scenarioText(naming name: (PageID) -> String) -> String? {
        switch self {
        case .willShow(let id): "willShow:\(name(id))"
        case .didShow(let id): "didShow:\(name(id))"
        case .removed(let id): "removed:\(name(id))"
        case .popGestureBegan(let id): "popGestureBegan:\(name(id))"
        case .popGestureCancelled(let id): "popGestureCancelled:\(name(id))"
        case .popGestureFinished(let id): "popGestureFinished:\(name(id))"
        case .pushGestureBegan(let id): "pushGestureBegan:\(name(id))"
        case .pushGestureCancelled(let id): "pushGestureCancelled:\(name(id))"
        case .pushGestureFinished(let id): "pushGestureFinished:\(name(id))"
        case .swipeRefused(let reason): "swipeRefused:\(reason.rawValue)"
        case .backRequested(let id): "backRequested:\(name(id))"
        case .backDenied(let id): "backDenied:\(name(id))"
        case .confirmationClosed(let id): "confirmationClosed:\(name(id))"
        case .webBack(let id): "webBack:\(name(id))"
        case .dismissed(let id): "dismissed:\(name(id))"
        case .completed: nil
        case .refused(let error, _): "error:\(error.rawValue)"
        case .notFreed(let page): "notFreed:\(name(page.id))"
        case .warning(let warning): "warning:\(warning.rawValue)"
        }
    }
}
