#if canImport(UIKit)
import UIKit

extension UIColor {
    /// The colour with its alpha multiplied by `opacity` (clamped to 0…1), in every trait collection
    /// (light, dark, elevated, high contrast): what a fading bar draws.
    @inline(never)  // inlined, each caller carried the dynamic colour's closure
    func multiplyingAlpha(by opacity: Double) -> UIColor {
        let factor = CGFloat(min(max(opacity, 0), 1))
        return UIColor { traits in
            let resolved = self.resolvedColor(with: traits)
            return resolved.withAlphaComponent(resolved.cgColor.alpha * factor)
        }
    }
}
#endif
