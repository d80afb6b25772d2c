#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// A page's bar background — colour (or the system's material) and shadow line, nothing else — that
/// travels with the page while two pages with different bars change places. Added to the page's view
/// for the transition only; drawing only, never an accessibility element.
@MainActor
final class FakeBarView: UIView {
    private let shadowLine = UIView()
    /// The system's bar material (or the page's own), for a page whose background is a material.
    private let material = UIVisualEffectView(effect: nil)
    /// The page's background image, if it has one.
    private let image = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
        material.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(material)
        image.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        image.contentMode = .scaleToFill
        addSubview(image)
        shadowLine.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        addSubview(shadowLine)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Whether the page this fake bar travels with shows the bar's scroll-edge look (no scroll view, or
    /// one scrolled to its top): the system bar is then transparent, with no hairline, on iOS 15–25.
    var atScrollEdge = false

    /// Draws `style`'s background, shadow line, opacity and visibility as the real bar draws them: a
    /// system background as the system's material (nothing at the scroll edge on iOS 15–25, and
    /// nothing under iOS 26's glass), a system shadow as the system's hairline where that bar has one.
    func show(_ style: BarStyle) {
        let extras = style.extras
        let systemBackground = style.background.isSystem && extras.backgroundImage == nil && extras.backgroundEffect == nil
        var systemBarDrawn = !atScrollEdge
        if #available(iOS 26.0, *) { systemBarDrawn = false }
        backgroundColor = style.background.uiColor(multiplyingAlphaBy: style.alpha)
        material.effect = BarResources.effect(extras.backgroundEffect)
            ?? (systemBackground && systemBarDrawn ? UIBlurEffect(style: .systemChromeMaterial) : nil)
        material.alpha = CGFloat(style.alpha)
        image.image = BarResources.image(extras.backgroundImage)
        image.alpha = CGFloat(style.alpha)
        shadowLine.backgroundColor = NavigationItemAppearance.hairline(for: .shown, opacity: style.alpha)
        shadowLine.isHidden = style.shadow == .hidden || (style.shadow == .system && systemBackground && !systemBarDrawn)
        isHidden = style.hidden
    }

    /// Lays the view out as the bar's background over `frame`, with the shadow line along its bottom.
    func place(_ frame: CGRect, hairline: CGFloat) {
        self.frame = frame
        shadowLine.frame = CGRect(x: 0, y: frame.height, width: frame.width, height: hairline)
    }
}
#endif
