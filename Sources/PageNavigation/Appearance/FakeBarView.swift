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

    /// Draws `style`'s background, shadow line, opacity and visibility; a system background as the
    /// system's default bar material, a system shadow as the system's hairline.
    func show(_ style: BarStyle) {
        let system = style.background.isSystem && style.extras.backgroundImage == nil
        backgroundColor = style.background.uiColor(multiplyingAlphaBy: style.alpha)
        material.effect = BarResources.effect(style.extras.backgroundEffect)
            ?? (system && style.extras.backgroundEffect == nil ? UIBlurEffect(style: .systemChromeMaterial) : nil)
        image.image = BarResources.image(style.extras.backgroundImage)
        image.alpha = CGFloat(style.alpha)
        material.alpha = CGFloat(style.alpha)
        let hairline = UINavigationBarAppearance().shadowColor ?? .separator
        shadowLine.backgroundColor = hairline.withAlphaComponent(hairline.cgColor.alpha * CGFloat(style.alpha))
        shadowLine.isHidden = style.shadow == .hidden
        isHidden = style.hidden
    }

    /// Lays the view out as the bar's background over `frame`, with the shadow line along its bottom.
    func place(_ frame: CGRect, hairline: CGFloat) {
        self.frame = frame
        shadowLine.frame = CGRect(x: 0, y: frame.height, width: frame.width, height: hairline)
    }
}
#endif
