import PageNavigationCore

#if DEBUG || DebuggingToolsInRelease
/// Debug builds: the pages that left the stack, held weakly, until the grace period after the transition
/// that removed them ended says whether they were freed. Each page is reported at most once.
struct DepartedPages<Page: AnyObject> {
    /// A page that left, held weakly, and what a report of it says.
    struct Departed {
        weak var page: Page?
        var report: NotFreedPage
    }

    /// Pages that left while a transition was still running: their grace period starts when it ends.
    private var waiting: [Departed] = []
    /// Pages whose grace period runs, by the raw value of their id.
    private var watched: [PageID: Departed] = .init()
    /// Pages already reported.
    /// (An array: a few pages, and a set of ids costs its own hash table code.)
    private var reported: [PageID] = []

    /// A page left the stack; its grace period starts at ``transitionsEnded()``.
    mutating func left(_ page: Page, report: NotFreedPage) {
        guard !reported.contains(report.id) else { return }
        waiting.removeAll { $0.report.id == report.id }
        waiting.append(Departed(page: page, report: report))
    }

    /// No transition runs any more: the pages that left start their grace period. Returns their ids.
    mutating func transitionsEnded() -> [PageID] {
        let started = waiting
        waiting = []
        for departed in started { watched[departed.report.id] = departed }
        return started.map(\.report.id)
    }

    /// The grace period of a page ended: the report when the page is still alive and not back in the
    /// stack (`inStack`), else `nil`. Either way the page is no longer watched.
    mutating func graceEnded(_ id: PageID, inStack: Bool) -> NotFreedPage? {
        guard let departed = watched.removeValue(forKey: id), departed.page != nil, !inStack,
            !reported.contains(id)
        else { return nil }
        reported.append(id)
        return departed.report
    }

    /// How many pages are waiting or watched (for tests).
    var count: Int { waiting.count + watched.count }
}
#endif
