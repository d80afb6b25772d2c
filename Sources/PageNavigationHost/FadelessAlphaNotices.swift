import PageNavigationCore

#if DEBUG  // console messages of debug builds only
/// The debug console messages for an `alpha` that fades nothing: on iOS 26 a bar whose background is
/// the system's draws no background (the glass is on the items), so a scroll-driven fade on it changes
/// nothing on screen. One message per page type, the first time it happens: a fade calls this on every
/// frame.
package struct FadelessAlphaNotices: Sendable {
    /// The page types reported (a few: an array costs less code than a set).
    private var reported: [String] = []

    package init() {}

    /// The message for showing `style` on `page` on a bar of `generation`, the first time the page's
    /// alpha fades nothing there; `nil` otherwise. `themed`: the app's theme (or the page's own
    /// appearance) gives the bar a colour, which the alpha fades, so there is nothing to say.
    package mutating func message(
        for style: BarStyle, on generation: BarGeneration, page: String, themed: Bool = false
    ) -> String? {
        guard !themed, generation.alphaFadesNothing(style), !reported.contains(page) else { return nil }
        reported.append(page)
        return
            "PageNavigation: \(page) set bar.alpha to \(style.alpha) on a system background; on iOS 26 the bar has "
            + "no background to fade (the glass is on the items), so nothing changes. Give the page a background "
            + "colour, image or material to fade, or leave alpha at 1."
    }
}
#endif
