#if canImport(UIKit)
import PageNavigation
import PageNavigationCore
import UIKit

/// The app-wide settings for Objective-C (Objective-C `PageNavigationConfiguration`; Swift
/// ``PageNavigationConfiguration``).
///
/// `PageNavigationConfiguration.sharedConfiguration` and a controller's `configuration` are live views:
/// setting a property changes the shared configuration (or that controller's), as in Swift. A
/// configuration made with `[[PageNavigationConfiguration alloc] init]` is a value of its own, with the
/// design's defaults, for `initWithRootViewController:configuration:`.
@objc(PageNavigationConfiguration)
@available(swift, obsoleted: 1, message: "Objective-C only: use PageNavigationConfiguration")
@MainActor
public final class ObjCConfiguration: NSObject {
    private let read: @MainActor () -> PageNavigationConfiguration
    private let write: @MainActor (PageNavigationConfiguration) -> Void

    /// The Swift configuration this object reads and writes.
    var value: PageNavigationConfiguration {
        get { read() }
        set { write(newValue) }
    }

    private init(
        read: @escaping @MainActor () -> PageNavigationConfiguration,
        write: @escaping @MainActor (PageNavigationConfiguration) -> Void
    ) {
        self.read = read
        self.write = write
        super.init()
    }

    /// A configuration of its own with the design's defaults.
    @objc public override convenience init() {
        let own = OwnConfiguration()
        self.init(read: { own.value }, write: { own.value = $0 })
    }

    /// A live view of `controller`'s configuration.
    convenience init(controller: PageNavigationController) {
        self.init(
            read: { [weak controller] in controller?.configuration ?? .shared },
            write: { [weak controller] in controller?.configuration = $0 })
    }

    /// The configuration controllers made without one use (``PageNavigationConfiguration/shared``), as a
    /// live view. Set it up at launch, before creating controllers.
    @objc(sharedConfiguration)
    public static var shared: ObjCConfiguration {
        ObjCConfiguration(read: { .shared }, write: { PageNavigationConfiguration.shared = $0 })
    }

    /// Whether a pushed page starts from the default look or from the page it was pushed from
    /// (``PageNavigationConfiguration/inheritance``).
    @objc public var inheritance: ObjCInheritance {
        get { value.inheritance == .inherit ? .inherit : .default }
        set { value.inheritance = newValue == .inherit ? .inherit : .default }
    }

    /// The swipe-back mode of pages that choose none (``PageNavigationConfiguration/popGesture``);
    /// `PageNavigationPopGestureUnset` keeps the system's.
    @objc public var popGesture: ObjCPopGesture {
        get { ObjCPopGesture(value.popGesture) }
        set { value.popGesture = newValue.mode(replacing: value.popGesture) }
    }

    /// How far from the back edge a full-screen swipe-back may start, `0` for no limit; setting it makes
    /// the default swipe-back full-screen. A negative, NaN or infinite distance changes nothing.
    @objc public var popGestureMaximumStartDistance: CGFloat {
        get { CGFloat(value.popGesture?.bridgedMaximumStartDistance ?? 0) }
        set {
            let property = "PageNavigationConfiguration.popGestureMaximumStartDistance"
            guard let mode = ObjCPopGesture.fullScreen(maximumStartDistance: newValue, property: property) else {
                return
            }
            value.popGesture = mode
        }
    }

    /// The default look's background colour (``PageNavigationConfiguration/defaultBar``); `nil` for the system's.
    @objc public var defaultBarBackgroundColor: UIColor? {
        get { value.defaultBar.background.uiColor }
        set { value.defaultBar.background = newValue.map { BarColor($0) } ?? .system }
    }

    /// The default look's tint colour; `nil` for the system's.
    @objc public var defaultBarTintColor: UIColor? {
        get { value.defaultBar.tint.uiColor }
        set { value.defaultBar.tint = newValue.map { BarColor($0) } ?? .system }
    }

    /// The default look's title colour; `nil` for the system's.
    @objc public var defaultBarTitleColor: UIColor? {
        get { value.defaultBar.title.uiColor }
        set { value.defaultBar.title = newValue.map { BarColor($0) } ?? .system }
    }

    /// Whether the default look hides the hairline under the bar: `@YES` hides it, `@NO` shows it, `nil`
    /// leaves it to the system (``/PageNavigationCore/BarShadow``).
    @objc public var defaultBarShadowHidden: NSNumber? {
        get {
            switch value.defaultBar.shadow {
            case .hidden: true
            case .shown: false
            case .system: nil
            }
        }
        set { value.defaultBar.shadow = newValue.map { $0.boolValue ? .hidden : .shown } ?? .system }
    }

    /// The back indicator image (``BackButtonStyle/image``); `nil` keeps the system's chevron. On iOS 26
    /// it sits in the button's glass circle: use a glyph-only template image.
    @objc public var backButtonImage: UIImage? {
        get { value.backButton.image }
        set { value.backButton.image = newValue }
    }

    /// What the back button says (``BackButtonStyle/title``): `nil` for the system's choice, an empty
    /// string for the chevron alone (``BackButtonTitle/minimal``), any other text for that text.
    @objc public var backButtonTitle: String? {
        get {
            switch value.backButton.title {
            case .system: nil
            case .minimal: ""
            case .text(let text): text
            }
        }
        set {
            switch newValue {
            case nil: value.backButton.title = .system
            case ""?: value.backButton.title = .minimal
            case let text?: value.backButton.title = .text(text)
            }
        }
    }

    /// The width, in points, of the back-edge region (``PageNavigationConfiguration/edgeWidth``).
    @objc public var edgeWidth: CGFloat {
        get { CGFloat(value.edgeWidth) }
        set { value.edgeWidth = Double(newValue) }
    }

    /// How long the library's own transitions take without a finger, in seconds
    /// (``PageNavigationConfiguration/transitionDuration``).
    @objc public var transitionDuration: TimeInterval {
        get { value.transitionDuration }
        set { value.transitionDuration = newValue }
    }

    /// The progress (0…1) at or beyond which a slow release finishes a swipe
    /// (``PageNavigationConfiguration/finishProgress``).
    @objc public var finishProgress: Double {
        get { value.finishProgress }
        set { value.finishProgress = newValue }
    }

    /// The progress (0…1) at or beyond which a slow release finishes an interactive push, a `double` in
    /// an `NSNumber`; `nil` uses ``finishProgress``
    /// (``PageNavigationConfiguration/pushFinishProgress``).
    @objc public var pushFinishProgress: NSNumber? {
        get { value.pushFinishProgress.map { NSNumber(value: $0) } }
        set { value.pushFinishProgress = newValue?.doubleValue }
    }

    /// The release velocity, in points per second, beyond which a swipe finishes
    /// (``PageNavigationConfiguration/finishVelocity``).
    @objc public var finishVelocity: Double {
        get { value.finishVelocity }
        set { value.finishVelocity = newValue }
    }

    /// Whether a swipe-back on the root page of a presented stack dismisses it, through the root page's
    /// back handler (``PageNavigationConfiguration/rootSwipeDismisses``).
    @objc public var rootSwipeDismisses: Bool {
        get { value.rootSwipeDismisses }
        set { value.rootSwipeDismisses = newValue }
    }

    /// The title of the keyboard's back shortcut (⌘[) (``PageNavigationConfiguration/backKeyCommandTitle``).
    @objc public var backKeyCommandTitle: String {
        get { value.backKeyCommandTitle }
        set { value.backKeyCommandTitle = newValue }
    }
}
/// The storage of a configuration of its own.
@MainActor
private final class OwnConfiguration {
    var value = PageNavigationConfiguration()
}
#endif
