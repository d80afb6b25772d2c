#if canImport(UIKit) && canImport(SwiftUI)
import PageNavigation
import PageNavigationSwiftUI
import SwiftUI
import UIKit

/// `pageBar` colours that depend on the colour scheme (issue 41, item 8): from iOS 17, a SwiftUI colour
/// keeps its light and dark values; a colour made from a dynamic `UIColor` keeps them on every version.
enum SwiftUIColorChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("SwiftUI", "pageBar colours keep their light and dark values (semantic colours from iOS 17)") {
            stage in
            let nav = await stage.show(UIViewController())
            let page = PageHostingController(
                rootView: Text("Colours").pageBar(
                    background: Color(uiColor: .systemBackground), title: .primary))
            try await nav.push(page)
            let light = UITraitCollection(userInterfaceStyle: .light)
            let dark = UITraitCollection(userInterfaceStyle: .dark)
            let background = page.pageNavigation.bar.backgroundColor
            try expect(
                background?.resolvedColor(with: light) != background?.resolvedColor(with: dark),
                "Color(uiColor: .systemBackground) stays dynamic")
            if #available(iOS 17.0, *) {
                let title = page.pageNavigation.bar.titleColor
                try expect(
                    title?.resolvedColor(with: light) != title?.resolvedColor(with: dark),
                    "the title in .primary is dark in light mode and light in Dark Mode")
            }
        }
    ]
}
#endif
