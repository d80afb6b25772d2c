// The app `scripts/binary-size --linked` links: a window whose root is a `PageNavigationController`,
// and a page that sets what most apps set — its bar look, full-screen swipe-back, a back handler and a
// swipe callback — and pushes another page. The linker keeps what this reaches (through the
// controller's overrides, its vtables and witness tables, nearly all of the library) and strips the
// rest; what remains of the library's object files is what it adds to an app.
import PageNavigation
import UIKit

final class ArticleViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        pageNavigation.bar = PartialBarStyle(
            backgroundColor: .black, tintColor: .systemYellow, titleColor: .white, shadow: false)
        pageNavigation.popGesture = .fullScreen(maximumStartDistance: 160)
        pageNavigation.back = .confirm { true }
        pageNavigation.onPopGesture.finished = { print("swiped back") }
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Next", style: .plain, target: self, action: #selector(showNext))
    }

    @objc func showNext() {
        pageNavigationController?.push(ArticleViewController())
    }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow()
        window.rootViewController = PageNavigationController(rootViewController: ArticleViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
