#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// The UIKit colour of a SwiftUI `Color` given to `pageBar`, with its light and dark values.
///
/// `UIColor(_:)` keeps the dynamism of a colour made from a `UIColor` (`Color(uiColor: .systemBackground)`),
/// but gives one fixed value for other colours whose value depends on the colour scheme: asset colours
/// (`Color("Brand")`) and SwiftUI's semantic colours (`.primary`). A bar title in such a colour would
/// then stay dark in Dark Mode (white on white, as reported in BetterSafariView PR #51 and
/// nathantannar4/Transmission #27). On iOS 17 and later the colour is resolved in a light and in a dark
/// environment (`Color.resolve(in:)`, available from iOS 17 per SwiftUI's interface) and, when the two
/// differ, becomes a dynamic `UIColor` that picks by the trait collection's `userInterfaceStyle`. On iOS
/// 15 and 16 SwiftUI has no public way to resolve a colour, so such colours keep `UIColor(_:)`'s one
/// value: give them as `Color(uiColor:)` of a dynamic `UIColor` there.
enum DynamicBarColor {
    @MainActor
    static func uiColor(_ color: Color) -> UIColor {
        let bridged = UIColor(color)
        let light = UITraitCollection(userInterfaceStyle: .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        // Already dynamic (made from a dynamic UIColor): it keeps every variant it has.
        if bridged.resolvedColor(with: light) != bridged.resolvedColor(with: dark) { return bridged }
        guard #available(iOS 17.0, *) else { return bridged }
        var lightEnvironment = EnvironmentValues()
        lightEnvironment.colorScheme = .light
        var darkEnvironment = EnvironmentValues()
        darkEnvironment.colorScheme = .dark
        let lightValue = color.resolve(in: lightEnvironment)
        let darkValue = color.resolve(in: darkEnvironment)
        guard lightValue != darkValue else { return bridged }
        let lightColor = UIColor(Color(lightValue))
        let darkColor = UIColor(Color(darkValue))
        return UIColor { traits in traits.userInterfaceStyle == .dark ? darkColor : lightColor }
    }
}
#endif
