#if canImport(UIKit)
@_spi(DeviceChecks) import PageNavigation
import UIKit
#if canImport(MapKit)
import MapKit
#endif

/// The app's content keeps its own gestures (`APPS.md`, "Content with gestures of its own"), on iOS 26
/// (whose content swipe drives full-screen swipe-back) and before it (the library's pan): a full-screen
/// swipe on a row with leading swipe actions, a slider or a map is the content's, the edge region stays
/// swipe-back's; UIKit's recognizers keep UIKit's delegate; the bar never waits; the trackpad works.
enum ContentGestureChecks {
    static let all: [DeviceCheck] = [
        contentRefusal("a row with leading swipe actions", ContentCheckPage.rows),
        contentRefusal("a collection-view list the page names in swipeActionViews", ContentCheckPage.list),
        contentRefusal("a slider", ContentCheckPage.slider),
        contentRefusal("a map", ContentCheckPage.map),
        DeviceCheck(
            "Content gestures",
            "Swipe-to-delete rows keep a leftward swipe from the interactive push; a rightward one still goes back"
        ) { stage in
            let nav = await stage.show(CheckPage("Root"))
            let page = ContentCheckPage.deletableRows()
            page.pageNavigation.popGesture = .fullScreen
            page.pageNavigation.pushGesture = .fullScreen
            page.pageNavigation.nextPage = { CheckPage("Next") }
            try await nav.push(page, animated: false)
            await stage.settle()
            let start = CGPoint(x: 200, y: page.view.convert(page.target.center, to: nav.view).y)
            let count = stage.events.count
            let forward = CGPoint(x: -SwipeGateChecks.back.x, y: 0)
            let pushes = nav.swipeGateAnswer(
                for: nav.libraryPanRecognizer, start: start, translation: forward,
                velocity: CGPoint(x: -SwipeGateChecks.backVelocity.x, y: 0))
            try expect(!pushes, "a leftward swipe on a deletable row may push")
            try expect(
                stage.events(since: count).contains(.swipeRefused(.content)),
                "the refusal names .content; saw \(Array(stage.events(since: count)))")
            var driver: UIGestureRecognizer = nav.libraryPanRecognizer
            if #available(iOS 26.0, *), let content = nav.interactiveContentPopGestureRecognizer { driver = content }
            let goesBack = nav.swipeGateAnswer(
                for: driver, start: start, translation: SwipeGateChecks.back, velocity: SwipeGateChecks.backVelocity)
            try expect(goesBack, "a rightward swipe on a row without leading actions may go back")
            try expect(nav.topViewController === page, "asking does not pop or push")
        },
        DeviceCheck(
            "Content gestures", "A full-screen swipe starting on a segmented control in the bar is the control's"
        ) {
            stage in
            let nav = await stage.show(CheckPage("Root"))
            let page = CheckPage("Filters")
            page.pageNavigation.popGesture = .fullScreen
            let segments = UISegmentedControl(items: ["All", "Unread", "Flagged"])
            page.navigationItem.titleView = segments
            try await nav.push(page, animated: false)
            await stage.settle()
            let start = segments.convert(CGPoint(x: segments.bounds.midX, y: segments.bounds.midY), to: nav.view)
            var driver: UIGestureRecognizer = nav.libraryPanRecognizer
            if #available(iOS 26.0, *), let content = nav.interactiveContentPopGestureRecognizer { driver = content }
            let count = stage.events.count
            let answer = nav.swipeGateAnswer(
                for: driver, start: start, translation: SwipeGateChecks.back, velocity: SwipeGateChecks.backVelocity)
            try expect(!answer, "a swipe on the bar's segmented control may begin")
            try expect(
                stage.events(since: count).contains(.swipeRefused(.content)),
                "the refusal names .content; saw \(Array(stage.events(since: count)))")
        },
        DeviceCheck("Content gestures", "The full-width swipe is on by default on iOS 26, decided once the view loaded")
        { stage in
            guard #available(iOS 26.0, *) else { throw CheckSkipped("iOS 26's content swipe") }
            let nav = await stage.show(CheckPage("Root"))
            try await nav.push(CheckPage("Detail"), animated: false)
            guard let content = nav.interactiveContentPopGestureRecognizer else {
                throw CheckFailure("the controller has no content swipe recognizer")
            }
            let answer = nav.swipeGateAnswer(
                for: content, start: SwipeGateChecks.midStart, translation: SwipeGateChecks.back,
                velocity: SwipeGateChecks.backVelocity)
            try expect(answer, "a swipe from mid-screen may begin on a page that sets nothing")
        },
        DeviceCheck("Content gestures", "The bar, its back button and its menu never wait for the library's swipes") {
            stage in
            let nav = await stage.show(CheckPage("Root"))
            try await nav.push(CheckPage("Detail"), animated: false)
            let pan = nav.libraryPanRecognizer
            for recognizer in recognizers(in: nav.navigationBar) {
                let waits = nav.swipeGate.gestureRecognizer?(pan, shouldBeRequiredToFailBy: recognizer) ?? false
                try expect(!waits, "the bar's \(type(of: recognizer)) waits for the library's pan")
            }
            try expect(
                try edgeSwipe(of: nav).delegate !== nav.swipeGate,
                "UIKit's edge swipe keeps UIKit's delegate, which decides for the bar")
        },
        DeviceCheck(
            "Content gestures",
            "Taps and long presses near the leading edge are never delayed or cancelled by the library"
        ) { stage in
            let nav = await stage.show(CheckPage("Root"))
            try await nav.push(CheckPage("Detail"), animated: false)
            let system = [nav.interactivePopGestureRecognizer] + contentSwipe(of: nav)
            let library = (nav.view.gestureRecognizers ?? []).filter { recognizer in
                recognizer !== nav.libraryPanRecognizer && !system.contains { $0 === recognizer }
            }
            try expect(!library.isEmpty, "the library stands in front of UIKit's swipe recognizers")
            for recognizer in library {
                try expect(
                    !recognizer.delaysTouchesBegan && !recognizer.delaysTouchesEnded,
                    "\(type(of: recognizer)) delays touches")
                try expect(!recognizer.cancelsTouchesInView, "\(type(of: recognizer)) cancels touches")
            }
        },
        DeviceCheck("Content gestures", "The library's pan takes a trackpad's two-finger scroll, which has no touches")
        { _ in
            let nav = PageNavigationController(rootViewController: CheckPage("Root"))
            nav.loadViewIfNeeded()
            try expect(
                nav.libraryPanRecognizer.allowedScrollTypesMask.contains(.continuous), "continuous scrolls are allowed")
            let selector = #selector(
                UIGestureRecognizerDelegate.gestureRecognizer(_:shouldReceive:)
                    as (UIGestureRecognizerDelegate) -> ((UIGestureRecognizer, UIEvent) -> Bool)?)
            try expect(nav.swipeGate.responds(to: selector), "the gate starts a sequence on a scroll event")
        },
        DeviceCheck(
            "Content gestures",
            "A trackpad swipe from mid-screen goes back on an edge-mode page, through the library's pan"
        ) { stage in
            let nav = await stage.show(CheckPage("Root"))
            let detail = CheckPage("Detail")
            detail.pageNavigation.popGesture = .edge
            try await nav.push(detail, animated: false)
            let answer = nav.swipeGateAnswer(
                for: nav.libraryPanRecognizer, start: SwipeGateChecks.midStart, translation: SwipeGateChecks.back,
                velocity: SwipeGateChecks.backVelocity, trackpad: true)
            try expect(answer, "the pan may begin for a trackpad swipe, on iOS 26 too")
            try expect(nav.topViewController === detail, "asking does not pop")
            detail.pageNavigation.popGesture = .disabled
            try expect(
                !nav.swipeGateAnswer(
                    for: nav.libraryPanRecognizer, start: SwipeGateChecks.midStart,
                    translation: SwipeGateChecks.back, velocity: SwipeGateChecks.backVelocity, trackpad: true),
                "a disabled page refuses it")
        },
        DeviceCheck(
            "Content gestures", "iOS 15: a page's left items that supplement the back button keep the back handler"
        ) { stage in
            if #available(iOS 16.0, *) {
                throw CheckSkipped("iOS 16 and later route the system back button through backAction")
            }
            let nav = await stage.show(CheckPage("Root"))
            let detail = LeftItemsCheckPage("Detail")  // sets them in viewDidLoad, as apps do
            detail.pageNavigation.back = .deny
            try await nav.push(detail, animated: false)
            await stage.settle()
            let own = detail.own
            let items = detail.navigationItem.leftBarButtonItems ?? []
            try expect(items.count == 2 && items.last === own, "the page's own item follows the library's back item")
            try expect(
                !detail.navigationItem.leftItemsSupplementBackButton,
                "the system's back button, which pops without asking, is not shown")
            let count = stage.events.count
            (items.first?.customView as? UIButton)?.sendActions(for: .primaryActionTriggered)
            await stage.settle()
            try expect(nav.topViewController === detail, "the denying page stays")
            try expect(
                stage.events(since: count).contains { if case .backDenied = $0 { true } else { false } },
                "the back handler was asked")
        },
    ]

    /// A page whose content fills it, on a full-screen page and (iOS 26) on a page that sets nothing: a
    /// swipe from mid-screen is refused with `.content` through the recognizer that would drive it; one
    /// from the edge may begin.
    private static func contentRefusal(_ what: String, _ make: @escaping @MainActor () -> ContentCheckPage)
        -> DeviceCheck
    {
        DeviceCheck("Content gestures", "Leaves a full-screen swipe on \(what) to it; the edge stays swipe-back's") {
            stage in
            let nav = await stage.show(CheckPage("Root"))
            let page = make()
            page.pageNavigation.popGesture = .fullScreen
            try await nav.push(page, animated: false)
            await stage.settle()
            let start = CGPoint(x: 200, y: page.view.convert(page.target.center, to: nav.view).y)
            var driver: UIGestureRecognizer = nav.libraryPanRecognizer
            if #available(iOS 26.0, *), let content = nav.interactiveContentPopGestureRecognizer { driver = content }
            let count = stage.events.count
            let answer = nav.swipeGateAnswer(
                for: driver, start: start, translation: SwipeGateChecks.back, velocity: SwipeGateChecks.backVelocity)
            try expect(!answer, "the swipe on \(what) may begin")
            try expect(
                stage.events(since: count).contains(.swipeRefused(.content)),
                "the refusal names .content; saw \(Array(stage.events(since: count)))")
            let edgeStart = CGPoint(x: 6, y: start.y)
            try expect(
                nav.swipeGateAnswer(
                    for: try edgeSwipe(of: nav), start: edgeStart, translation: SwipeGateChecks.back,
                    velocity: SwipeGateChecks.backVelocity), "an edge swipe may begin")
            try expect(nav.topViewController === page, "asking does not pop")
        }
    }

    /// iOS 26's content swipe recognizer, if the controller has one.
    @MainActor
    private static func contentSwipe(of nav: PageNavigationController) -> [UIGestureRecognizer?] {
        if #available(iOS 26.0, *) { return [nav.interactiveContentPopGestureRecognizer] }
        return []
    }

    /// Every recognizer in `view` and its subviews.
    @MainActor
    private static func recognizers(in view: UIView) -> [UIGestureRecognizer] {
        (view.gestureRecognizers ?? []) + view.subviews.flatMap(recognizers(in:))
    }
}

/// A page that sets its own left item, supplementing the back button, in `viewDidLoad`.
@MainActor
final class LeftItemsCheckPage: CheckPage {
    let own = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = own
        navigationItem.leftItemsSupplementBackButton = true
    }
}

/// A page filled with one piece of content that has gestures of its own; `target` is where a finger goes.
@MainActor
final class ContentCheckPage: CheckPage, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource {
    private(set) var target = UIView()
    /// An object the content needs alive as long as the page (a data source of its own).
    var retained: AnyObject?
    private let makeContent: @MainActor (ContentCheckPage) -> UIView

    init(_ title: String, content: @escaping @MainActor (ContentCheckPage) -> UIView) {
        makeContent = content
        super.init(title)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        target = makeContent(self)
        target.frame = view.bounds.insetBy(dx: 0, dy: 120)
        target.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(target)
    }

    static func rows() -> ContentCheckPage {
        ContentCheckPage("Rows") { page in
            let table = UITableView(frame: .zero, style: .plain)
            table.dataSource = page
            table.delegate = page
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            return table
        }
    }

    /// A table whose rows delete with a leftward swipe (its data source commits edits) and have no
    /// leading actions.
    static func deletableRows() -> ContentCheckPage {
        ContentCheckPage("Deletable rows") { page in
            let table = UITableView(frame: .zero, style: .plain)
            let rows = DeletableRows()
            page.retained = rows
            table.dataSource = rows
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            return table
        }
    }

    /// A collection-view list whose rows have leading swipe actions (iOS 14+), named by the page.
    static func list() -> ContentCheckPage {
        ContentCheckPage("List") { page in
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.leadingSwipeActionsConfigurationProvider = { _ in
                UISwipeActionsConfiguration(actions: [
                    UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }
                ])
            }
            let list = UICollectionView(
                frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            list.dataSource = page
            list.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
            page.pageNavigation.swipeActionViews = [list]
            return list
        }
    }

    static func slider() -> ContentCheckPage {
        ContentCheckPage("Slider") { _ in UISlider() }
    }

    static func map() -> ContentCheckPage {
        ContentCheckPage("Map") { _ in
            #if canImport(MapKit)
            MKMapView()
            #else
            UIView()
            #endif
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = "Row \(indexPath.item)"
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }
        ])
    }
}
/// Rows that delete with a swipe, as a data source that commits edits does.
private final class DeletableRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
}
#endif
