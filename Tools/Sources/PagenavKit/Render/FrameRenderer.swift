import PageNavigationSimulator

/// Draws storyboard frames as SVG: a phone screen with the status bar, the pages and their bars at
/// their transition offsets, the finger of a swipe, and the frame's annotations.
public struct FrameRenderer: Sendable {
    let layout: PhoneLayout
    let palette: ContentPalette

    /// A renderer for the frames of `storyboard`: its screen width and direction, and one content
    /// colour per page instance.
    public init(storyboard: Storyboard) {
        let geometry = storyboard.scenario.configuration.geometry
        layout = PhoneLayout(width: geometry.screenWidth, rightToLeft: geometry.direction == .rightToLeft)
        palette = ContentPalette(names: storyboard.instanceNames)
    }

    /// The frame as a standalone SVG document. `id` prefixes the document's element ids, so that
    /// several frames can share one HTML page.
    public func svg(for frame: StoryboardFrame, id: String) -> String {
        var svg = SVGWriter()
        let width = layout.width.svg
        let height = layout.height.svg
        svg.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", width), ("height", height),
                ("viewBox", "0 0 \(width) \(height)"), ("role", "img"),
                (
                    "font-family",
                    "-apple-system, BlinkMacSystemFont, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif"
                ),
            ])
        svg.element("title", [], text: "\(frame.stepLabel): \(frame.summary)")
        svg.open("defs")
        svg.open("clipPath", [("id", "\(id)-screen")])
        svg.element(
            "rect", [("x", "0"), ("y", "0"), ("width", width), ("height", height), ("rx", layout.cornerRadius.svg)])
        svg.close("clipPath")
        svg.open("linearGradient", [("id", "\(id)-edge"), ("x1", "0"), ("x2", "1"), ("y1", "0"), ("y2", "0")])
        svg.element("stop", [("offset", "0"), ("stop-color", "#000000"), ("stop-opacity", "0")])
        svg.element("stop", [("offset", "1"), ("stop-color", "#000000"), ("stop-opacity", "0.14")])
        svg.close("linearGradient")
        svg.close("defs")
        svg.open("g", [("clip-path", "url(#\(id)-screen)")])
        let screen = frame.screen.drawn()
        if let transition = screen.transition {
            drawTransition(
                transition, stack: screen.stack, settled: frame.stackAfterStep, edgeGradient: "\(id)-edge", into: &svg)
        } else {
            PageLayer(layout: layout).draw(screen.top, swatch: palette.swatch(for: screen.top), offset: 0, into: &svg)
            BarLayer(layout: layout).drawOwn(
                screen.style, items: items(of: screen.top, stack: screen.stack, pushedFrom: nil), offset: 0, into: &svg)
        }
        StatusBarLayer(layout: layout).draw(
            leading: statusBackdrop(screen, at: layout.leading(54)),
            trailing: statusBackdrop(screen, at: layout.leading(layout.width - 50)),
            into: &svg
        )
        if let touch = screen.finger {
            GestureLayer(layout: layout).draw(touch, startLimit: frame.swipeStartLimit, into: &svg)
        }
        if let pending = screen.pendingBack {
            AnnotationLayer(layout: layout).drawConfirmation(for: pending, into: &svg)
        }
        var notes = frame.notes
        if let failure = frame.failure {
            notes.append(Annotation(tone: .failure, text: "expectation failed: \(failure.key)"))
        }
        AnnotationLayer(layout: layout).draw(notes, into: &svg)
        svg.element(
            "rect",
            [
                ("x", ((layout.width - 134) / 2).svg), ("y", (layout.height - 13).svg), ("width", "134"),
                ("height", "5"),
                ("rx", "2.5"), ("fill", "#000000"), ("fill-opacity", "0.8"),
            ])
        svg.close("g")
        svg.element(
            "rect",
            [
                ("x", "0.5"), ("y", "0.5"), ("width", (layout.width - 1).svg), ("height", (layout.height - 1).svg),
                ("rx", layout.cornerRadius.svg), ("fill", "none"), ("stroke", "#1C1C1E"), ("stroke-opacity", "0.18"),
            ])
        svg.close("svg")
        return svg.text
    }

    /// Both pages at their offsets; under fake bars each with its own bar, else one shared bar on top.
    private func drawTransition(
        _ transition: SimulatorFrame.Transition, stack: [String], settled: [String], edgeGradient: String,
        into svg: inout SVGWriter
    ) {
        let motion = transition.frame
        let pushing = transition.kind == .push
        let from = (
            name: transition.from, bar: motion.fromBar, offset: motion.fromPageOffset,
            items: items(of: transition.from, stack: stack, pushedFrom: nil)
        )
        let arriving = pushing && !settled.contains(transition.to) ? transition.from : nil
        let to = (
            name: transition.to, bar: motion.toBar, offset: motion.toPageOffset,
            items: items(of: transition.to, stack: pushing && arriving == nil ? settled : stack, pushedFrom: arriving)
        )
        let (lower, upper) = pushing ? (from, to) : (to, from)
        let pages = PageLayer(layout: layout)
        let bars = BarLayer(layout: layout)
        let fakeBars = motion.strategy == .fakeBars
        pages.draw(lower.name, swatch: palette.swatch(for: lower.name), offset: lower.offset, into: &svg)
        if fakeBars { bars.drawOwn(lower.bar, items: lower.items, offset: lower.offset, into: &svg) }
        let covered = pushing ? motion.progress : 1 - motion.progress
        if covered > 0.001 {
            svg.element(
                "rect",
                [
                    ("x", "0"), ("y", "0"), ("width", layout.width.svg), ("height", layout.height.svg),
                    ("fill", "#000000"),
                    ("fill-opacity", (0.12 * covered).svg),
                ])
        }
        if abs(upper.offset) > 0.5, abs(upper.offset) < layout.width {
            let x = layout.rightToLeft ? upper.offset + layout.width : upper.offset - 14
            var attributes: [(String, String)] = [
                ("x", x.svg), ("y", "0"), ("width", "14"), ("height", layout.height.svg),
                ("fill", "url(#\(edgeGradient))"),
            ]
            if layout.rightToLeft {
                attributes.append(("transform", "rotate(180 \((x + 7).svg) \((layout.height / 2).svg))"))
            }
            svg.element("rect", attributes)
        }
        pages.draw(upper.name, swatch: palette.swatch(for: upper.name), offset: upper.offset, into: &svg)
        if fakeBars {
            bars.drawOwn(upper.bar, items: upper.items, offset: upper.offset, into: &svg)
        } else if let shared = motion.sharedBar {
            bars.drawShared(
                shared, from: (from.items, from.offset), to: (to.items, to.offset), progress: motion.progress,
                into: &svg)
        }
    }

    /// A page's bar items: its name as title, and the page below it (for a page being pushed, the page
    /// it is pushed from) as the back button's title.
    private func items(of name: String, stack: [String], pushedFrom: String?) -> BarItems {
        if let pushedFrom { return BarItems(title: name, backTitle: pushedFrom) }
        guard let index = stack.firstIndex(of: name), index > 0 else { return BarItems(title: name, backTitle: nil) }
        return BarItems(title: name, backTitle: stack[index - 1])
    }

    /// The colour behind the status bar at `x`: the bar of the page there, over its content.
    private func statusBackdrop(_ screen: SimulatorFrame, at x: Double) -> BarColor {
        var name = screen.top
        var bar = screen.style
        if let transition = screen.transition {
            let motion = transition.frame
            let upperIsTo = transition.kind == .push
            let upperOffset = upperIsTo ? motion.toPageOffset : motion.fromPageOffset
            let onUpper = x >= upperOffset && x <= upperOffset + layout.width
            let onTo = onUpper == upperIsTo
            name = onTo ? transition.to : transition.from
            bar = motion.sharedBar ?? (onTo ? motion.toBar : motion.fromBar)
        }
        let content = palette.swatch(for: name).background
        return bar.hidden ? content : bar.background.composited(over: content, opacity: bar.alpha)
    }
}
