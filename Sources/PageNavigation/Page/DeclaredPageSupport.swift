#if canImport(UIKit)
import PageNavigationCore
import UIKit
#if canImport(WebKit)
import WebKit
#endif

/// A page that makes the page its declaration's ``/PageNavigationCore/PageDeclaration/next`` names, for the swipe from the
/// trailing edge (interactive push).
@MainActor
public protocol NextPageMaking: NextPageProviding {
    /// Makes a new instance of the declared next page.
    func makeNextPage() -> UIViewController
}

#if canImport(WebKit)
/// A page whose web view goes back in its history first: what a declared `back: .webHistory` needs.
@MainActor
public protocol WebHistoryBacking: HistoryBacking {
    /// The web view whose history back goes through. Read when the page's options are first made — in
    /// its initializer or when it is pushed, before `viewDidLoad` — so make the web view then, not in
    /// `viewDidLoad`: `let webView = WKWebView()` or `lazy var webView = WKWebView()`, never an
    /// implicitly unwrapped optional filled in later.
    var historyWebView: WKWebView { get }
}
#endif

extension PageOptions {
    /// Starts the options from the declaration of `owner`'s type, if it declares one: the declaration is
    /// the page's starting settings, and whatever the page sets on its options later wins, field by
    /// field.
    func start(declaredBy owner: UIViewController) {
        guard let declared = type(of: owner) as? any DeclaredPage.Type else { return }
        let declaration = declared.pageDeclaration
        // One value: a field added to the settings arrives here without a line of its own.
        replaceSettings(with: declaration.settings)
        tag = declaration.tag
        back = BackHandler(declared: declaration.back, by: owner)
        guard declaration.next != nil else { return }
        guard let maker = owner as? NextPageMaking else {
            DeclarationDiagnostics.report(
                owner, declares: "next", needs: "NextPageMaking", so: "no swipe pushes a next page")
            return
        }
        // The page is on top whenever the swipe asks, so it is alive; the weak reference avoids a cycle.
        nextPage = { [weak maker] in maker?.makeNextPage() ?? UIViewController() }
    }
}

extension BackHandler {
    /// The handler of a declared back behaviour: the kind comes from the declaration, the closure or
    /// web view from the page. A page that declares `.confirm` (or `.webHistory`) without adopting
    /// ``/PageNavigationCore/BackConfirming`` (or ``WebHistoryBacking``) goes back without asking; debug builds say so.
    init(declared behavior: BackBehavior, by owner: UIViewController) {
        switch behavior {
        case .pop: self = .pop
        case .deny: self = .deny
        case .confirm:
            if let page = owner as? BackConfirming {
                self = .confirm { [weak page] in await page?.confirmBack() ?? true }
            } else {
                DeclarationDiagnostics.report(
                    owner, declares: "back: .confirm", needs: "BackConfirming", so: "back leaves without asking")
                self = .pop
            }
        case .webHistory:
            #if canImport(WebKit)
            if let page = owner as? WebHistoryBacking {
                self = .webHistory(page.historyWebView)
                return
            }
            #endif
            DeclarationDiagnostics.report(
                owner, declares: "back: .webHistory", needs: "WebHistoryBacking", so: "back leaves the page")
            self = .pop
        }
    }
}

/// Tells, in debug builds, when a page declares something it does not supply.
@MainActor
enum DeclarationDiagnostics {
    static func report(
        _ owner: UIViewController, declares field: String, needs protocolName: String, so outcome: String
    ) {
        #if DEBUG
        print("PageNavigation: \(type(of: owner)) declares \(field) but does not adopt \(protocolName): \(outcome)")
        #endif
    }
}
#endif
