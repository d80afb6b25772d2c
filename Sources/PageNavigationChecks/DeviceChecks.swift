#if canImport(UIKit)
import UIKit

/// Every on-device check of the UIKit layer, grouped by area.
///
/// Run them in an app with ``DeviceChecksViewController`` (the case-studies app has a "Run checks"
/// screen), or with `xcodebuild test` on an iOS simulator, which runs the `PageNavigationDeviceCheckTests`
/// target (one test per check). Each check drives a real ``PageNavigation/PageNavigationController`` in a
/// window of its own and asserts what a user would see.
public enum DeviceChecks {
    /// Every check, in the order the checks screen lists them.
    public static let all: [DeviceCheck] =
        LookChecks.all + SystemLookChecks.all + BarVisibilityChecks.all + FakeBarChecks.all + AppCoexistenceChecks.all
        + SwipeGateChecks.all + SystemSwipeChecks.all + BackChecks.all + ConfirmationAlertChecks.all + webChecks
        + DeclaredPageChecks.all
        + StackChecks.all
        + AppOverrideChecks.all
        + BackAccessibilityChecks.all
        + LifetimeChecks.all + DebuggingChecks.all
        + DelegateChecks.all + ItemMarginChecks.all + AppIntegrationChecks.all + ObjectiveCChecks.all + swiftUIChecks
        + ContentGestureChecks.all + LiquidGlassChecks.all + LiquidGlassDrawnChecks.all + GlassBarReportChecks.all
        + TransitionChecks.all
        + FlowChecks.all
        + TabBarChecks.all + SplitViewChecks.all
        + GlassLookChecks.all
        + PresentationChecks.all

    private static var swiftUIChecks: [DeviceCheck] {
        #if canImport(SwiftUI)
        SwiftUIChecks.all + SwiftUIExpectationChecks.all + SwiftUIEnvironmentChecks.all + SwiftUIBackChecks.all
            + SwiftUIViewControllerPushChecks.all + SwiftUIColorChecks.all + MixedStackChecks.all
            + SwiftUIParityChecks.all
        #else
        []
        #endif
    }

    private static var webChecks: [DeviceCheck] {
        #if canImport(WebKit)
        WebHistoryChecks.all
        #else
        []
        #endif
    }
}
#endif
