import PageNavigation
import PageNavigationChecks
import UIKit

/// The list of case studies, one screen per feature, and the navigation controller that shows them.
@MainActor
public enum CaseStudies {
    /// The app-wide look and rules; the app's tests run its pages under them too.
    static var configuration: PageNavigationConfiguration {
        var configuration = PageNavigationConfiguration()
        configuration.inheritance = .inherit  // opt in: the per-page looks study shows pages inheriting
        configuration.popGesture = .edge
        configuration.backButton = BackButtonStyle(title: .minimal)
        return configuration
    }

    /// The app's navigation controller: app-wide look and rules, and an event log in the console.
    public static func makeNavigationController() -> PageNavigationController {
        let navigation = AppNavigationController(
            rootViewController: CaseListViewController(), configuration: configuration)
        navigation.onEvent = { event in
            print("PageNavigation:", event)
        }
        return navigation
    }

    /// Every case study: its title, what it shows, and its first page.
    static let all: [(title: String, summary: String, make: @MainActor () -> UIViewController)] = [
        (
            "Per-page looks",
            "Each page owns its bar: colours, clear bars, inheritance, scroll-driven alpha, large titles.",
            { PerPageLooksViewController() }
        ),
        (
            "Item margins", "Move the bar buttons toward the bar's edges with a slider, per page, restored on back.",
            { ItemMarginsViewController() }
        ),
        (
            "Edge effect and glass", "iOS 26: a soft, hard or hidden edge effect and buttons without the shared glass.",
            { GlassLookViewController() }
        ),
        (
            "Hidden bar", "A profile page without a bar, and a page with a bar of its own; swipe-back keeps working.",
            { HiddenBarViewController() }
        ),
        (
            "Swipe-back", "A plain page, a page with its own left item, and a tab bar page that hides the tab bar.",
            { SwipeBackViewController() }
        ),
        (
            "The app's own looks", "A page's own item appearance and UIKit hiding the bar are kept across transitions.",
            { AppOwnLooksViewController() }
        ),
        (
            "Full-screen swipe", "Swipe back from anywhere, up to a distance, next to a carousel; swipe left to push.",
            { FullScreenSwipeViewController() }
        ),
        (
            "Web history", "A web page goes back in its own history before it leaves.",
            { WebHistoryViewController() }
        ),
        (
            "Tab bars and split views", "A page's own tab-bar choice; an iPad split view collapsing and expanding.",
            { TabBarsAndSplitViewsViewController() }
        ),
        (
            "Confirm before leaving", "A form asks before it is left by the back button or a swipe.",
            { ConfirmFormViewController() }
        ),
        (
            "Discard by alert", "The library's own confirm-by-alert back handler: no alert code in the app.",
            { DiscardAlertViewController() }
        ),
        (
            "Sheet with an editor",
            "Pull a sheet down: the editor asks first, a locked page keeps it, a draft is saved.",
            { SheetEditorLauncherViewController() }
        ),
        (
            "Bind a phone", "Push the next step and remove the login page in the same transition.",
            { LoginViewController() }
        ),
        (
            "Pop to a type or tag", "Jump back to the nearest page of a class or with a tag, with a fallback.",
            { ProductViewController(number: 1) }
        ),
        (
            "Right to left", "The same rules, mirrored: back edge on the right.",
            { RightToLeftLauncherViewController() }
        ),
        (
            "SwiftUI", "The same stories with PageNavigationStack: a path binding, modifiers, a navigator.",
            { SwiftUICaseStudiesViewController() }
        ),
        (
            "Mixed UIKit and SwiftUI",
            "A UIKit stack pushes a SwiftUI page in a PageHostingController; its look and navigator work there.",
            { MixedAccountViewController() }
        ),
        (
            "Debugging",
            "Debug builds report a page that is never freed and code that switches swipe-back off; record a session.",
            { DebuggingViewController() }
        ),
        (
            "Run checks",
            "Runs every on-device check of the library on this device: pass, fail (with what was seen) or skipped.",
            { DeviceChecksViewController() }
        ),
    ]
}

/// The root page: one button per case study.
final class CaseListViewController: DemoPage, DeclaredPage {
    static let pageDeclaration = PageDeclaration(
        bar: PartialBarStyle(backgroundColor: .systemGroupedBackground, shadow: false))

    init() {
        super.init(
            title: "Case Studies",
            note: "Each screen shows one feature of PageNavigation. Events are printed to the console.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for study in CaseStudies.all {
            addButton(study.title, detail: study.summary) { [weak self] in
                self?.pageNavigationController?.push(study.make())
            }
        }
    }
}
