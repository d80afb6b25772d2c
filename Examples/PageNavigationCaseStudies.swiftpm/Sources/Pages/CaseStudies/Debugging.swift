import PageNavigation
import UIKit

/// The debugging tools (debug builds): a page kept alive by a strong closure is reported once after it
/// leaves; UIKit's edge swipe switched off on a page is reported once at the next transition; the
/// session is recorded and its scenario file printed, for `pagenav run` and `pagenav render`.
final class DebuggingViewController: DemoPage {
    /// What the app wrongly keeps: a page a closure captured strongly.
    private static var keptPages: [UIViewController] = []

    init() {
        super.init(
            title: "Debugging",
            note: "Reports show in the console and below. Push the leaking page and go back: two seconds later it "
                + "is reported as not freed. Switch UIKit's edge swipe off and push: the takeover is reported. "
                + "Recording starts when this page appears; print it to replay it with pagenav.")
    }

    private let reports = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        reports.numberOfLines = 0
        reports.font = .preferredFont(forTextStyle: .footnote)
        stack.addArrangedSubview(reports)
        PageNavigationController.onDiagnostic = { [weak self] diagnostic in
            self?.reports.text = ((self?.reports.text).map { $0 + "\n\n" } ?? "") + diagnostic.message
        }
        addButton("Push a page that leaks", detail: "A closure kept by the app captures the page strongly.") {
            [weak self] in
            let page = DemoPage(title: "Leaking page", note: "Go back, then wait two seconds.")
            Self.keptPages.append(page)  // the bug: nothing ever lets go of it
            self?.pageNavigationController?.push(page)
        }
        addButton("Push a page that is freed", detail: "Nobody keeps it: nothing is reported.") { [weak self] in
            self?.pageNavigationController?.push(DemoPage(title: "Freed page", note: "Go back: it is freed."))
        }
        addButton("Switch UIKit's edge swipe off", detail: "As code that forgets to switch it back on.") {
            [weak self] in
            self?.navigationController?.interactivePopGestureRecognizer?.isEnabled = false
            self?.pageNavigationController?.push(
                DemoPage(title: "Swipe switched off", note: "The takeover was reported as this page arrived."))
        }
        addButton("Switch it back on") { [weak self] in
            self?.navigationController?.interactivePopGestureRecognizer?.isEnabled = true
        }
        addButton("Print the recording", detail: "A scenario file: pagenav run replays it, pagenav render draws it.") {
            [weak self] in
            print(
                self?.pageNavigationController?.exportRecording() ?? "No recording (a release build records nothing).")
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if pageNavigationController?.exportRecording() == nil { pageNavigationController?.startRecording() }
    }
}
