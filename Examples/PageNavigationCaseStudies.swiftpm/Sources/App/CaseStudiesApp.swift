import CaseStudyPages
import SwiftUI
import UIKit

/// The case studies app. The window shows a launcher that presents the case studies full screen: a
/// full-screen presented controller decides the status-bar style, so the bar looks' status-bar rule
/// (dark bar, light status bar) is visible.
@main
struct CaseStudiesApp: App {
    var body: some Scene {
        WindowGroup {
            LauncherView()
                .ignoresSafeArea()
        }
    }
}

/// Puts the launcher view controller in the SwiftUI window.
struct LauncherView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> LauncherViewController {
        LauncherViewController()
    }

    func updateUIViewController(_ uiViewController: LauncherViewController, context: Context) {}
}

/// Presents the case studies once, full screen.
final class LauncherViewController: UIViewController {
    private var didPresent = false

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !didPresent else { return }
        didPresent = true
        let navigation = CaseStudies.makeNavigationController()
        navigation.modalPresentationStyle = .fullScreen
        present(navigation, animated: false)
    }
}
