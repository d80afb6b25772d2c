extension NavigationSimulator {
    /// Carries out the engine's effects: records events, runs web views back, sets up new pages.
    mutating func perform(_ effects: [NavigationEffect]) {
        var entering: [PageID] = []
        for effect in effects {
            switch effect {
            case .changeStack(let change, _):
                if case .push(let id, _) = change { entering.append(id) }
                if case .replace(let ids) = change { entering += ids.filter { !engine.contains($0) } }
            case .goBackInWebView(let id):
                let count = max((webHistory[id] ?? 0) - 1, 0)
                webHistory[id] = count
                perform(engine.send(.webHistoryChanged(id, canGoBack: count > 0)))
            case .event(let event):
                let text = format(event)
                if !text.isEmpty { events.append(text) }
            case .updateInteraction, .finishInteraction, .cancelInteraction, .applyBar:
                break
            }
        }
        for id in entering {
            guard let type = typeOfName[name(of: id)], let scroll = pageTypes[type]?.contentScroll, scroll != .none
            else { continue }
            perform(engine.send(.contentScrollChanged(id, scroll)))
        }
    }

    /// An event as the scenario format writes it.
    public func format(_ event: NavigationEvent) -> String {
        switch event {
        case .willShow(let id): "willShow:\(name(of: id))"
        case .didShow(let id): "didShow:\(name(of: id))"
        case .removed(let id): "removed:\(name(of: id))"
        case .popGestureBegan(let id): "popGestureBegan:\(name(of: id))"
        case .popGestureCancelled(let id): "popGestureCancelled:\(name(of: id))"
        case .popGestureFinished(let id): "popGestureFinished:\(name(of: id))"
        case .pushGestureBegan(let id): "pushGestureBegan:\(name(of: id))"
        case .swipeRefused(let reason): "swipeRefused:\(reason.rawValue)"
        case .backRequested(let id): "backRequested:\(name(of: id))"
        case .backDenied(let id): "backDenied:\(name(of: id))"
        case .webBack(let id): "webBack:\(name(of: id))"
        case .completed(let operation): labels[operation].map { "completed:\($0)" } ?? ""
        case .refused(let error, _): "error:\(error.rawValue)"
        }
    }
}
