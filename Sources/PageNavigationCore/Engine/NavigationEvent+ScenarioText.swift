extension NavigationEvent {
    /// The event as the scenario format writes it (`willShow:Editor`, `swipeRefused:root`), with each page
    /// named by `name`; `nil` for completions, which a scenario writes with their label. The simulator's
    /// event log, the session recorder and the engine's tests all write events this way.
    package func scenarioText(naming name: (PageID) -> String) -> String? {
        // One interpolation and one call of `name` for every event: each case names its key and its page or
        // its value (binary size).
        let key: String
        var page: PageID?
        var value = ""
        switch self {
        case .willShow(let id): (key, page) = ("willShow", id)
        case .didShow(let id): (key, page) = ("didShow", id)
        case .removed(let id): (key, page) = ("removed", id)
        case .popGestureBegan(let id): (key, page) = ("popGestureBegan", id)
        case .popGestureCancelled(let id): (key, page) = ("popGestureCancelled", id)
        case .popGestureFinished(let id): (key, page) = ("popGestureFinished", id)
        case .pushGestureBegan(let id): (key, page) = ("pushGestureBegan", id)
        case .pushGestureCancelled(let id): (key, page) = ("pushGestureCancelled", id)
        case .pushGestureFinished(let id): (key, page) = ("pushGestureFinished", id)
        case .swipeRefused(let reason): (key, value) = ("swipeRefused", reason.rawValue)
        case .backRequested(let id): (key, page) = ("backRequested", id)
        case .backDenied(let id): (key, page) = ("backDenied", id)
        case .confirmationClosed(let id): (key, page) = ("confirmationClosed", id)
        case .webBack(let id): (key, page) = ("webBack", id)
        case .dismissed(let id): (key, page) = ("dismissed", id)
        case .completed: return nil
        case .refused(let error, _): (key, value) = ("error", error.rawValue)
        case .notFreed(let departed): (key, page) = ("notFreed", departed.id)
        case .warning(let warning): (key, value) = ("warning", warning.rawValue)
        }
        if let page { value = name(page) }
        return "\(key):\(value)"
    }
}
