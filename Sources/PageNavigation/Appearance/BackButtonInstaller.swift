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

extension BackButtonInstaller {
    /// Gives the back button a long-press menu that goes through the engine (or gives the system's
    /// back back): on the page below the top, a `backBarButtonItem` whose `menu` (iOS 14+) lists the
    /// pages below the top, built when it opens (`UIDeferredMenuElement.uncached`, iOS 15+). A page's
    /// own `backBarButtonItem` is left alone.
    static func installMenu(on page: UIViewController, routed: Bool, controller: PageNavigationController) {
        let item = page.navigationItem
        guard item.backBarButtonItem == nil || item.backBarButtonItem is PageBackMenuItem else { return }
        item.backBarButtonItem = routed ? PageBackMenuItem(for: page, controller: controller) : nil
    }

    /// A menu of the pages below the top, nearest first; choosing one asks the engine to go back to it.
    static func backMenu(controller: PageNavigationController) -> UIMenu {
        UIMenu(children: [
            UIDeferredMenuElement.uncached { [weak controller] completion in
                let pages = controller?.host.backMenuPages ?? []
                completion(pages.map { page in
                    UIAction(title: page.navigationItem.title ?? page.title ?? "") { [weak controller, weak page] _ in
                        guard let controller, let page else { return }
                        controller.requestBack(to: page)
                    }
                })
            },
        ])
    }
}

/// The back item of the page below the top when the top page's back handler must decide: the same
/// title the system would derive from the page, and a long-press menu that goes through the engine.
@MainActor
final class PageBackMenuItem: UIBarButtonItem {
    convenience init(for page: UIViewController, controller: PageNavigationController) {
        let item = page.navigationItem
        self.init(title: item.backButtonTitle ?? item.title ?? page.title, menu: BackButtonInstaller.backMenu(controller: controller))
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
        menu = BackButtonInstaller.backMenu(controller: controller)   // long press, as the system's
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
