#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// Routes the back button to the engine, so that the page's back handler decides: on iOS 16 and later
/// through `navigationItem.backAction` (the system button keeps its look); on iOS 15 through a back
/// item of the library's own in `leftBarButtonItem` (the edge swipe keeps working, because the
/// library — not the system — decides when it begins). A page's own left item is left alone.
@MainActor
enum BackButtonInstaller {
    /// Applies the app-wide back button title to a page's item (it describes the button shown on the
    /// page above it).
    static func applyTitle(_ title: BackButtonTitle, to item: UINavigationItem) {
        switch title {
        case .system: break
        case .minimal: item.backButtonDisplayMode = .minimal
        case .text(let text): item.backButtonTitle = text
        }
    }

    /// Shows (or hides) the back button routed to the controller's engine on a page's item. A page's
    /// own left item is left alone.
    static func install(on item: UINavigationItem, shown: Bool, controller: PageNavigationController) {
        if #available(iOS 16.0, *) {
            item.backAction = shown ? UIAction { [weak controller] _ in controller?.requestBack() } : nil
        } else {
            guard item.leftBarButtonItem == nil || item.leftBarButtonItem is PageBackBarButtonItem else { return }
            item.leftBarButtonItem = shown ? PageBackBarButtonItem(controller: controller) : nil
        }
    }
}

/// The back item the library shows on iOS 15, where `navigationItem.backAction` does not exist.
@MainActor
final class PageBackBarButtonItem: UIBarButtonItem {
    private weak var controller: PageNavigationController?

    convenience init(controller: PageNavigationController) {
        let image = controller.configuration.backButton.image ?? UIImage(systemName: "chevron.backward")
        self.init(image: image, style: .plain, target: nil, action: nil)
        self.controller = controller
        target = self
        action = #selector(tapped)
        accessibilityLabel = controller.configuration.backButton.title.accessibilityText
    }

    @objc private func tapped() {
        controller?.requestBack()
    }
}

extension BackButtonTitle {
    /// What VoiceOver says for the iOS 15 back item.
    var accessibilityText: String {
        switch self {
        case .system, .minimal: "Back"
        case .text(let text): text
        }
    }
}
#endif
