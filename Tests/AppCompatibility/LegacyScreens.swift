import UIKit

/// A paginated list, as every app has one: its own `page`, stored and mutable.
final class FeedViewController: UITableViewController {
    var page = 1
    var options: [String: Bool] = [:]
    let bar = UISearchBar()
    var style: UITableView.Style = .plain
    var navigation: String? = "feed"
    var back: (() -> Void)?

    func loadNextPage() {
        page += 1
        options["loading"] = true
        navigation = "feed/\(page)"
        back?()
    }
}

/// A screen whose `page` is a constant of another type, and whose `bar` is a computed property.
final class ReaderViewController: UIViewController {
    let page: Int
    var bar: UIToolbar { navigationController?.toolbar ?? UIToolbar() }
    lazy var style = UIBlurEffect.Style.systemMaterial
    private(set) var navigation: [Int] = []
    func back(animated: Bool) { navigationController?.popViewController(animated: animated) }

    init(page: Int) {
        self.page = page
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        page = 0
        super.init(coder: coder)
    }
}

/// Models named like the library's concepts live next to it in an app.
struct Page: Hashable { var number: Int }
enum Back { case close, pop }
