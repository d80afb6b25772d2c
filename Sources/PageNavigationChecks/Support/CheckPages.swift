#if canImport(UIKit)
import PageNavigation
import UIKit

/// A plain page with a title and a look.
@MainActor
class CheckPage: UIViewController {
    /// What the page would prefer when the bar does not decide the status bar.
    var statusBarStyle: UIStatusBarStyle = .default

    init(_ title: String, bar: PartialBarStyle = .empty, tag: String? = nil) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
        pageNavigation.bar = bar
        pageNavigation.tag = tag
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { statusBarStyle }
}

/// A page of another class, for pops and removals by type.
@MainActor
final class SettingsCheckPage: CheckPage {}

/// A page whose content is a horizontally scrolling view covering it, for the scroll-view refusal.
@MainActor
final class CarouselCheckPage: CheckPage {
    let carousel = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        carousel.frame = view.bounds
        carousel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        carousel.contentInsetAdjustmentBehavior = .never
        view.addSubview(carousel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        carousel.contentSize = CGSize(width: view.bounds.width * 3, height: view.bounds.height)
    }
}

/// Colours the checks use: opaque, with distinct components, so that a wrong one is never "close".
@MainActor
enum CheckColor {
    static let coral = UIColor(red: 1, green: 0.4, blue: 0.3, alpha: 1)
    static let teal = UIColor(red: 0.1, green: 0.6, blue: 0.6, alpha: 1)
    static let navy = UIColor(red: 0.05, green: 0.1, blue: 0.35, alpha: 1)
    static let cream = UIColor(red: 1, green: 0.97, blue: 0.88, alpha: 1)
    static let gold = UIColor(red: 0.9, green: 0.7, blue: 0.1, alpha: 1)
    static let violet = UIColor(red: 0.5, green: 0.2, blue: 0.8, alpha: 1)
}

extension PartialBarStyle {
    /// A look with a background and a tint.
    @MainActor
    static func colored(_ background: UIColor, tint: UIColor? = nil, title: UIColor? = nil) -> PartialBarStyle {
        PartialBarStyle(backgroundColor: background, tintColor: tint, titleColor: title)
    }
}
#endif
