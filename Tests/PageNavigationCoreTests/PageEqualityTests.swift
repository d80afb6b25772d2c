import Testing

@testable import PageNavigationCore

/// `Page` and `PageState` write their `==` out (binary size: comparing lists of pages calls it instead
/// of carrying a copy). It must compare every stored field, as the synthesized one did: a page that
/// differs in any one field is not equal, and a field added later without its comparison fails here.
@Suite("Pages compare every field")
struct PageEqualityTests {
    static let page = Page(id: PageID(1), type: "Detail", tag: "detail", supertypes: ["Base"])

    @Test("a page differs from one that differs in any one field")
    func pageFields() {
        var variants: [Page] = []
        func changed(_ change: (inout Page) -> Void) {
            var page = Self.page
            change(&page)
            variants.append(page)
        }
        changed { $0.id = PageID(2) }
        changed { $0.type = "Other" }
        changed { $0.tag = nil }
        changed { $0.settings.hasNextPage = true }
        changed { $0.supertypes = [] }
        changed { $0.carriedInheritance = .some(nil) }
        changed { $0.carriedInheritance = .some(.standard) }
        #expect(Mirror(reflecting: Self.page).children.count == 6, "a new stored field: compare it in ==")
        for variant in variants { #expect(variant != Self.page) }
        #expect(Self.page == Self.page)
        var same = Self.page
        same.carriedInheritance = .some(.standard)
        var other = Self.page
        other.carriedInheritance = .some(.standard)
        #expect(same == other, "carried looks compare by value, not by box")
    }

    @Test("a page's state differs from one that differs in any one field")
    func stateFields() {
        let configuration = NavigationConfiguration()
        let state = PageState(page: Self.page, inherited: nil, configuration: configuration)
        var variants: [PageState] = []
        func changed(_ change: (inout PageState) -> Void) {
            var changedState = state
            change(&changedState)
            variants.append(changedState)
        }
        changed { $0.page.id = PageID(2) }
        changed {
            // Only the inherited look differs (`inherited` has no setter: binary size).
            $0 = PageState(page: Self.page, inherited: BarStyle.standard, configuration: configuration)
            $0.style = state.style
        }
        changed { $0.style.hidden = true }
        changed { $0.webCanGoBack = true }
        changed { $0.contentScroll = .scrolled }
        changed { $0.content = [.rowSwipeActions] }
        #expect(Mirror(reflecting: state).children.count == 6, "a new stored field: compare it in ==")
        for variant in variants { #expect(variant != state) }
        #expect(state == PageState(page: Self.page, inherited: nil, configuration: configuration))
    }
}
