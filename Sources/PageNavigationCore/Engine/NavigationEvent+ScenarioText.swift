extension NavigationEvent {
    /// The event as the scenario format writes it (`willShow:Editor`, `swipeRefused:root`), with each page
    /// named by `name`; `nil` for completions, which a scenario writes with their label. The simulator's
    /// event log, the session recorder and the engine's tests all write events this way.
    package func scenarioText(naming name: (PageID) -> String) -> String? {
        // One interpolation for every event: each case names its key and its value (binary size).
        let key: String
        let value: String
        switch self {
        case .willShow(let id): (key, value) = ("willShow", name(id))
        case .didShow(let id): (key, value) = ("didShow", name(id))
        case .removed(let id): (key, value) = ("removed", name(id))
        case .popGestureBegan(let id): (key, value) = ("popGestureBegan", name(id))
        case .popGestureCancelled(let id): (key, value) = ("popGestureCancelled", name(id))
        case .popGestureFinished(let id): (key, value) = ("popGestureFinished", name(id))
        case .pushGestureBegan(let id): (key, value) = ("pushGestureBegan", name(id))
        case .pushGestureCancelled(let id): (key, value) = ("pushGestureCancelled", name(id))
        case .pushGestureFinished(let id): (key, value) = ("pushGestureFinished", name(id))
        case .swipeRefused(let reason): (key, value) = ("swipeRefused", reason.rawValue)
        case .backRequested(let id): (key, value) = ("backRequested", name(id))
        case .backDenied(let id): (key, value) = ("backDenied", name(id))
        case .confirmationClosed(let id): (key, value) = ("confirmationClosed", name(id))
        case .webBack(let id): (key, value) = ("webBack", name(id))
        case .dismissed(let id): (key, value) = ("dismissed", name(id))
        case .completed: return nil
        case .refused(let error, _): (key, value) = ("error", error.rawValue)
        case .notFreed(let page): (key, value) = ("notFreed", name(page.id))
        case .warning(let warning): (key, value) = ("warning", warning.rawValue)
        }
        return "\(key):\(value)"
    }
}
