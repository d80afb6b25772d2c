import PageNavigation
import UIKit

/// iOS 26's per-page vocabulary: the scroll edge effect under the bar (soft, hard, hidden or the
/// system's) and bar buttons without the shared glass background, chosen live; going back gives the
/// scroll view and the buttons exactly what they had. Earlier iOS versions ignore both.
final class GlassLookViewController: DemoPage {
    private let edges = UISegmentedControl(items: ScrollEdgeEffect.allCases.map(\.rawValue))
    private let glassless = UISwitch()

    init() {
        let supported = ProcessInfo.processInfo.isOperatingSystemAtLeast(
            OperatingSystemVersion(majorVersion: 26, minorVersion: 0, patchVersion: 0))
        super.init(
            title: "Edge effect and glass",
            note: supported
                ? "Scroll the page under the bar and pick an edge effect; turn the switch on to draw the bar buttons without their shared glass. Going back restores both exactly."
                : "The scroll edge effect and the items' shared glass are iOS 26's: this iOS version ignores both fields."
        )
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        setContentScrollView(scrollView, for: .top)  // the scroll view whose edge effect the page sets
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(systemItem: .add),
            UIBarButtonItem(image: UIImage(systemName: "star"), style: .plain, target: nil, action: nil),
        ]
        edges.selectedSegmentIndex = 0
        edges.addAction(UIAction { [weak self] _ in self?.edgeChosen() }, for: .valueChanged)
        stack.addArrangedSubview(edges)
        glassless.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                pageNavigation.bar.itemsHideSharedBackground = glassless.isOn
            }, for: .valueChanged)
        stack.addArrangedSubview(glassless)
        addButton("Push a page", detail: "It starts from this page's choices (inheritance); back restores these.") {
            [weak self] in
            self?.pageNavigationController?.push(ItemMarginsDetailViewController())
        }
        for line in 1...40 { addLabel("Line \(line) of content that scrolls under the bar.", style: .body) }
    }

    private func edgeChosen() {
        pageNavigation.bar.edgeEffect = ScrollEdgeEffect.allCases[edges.selectedSegmentIndex]
    }
}
