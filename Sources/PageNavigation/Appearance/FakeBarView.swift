#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// A page's bar background — colour, material or image, and shadow line, nothing else — that travels
/// with the page while two pages with different bars change places. Added to the page's view for the
/// transition only; drawing only, never an accessibility element.
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

    /// Draws `style`'s background, shadow line, opacity and visibility as the real bar draws them. A
    /// background the look leaves to the system is drawn from `base.here`, the appearance the real bar
    /// shows for the page where its content is (the page's own item appearance, else the bar's: the app's
    /// theme, or the system's default) — its background colour, material, image and shadow colour; `nil`
    /// for the see-through scroll-edge bar of iOS 15–25, which draws nothing. iOS 26's glass draws no
    /// material and no hairline of its own there, so only a colour or an image of it is drawn. A
    /// background of the look's own has the hairline of `base.standard`, as the page's item does.
    @inline(never)  // install and restyle each inlined it
    func show(_ style: BarStyle, base: (standard: UINavigationBarAppearance, here: UINavigationBarAppearance?)) {
        let extras = style.extras
        let systemBackground =
            style.background.isSystem && extras.backgroundImage == nil && extras.backgroundEffect == nil
        let generation = BarGeneration.running
        let drawsMaterial = generation == .classic
        let opacity = CGFloat(style.alpha)
        let systemBase = systemBackground ? base.here : nil
        // An image of the page's own over the system's background: the real bar draws it over the
        // standard look's colour and material (faded with the bar), and so does its fake bar.
        let underImage =
            style.background.isSystem && extras.backgroundEffect == nil && extras.backgroundImage != nil
        let below = underImage ? base.standard : systemBase
        backgroundColor =
            style.background.uiColor(multiplyingAlphaBy: style.alpha)
            ?? NavigationItemAppearance.faded(below?.backgroundColor, opacity: style.alpha)
        material.effect =
            BarResources.effect(extras.backgroundEffect) ?? (drawsMaterial ? below?.backgroundEffect : nil)
        // A page's own material does not fade (an effect view cannot), as on the real bar; the system's
        // blur stands for the colour the real bar fades it to.
        material.alpha = BarResources.effect(extras.backgroundEffect) == nil ? opacity : 1
        let ownImage = BarResources.image(extras.backgroundImage)
        image.image = ownImage ?? systemBase?.backgroundImage
        image.contentMode = ownImage == nil ? systemBase?.backgroundImageContentMode ?? .scaleToFill : .scaleToFill
        image.alpha = opacity
        switch style.shownShadow {
        case .hidden:
            shadowLine.backgroundColor = nil
        case .shown:
            shadowLine.backgroundColor = NavigationItemAppearance.hairline(
                for: .shown, opacity: style.alpha, color: style.extras.shadowColor?.uiColor)
        case .system:
            let line =
                !generation.fakeBarDrawsSystemHairline(for: style)
                ? nil : systemBackground ? systemBase?.shadowColor : base.standard.shadowColor
            shadowLine.backgroundColor = NavigationItemAppearance.faded(line, opacity: style.alpha)
        }
        shadowLine.isHidden = shadowLine.backgroundColor == nil
        isHidden = style.hidden
    }

    /// `color` at `opacity` of its own alpha, in every appearance.
    /// Lays the view out as the bar's background over `frame`, with the shadow line along its bottom.
    func place(_ frame: CGRect, hairline: CGFloat) {
        self.frame = frame
        shadowLine.frame = CGRect(x: 0, y: frame.height, width: frame.width, height: hairline)
    }
}
#endif
