#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// Routes the back button to the engine, so that the page's back handler decides: on iOS 16 and later
/// through `navigationItem.backAction` (the system button keeps its look); on iOS 15 through a back
/// item of the library's own in `leftBarButtonItem` (the edge swipe keeps working, because the
/// library — not the system — decides when it begins). A page's own left item is left alone.
@MainActor
enum BackButtonInstaller {
    /// Installs the back routing on every page of `stack` (root first); the root shows no back button.
    static func refresh(_ stack: [UIViewController], host: NavigationHost) {
        for (index, page) in stack.enumerated() {
            install(on: page.navigationItem, showsBack: index > 0, host: host)
        }
    }

    /// Applies the app-wide back button title to a page's item (it describes the button shown on the
    /// page above it).
    static func applyTitle(_ title: BackButtonTitle, to item: UINavigationItem) {
        switch title {
        case .system: break
        case .minimal: item.backButtonDisplayMode = .minimal
        case .text(let text): item.backButtonTitle = text
        }
    }

    private static func install(on item: UINavigationItem, showsBack: Bool, host: NavigationHost) {
        if #available(iOS 16.0, *) {
            item.backAction = showsBack ? UIAction { [weak host] _ in host?.send(.tapBack) } : nil
        } else {
            guard item.leftBarButtonItem == nil || item.leftBarButtonItem is PageBackBarButtonItem else { return }
            item.leftBarButtonItem = showsBack ? PageBackBarButtonItem(host: host) : nil
        }
    }
}

/// The back item the library shows on iOS 15, where `navigationItem.backAction` does not exist.
@MainActor
final class PageBackBarButtonItem: UIBarButtonItem {
    private weak var host: NavigationHost?

    convenience init(host: NavigationHost) {
        let image = host.configuration.backButton.image ?? UIImage(systemName: "chevron.backward")
        self.init(image: image, style: .plain, target: nil, action: nil)
        self.host = host
        target = self
        action = #selector(tapped)
        accessibilityLabel = host.configuration.backButton.title.accessibilityText
    }

    @objc private func tapped() {
        host?.send(.tapBack)
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
