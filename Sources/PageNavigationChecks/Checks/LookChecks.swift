#if canImport(UIKit)
@_spi(DeviceChecks) import PageNavigation
import UIKit

/// Each page's look on the real bar: after a push, a pop, a cancelled interactive pop and a removal.
enum LookChecks {
    static let all: [DeviceCheck] = [
        DeviceCheck("Looks", "Alpha fades a page's own background image on the bar, stretched as at full opacity") {
            stage in
            let nav = await stage.show(CheckPage("Root"))
            // Left half gold, right half navy: stretched over a wider bar the right half stays navy.
            let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
                CheckColor.gold.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
                CheckColor.navy.setFill()
                context.fill(CGRect(x: 2, y: 0, width: 2, height: 4))
            }
            var bar = PartialBarStyle(alpha: 0.5)
            bar.backgroundImage = image
            let page = CheckPage("Banner", bar: bar)
            try await nav.push(page)
            page.pageNavigation.bar.alpha = 0.4  // a scroll frame
            let drawn = try unwrapImage(page.navigationItem.standardAppearance?.backgroundImage)
            let (alpha, isNavy) = pixel(of: drawn, drawnWidth: 8, atColumn: 5)
            try expect(abs(alpha - 0.4) < 0.06, "the bar's image is drawn at the page's alpha: \(alpha)")
            try expect(isNavy, "the faded image is stretched over the bar like the original, not tiled")
        },
        DeviceCheck("Looks", "A push shows the pushed page's background, tint and title colour") { stage in
            let nav = await stage.show(CheckPage("Root", bar: .colored(CheckColor.cream)))
            let detail = CheckPage(
                "Detail", bar: .colored(CheckColor.coral, tint: CheckColor.navy, title: CheckColor.navy))
            try await nav.push(detail)
            let traits = nav.traitCollection
            try expect(
                nav.topViewController === detail && nav.navigationBar.topItem === detail.navigationItem,
                "the pushed page is on top of the bar")
            try expectBackground(detail, CheckColor.coral, "the pushed page's bar background", traits: traits)
            try expectColor(nav.shownItemTint, CheckColor.navy, "the bar's tint", traits: traits)
            try expectColor(
                detail.navigationItem.standardAppearance?.titleTextAttributes[.foregroundColor] as? UIColor,
                CheckColor.navy,
                "the title colour", traits: traits
            )
        },
        DeviceCheck("Looks", "A pop gives the page below exactly the look it had") { stage in
            let root = CheckPage("Root", bar: .colored(CheckColor.cream, tint: CheckColor.teal))
            let nav = await stage.show(root)
            let before = (
                root.shownBackground, nav.shownItemTint,
                root.navigationItem.scrollEdgeAppearance?.backgroundColor
            )
            try await nav.push(
                CheckPage("Detail", bar: .colored(CheckColor.navy, tint: CheckColor.gold, title: .white)))
            try await nav.pop()
            let traits = nav.traitCollection
            try expectBackground(root, before.0, "the root's bar background after the pop", traits: traits)
            try expectColor(
                root.navigationItem.scrollEdgeAppearance?.backgroundColor, before.2,
                "the root's scroll-edge background", traits: traits)
            try expectColor(nav.shownItemTint, before.1, "the bar's tint after the pop", traits: traits)
        },
        DeviceCheck(
            "Looks", "A cancelled interactive pop keeps the page, its look and its tint, and reports .cancelled once"
        ) { stage in
            let nav = await stage.show(CheckPage("Root", bar: .colored(CheckColor.cream, tint: CheckColor.teal)))
            let detail = CheckPage("Detail", bar: .colored(CheckColor.navy, tint: CheckColor.gold))
            try await nav.push(detail, animated: false)
            let tally = try await CancellingPop().popAndCancel(nav, at: 0.4, on: stage)
            try expectEqual(tally.failures, [.cancelled], "the pop's failures")
            try expectEqual(tally.completions, 0, "the pop's completions")
            try expect(
                nav.topViewController === detail && nav.viewControllers.count == 2,
                "the page stays on top after the cancel")
            let traits = nav.traitCollection
            try expectBackground(detail, CheckColor.navy, "the page's bar background after the cancel", traits: traits)
            try expectColor(
                nav.shownItemTint, CheckColor.gold, "the bar's tint after the cancel", traits: traits)
            try expectEqual(nav.fakeBarViews.count, 0, "fake bars left after the cancel")
        },
        DeviceCheck("Looks", "Removing the top page shows the new top's tint and bar visibility at once") { stage in
            let nav = await stage.show(CheckPage("Root"))
            let middle = CheckPage("Middle", bar: .colored(CheckColor.cream, tint: CheckColor.violet))
            let top = CheckPage("Top", bar: PartialBarStyle(tintColor: CheckColor.gold, hidden: true))
            try await nav.setStack([nav.viewControllers[0], middle, top], animated: false)
            try expect(nav.isNavigationBarHidden, "the bar is hidden under a page that hides it")
            try await nav.remove(.page(top))
            let traits = nav.traitCollection
            try expect(nav.topViewController === middle, "the page below is on top after the removal")
            try expect(!nav.isNavigationBarHidden, "the bar shows again for the new top")
            try expectColor(nav.shownItemTint, CheckColor.violet, "the new top's tint", traits: traits)
            try expectBackground(middle, CheckColor.cream, "the new top's background", traits: traits)
        },
        DeviceCheck("Looks", "Under .inherit a pushed page keeps the background of the page it was pushed from") {
            stage in
            var configuration = PageNavigationConfiguration()
            configuration.inheritance = .inherit
            let nav = await stage.show(
                CheckPage("Root", bar: .colored(CheckColor.navy, tint: CheckColor.gold)), configuration: configuration)
            let detail = CheckPage("Detail", bar: PartialBarStyle(titleColor: .white))
            try await nav.push(detail, animated: false)
            let traits = nav.traitCollection
            try expectBackground(detail, CheckColor.navy, "the inherited background", traits: traits)
            try expectColor(nav.shownItemTint, CheckColor.gold, "the inherited tint", traits: traits)
        },
        DeviceCheck(
            "Looks", "Under .default a page that declares nothing has the system's bar, not the previous page's"
        ) { stage in
            let nav = await stage.show(CheckPage("Root", bar: .colored(CheckColor.navy, tint: CheckColor.gold)))
            let plain = CheckPage("Plain")
            try await nav.push(plain, animated: false)
            try expect(
                plain.navigationItem.standardAppearance == nil,
                "the plain page has no appearance of its own (the system's bar)")
            try expect(
                !ColorComparison.same(nav.shownItemTint, CheckColor.gold, traits: nav.traitCollection),
                "the previous page's tint is gone")
        },
        DeviceCheck("Looks", "A hidden shadow leaves no hairline under the bar") { stage in
            let nav = await stage.show(CheckPage("Root"))
            let detail = CheckPage("Detail", bar: PartialBarStyle(backgroundColor: CheckColor.coral, shadow: false))
            try await nav.push(detail, animated: false)
            let shadow = detail.navigationItem.standardAppearance?.shadowColor
            try expect(detail.navigationItem.standardAppearance != nil, "the page has its own appearance")
            try expect(
                shadow == nil || shadow!.cgColor.alpha == 0,
                "the shadow colour is none or clear, saw \(String(describing: shadow))")
        },
        DeviceCheck("Looks", "A page's own hairline colour and back image are on its item, and not on the page below") {
            stage in
            let nav = await stage.show(CheckPage("Root"))
            let image = UIImage(systemName: "arrow.left")!
            var bar = PartialBarStyle()
            bar.shadowColor = CheckColor.coral
            bar.backButtonImage = image
            let detail = CheckPage("Detail", bar: bar)
            try await nav.push(detail)
            let appearance = detail.navigationItem.standardAppearance
            try expectColor(
                appearance?.shadowColor, CheckColor.coral, "the page's hairline", traits: nav.traitCollection)
            try expect(appearance?.backIndicatorImage === image, "the page's back indicator image")
            try await nav.pop()
            let root = nav.viewControllers[0].navigationItem.standardAppearance
            try expect(root?.backIndicatorImage !== image, "the page below keeps its own back image")
        },
        DeviceCheck("Looks", "Changing pageNavigation.bar on the page on top shows at once") { stage in
            let nav = await stage.show(CheckPage("Root"))
            let detail = CheckPage("Detail", bar: .colored(CheckColor.coral))
            try await nav.push(detail, animated: false)
            detail.pageNavigation.bar = .colored(CheckColor.teal, tint: CheckColor.navy)
            let traits = nav.traitCollection
            try expectBackground(detail, CheckColor.teal, "the background after the change", traits: traits)
            try expectColor(nav.shownItemTint, CheckColor.navy, "the tint after the change", traits: traits)
        },
        DeviceCheck("Looks", "A batch update applies the look and the swipe mode together") { stage in
            let nav = await stage.show(CheckPage("Root"))
            let detail = CheckPage("Detail")
            try await nav.push(detail, animated: false)
            detail.pageNavigation.update { options in
                options.bar = .colored(CheckColor.gold)
                options.popGesture = .disabled
            }
            try expectBackground(detail, CheckColor.gold, "the background after the batch", traits: nav.traitCollection)
            try expectEqual(nav.popGestureStatus, .refused(.disabled), "the swipe-back status after the batch")
        },
    ]
}

extension UIViewController {
    /// The background of the bar while this page is on top and its content is scrolled (its item's
    /// standard appearance).
    var shownBackground: UIColor? { navigationItem.standardAppearance?.backgroundColor }
}

/// Fails the check unless the bar shows `expected` behind `page` both when its content is scrolled
/// (the standard appearance) and when it rests at the top (the scroll-edge appearance, which a page
/// without a scroll view shows on iOS 15–25).
@MainActor
func expectBackground(
    _ page: UIViewController, _ expected: UIColor?, _ what: String, traits: UITraitCollection,
    fileID: StaticString = #fileID, line: UInt = #line
) throws {
    let item = page.navigationItem
    try expectColor(
        item.standardAppearance?.backgroundColor, expected, "\(what) (scrolled)", traits: traits, fileID: fileID,
        line: line)
    try expectColor(
        item.scrollEdgeAppearance?.backgroundColor, expected, "\(what) (at the top)", traits: traits, fileID: fileID,
        line: line)
}
@MainActor
private func unwrapImage(_ image: UIImage?) throws -> UIImage {
    guard let image else { throw CheckFailure("expected a background image on the page's appearance") }
    return image
}

/// The opacity (0…1) of one pixel of `image` drawn 4 pixels high and `drawnWidth` wide, at `column` of
/// the middle row, and whether that pixel is more blue than red (navy rather than gold).
@MainActor
private func pixel(of image: UIImage, drawnWidth: Int, atColumn column: Int) -> (alpha: Double, isNavy: Bool) {
    var pixels = [UInt8](repeating: 0, count: drawnWidth * 4 * 4)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let drawn = UIGraphicsImageRenderer(size: CGSize(width: drawnWidth, height: 4), format: format).image { _ in
        image.draw(in: CGRect(x: 0, y: 0, width: drawnWidth, height: 4))
    }
    guard let cgImage = drawn.cgImage,
        let context = CGContext(
            data: &pixels, width: drawnWidth, height: 4, bitsPerComponent: 8, bytesPerRow: drawnWidth * 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    else { return (-1, false) }
    context.draw(cgImage, in: CGRect(x: 0, y: 0, width: drawnWidth, height: 4))
    let offset = (2 * drawnWidth + column) * 4
    return (Double(pixels[offset + 3]) / 255, pixels[offset + 2] > pixels[offset])
}
#endif
