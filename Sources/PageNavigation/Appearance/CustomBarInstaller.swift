#if canImport(UIKit)
import UIKit

/// Puts a page's own bar view (`viewController.pageNavigation.customBar`) at the top of the page's view.
@MainActor
enum CustomBarInstaller {
    /// Pins `bar` to the top, leading and trailing edges of `page`'s view, above its content. On a page
    /// whose view is a scroll view (a `UITableViewController`'s table), which adds cells above the bar
    /// as it scrolls, the returned observation keeps the bar in front; keep it as long as the bar is
    /// installed.
    static func install(_ bar: UIView?, in page: UIViewController) -> NSKeyValueObservation? {
        guard let bar, bar.superview !== page.view else { return nil }
        bar.translatesAutoresizingMaskIntoConstraints = false
        page.view.addSubview(bar)
        // A scroll view's own edge anchors follow its content; its frame layout guide stays put.
        let frame: (top: NSLayoutYAxisAnchor, leading: NSLayoutXAxisAnchor, trailing: NSLayoutXAxisAnchor)
        if let scrollView = page.view as? UIScrollView {
            let guide = scrollView.frameLayoutGuide
            frame = (guide.topAnchor, guide.leadingAnchor, guide.trailingAnchor)
        } else {
            frame = (page.view.topAnchor, page.view.leadingAnchor, page.view.trailingAnchor)
        }
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: frame.top),
            bar.leadingAnchor.constraint(equalTo: frame.leading),
            bar.trailingAnchor.constraint(equalTo: frame.trailing),
        ])
        guard let scrollView = page.view as? UIScrollView else { return nil }
        return scrollView.observe(\.contentOffset) { [weak bar] scrollView, _ in
            MainActor.assumeIsolated {  // UIKit scrolls on the main thread
                guard let bar, bar.superview === scrollView, scrollView.subviews.last !== bar else { return }
                scrollView.bringSubviewToFront(bar)
            }
        }
    }

    /// Takes a bar view out of `page`'s view, if it is there.
    static func remove(_ bar: UIView?, from page: UIViewController) {
        guard let bar, bar.superview === page.view else { return }
        bar.removeFromSuperview()
    }
}
#endif
