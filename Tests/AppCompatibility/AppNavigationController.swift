import PageNavigation
import UIKit

/// The app's own navigation controller, now a `PageNavigationController`: initializers unchanged, and
/// its own delegate, with the usual `didShow` that switches the swipe off on the root (no `override`, no
/// `super`: nothing of the library's to skip).
final class AppNavigationController: PageNavigationController, UINavigationControllerDelegate {
    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        navigationBar.prefersLargeTitles = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewController.hidesBottomBarWhenPushed = viewControllers.count >= 1
        super.pushViewController(viewController, animated: animated)
    }

    override func popViewController(animated: Bool) -> UIViewController? {
        super.popViewController(animated: animated)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        delegate = self
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        interactivePopGestureRecognizer?.isEnabled = viewControllers.count > 1
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

/// A page with properties of its own named like the library's, that also uses the library.
final class ArticleViewController: UIViewController {
    var page = 1
    var options = Set<String>()
    var bar: UIView?
    var style = "serif"
    var navigation: AppNavigationController? { navigationController as? AppNavigationController }
    var back = Back.pop

    override func viewDidLoad() {
        super.viewDidLoad()
        page += 1
        pageNavigation.bar = PartialBarStyle(backgroundColor: .black, tintColor: .white, titleColor: .white)
        pageNavigation.popGesture = .fullScreen()
        pageNavigation.tag = "article-\(page)"
    }

    func openNext() {
        let next = ArticleViewController()
        next.page = page + 1
        pageNavigationController?.push(next, removing: [.tag("article-\(page - 1)")]) { [weak self] in
            self?.options.insert("opened")
        }
    }
}

/// A storyboard scene's root: the controller comes from the storyboard, the settings from the scene
/// delegate, which runs after the storyboard made the controller.
@MainActor
func configureScene(root: UIViewController) -> AppNavigationController {
    PageNavigationConfiguration.shared.popGesture = .fullScreen()
    let navigation = AppNavigationController(rootViewController: root)
    navigation.configuration.inheritance = .inherit
    return navigation
}
