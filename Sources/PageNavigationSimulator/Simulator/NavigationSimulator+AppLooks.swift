import PageNavigationCore

extension NavigationSimulator {
    /// The look the top page shows now: its resolved look with the fields it leaves to the system shown
    /// as its own item appearance and the app's theme show them (``VirtualPlatform/appTheme``), and the
    /// bar's visibility as the platform shows it.
    ///
    /// As on a device, the fields a look puts on the page's item (background, title, shadow) show only
    /// while the item holds what the library wrote: when the page replaced its item appearance since
    /// (in `viewDidLoad`), only its own look and the theme show until the library writes the item again.
    public var shownBar: BarStyle {
        var style = engine.top.style
        if let item = page()?.item, !item.writtenByLibrary {
            (style.background, style.title, style.shadow) = (.system, .system, .system)
        }
        style = style.shown(own: page()?.item?.own ?? .empty, theme: platform.appTheme)
        style.hidden = platform.isBarHidden
        return style
    }

    /// What each page's fake bar shows during a fake-bar transition, by instance name: its look with the
    /// fields it leaves to the system shown as the page's own item appearance and the app's theme show them.
    public var shownFakeBars: [String: BarStyle] {
        var bars: [String: BarStyle] = [:]
        for page in pagesByID.values {
            guard let style = page.fakeBar else { continue }
            bars[page.name] = style.shown(own: page.fakeBarOwn?.own ?? .empty, theme: platform.appTheme)
        }
        return bars
    }

    /// UIKit hides or shows the bar by itself (`hidesBarsOnSwipe`, `hidesBarsOnTap`, a search controller,
    /// SwiftUI's `.toolbar(.hidden)`): the page on screen keeps that as its `hidden`.
    public func systemHidesBar(_ hidden: Bool) {
        platform.systemSetBarHidden(hidden)
    }
}
