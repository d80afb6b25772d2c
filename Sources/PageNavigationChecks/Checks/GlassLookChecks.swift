#if canImport(UIKit)
import PageNavigation
import UIKit

/// iOS 26's per-page look fields, read from what UIKit holds: the page's scroll view's top edge effect
/// and its bar button items' shared glass background, after a push, a pop, a cleared setting and items
/// set later. The app's own values come back exactly; the page below is never written to.
enum GlassLookChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("iOS 26 look", "A page's edge effect shows on its scroll view; the pop gives the app's back") {
            stage in
            guard #available(iOS 26.0, *) else { throw CheckSkipped("iOS 26's scroll edge effect") }
            let root = ScrollingCheckPage("Feed")
            let nav = await stage.show(root)
            let rootStyle = root.scrollView.topEdgeEffect.style
            var bar = PartialBarStyle()
            bar.edgeEffect = .hard
            let page = ScrollingCheckPage("Reader", bar: bar)
            page.scrollView.topEdgeEffect.style = .soft  // the app's own, set before the push
            try await nav.push(page, animated: false)
            try expect(page.scrollView.topEdgeEffect.style == .hard, "the reader's edge is hard")
            try expect(!page.scrollView.topEdgeEffect.isHidden, "the reader's edge effect shows")
            try expect(root.scrollView.topEdgeEffect.style == rootStyle, "the feed's scroll view is left alone")
            try await nav.pop(animated: false)
            try expect(
                page.scrollView.topEdgeEffect.style == .soft, "the reader's scroll view has the app's style back")
            try expect(root.scrollView.topEdgeEffect.style == rootStyle, "the feed keeps its own style")
            try expect(!root.scrollView.topEdgeEffect.isHidden, "the feed's edge effect still shows")
        },
        DeviceCheck("iOS 26 look", "A hidden edge effect keeps the app's style, and clearing it gives it back") {
            stage in
            guard #available(iOS 26.0, *) else { throw CheckSkipped("iOS 26's scroll edge effect") }
            let nav = await stage.show(CheckPage("Root"))
            let page = ScrollingCheckPage("Plain")
            page.scrollView.topEdgeEffect.style = .hard
            try await nav.push(page, animated: false)
            page.pageNavigation.bar.edgeEffect = .hidden
            await stage.settle()
            try expect(page.scrollView.topEdgeEffect.isHidden, "the edge effect is hidden")
            try expect(page.scrollView.topEdgeEffect.style == .hard, "it keeps the app's style")
            page.pageNavigation.bar.edgeEffect = nil
            await stage.settle()
            try expect(!page.scrollView.topEdgeEffect.isHidden, "the edge effect shows again")
            try expect(page.scrollView.topEdgeEffect.style == .hard, "with the app's style")
        },
        DeviceCheck("iOS 26 look", "A page's items drop the shared glass; the pop gives each item the app's back") {
            stage in
            guard #available(iOS 26.0, *) else { throw CheckSkipped("iOS 26's shared item background") }
            let root = CheckPage("Root")
            let rootItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            root.navigationItem.rightBarButtonItem = rootItem
            let nav = await stage.show(root)
            var bar = PartialBarStyle()
            bar.itemsHideSharedBackground = true
            let page = CheckPage("Tools", bar: bar)
            let share = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
            let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
            add.hidesSharedBackground = true  // the app's own
            let close = UIBarButtonItem(barButtonSystemItem: .close, target: nil, action: nil)
            page.navigationItem.rightBarButtonItems = [share, add]
            page.navigationItem.leftBarButtonItem = close
            page.navigationItem.leftItemsSupplementBackButton = true
            try await nav.push(page, animated: false)
            try expect(share.hidesSharedBackground && add.hidesSharedBackground, "the right items drop it")
            try expect(close.hidesSharedBackground, "the left item drops it")
            try expect(!rootItem.hidesSharedBackground, "the page below's item keeps it")
            let later = UIBarButtonItem(barButtonSystemItem: .search, target: nil, action: nil)
            page.navigationItem.rightBarButtonItems = [share, add, later]
            page.pageNavigation.update { _ in }
            try expect(later.hidesSharedBackground, "an item set later drops it after an update")
            try await nav.pop(animated: false)
            try expect(!share.hidesSharedBackground && !close.hidesSharedBackground, "the items share it again")
            try expect(add.hidesSharedBackground, "the item the app set keeps the app's value")
            try expect(!later.hidesSharedBackground, "the item set later shares it again")
        },
    ]
}
#endif
