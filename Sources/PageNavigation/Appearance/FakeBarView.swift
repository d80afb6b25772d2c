#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// A page's bar background — colour and shadow line, nothing else — that travels with the page while
/// two pages with different bars change places. Added to the page's view for the transition only.
@MainActor
final class FakeBarView: UIView {
    private let shadowLine = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        // Drawing only: VoiceOver reads the real bar's title and buttons, never the fake bar.
        isAccessibilityElement = false
        accessibilityElementsHidden = true
        shadowLine.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        addSubview(shadowLine)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Draws `style`'s background, shadow line, opacity and visibility.
    func show(_ style: BarStyle) {
        backgroundColor = style.background.uiColor(multiplyingAlphaBy: style.alpha)
        shadowLine.backgroundColor = UIColor(white: 0, alpha: 0.3 * style.alpha)
        shadowLine.isHidden = !style.shadow
        isHidden = style.hidden
    }

    /// Lays the view out as the bar's background over `frame`, with the shadow line along its bottom.
    func place(_ frame: CGRect, hairline: CGFloat) {
        self.frame = frame
        shadowLine.frame = CGRect(x: 0, y: frame.height, width: frame.width, height: hairline)
    }
}
#endif
