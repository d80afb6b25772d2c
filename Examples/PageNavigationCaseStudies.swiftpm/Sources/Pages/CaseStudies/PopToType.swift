import PageNavigation
import UIKit

/// Pop to a type or a tag: jump back to the nearest page of a class, or with a tag, below the top;
/// with a fallback when there is none. Uses the `async` API.
final class ProductViewController: DemoPage {
    private let number: Int

    init(number: Int) {
        self.number = number
        super.init(title: "Product \(number)", note: "Browse a few products, open the cart, check out, then jump back.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Next product") { [weak self] in
            guard let self else { return }
            self.pageNavigationController?.push(ProductViewController(number: self.number + 1))
        }
        addButton("Open the cart") { [weak self] in
            self?.pageNavigationController?.push(CartViewController())
        }
    }
}

/// The cart, tagged "cart".
final class CartViewController: DemoPage {
    init() {
        super.init(title: "Cart", note: "Check out, then jump back here or to the first product.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        pageNavigation.tag = "cart"
        pageNavigation.bar = PartialBarStyle(backgroundColor: .systemYellow, tintColor: .black, titleColor: .black)
        addButton("Check out") { [weak self] in
            self?.pageNavigationController?.push(CheckoutViewController())
        }
    }
}

/// The last step: buttons that pop to a type, to a tag, or fall back.
final class CheckoutViewController: DemoPage {
    init() {
        super.init(title: "Checkout", note: "Each button pops to the nearest matching page below this one.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Back to the nearest product (type)") { [weak self] in
            self?.pop(to: .type(ProductViewController.self))
        }
        addButton("Back to the cart (tag)") { [weak self] in
            self?.pop(to: .tag("cart"))
        }
        addButton(
            "Back to a wish list, or one page", detail: "No page is tagged \"wishlist\": the fallback pops one page."
        ) { [weak self] in
            self?.pop(to: .tag("wishlist"), fallback: .pop)
        }
    }

    private func pop(to target: PageTarget, fallback: PopFallback = .none) {
        guard let navigation = pageNavigationController else { return }
        Task { [weak self] in
            do throws(NavigationError) {
                try await navigation.popTo(target, fallback: fallback)
            } catch {
                self?.report(error)  // the async API throws NavigationError
            }
        }
    }
}
