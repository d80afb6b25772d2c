#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// What a look writes into a page's appearances on iOS 26 only: the tint on the items' titles (the
/// bar's tint would also fill `.prominent` items) and the subtitles in the title's colour and font.
@available(iOS 26.0, *)
@MainActor
enum GlassItemAppearance {
    /// Writes `style`'s tint and subtitle attributes into `appearance`.
    ///
    /// The tint goes to the plain and back buttons' titles (`buttonAppearance`,
    /// `backButtonAppearance`: normal, highlighted and focused; disabled stays the system's).
    /// `prominentButtonAppearance` is left as the base has it: prominent items keep the system's fill
    /// (the app's tint) and its readable label, whatever the page's tint.
    static func apply(_ style: BarStyle, to appearance: UINavigationBarAppearance) {
        if BarGeneration.running.tintTarget(for: style) == .itemAppearances, let tint = style.tint.uiColor {
            appearance.buttonAppearance = tinted(appearance.buttonAppearance, tint)
            appearance.backButtonAppearance = tinted(appearance.backButtonAppearance, tint)
        }
        let extras = style.extras
        if let title = style.title.uiColor {
            appearance.subtitleTextAttributes[.foregroundColor] = title
            appearance.largeSubtitleTextAttributes[.foregroundColor] = title
        }
        if let largeTitle = extras.largeTitleColor?.uiColor {
            appearance.largeSubtitleTextAttributes[.foregroundColor] = largeTitle
        }
        if let font = BarResources.font(extras.titleFont) {
            appearance.subtitleTextAttributes[.font] = font.withSize(
                size(of: appearance.subtitleTextAttributes, else: .footnote))
        }
        if let font = BarResources.font(extras.largeTitleFont) {
            appearance.largeSubtitleTextAttributes[.font] = font.withSize(
                size(of: appearance.largeSubtitleTextAttributes, else: .subheadline))
        }
    }

    /// `buttons` with `tint` as the title colour of its enabled states.
    /// A copy: the appearance may share its button appearances with the app's theme or the page's own.
    private static func tinted(_ original: UIBarButtonItemAppearance, _ tint: UIColor) -> UIBarButtonItemAppearance {
        let buttons = original.copy()
        for state in [buttons.normal, buttons.highlighted, buttons.focused] {
            state.titleTextAttributes[.foregroundColor] = tint
        }
        return buttons
    }

    /// The point size the attributes already give, else that of `textStyle`.
    private static func size(of attributes: [NSAttributedString.Key: Any], else textStyle: UIFont.TextStyle) -> CGFloat
    {
        (attributes[.font] as? UIFont)?.pointSize ?? UIFont.preferredFont(forTextStyle: textStyle).pointSize
    }
}
#endif
