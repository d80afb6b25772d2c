import PageNavigationSimulator

/// What one page's bar items show: its title, and the back chevron with the title of the page below.
struct BarItems: Hashable, Sendable {
    /// The page's title (its instance name).
    var title: String
    /// The page below, whose name the back button shows; `nil` on the root page (no chevron).
    var backTitle: String?
}

/// Draws navigation bars: a page's own bar travelling with it (fake bars), or the one shared bar.
struct BarLayer {
    let layout: PhoneLayout

    /// Draws a page's complete bar at `offset`; a hidden bar draws nothing. The bar's alpha fades its
    /// background and shadow only: titles and buttons stay visible, as on a device.
    func drawOwn(_ style: BarStyle, items: BarItems, offset: Double, into svg: inout SVGWriter) {
        guard !style.hidden else { return }
        var attributes: [(String, String)] = [("class", "bar")]
        if offset != 0 { attributes.append(("transform", "translate(\(offset.svg) 0)")) }
        svg.open("g", attributes)
        background(style, into: &svg)
        if items.backTitle != nil { chevron(tint: style.tint, opacity: 1, into: &svg) }
        self.items(items, tint: style.tint, title: style.title, opacity: 1, into: &svg)
        svg.close("g")
    }

    /// Draws the shared bar of a transition: its background in place, the chevron fading in or out when
    /// only one page has one, and each page's title and back title moving with its page, one fading out, then the other in.
    func drawShared(
        _ bar: BarStyle, from: (items: BarItems, offset: Double), to: (items: BarItems, offset: Double),
        progress: Double, into svg: inout SVGWriter
    ) {
        guard !bar.hidden else { return }
        svg.open("g", [("class", "bar shared")])
        background(bar, into: &svg)
        let chevronOpacity =
            (from.items.backTitle != nil ? 1 - progress : 0) + (to.items.backTitle != nil ? progress : 0)
        if chevronOpacity > 0.001 { chevron(tint: bar.tint, opacity: chevronOpacity, into: &svg) }
        // The leaving items fade out in the first half, the arriving ones in during the second: titles
        // travelling with their pages never cross each other.
        for (side, opacity) in [(from, 1 - 2 * progress), (to, 2 * progress - 1)] where opacity > 0.001 {
            svg.open("g", side.offset == 0 ? [] : [("transform", "translate(\(side.offset.svg) 0)")])
            items(side.items, tint: bar.tint, title: bar.title, opacity: opacity, into: &svg)
            svg.close("g")
        }
        svg.close("g")
    }

    /// The background and the shadow line, faded by the bar's alpha.
    private func background(_ style: BarStyle, into svg: inout SVGWriter) {
        if style.background.alpha > 0, style.alpha > 0 {
            svg.element(
                "rect",
                [
                    ("x", "0"), ("y", "0"), ("width", layout.width.svg), ("height", layout.barBottom.svg),
                ] + style.background.fill(opacity: style.alpha))
        }
        if style.shadow == .shown, style.alpha > 0 {
            svg.element(
                "rect",
                [
                    ("x", "0"), ("y", layout.barBottom.svg), ("width", layout.width.svg), ("height", "1"),
                    ("fill", "#000000"), ("fill-opacity", (0.22 * style.alpha).svg),
                ])
        }
    }

    private func chevron(tint: BarColor, opacity: Double, into svg: inout SVGWriter) {
        let y = layout.itemsCenterY
        let tip = layout.leading(9)
        let arm = layout.leading(19)
        svg.element(
            "path",
            [
                ("d", "M\(arm.svg) \((y - 11).svg) L\(tip.svg) \(y.svg) L\(arm.svg) \((y + 11).svg)"),
                ("fill", "none"), ("stroke", tint.opaqueHex), ("stroke-width", "3"), ("stroke-linecap", "round"),
                ("stroke-linejoin", "round"), ("stroke-opacity", (tint.opacity * opacity).svg),
            ])
    }

    /// The title, centred, and the back title beside the chevron when it fits without touching the title.
    private func items(_ items: BarItems, tint: BarColor, title: BarColor, opacity: Double, into svg: inout SVGWriter) {
        let center = layout.width / 2
        let baseline = layout.itemsCenterY + 6
        let titleText = TextMetrics.truncated(items.title, size: 17, bold: true, toFit: layout.width - 2 * 88)
        let titleWidth = TextMetrics.width(titleText, size: 17, bold: true)
        svg.element(
            "text",
            [
                ("x", center.svg), ("y", baseline.svg), ("text-anchor", "middle"), ("font-size", "17"),
                ("font-weight", "600"),
            ] + title.fill(opacity: opacity), text: titleText)
        guard let back = items.backTitle else { return }
        let start = 26.0
        let room = center - titleWidth / 2 - 12 - start
        guard room >= 36 else { return }
        let backText = TextMetrics.truncated(back, size: 17, toFit: room)
        guard !backText.isEmpty else { return }
        svg.element(
            "text",
            [
                ("x", layout.leading(start).svg), ("y", baseline.svg),
                ("text-anchor", layout.rightToLeft ? "end" : "start"),
                ("font-size", "17"),
            ] + tint.fill(opacity: opacity), text: backText)
    }
}
