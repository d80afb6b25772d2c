import PageNavigation
import UIKit

/// Hidden bar: a page without a navigation bar, and a page that brings a bar of its own. The edge
/// swipe keeps working on both.
final class HiddenBarViewController: DemoPage {
    init() {
        super.init(
            title: "Hidden bar", note: "Both pages below have no system bar; swipe back from the left edge still works."
        )
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Push a profile without a bar") { [weak self] in
            self?.pageNavigationController?.push(ProfileViewController())
        }
        addButton("Push a page with a bar of its own") { [weak self] in
            self?.pageNavigationController?.push(CustomBarViewController())
        }
    }
}

/// A profile page whose navigation bar is hidden.
final class ProfileViewController: DemoPage {
    init() {
        super.init(title: "Profile", note: "This page hides the bar. Swipe from the left edge to go back.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        pageNavigation.bar.hidden = true
        view.backgroundColor = .systemYellow
        addButton("Back") { [weak self] in
            self?.pageNavigationController?.requestBack()
        }
    }
}

/// A page with a custom bar view.
final class CustomBarViewController: DemoPage {
    init() {
        super.init(
            title: "Custom bar",
            note: "The system bar hides for this page; the green bar is the page's own and slides with it.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let bar = UIView()
        bar.backgroundColor = .systemGreen
        let back = UIButton(type: .system)
        back.setTitle("‹ Back", for: .normal)
        back.setTitleColor(.white, for: .normal)
        back.addAction(UIAction { [weak self] _ in self?.pageNavigationController?.requestBack() }, for: .touchUpInside)
        back.translatesAutoresizingMaskIntoConstraints = false
        bar.addSubview(back)
        NSLayoutConstraint.activate([
            bar.bottomAnchor.constraint(equalTo: bar.safeAreaLayoutGuide.topAnchor, constant: 56),
            back.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 16),
            back.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -12),
        ])
        pageNavigation.customBar = bar
        scrollView.contentInset.top = 56
    }
}
