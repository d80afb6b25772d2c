#if canImport(UIKit)
import PageNavigationHost
import UIKit

/// The navigation bar of a ``PageNavigationController`` made in code. In debug builds it tells, once per
/// property, when code other than the library writes the bar's look directly (`barTintColor`,
/// `tintColor`, the title attributes, the appearances, the shadow and background images; and, through
/// the controller, `setNavigationBarHidden`), naming the page on top and the `page.bar` field to use
/// instead. Release builds do nothing extra.
@MainActor
final class PageNavigationBar: UINavigationBar {
    /// Whether the library itself is writing the bar now.
    private var libraryWriting = false
    var isLibraryWriting: Bool { libraryWriting }
    private var diagnostics = DirectBarWrites()

    /// Runs `body` as a write of the library's own, which is not reported.
    func libraryWrites(_ body: () -> Void) {
        libraryWriting = true
        body()
        libraryWriting = false
    }

    /// Reports a write of `property` that did not come from the library (debug builds only).
    func noteWrite(_ property: BarProperty) {
        #if DEBUG
        guard !libraryWriting else { return }
        let top = (delegate as? UINavigationController)?.topViewController
        let page = top.map { String(describing: type(of: $0)) } ?? "a page"
        if let message = diagnostics.message(for: property, page: page) { print(message) }
        #endif
    }

    override var barTintColor: UIColor? { didSet { noteWrite(.barTintColor) } }
    override var tintColor: UIColor! { didSet { noteWrite(.tintColor) } }
    override var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { noteWrite(.titleTextAttributes) } }
    override var standardAppearance: UINavigationBarAppearance { didSet { noteWrite(.standardAppearance) } }
    override var compactAppearance: UINavigationBarAppearance? { didSet { noteWrite(.compactAppearance) } }
    override var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { noteWrite(.scrollEdgeAppearance) } }
    override var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { noteWrite(.compactScrollEdgeAppearance) } }
    override var shadowImage: UIImage? { didSet { noteWrite(.shadowImage) } }

    override func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        super.setBackgroundImage(backgroundImage, for: barMetrics)
        noteWrite(.backgroundImage)
    }
}
#endif
