import PageNavigation
import UIKit

/// Bar-button edge margins: a slider moves this page's bar button items away from the bar's edges and
/// back, live (public API cannot bring them closer than the system's margins); pushed pages inherit the margins (the app opts in to inheritance) and going
/// back restores them exactly.
final class ItemMarginsViewController: DemoPage {
    private let slider = UISlider()
    private let value = UILabel()

    init() {
        super.init(
            title: "Item margins",
            note: BarItemMargins.isSupported
                ? "Move the slider: the bar buttons move away from the edges and back (never closer than the system's margins). The back button follows the leading margin."
                : "This iOS version offers no public way to move bar buttons from the bar's edges, so the slider does nothing here (the console says so once)."
        )
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(systemItem: .add),
            UIBarButtonItem(image: UIImage(systemName: "star"), style: .plain, target: nil, action: nil),
        ]
        slider.minimumValue = 16
        slider.maximumValue = 64
        slider.value = 24
        slider.addAction(UIAction { [weak self] _ in self?.sliderMoved() }, for: .valueChanged)
        stack.addArrangedSubview(slider)
        value.font = UIFont.preferredFont(forTextStyle: .footnote)
        value.textColor = .secondaryLabel
        stack.addArrangedSubview(value)
        sliderMoved()
        addButton("System margins", detail: "Back to the system's margins on this page.") { [weak self] in
            self?.pageNavigation.bar.itemMargins = .system
            self?.value.text = "Margins: the system's"
        }
        addButton(
            "Push a page", detail: "It starts from this page's margins (inheritance); going back shows these exactly."
        ) { [weak self] in
            self?.pageNavigationController?.push(ItemMarginsDetailViewController())
        }
    }

    private func sliderMoved() {
        let points = Double(slider.value.rounded())
        pageNavigation.bar.itemMargins = BarItemMargins(leading: points, trailing: points)
        value.text = "Margins: \(Int(points)) points on each side"
    }
}

/// A page pushed from the margins study: it declares no margins of its own, so it inherits them.
final class ItemMarginsDetailViewController: DemoPage {
    init() {
        super.init(
            title: "Inherited margins",
            note:
                "This page declares no margins: under the app's inherit policy it starts from the page it was pushed from."
        )
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
        addButton("Only the trailing side: 40 points") { [weak self] in
            self?.pageNavigation.bar.itemMargins = BarItemMargins(trailing: 40)
        }
    }
}
