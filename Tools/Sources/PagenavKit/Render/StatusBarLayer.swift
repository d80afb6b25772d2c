import PageNavigationSimulator

/// Draws the status bar (time, signal, battery) in dark or light ink, whichever reads on what is behind it.
struct StatusBarLayer {
    let layout: PhoneLayout

    /// Draws the status bar: the time over a backdrop of colour `leading`, the signal and battery over
    /// `trailing` (they differ while two pages share the top of the screen).
    func draw(leading: BarColor, trailing: BarColor, into svg: inout SVGWriter) {
        let baseline = 33.0
        svg.open("g", [("class", "status-bar")])
        svg.element(
            "text",
            [
                ("x", layout.leading(54).svg), ("y", baseline.svg), ("text-anchor", "middle"), ("font-size", "16"),
                ("font-weight", "600"), ("fill", Self.ink(over: leading)),
            ], text: "9:41")
        let ink = Self.ink(over: trailing)
        svg.open("g", [("fill", ink)])
        // Signal bars, then the battery, at the trailing side.
        let signalStart = layout.rightToLeft ? 26.0 : layout.width - 76
        for bar in 0..<4 {
            let height = 4.0 + Double(bar) * 2.6
            svg.element(
                "rect",
                [
                    ("x", (signalStart + Double(bar) * 4.6).svg), ("y", (baseline - height).svg), ("width", "3"),
                    ("height", height.svg), ("rx", "1"),
                ])
        }
        let battery = layout.rightToLeft ? 50.0 : layout.width - 50
        svg.element(
            "rect",
            [
                ("x", battery.svg), ("y", (baseline - 12).svg), ("width", "25"), ("height", "12.5"), ("rx", "3.5"),
                ("fill", "none"), ("stroke", ink), ("stroke-opacity", "0.4"), ("stroke-width", "1"),
            ])
        svg.element(
            "rect",
            [("x", (battery + 2).svg), ("y", (baseline - 10).svg), ("width", "18"), ("height", "8.5"), ("rx", "2")])
        svg.element(
            "rect",
            [
                ("x", (battery + 26.5).svg), ("y", (baseline - 7.5).svg), ("width", "1.5"), ("height", "4"),
                ("rx", "0.75"),
                ("fill-opacity", "0.4"),
            ])
        svg.close("g")
        svg.close("g")
    }

    /// Black on light backdrops, white on dark ones.
    static func ink(over backdrop: BarColor) -> String { backdrop.luminance > 0.4 ? "#000000" : "#FFFFFF" }
}
