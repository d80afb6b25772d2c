/// The two optional animator methods of a navigation controller's delegate, one by one: which ones the
/// app's own delegate implements, and which ones the library's delegate offers UIKit.
///
/// They are answered one by one because only one of them does harm: a delegate that offers
/// `navigationController(_:animationControllerFor:from:to:)` — even one answering `nil` — leaves UIKit's
/// swipe-back recognizers inert (UIKitBehavior row 1: radar 15215690, openradar-mirror #4382,
/// WordPress-iOS PR #6639, software-mansion/react-native-screens PR #3173; every report names that
/// method). `…interactionControllerFor:` is asked only with an animator in hand, so offering it alone
/// changes nothing; offering the animation method for an app delegate that implements only the
/// interaction method turned UIKit's swipe-back off for nothing.
package struct AnimatorMethods: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `navigationController(_:animationControllerFor:from:to:)`: offered, UIKit's swipe-back is inert.
    package static let animation = AnimatorMethods(rawValue: 1 << 0)
    /// `navigationController(_:interactionControllerFor:)`.
    package static let interaction = AnimatorMethods(rawValue: 1 << 1)
    /// Both: what the library's own transitions need.
    package static let both: AnimatorMethods = [.animation, .interaction]
}
