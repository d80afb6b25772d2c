import PageNavigationSimulator

/// Draws what a frame annotates on the screen: labels stacked above the home indicator, and the open
/// back confirmation as an alert.
struct AnnotationLayer {
    let layout: PhoneLayout

    /// Draws the labels, the last one lowest.
    func draw(_ notes: [Annotation], into svg: inout SVGWriter) {
        guard !notes.isEmpty else { return }
        let height = 36.0
        let gap = 8.0
        svg.open("g", [("class", "annotations")])
        for (index, note) in notes.enumerated() {
            let y = layout.annotationsBottom - Double(notes.count - index) * (height + gap) + gap
            let text = TextMetrics.truncated(note.text, size: 17, bold: true, toFit: layout.width - 64)
            let width = min(TextMetrics.width(text, size: 17, bold: true) + 32, layout.width - 24)
            let x = (layout.width - width) / 2
            let colors = Self.colors(note.tone)
            svg.element(
                "rect",
                [
                    ("x", x.svg), ("y", y.svg), ("width", width.svg), ("height", height.svg), ("rx", (height / 2).svg),
                    ("fill", colors.fill),
                ])
            svg.element(
                "text",
                [
                    ("x", (layout.width / 2).svg), ("y", (y + 24).svg), ("text-anchor", "middle"), ("font-size", "17"),
                    ("font-weight", "600"), ("fill", colors.text),
                ], text: text)
        }
        svg.close("g")
    }

    /// Draws the alert of an open back confirmation over a dimmed screen.
    func drawConfirmation(for page: String, into svg: inout SVGWriter) {
        let width = min(270, layout.width - 40)
        let height = 132.0
        let x = (layout.width - width) / 2
        let labelY = (layout.barBottom + layout.height) / 2 - 4
        let y = max(min(layout.barBottom + 112, labelY - 40 - height), layout.barBottom + 12).rounded()
        let center = layout.width / 2
        svg.open("g", [("class", "confirmation")])
        svg.element(
            "rect",
            [
                ("x", "0"), ("y", "0"), ("width", layout.width.svg), ("height", layout.height.svg), ("fill", "#000000"),
                ("fill-opacity", "0.22"),
            ])
        svg.element(
            "rect",
            [
                ("x", x.svg), ("y", y.svg), ("width", width.svg), ("height", height.svg), ("rx", "14"),
                ("fill", "#F2F2F7"),
            ])
        let title = TextMetrics.truncated("Leave \u{201C}\(page)\u{201D}?", size: 17, bold: true, toFit: width - 32)
        svg.element(
            "text",
            [
                ("x", center.svg), ("y", (y + 34).svg), ("text-anchor", "middle"), ("font-size", "17"),
                ("font-weight", "600"),
                ("fill", "#000000"),
            ], text: title)
        let message = TextMetrics.truncated("The page asks before going back.", size: 13, toFit: width - 32)
        svg.element(
            "text",
            [
                ("x", center.svg), ("y", (y + 56).svg), ("text-anchor", "middle"), ("font-size", "13"),
                ("fill", "#3C3C43"),
            ], text: message)
        let buttonsTop = y + height - 44
        svg.element(
            "rect", [("x", x.svg), ("y", buttonsTop.svg), ("width", width.svg), ("height", "1"), ("fill", "#C6C6C8")])
        svg.element(
            "rect",
            [("x", (center - 0.5).svg), ("y", buttonsTop.svg), ("width", "1"), ("height", "44"), ("fill", "#C6C6C8")])
        svg.element(
            "text",
            [
                ("x", (x + width / 4).svg), ("y", (buttonsTop + 28).svg), ("text-anchor", "middle"),
                ("font-size", "17"),
                ("fill", "#007AFF"),
            ], text: "Stay")
        svg.element(
            "text",
            [
                ("x", (x + width * 3 / 4).svg), ("y", (buttonsTop + 28).svg), ("text-anchor", "middle"),
                ("font-size", "17"),
                ("font-weight", "600"), ("fill", "#FF3B30"),
            ], text: "Leave")
        svg.close("g")
    }

    static func colors(_ tone: Annotation.Tone) -> (fill: String, text: String) {
        switch tone {
        case .refusal: ("#FF3B30", "#FFFFFF")
        case .request: ("#FF9500", "#FFFFFF")
        case .information: ("#007AFF", "#FFFFFF")
        case .neutral: ("#48484A", "#FFFFFF")
        case .failure: ("#B3261E", "#FFFFFF")
        }
    }
}
