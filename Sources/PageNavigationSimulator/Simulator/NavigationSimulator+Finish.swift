extension NavigationSimulator {
    /// What the flow left over, as it stands now; nothing runs. After a settled step, its
    /// ``SimulatorLeftovers/isConsistent`` says whether the host's bookkeeping agrees with the engine.
    public var leftovers: SimulatorLeftovers {
        var leftovers = SimulatorLeftovers()
        leftovers.queuedOperations = queuedCount
        leftovers.openConfirmation = pendingBack
        leftovers.transitionInFlight = platform.isInTransition || engine.transition != nil
        leftovers.fingerHeld = isSwiping
        leftovers.fakeBars = platform.fakeBarCount
        leftovers.droppedStackChanges = platform.droppedStackChanges
        var seen: Set<String> = []
        var twice: [String] = []
        for event in events where event.hasPrefix("completed:") {
            let label = String(event.dropFirst("completed:".count))
            if !seen.insert(label).inserted, !twice.contains(label) { twice.append(label) }
        }
        leftovers.completionsRunTwice = twice
        if !leftovers.transitionInFlight {  // mid-transition, the platform and the host rightly differ
            leftovers.stacksDisagree = platformStack != stack
            leftovers.extraRetainedPages = retainedPageCount - stack.count
            leftovers.barVisibilityDisagrees = platform.isBarHidden != bar.hidden
            leftovers.barMarginsDisagree = platform.barLook?.itemMargins != bar.itemMargins
        }
        return leftovers
    }

    /// Ends a flow, in the manner of swift-nio's `EmbeddedChannel.finish()`: runs the transitions in
    /// flight to their end (a finger still down holds its swipe) and returns what the flow left over —
    /// queued operations, an open confirmation, a transition in flight, a held finger, fake bars,
    /// retained pages, completions that ran twice, a platform stack unlike the engine's.
    ///
    /// ```swift
    /// try simulator.push("Editor")
    /// simulator.pop()
    /// #expect(simulator.finish().isClean)
    /// ```
    @discardableResult
    public func finish() -> SimulatorLeftovers {
        settle()
        return leftovers
    }
}
