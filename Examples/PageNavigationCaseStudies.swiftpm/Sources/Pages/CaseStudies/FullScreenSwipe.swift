import PageNavigation
import UIKit

/// Full-screen swipe-back: from anywhere on the page, or up to a distance from the back edge. A
/// horizontal carousel scrolled away from its start keeps the pan, and so does a slider (the app's content
/// keeps its own gestures); the edge always swipes back.
/// A swipe toward the left from anywhere (`pushGesture = .fullScreen`) pushes the page's declared next
/// page, except on the carousel and the slider; the page's own
/// content fades along with that swipe (`pageNavigation.onPushGesture`'s progress).
final class FullScreenSwipeViewController: DemoPage {
    init() {
        super.init(
            title: "Full-screen swipe",
            note:
                "Swipe right from anywhere to go back. Scroll the carousel first: then it keeps the pan, except from the left edge. The slider always keeps its drag. Swipe left from anywhere but the carousel and the slider to push the next page: this page's content fades with your finger."
        )
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        pageNavigation.popGesture = .fullScreen
        pageNavigation.nextPage = { NextPageViewController() }
        pageNavigation.pushGesture = .fullScreen
        pageNavigation.onPushGesture = GestureCallbacks(
            progress: { [weak self] progress in self?.stack.alpha = 1 - progress / 2 },
            cancelled: { [weak self] in self?.stack.alpha = 1 },
            finished: { [weak self] in self?.stack.alpha = 1 }
        )
        stack.addArrangedSubview(Carousel())
        stack.addArrangedSubview(UISlider())  // a full-screen swipe starting on it is refused with .content
        addButton(
            "Push a page limited to 120 pt", detail: "Its swipe-back starts only within 120 points of the back edge."
        ) { [weak self] in
            self?.pageNavigationController?.push(LimitedSwipeViewController())
        }
        addButton("Push a page without swipe-back", detail: "Only the back button leaves it.") { [weak self] in
            self?.pageNavigationController?.push(NoSwipeViewController())
        }
        addButton("Why would a swipe not start now?") { [weak self] in
            guard let status = self?.pageNavigationController?.popGestureStatus else { return }
            self?.addLabel("Swipe-back status: \(status.name)")
        }
    }
}

/// A page whose full-screen swipe-back starts only near the back edge.
final class LimitedSwipeViewController: DemoPage {
    init() {
        super.init(title: "Limited", note: "Swipe back starting within 120 points of the left edge.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        pageNavigation.popGesture = .fullScreen(maximumStartDistance: 120)
    }
}

/// A page that cannot be swiped away.
final class NoSwipeViewController: DemoPage {
    init() {
        super.init(title: "No swipe", note: "Swipe-back is disabled here; the back button still works.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        pageNavigation.popGesture = .disabled
    }
}

/// The page an interactive push brings in.
final class NextPageViewController: DemoPage {
    init() {
        super.init(title: "Next", note: "Pushed by a swipe from the right edge. Swipe back from anywhere.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        pageNavigation.popGesture = .fullScreen
        pageNavigation.bar = PartialBarStyle(backgroundColor: .systemOrange, tintColor: .black, titleColor: .black)
    }
}

/// A horizontal scroll view with a few coloured cards.
final class Carousel: UIScrollView {
    init() {
        super.init(frame: .zero)
        showsHorizontalScrollIndicator = true
        let row = UIStackView()
        row.axis = .horizontal
        row.spacing = 12
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        for color in [UIColor.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple] {
            let card = UIView()
            card.backgroundColor = color
            card.layer.cornerRadius = 12
            card.widthAnchor.constraint(equalToConstant: 160).isActive = true
            row.addArrangedSubview(card)
        }
        NSLayoutConstraint.activate([
            heightAnchor.constraint(equalToConstant: 120),
            row.topAnchor.constraint(equalTo: contentLayoutGuide.topAnchor),
            row.bottomAnchor.constraint(equalTo: contentLayoutGuide.bottomAnchor),
            row.leadingAnchor.constraint(equalTo: contentLayoutGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: contentLayoutGuide.trailingAnchor),
            row.heightAnchor.constraint(equalTo: frameLayoutGuide.heightAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }
}
