import PageNavigationSimulator

/// Soft, distinct content colours for pages: each instance gets the next colour in the order it first
/// appears in the storyboard, so neighbouring pages never share one.
struct ContentPalette: Sendable {
    /// The colours of one page's content.
    struct Swatch: Hashable, Sendable {
        /// The page background.
        var background: BarColor
        /// Placeholder shapes on the page.
        var accent: BarColor
        /// The page's name label.
        var ink: BarColor
    }

    /// The swatches, in the order they are handed out.
    static let swatches: [Swatch] = [
        ("#EAF2FF", "#C9DCFB", "#2456A6"),  // blue
        ("#FFF1E0", "#F9D9B3", "#9A5B13"),  // apricot
        ("#E8F6EC", "#C4E7CE", "#23703A"),  // green
        ("#F4ECFF", "#DCCBF7", "#5E3A9E"),  // lavender
        ("#FFEAF0", "#F8C9D6", "#A2304F"),  // rose
        ("#E5F6F6", "#BFE5E5", "#1D6E6E"),  // teal
        ("#FFF8D9", "#F2E3A0", "#7C6612"),  // butter
        ("#EEF0F3", "#D3D8DF", "#46505E"),  // slate
    ].map { Swatch(background: BarColor(hex: $0.0)!, accent: BarColor(hex: $0.1)!, ink: BarColor(hex: $0.2)!) }

    private var order: [String: Int] = [:]

    /// A palette that hands out colours to `names` in this order (duplicates ignored).
    init(names: [String]) {
        for name in names where order[name] == nil { order[name] = order.count }
    }

    /// The swatch of a page instance.
    func swatch(for name: String) -> Swatch {
        Self.swatches[(order[name] ?? Self.stableIndex(name)) % Self.swatches.count]
    }

    /// An index for names the palette was not told about: stable across runs.
    private static func stableIndex(_ name: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return Int(hash % UInt32(swatches.count))
    }
}
