#if canImport(UIKit)
import PageNavigationCore
import PageNavigationHost
import UIKit

/// A debug overlay over the top page (``PageNavigationController/showsSwipeOverlay``): where a
/// swipe-back may start — the edge region, a full-screen page's start area up to its maximum start
/// distance — the content that claims its own drags there, and what a swipe-back would do now and why
/// the last one was refused. It reads the engine's answers (``PageNavigationController/popGestureStatus``,
/// the refusal events) and the same content probes the swipe gate asks; it decides nothing and takes no
/// touch (`isUserInteractionEnabled` is `false`, so UIKit's hit-testing passes through it).
@MainActor
final class SwipeOverlayView: UIView {
    /// The back-edge region, where every swipe-back may start, in the overlay's coordinates.
    private(set) var edgeRegion: CGRect = .zero
    /// Where a full-screen swipe-back may start beyond the edge region (up to the page's maximum start
    /// distance); empty for an edge or disabled page.
    private(set) var fullScreenRegion: CGRect = .zero
    /// Cells of the start area whose content claims its own drags (a row's swipe actions, a control, a
    /// map, a web view's own swipe, a scrolled horizontal scroll view).
    private(set) var claimedCells: [CGRect] = []
    /// The reason the last refused swipe was refused, until the next page shows.
    private(set) var lastRefusal: SwipeRefusal?
    /// What the label shows.
    let label = UILabel()
    /// The cells the start area is probed in, in points.
    private let cell: CGFloat = 20

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = .clear
        isOpaque = false
        label.numberOfLines = 0
        label.font = .monospacedSystemFont(ofSize: 12, weight: .semibold)
        label.textColor = .white
        label.backgroundColor = UIColor.black.withAlphaComponent(0.7)
        label.textAlignment = .center
        addSubview(label)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Reads what a swipe-back would do on the controller's top page now, and redraws.
    func refresh(for controller: PageNavigationController) {
        guard let engine = controller.host.engine, let page = controller.topViewController,
            let view = controller.viewIfLoaded
        else { return }
        frame = view.bounds
        let geometry = engine.configuration.geometry
        let width = bounds.width
        let backIsLeft = geometry.direction == .leftToRight
        let edge = min(CGFloat(geometry.edgeWidth), width)
        edgeRegion = CGRect(x: backIsLeft ? 0 : width - edge, y: 0, width: edge, height: bounds.height)
        let situation = engine.swipeSituation  // what the engine's swipe decision reads
        if case .fullScreen(let limit) = situation.mode, situation.depth > 1 {
            let reach = min(limit.map { CGFloat($0) } ?? width, width)
            fullScreenRegion = CGRect(
                x: backIsLeft ? edge : width - reach, y: 0, width: max(reach - edge, 0), height: bounds.height)
        } else {
            fullScreenRegion = .zero
        }
        claimedCells = claimed(in: fullScreenRegion, page: page, controller: controller)
        // Three lines (the last only after a refusal), joined by hand: no list, no interpolation.
        let status = controller.popGestureStatus.map { $0 == .pop ? "starts" : $0.name } ?? "no page"
        var text = "swipe-back: " + status + "\nmode: " + Self.describe(situation.mode)
        if let lastRefusal { text += "\nlast refused: " + lastRefusal.rawValue }
        label.text = text
        let size = label.sizeThatFits(CGSize(width: width - 32, height: .greatestFiniteMagnitude))
        label.frame = CGRect(
            x: (width - size.width - 16) / 2, y: bounds.height - size.height - 56, width: size.width + 16,
            height: size.height + 8)
        superview?.bringSubviewToFront(self)
        setNeedsDisplay()
    }

    /// A navigation event: a refusal is remembered until the next page shows.
    func saw(_ event: NavigationEvent, controller: PageNavigationController) {
        switch event {
        case .swipeRefused(let reason): lastRefusal = reason
        case .didShow: lastRefusal = nil
        default: break
        }
        refresh(for: controller)
    }

    /// The cells of `region` whose content claims its own drags toward the back.
    private func claimed(in region: CGRect, page: UIViewController, controller: PageNavigationController) -> [CGRect] {
        guard !region.isEmpty, page.isViewLoaded else { return [] }
        let platform = controller.host.platform
        var cells: [CGRect] = []
        var y = region.minY
        while y < region.maxY {
            var x = region.minX
            while x < region.maxX {
                let point = TouchPoint(x: x + cell / 2, y: y + cell / 2)
                if !platform.contentGestures(at: point, on: page, towardBack: true).isEmpty
                    || platform.contentScroll(at: point, on: page) == .scrolled
                {
                    cells.append(CGRect(x: x, y: y, width: cell, height: cell))
                }
                x += cell
            }
            y += cell
        }
        return cells
    }

    override func draw(_ rect: CGRect) {
        UIColor.systemGreen.withAlphaComponent(0.35).setFill()
        UIRectFillUsingBlendMode(edgeRegion, .normal)
        UIColor.systemBlue.withAlphaComponent(0.12).setFill()
        UIRectFillUsingBlendMode(fullScreenRegion, .normal)
        UIColor.systemOrange.withAlphaComponent(0.35).setFill()
        for cell in claimedCells { UIRectFillUsingBlendMode(cell, .normal) }
    }

    private static func describe(_ mode: PopGestureMode) -> String {
        switch mode {
        case .edge: "edge"
        case .fullScreen(let limit?): "fullScreen, up to " + String(Int(limit)) + " pt"
        case .fullScreen: "fullScreen"
        case .disabled: "disabled"
        }
    }
}
#endif
