#if canImport(UIKit)
import UIKit

/// What a navigation bar draws, read through public API only: the views under it that are on screen
/// (not hidden, not faded out, with a size), their frames, colours and texts. UIKit's own view classes
/// are never named: a check asks what a user would see — a label with this text in this colour, a
/// background of this colour across the bar, nothing left in the top strip of a hidden bar.
@MainActor
struct DrawnBar {
    let bar: UINavigationBar

    /// A view on screen, with its frame in the bar's coordinates and its alpha times its ancestors'.
    struct Shown {
        let view: UIView
        let frame: CGRect
        let alpha: CGFloat
    }

    /// Every view under `root` that shows: each one and its ancestors up to `root` not hidden and not
    /// faded below 1%, with a size; in `space`'s coordinates.
    static func shownViews(under root: UIView, in space: UIView) -> [Shown] {
        var found: [Shown] = []
        func visit(_ view: UIView, alpha: CGFloat) {
            for child in view.subviews where !child.isHidden && child.alpha > 0.01 {
                let shown = alpha * child.alpha
                let frame = child.convert(child.bounds, to: space)
                if frame.width > 0.5, frame.height > 0.5 {
                    found.append(Shown(view: child, frame: frame, alpha: shown))
                }
                visit(child, alpha: shown)
            }
        }
        guard !root.isHidden, root.alpha > 0.01 else { return [] }
        visit(root, alpha: root.alpha)
        return found
    }

    /// Every view under the bar that shows, in the bar's coordinates; none while the bar is hidden.
    var shown: [Shown] { Self.shownViews(under: bar, in: bar) }

    /// The labels the bar shows with `text`.
    func labels(_ text: String) -> [UILabel] {
        shown.compactMap { $0.view as? UILabel }.filter { $0.text == text || $0.attributedText?.string == text }
    }

    /// The colours of the backgrounds drawn across the bar: views at least as wide as the bar with a
    /// background colour that is not clear, resolved for `traits`, each with its shown alpha.
    func backgrounds(traits: UITraitCollection) -> [UIColor] {
        shown.compactMap { item in
            guard item.frame.width >= bar.bounds.width - 1, let color = item.view.backgroundColor else { return nil }
            let resolved = color.resolvedColor(with: traits)
            guard resolved.cgColor.alpha * item.alpha > 0.01 else { return nil }
            return resolved.withAlphaComponent(resolved.cgColor.alpha * item.alpha)
        }
    }

    /// Whether the bar draws a background of `color` (components within 1/255, alpha included).
    func drawsBackground(_ color: UIColor, traits: UITraitCollection) -> Bool {
        backgrounds(traits: traits).contains { ColorComparison.same($0, color, traits: traits) }
    }

    /// A description of the backgrounds drawn, for a failure message.
    func describeBackgrounds(traits: UITraitCollection) -> String {
        let colors = backgrounds(traits: traits).map { ColorComparison.describe($0, traits) }
        return colors.isEmpty ? "none" : colors.joined(separator: ", ")
    }

    /// The views shown at the bar's leading end (the back button's side), in the leading `fraction` of
    /// its width and not spanning it: their frames, rounded to whole points, sorted.
    func leadingFrames(fraction: CGFloat = 0.3) -> [CGRect] {
        let width = bar.bounds.width
        let leadingIsLeft = bar.effectiveUserInterfaceLayoutDirection == .leftToRight
        return shown.compactMap { item in
            guard item.frame.width < width / 2 else { return nil }
            let inLeading =
                leadingIsLeft ? item.frame.maxX <= width * fraction : item.frame.minX >= width * (1 - fraction)
            guard inLeading else { return nil }
            return item.frame.integral
        }.sorted { ($0.minX, $0.minY, $0.width, $0.height) < ($1.minX, $1.minY, $1.width, $1.height) }
    }

    /// The image views shown in the leading `fraction` of the bar (the back chevron's side).
    func leadingImageViews(fraction: CGFloat = 0.3) -> [UIImageView] {
        let width = bar.bounds.width
        let leadingIsLeft = bar.effectiveUserInterfaceLayoutDirection == .leftToRight
        return shown.compactMap { item in
            guard let image = item.view as? UIImageView, image.image != nil else { return nil }
            let inLeading =
                leadingIsLeft ? item.frame.maxX <= width * fraction : item.frame.minX >= width * (1 - fraction)
            return inLeading ? image : nil
        }
    }

    /// The image views shown under the bar whose image is a symbol image, in the trailing half.
    func trailingSymbolImageViews() -> [UIImageView] {
        let width = bar.bounds.width
        let trailingIsRight = bar.effectiveUserInterfaceLayoutDirection == .leftToRight
        return shown.compactMap { item in
            guard let image = item.view as? UIImageView, image.image?.isSymbolImage == true else { return nil }
            let inTrailing = trailingIsRight ? item.frame.minX >= width / 2 : item.frame.maxX <= width / 2
            return inTrailing ? image : nil
        }
    }

    /// Views that still show in the top strip of `controller`'s view (the bar's place, the status bar's
    /// height plus 60 points) outside its top page's view and outside the bar: what a hidden bar must not
    /// leave behind (HBDNavigationBar #201: a glass circle where the back button was).
    static func leftovers(in controller: UINavigationController) -> [Shown] {
        guard let view = controller.viewIfLoaded else { return [] }
        let strip = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.safeAreaInsets.top + 60)
        let page = controller.topViewController?.viewIfLoaded
        return shownViews(under: view, in: view).filter { item in
            guard item.frame.intersects(strip) else { return false }
            if let page, item.view === page || item.view.isDescendant(of: page) { return false }
            if item.view.isDescendant(of: controller.navigationBar) && controller.navigationBar.isHidden {
                return false
            }
            // Containers the size of the whole screen (the transition's and the page's wrappers) draw nothing.
            if item.frame.width >= view.bounds.width - 1, item.frame.height >= view.bounds.height - 1,
                item.view.backgroundColor == nil || item.view.backgroundColor == .clear
            {
                return false
            }
            return item.view is UIVisualEffectView || item.view is UIImageView || item.view is UILabel
                || (item.view.backgroundColor.map { $0.cgColor.alpha > 0.01 } ?? false)
        }
    }
}
#endif
