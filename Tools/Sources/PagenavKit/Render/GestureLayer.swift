import PageNavigationSimulator

/// Draws a swipe: the region where swipe-back may start, the finger as a translucent circle where it
/// is now, and an arrow from where it went down.
struct GestureLayer {
    let layout: PhoneLayout

    /// Draws the finger of `touch`; `startLimit` is how far from the back edge a swipe-back may start.
    func draw(_ touch: SwipeTouch, startLimit: Double?, into svg: inout SVGWriter) {
        if let limit = startLimit, limit > 0, limit < layout.width {
            let x = layout.rightToLeft ? layout.width - limit : 0
            let edge = layout.rightToLeft ? x : limit
            svg.element(
                "rect",
                [
                    ("class", "swipe-region"), ("x", x.svg), ("y", layout.barBottom.svg), ("width", limit.svg),
                    ("height", (layout.height - layout.barBottom).svg), ("fill", "#007AFF"), ("fill-opacity", "0.07"),
                ])
            svg.element(
                "line",
                [
                    ("x1", edge.svg), ("y1", layout.barBottom.svg), ("x2", edge.svg), ("y2", layout.height.svg),
                    ("stroke", "#007AFF"), ("stroke-opacity", "0.45"), ("stroke-width", "1.5"),
                    ("stroke-dasharray", "6 5"),
                ])
        }
        let start = (x: touch.startX, y: layout.fingerY)
        let end = (x: touch.startX + touch.distance, y: layout.fingerY + touch.dy)
        let length = ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot()
        svg.open("g", [("class", "finger")])
        svg.element(
            "circle",
            [("cx", start.x.svg), ("cy", start.y.svg), ("r", "5"), ("fill", "#1C1C1E"), ("fill-opacity", "0.45")])
        if length > 34 {
            let unit = (x: (end.x - start.x) / length, y: (end.y - start.y) / length)
            let head = (x: end.x - unit.x * 26, y: end.y - unit.y * 26)
            svg.element(
                "line",
                [
                    ("x1", start.x.svg), ("y1", start.y.svg), ("x2", (head.x - unit.x * 6).svg),
                    ("y2", (head.y - unit.y * 6).svg),
                    ("stroke", "#1C1C1E"), ("stroke-opacity", "0.45"), ("stroke-width", "3"),
                    ("stroke-linecap", "round"),
                ])
            let normal = (x: -unit.y, y: unit.x)
            let back = (x: head.x - unit.x * 12, y: head.y - unit.y * 12)
            let points = [
                (head.x, head.y), (back.x + normal.x * 7, back.y + normal.y * 7),
                (back.x - normal.x * 7, back.y - normal.y * 7),
            ].map { "\($0.0.svg),\($0.1.svg)" }.joined(separator: " ")
            svg.element("polygon", [("points", points), ("fill", "#1C1C1E"), ("fill-opacity", "0.45")])
        }
        svg.element(
            "circle",
            [
                ("cx", end.x.svg), ("cy", end.y.svg), ("r", "22"), ("fill", "#FFFFFF"), ("fill-opacity", "0.45"),
                ("stroke", "#1C1C1E"), ("stroke-opacity", "0.35"), ("stroke-width", "2"),
            ])
        svg.close("g")
    }
}
