/// Draws a page's content: its soft colour, a few placeholder shapes and its instance name.
struct PageLayer {
    let layout: PhoneLayout

    /// Draws the page `name` moved `offset` points horizontally.
    func draw(_ name: String, swatch: ContentPalette.Swatch, offset: Double, into svg: inout SVGWriter) {
        let width = layout.width
        svg.open(
            "g", offset == 0 ? [("class", "page")] : [("class", "page"), ("transform", "translate(\(offset.svg) 0)")])
        svg.element(
            "rect",
            [("x", "0"), ("y", "0"), ("width", width.svg), ("height", layout.height.svg)] + swatch.background.fill())
        let margin = 20.0
        let top = layout.barBottom + 24
        placeholder(x: margin, y: top, width: width * 0.46, height: 16, swatch: swatch, into: &svg)
        for (row, fraction) in [0.86, 0.72, 0.8].enumerated() {
            placeholder(
                x: margin, y: top + 34 + Double(row) * 20, width: (width - 2 * margin) * fraction, height: 9,
                swatch: swatch, into: &svg)
        }
        let labelY = (layout.barBottom + layout.height) / 2 - 4
        let label = TextMetrics.truncated(name, size: 30, bold: true, toFit: width - 2 * margin)
        svg.element(
            "text",
            [
                ("x", (width / 2).svg), ("y", labelY.svg), ("text-anchor", "middle"), ("font-size", "30"),
                ("font-weight", "700"),
            ] + swatch.ink.fill(), text: label)
        svg.element(
            "text",
            [
                ("x", (width / 2).svg), ("y", (labelY + 24).svg), ("text-anchor", "middle"), ("font-size", "13"),
                ("letter-spacing", "0.6"),
            ] + swatch.ink.fill(opacity: 0.6), text: "PAGE CONTENT")
        let cardTop = labelY + 56
        let cardHeight = min(120, layout.height - 60 - cardTop)
        if cardHeight > 24 {
            svg.element(
                "rect",
                [
                    ("x", margin.svg), ("y", cardTop.svg), ("width", (width - 2 * margin).svg),
                    ("height", cardHeight.svg),
                    ("rx", "16"),
                ] + swatch.accent.fill(opacity: 0.5))
        }
        svg.close("g")
    }

    /// A rounded bar standing for text, aligned to the leading edge.
    private func placeholder(
        x: Double, y: Double, width: Double, height: Double, swatch: ContentPalette.Swatch, into svg: inout SVGWriter
    ) {
        let left = layout.rightToLeft ? layout.width - x - width : x
        svg.element(
            "rect",
            [
                ("x", left.svg), ("y", y.svg), ("width", width.svg), ("height", height.svg), ("rx", (height / 2).svg),
            ] + swatch.accent.fill())
    }
}
