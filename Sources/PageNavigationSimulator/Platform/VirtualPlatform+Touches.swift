import PageNavigationCore
import PageNavigationHost

extension VirtualPlatform {
    /// A finger goes down at `startX` and moves by `distance` and `dy`: the recognizers are asked in
    /// UIKit's order, and the one that begins starts its swipe. Returns the recognizer that began.
    ///
    /// - The system's edge swipe (`UIScreenEdgePanGestureRecognizer`) "looks for panning gestures that
    ///   start near an edge of the screen": it is asked only for a touch that starts in the back-edge
    ///   region and moves toward the back.
    /// - iOS 26's content swipe is asked for a touch that moves toward the back anywhere.
    /// - The library's pan requires both to fail (`gestureRecognizer(_:shouldRequireFailureOf:)`), so it
    ///   is asked last, for any movement.
    ///
    /// A system recognizer requires the library's stand-in in front of it to fail; the stand-ins see
    /// every touch that moves and ask the host first. The library's pan is asked through
    /// `gestureRecognizerShouldBegin(_:)`. A system recognizer that begins makes UIKit call
    /// `popViewController(animated:)`, which starts an interactive pop.
    func touch(startX: Double, distance: Double, dy: Double, velocity: Double, timestamp: Double, edgeWidth: Double)
        -> VirtualRecognizer?
    {
        guard let host else { return nil }
        host.noteTouch(began: true, timestamp: timestamp, location: TouchPoint(x: startX, y: 300))
        let sample = RecognizerSample(
            location: TouchPoint(x: startX + distance, y: 300 + dy), translation: TouchPoint(x: distance, y: dy),
            velocity: TouchPoint(x: velocity, y: 0)
        )
        let back = distance * direction.backSign > 0 && abs(dy) <= abs(distance)
        // UIKit's edge recognizer has a region of its own (``systemEdgeWidth``), which may differ from the
        // library's edge width.
        let fromBackEdge = (direction == .leftToRight ? startX : width - startX) <= (systemEdgeWidth ?? edgeWidth)
        // The library's stand-ins in front of the system's recognizers see every touch that moves, and
        // decide before the recognizers they stand in front of may begin.
        let systemMayGo = Dictionary(
            uniqueKeysWithValues: (hasContentSwipe
                ? (contentStandInAskedFirst ? [content, edge] : [edge, content]) : [edge]).map {
                    ($0.role, standInLetsGo($0, sample: sample))
                })
        // While the controller's delegate offers the animator methods, UIKit's recognizers never begin
        // (UIKitBehavior row 1).
        let systemCanBegin = back && !delegateOffersAnimators
        var candidates: [VirtualRecognizer] = []
        if systemCanBegin && fromBackEdge && systemMayGo[.edge] == true { candidates.append(edge) }
        if systemCanBegin && hasContentSwipe && systemMayGo[.content] == true { candidates.append(content) }
        candidates.append(pan)
        for recognizer in candidates where askToBegin(recognizer, sample: sample) {
            recognizer.isActive = true
            if recognizer.role.isSystem {
                systemSwipesBegan += 1
                systemPop()
            } else {
                host.libraryPanBegan(recognizer)
            }
            guard host.activeSwipe != nil else {
                recognizer.isActive = false
                return nil
            }
            host.swipeMoved(by: host.activeSwipe!, reported(sample, by: recognizer))
            return recognizer
        }
        if back && fromBackEdge { webViewSwipe() }
        return nil
    }

    /// A two-finger scroll on an iPad trackpad, with the pointer at `pointerX`: it delivers scroll
    /// events and no touches, so only a recognizer that accepts scrolls sees it — the library's pan
    /// (`allowedScrollTypesMask`), not the system's edge swipe, which needs a touch at the edge, nor
    /// (as modelled) iOS 26's content swipe, declared a plain `UIGestureRecognizer`. The pan's delegate
    /// starts a sequence at the first scroll event (`gestureRecognizer(_:shouldReceive:)` with a
    /// `UIEvent`). The pointer stays where it is while the fingers scroll. Returns the pan if it began.
    func scroll(pointerX: Double, distance: Double, dy: Double, velocity: Double, timestamp: Double)
        -> VirtualRecognizer?
    {
        guard let host else { return nil }
        host.noteTouch(began: true, timestamp: timestamp, location: TouchPoint(x: pointerX, y: 300), indirect: true)
        let sample = RecognizerSample(
            location: TouchPoint(x: pointerX, y: 300), translation: TouchPoint(x: distance, y: dy),
            velocity: TouchPoint(x: velocity, y: 0), indirect: true
        )
        // UIKit's edge swipe taking the scroll by itself: its stand-in, which sees no scroll events, is
        // not asked; UIKit calls `popViewController(animated:)` and the host decides then.
        let back = distance * direction.backSign > 0 && abs(dy) <= abs(distance)
        if systemTakesTrackpadSwipes, back, !delegateOffersAnimators, edge.isEnabled, !systemDelegateRefuses(edge) {
            edge.isActive = true
            systemSwipesBegan += 1
            systemPop()
            guard let driver = host.activeSwipe else {
                edge.isActive = false
                return nil
            }
            host.swipeMoved(by: driver, sample)
            return edge
        }
        guard host.swipeShouldBegin(pan, role: .pan, sample: sample) else { return nil }
        pan.isActive = true
        host.libraryPanBegan(pan)
        guard let driver = host.activeSwipe else {
            pan.isActive = false
            return nil
        }
        host.swipeMoved(by: driver, sample)
        return pan
    }

    /// WebKit's own back-forward swipe (`allowsBackForwardNavigationGestures`): an edge swipe that no
    /// swipe-back recognizer took goes back one page in the top page's web view, by the web view — even
    /// when the library already went back for the same swipe (that would go back twice).
    private func webViewSwipe() {
        guard let page = pages.last, page.content.contains(.webViewGestures), page.webHistory > 0 else { return }
        page.webHistory -= 1
        page.webObservation?.report(page.webHistory > 0)
    }

    /// Whether the library's stand-in in front of a system recognizer fails, letting it go on (the
    /// host's `systemSwipeMayBegin`, with the finger's movement, as the stand-in measures it).
    /// ``appReplacedEdgeDelegate`` models an edge swipe that begins without the host's decision.
    private func standInLetsGo(_ recognizer: VirtualRecognizer, sample: RecognizerSample) -> Bool {
        guard let host else { return false }
        if recognizer.role == .edge && appReplacedEdgeDelegate { return true }
        return host.systemSwipeMayBegin(recognizer, role: recognizer.role, sample: sample)
    }

    /// A system recognizer whose stand-in let it go begins unless UIKit's own delegate refuses it
    /// (``systemDelegateRefuses``); the library's pan asks `gestureRecognizerShouldBegin(_:)` on
    /// the gate. The content swipe is a plain `UIGestureRecognizer` and reports no translation or velocity.
    private func askToBegin(_ recognizer: VirtualRecognizer, sample: RecognizerSample) -> Bool {
        guard let host else { return false }
        if recognizer.role.isSystem { return recognizer.isEnabled && !systemDelegateRefuses(recognizer) }
        return host.swipeShouldBegin(recognizer, role: recognizer.role, sample: reported(sample, by: recognizer))
    }

    /// Whether the delegate of a system swipe-back recognizer refuses it: the app's delegate, when it
    /// installed one (``appEdgeDelegateAnswer``); else UIKit's own, when the bar is hidden or the top page
    /// has a left bar button item of its own (the classic reasons swipe-back "stops working" with a
    /// custom back button or a hidden bar).
    private func systemDelegateRefuses(_ recognizer: VirtualRecognizer) -> Bool {
        if let answer = appDelegateAnswer(for: recognizer) { return !answer }
        return systemSwipeRefusalIsKnown || systemRefusesTouch
    }

    /// What `recognizer` reports of a finger: a pan's translation and velocity; only the location for
    /// the content swipe.
    func reported(_ sample: RecognizerSample, by recognizer: VirtualRecognizer) -> RecognizerSample {
        guard recognizer.role == .content else { return sample }
        return RecognizerSample(location: sample.location, translation: nil, velocity: nil)
    }

    /// UIKit's swipe calls `popViewController(animated:)`; the library's override lets the host start
    /// the engine's swipe first, then UIKit pops interactively (a pop the host cancels at once when the
    /// engine refused the swipe). A recognizer that began and got no transition (the pop was refused, or
    /// there was nothing to pop: the root) leaves the controller stuck (UIKitBehavior rows 5 and 11).
    private func systemPop() {
        guard let host else { return }
        switch host.systemPopStarting() {
        case .follow, .cancel: startSystemPop()
        case .notASwipe: _ = host.performPlatformPop(.pop(animated: true))
        }
        if transition == nil { isStuck = true }
    }

    /// UIKit's own `popViewController(animated:)` under a recognizer that began: an interactive pop, or
    /// nothing on the root.
    private func startSystemPop() {
        guard let host, pages.count > 1, transition == nil, !isStuck else { return }
        let previous = pages
        pages.removeLast()
        leavingPages = [previous[previous.count - 1]]
        appear(from: previous.last, to: pages[pages.count - 1])
        let tabBarAtStart = tabBarHidden
        systemMovesTabBar(from: previous)
        transition = VirtualTransition(
            previous: previous, interactive: true, library: false, progress: 0, tabBarHiddenAtStart: tabBarAtStart)
        host.willShow(animated: true, interactive: true)
    }

    /// The finger moved (`.changed`) or lifted (`.ended`) on the recognizer driving the swipe.
    func moveFinger(_ sample: RecognizerSample, lifted: Bool) {
        guard let host, let driver = host.activeSwipe else { return }
        let active = edge.isActive ? edge : content.isActive ? content : pan.isActive ? pan : nil
        let sample = active.map { reported(sample, by: $0) } ?? sample
        if lifted {
            host.swipeEnded(by: driver, sample)
        } else {
            host.swipeMoved(by: driver, sample)
        }
    }
}
