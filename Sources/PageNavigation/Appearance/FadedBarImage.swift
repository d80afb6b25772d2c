#if canImport(UIKit)
import UIKit

/// A bar background image at an opacity: `UINavigationBarAppearance` draws its `backgroundImage` with
/// no opacity of its own, so a fading bar draws a faded copy. The copies of the last few opacities are
/// kept (a scroll-driven fade asks for the same few again and again); opacities are rounded to
/// twentieths, which the eye does not tell apart on a bar. UIKit cannot tell a pattern made with
/// `resizableImage(withCapInsets: .zero)` from a plain image, so while it fades such a pattern is
/// stretched rather than tiled (an image with cap insets stays resizable).
@MainActor
enum FadedBarImage {
    private struct Key: Equatable {
        let image: ObjectIdentifier
        let step: Int
    }

    private static let steps = 20
    private static let limit = 4
    private static var cache: [(key: Key, image: UIImage, source: UIImage)] = []

    /// `image` drawn at `opacity` (0…1); `image` itself at full opacity.
    static func image(_ image: UIImage, opacity: Double) -> UIImage {
        let step = Int((min(max(opacity, 0), 1) * Double(steps)).rounded())
        guard step < steps else { return image }
        let key = Key(image: ObjectIdentifier(image), step: step)
        for hit in cache where hit.key == key && hit.source === image { return hit.image }
        let format = UIGraphicsImageRendererFormat.preferred()
        format.scale = image.scale
        format.opaque = false
        let faded = UIGraphicsImageRenderer(size: image.size, format: format).image { _ in
            image.draw(at: .zero, blendMode: .normal, alpha: CGFloat(step) / CGFloat(steps))
        }
        // A resizable image stays resizable as it was; any other is stretched over the bar, as the original.
        let result =
            image.capInsets == .zero
            ? faded : faded.resizableImage(withCapInsets: image.capInsets, resizingMode: image.resizingMode)
        cache.append((key, result, image))
        if cache.count > limit { cache.remove(at: 0) }  // the oldest (remove(at:): less code than removeFirst())
        return result
    }
}
#endif
