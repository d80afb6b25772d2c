#if canImport(UIKit)
import UIKit

/// Puts a page's own bar view (`viewController.page.customBar`) at the top of the page's view.
@MainActor
enum CustomBarInstaller {
    /// Pins `bar` to the top, leading and trailing edges of `page`'s view, above its content.
    static func install(_ bar: UIView?, in page: UIViewController) {
        guard let bar, bar.superview !== page.view else { return }
        bar.translatesAutoresizingMaskIntoConstraints = false
        page.view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: page.view.topAnchor),
            bar.leadingAnchor.constraint(equalTo: page.view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: page.view.trailingAnchor),
        ])
    }

    /// Takes a bar view out of `page`'s view, if it is there.
    static func remove(_ bar: UIView?, from page: UIViewController) {
        guard let bar, bar.superview === page.view else { return }
        bar.removeFromSuperview()
    }
}
#endif
