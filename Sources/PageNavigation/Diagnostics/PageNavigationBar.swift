#if canImport(UIKit)
import PageNavigationHost
import UIKit

/// A navigation bar that, in debug builds, tells when code writes the bar's look directly.
///
/// Opt in with `PageNavigationController(navigationBarClass: PageNavigationBar.self, toolbarClass: nil)`
/// or by setting the bar's class in a storyboard. It tells, once per property, when code other than the
/// library writes the bar's look on a bar that is on screen (`barTintColor`, `tintColor`, the title
/// attributes, the appearances, the shadow and background images), naming the page on top and the
/// `pageNavigation.bar` field to use instead. Hiding or showing the bar is not reported: UIKit does it by
/// itself (`hidesBarsOnSwipe`, search controllers, SwiftUI), and the page on screen keeps it as its `hidden`.
/// What UIKit writes itself is not reported: values from `UINavigationBar.appearance()`, which UIKit
/// applies when the bar enters a window, and writes while the bar is in no window. Release builds do
/// nothing extra: there the bar overrides nothing of UIKit's.
@MainActor
public final class PageNavigationBar: UINavigationBar {
    /// Whether the library itself is writing the bar now.
    private var libraryWriting = false

    /// Runs `body` as a write of the library's own, which is not reported.
    func libraryWrites(_ body: () -> Void) {
        libraryWriting = true
        body()
        libraryWriting = false
    }

    // Debug builds only: in a release build, where nothing is reported, the bar is UIKit's with no
    // override at all (an override that reported nothing would only add code).
    #if DEBUG
    private var diagnostics = DirectBarWrites()

    /// Whether UIKit is moving the bar into a window now, when it applies `appearance()` values.
    private var movingToWindow = false

    /// Reports a write of `property` that did not come from the library.
    func noteWrite(_ property: BarProperty) {
        guard !libraryWriting, !movingToWindow, window != nil else { return }
        let top = (delegate as? UINavigationController)?.topViewController
        let page = top.map { String(describing: type(of: $0)) } ?? "a page"
        if let message = diagnostics.message(for: property, page: page) { print(message) }
    }

    /// Marks the span in which UIKit applies the `appearance()` proxy's values to the bar.
    public override func willMove(toWindow newWindow: UIWindow?) {
        movingToWindow = true
        super.willMove(toWindow: newWindow)
    }

    /// Ends the span that ``willMove(toWindow:)`` began.
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        movingToWindow = false
    }

    /// Reported in debug builds when written directly (see ``PageNavigationBar``).
    public override var barTintColor: UIColor? { didSet { noteWrite(.barTintColor) } }
    /// Reported in debug builds when written directly (see ``PageNavigationBar``).
    public override var tintColor: UIColor! { didSet { noteWrite(.tintColor) } }
    /// Reported in debug builds when written directly (see ``PageNavigationBar``).
    public override var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { noteWrite(.titleTextAttributes) }
    }
    /// Reported in debug builds when written directly (see ``PageNavigationBar``).
    public override var standardAppearance: UINavigationBarAppearance { didSet { noteWrite(.standardAppearance) } }
    /// Reported in debug builds when written directly (see ``PageNavigationBar``).
    public override var compactAppearance: UINavigationBarAppearance? { didSet { noteWrite(.compactAppearance) } }
    /// Reported in debug builds when written directly (see ``PageNavigationBar``).
    public override var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { noteWrite(.scrollEdgeAppearance) } }
    /// Reported in debug builds when written directly (see ``PageNavigationBar``).
    public override var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { noteWrite(.compactScrollEdgeAppearance) }
    }
    /// Reported in debug builds when written directly (see ``PageNavigationBar``).
    public override var shadowImage: UIImage? { didSet { noteWrite(.shadowImage) } }

    /// Reported in debug builds when called directly (see ``PageNavigationBar``).
    public override func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        super.setBackgroundImage(backgroundImage, for: barMetrics)
        noteWrite(.backgroundImage)
    }
    #endif
}
#endif
