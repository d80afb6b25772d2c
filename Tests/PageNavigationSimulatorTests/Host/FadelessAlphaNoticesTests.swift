import PageNavigationCore
import PageNavigationHost
import Testing

/// A scroll-driven fade on a system background does nothing on iOS 26: a debug build says so once
/// per page type, and never where the fade shows.
@Suite("Fadeless alpha notices")
struct FadelessAlphaNoticesTests {
    static func look(alpha: Double, background: BarColor = .system) -> BarStyle {
        BarStyle(background: background, tint: .system, title: .system, shadow: .system, hidden: false, alpha: alpha)
    }

    @Test("iOS 26, system background, alpha below 1: one message per page type, naming the page and the fix")
    func oncePerPage() {
        var notices = FadelessAlphaNotices()
        let first = notices.message(for: Self.look(alpha: 0.4), on: .liquidGlass, page: "ProfilePage")
        #expect(first?.contains("ProfilePage") == true)
        #expect(first?.contains("background") == true)
        #expect(notices.message(for: Self.look(alpha: 0.5), on: .liquidGlass, page: "ProfilePage") == nil)
        #expect(notices.message(for: Self.look(alpha: 0.5), on: .liquidGlass, page: "FeedPage") != nil)
    }

    @Test("no message where the fade shows: before iOS 26, on a colour, at full opacity")
    func silentWhereFadeShows() {
        var notices = FadelessAlphaNotices()
        #expect(notices.message(for: Self.look(alpha: 0.4), on: .classic, page: "A") == nil)
        #expect(notices.message(for: Self.look(alpha: 0.4, background: .white), on: .liquidGlass, page: "A") == nil)
        #expect(notices.message(for: Self.look(alpha: 1), on: .liquidGlass, page: "A") == nil)
    }
}
