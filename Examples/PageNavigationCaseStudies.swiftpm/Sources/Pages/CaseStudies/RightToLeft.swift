import PageNavigation
import UIKit

/// Right to left: a second navigation controller laid out right to left. The back edge is the right
/// edge, swipe-back moves leftward, and the interactive push comes from the left edge.
final class RightToLeftLauncherViewController: DemoPage {
    init() {
        super.init(title: "Right to left", note: "Opens a navigation controller laid out right to left.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Open the right-to-left stack") { [weak self] in
            let root = RightToLeftPage(level: 1)
            let navigation = PageNavigationController(rootViewController: root)
            navigation.view.semanticContentAttribute = .forceRightToLeft
            navigation.navigationBar.semanticContentAttribute = .forceRightToLeft
            navigation.modalPresentationStyle = .fullScreen
            self?.present(navigation, animated: true)
        }
    }
}

/// A page of the right-to-left stack.
final class RightToLeftPage: DemoPage {
    private let level: Int

    init(level: Int) {
        self.level = level
        super.init(
            title: "Level \(level)",
            note: "Swipe from the right edge to go back; swipe from the left edge toward the right to push.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.semanticContentAttribute = .forceRightToLeft
        pageNavigation.popGesture = .fullScreen
        pageNavigation.bar = PartialBarStyle(
            backgroundColor: level.isMultiple(of: 2) ? .systemPink : .systemBlue, tintColor: .white, titleColor: .white)
        let next = level + 1
        pageNavigation.nextPage = { RightToLeftPage(level: next) }
        addButton("Push level \(next)") { [weak self] in
            self?.pageNavigationController?.push(RightToLeftPage(level: next))
        }
        addButton("Close") { [weak self] in
            self?.dismiss(animated: true)
        }
    }
}
