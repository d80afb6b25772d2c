import PageNavigation
import UIKit

/// Bind a phone: after logging in, the bind-phone step replaces the login page in the same transition,
/// so going back from it skips the login page — without flicker. The pages declare their navigation
/// settings (`DeclaredPage`), so the app's tests (Tests/CaseStudiesTests) check what they ship.
final class LoginViewController: DemoPage, DeclaredPage {
    static let pageDeclaration = PageDeclaration(tag: "login")

    init() {
        super.init(title: "Log in", note: "Log in, then bind a phone number. Back from the next step skips this page.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Log in") { [weak self] in
            self?.pageNavigationController?.push(BindPhoneViewController(), removingCurrent: true) {
                print("Bind phone is on top; the login page is gone.")
            }
        }
    }
}

/// The step after logging in: the app's home once logged in.
final class BindPhoneViewController: DemoPage, DeclaredPage {
    static let pageDeclaration = PageDeclaration(
        bar: PartialBarStyle(backgroundColor: .systemGreen, tintColor: .white, titleColor: .white)
    )

    init() {
        super.init(
            title: "Bind phone",
            note: "The login page left the stack as this page arrived. Back goes straight to the case studies.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Edit profile", detail: "A form that asks before it is left.") { [weak self] in
            self?.pageNavigationController?.push(ConfirmFormViewController())
        }
        addButton("Try to remove the login page again", detail: "It is no longer in the stack: refused with notFound.")
        { [weak self] in
            self?.pageNavigationController?.remove(.tag("login"), failure: { error in self?.report(error) })
        }
        addButton("Done") { [weak self] in
            self?.pageNavigationController?.popToRoot()
        }
    }
}
