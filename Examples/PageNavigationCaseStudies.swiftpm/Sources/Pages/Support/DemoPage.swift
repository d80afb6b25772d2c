import PageNavigation
import UIKit

/// A simple page for the case studies: a note and a column of buttons in a scroll view.
class DemoPage: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let stack = UIStackView()
    private let note: String

    init(title: String, note: String) {
        self.note = note
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        // The real-drag UI tests (Examples/CaseStudiesUITests) find the page on screen by this name.
        view.accessibilityIdentifier = "page." + (title ?? "")
        navigationItem.largeTitleDisplayMode = .never
        scrollView.delegate = self
        scrollView.alwaysBounceVertical = true
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),
        ])
        addLabel(note, style: .subheadline)
    }

    /// The page's scroll view scrolled; pages that follow the scroll position override this.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    /// Adds a line of text.
    @discardableResult
    func addLabel(_ text: String, style: UIFont.TextStyle = .body) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        label.font = UIFont.preferredFont(forTextStyle: style)
        label.textColor = style == .body ? .label : .secondaryLabel
        stack.addArrangedSubview(label)
        return label
    }

    /// Adds a button that runs `action`, with an optional line of explanation under it.
    func addButton(_ title: String, detail: String? = nil, action: @escaping @MainActor () -> Void) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
        button.contentHorizontalAlignment = .leading
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        stack.addArrangedSubview(button)
        if let detail {
            addLabel(detail, style: .footnote)
        }
    }

    /// Adds empty space, so that the page scrolls.
    func addSpacer(height: CGFloat) {
        let spacer = UIView()
        spacer.heightAnchor.constraint(equalToConstant: height).isActive = true
        stack.addArrangedSubview(spacer)
    }

    /// Shows a navigation error, if any.
    func report(_ error: NavigationError) {
        let alert = UIAlertController(title: "Refused", message: error.message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
