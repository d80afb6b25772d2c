#if canImport(UIKit)
import PageNavigationCore

extension PageNavigationConfiguration {
    /// The engine's configuration that a controller with these settings runs, for a screen of
    /// `screenWidth` points laid out in `layoutDirection`: hand it to `NavigationSimulator` so that an
    /// app's tests run its pages under the app's own settings.
    ///
    /// ```swift
    /// let simulator = try NavigationSimulator(
    ///     configuration: AppNavigation.configuration.navigationConfiguration(),
    ///     pages: [LoginViewController.self, HomeViewController.self], root: LoginViewController.self
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - screenWidth: the width swipes are measured in (the default is an iPhone's, 390 points).
    ///   - layoutDirection: the layout direction.
    ///   - systemContentSwipe: whether the platform has iOS 26's swipe-back from anywhere in the content;
    ///     it decides the swipe mode when ``popGesture`` is `nil`.
    public func navigationConfiguration(
        screenWidth: Double = 390, layoutDirection: LayoutDirection = .leftToRight, systemContentSwipe: Bool = false
    ) -> NavigationConfiguration {
        engineConfiguration(width: screenWidth, direction: layoutDirection, hasContentSwipe: systemContentSwipe)
    }
}
#endif
