#if canImport(UIKit)
import PageNavigationCore
import UIKit

/// What a look writes into a page's appearances on iOS 26 only: a label for `.prominent` items that
/// reads on the page's tint (the bar's tint fills them there), and the subtitles in the title's colour
/// and font.
@available(iOS 26.0, *)
@MainActor
enum GlassItemAppearance {
    /// Writes `style`'s prominent label and subtitle attributes into `appearance`.
    ///
    /// The page's tint itself is the bar's `tintColor` (``UIKitPlatform``): it colours plain items'
    /// titles and images and the back chevron, and fills `.prominent` items. Where the system's light
    /// label would not read on that fill (``/PageNavigationCore/BarGeneration/prominentLabel(for:)``), the prominent items'
    /// title colour (`prominentButtonAppearance`: normal, highlighted and focused; disabled stays the
    /// system's) is written; plain and back buttons' appearances stay as the base has them.
    /// Not when `labelsProminentItems` is false: every prominent item of the page has a tint of its own.
    static func apply(_ style: BarStyle, to appearance: UINavigationBarAppearance, labelsProminentItems: Bool) {
        if labelsProminentItems, let label = BarGeneration.running.prominentLabel(for: style)?.uiColor {
            appearance.prominentButtonAppearance = labelled(appearance.prominentButtonAppearance, label)
        }
        let extras = style.extras
        if let title = style.title.uiColor {
            NavigationItemAppearance.write(title, for: .foregroundColor, in: .subtitle, of: appearance)
            NavigationItemAppearance.write(title, for: .foregroundColor, in: .largeSubtitle, of: appearance)
        }
        if let largeTitle = extras.largeTitleColor?.uiColor {
            NavigationItemAppearance.write(largeTitle, for: .foregroundColor, in: .largeSubtitle, of: appearance)
        }
        if let font = BarResources.font(extras.titleFont) {
            let sized = font.withSize(size(of: appearance.subtitleTextAttributes, else: .footnote))
            NavigationItemAppearance.write(sized, for: .font, in: .subtitle, of: appearance)
        }
        if let font = BarResources.font(extras.largeTitleFont) {
            let sized = font.withSize(size(of: appearance.largeSubtitleTextAttributes, else: .subheadline))
            NavigationItemAppearance.write(sized, for: .font, in: .largeSubtitle, of: appearance)
        }
    }

    /// `buttons` with `label` as the title colour of its enabled states.
    /// A copy: the appearance may share its button appearances with the app's theme or the page's own.
    private static func labelled(_ original: UIBarButtonItemAppearance, _ label: UIColor) -> UIBarButtonItemAppearance {
        let buttons = original.copy()
        // The three states read first, then written in turn (no three-element list to loop over).
        let (normal, highlighted, focused) = (buttons.normal, buttons.highlighted, buttons.focused)
        NavigationItemAppearance.write(label, for: .foregroundColor, in: &normal.titleTextAttributes)
        NavigationItemAppearance.write(label, for: .foregroundColor, in: &highlighted.titleTextAttributes)
        NavigationItemAppearance.write(label, for: .foregroundColor, in: &focused.titleTextAttributes)
        return buttons
    }

    /// The point size the attributes already give, else that of `textStyle`.
    @inline(never)
    private static func size(of attributes: [NSAttributedString.Key: Any], else textStyle: UIFont.TextStyle) -> CGFloat
    {
        (attributes[.font] as? UIFont)?.pointSize ?? UIFont.preferredFont(forTextStyle: textStyle).pointSize
    }
}
#endif
