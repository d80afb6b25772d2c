#if canImport(SwiftUI) && canImport(UIKit)
import PageNavigation
import PageNavigationCore
import PageNavigationHost
import PageNavigationPath
import SwiftUI

/// How ``SwiftUICore/View/pageBackConfirmation(_:message:leave:stay:style:isEnabled:)`` asks.
public enum BackConfirmationStyle: Hashable, Sendable {
    /// An alert.
    case alert
    /// A confirmation dialog (an action sheet on iPhone).
    case dialog
}

extension View {
    /// Asks before the page this view is in leaves by the back button, a swipe, VoiceOver's escape
    /// gesture or ⌘[ — `pageBack(.confirm { … })` with the question asked for you, in an alert or a
    /// confirmation dialog.
    ///
    /// The page leaves when the user taps `leave`, and stays when they tap `stay` or when the prompt
    /// closes without an answer (a tap outside a dialog, the system closing it): the page is never
    /// stuck asking. Pops through the ``PageNavigator`` and the path binding do not ask.
    ///
    /// ```swift
    /// EditorView()
    ///     .pageBackConfirmation(
    ///         Text("Discard your changes?"), leave: Text("Discard"), isEnabled: model.hasChanges)
    /// ```
    ///
    /// - Parameters:
    ///   - title: the question.
    ///   - message: more words under the question.
    ///   - leave: the label of the button that leaves (destructive).
    ///   - stay: the label of the button that stays (cancel).
    ///   - style: an alert or a confirmation dialog.
    ///   - isEnabled: whether to ask; when `false`, going back is not changed.
    public func pageBackConfirmation(
        _ title: Text, message: Text? = nil, leave: Text = Text("Leave"), stay: Text = Text("Stay"),
        style: BackConfirmationStyle = .alert, isEnabled: Bool = true
    ) -> some View {
        modifier(
            BackConfirmationModifier(
                title: title, message: message, leave: leave, stay: stay, style: style, isEnabled: isEnabled))
    }
}

/// Declares the page's confirmation and shows its prompt while it asks.
private struct BackConfirmationModifier: ViewModifier {
    @StateObject private var prompt = BackConfirmationPrompt()
    let title: Text
    let message: Text?
    let leave: Text
    let stay: Text
    let style: BackConfirmationStyle
    let isEnabled: Bool

    func body(content: Content) -> some View {
        let handler = Declared(BackHandler.confirm(prompt.confirmation))
        let declaring = content.pagePreferences { preferences in
            if isEnabled { preferences.back = handler }
        }
        switch style {
        case .alert:
            declaring.alert(title, isPresented: prompt.isPresented, actions: buttons, message: { message })
        case .dialog:
            declaring.confirmationDialog(
                title, isPresented: prompt.isPresented, titleVisibility: .visible, actions: buttons,
                message: { message })
        }
    }

    @ViewBuilder private func buttons() -> some View {
        Button(role: .destructive) {
            prompt.answer(true)
        } label: {
            leave
        }
        Button(role: .cancel) {
            prompt.answer(false)
        } label: {
            stay
        }
    }
}

/// The question a page's confirmation asks, as SwiftUI state: the host's prompt answers it once, and
/// "stay" when the prompt closes without an answer.
@MainActor
private final class BackConfirmationPrompt: ObservableObject {
    @Published private(set) var isAsking = false {
        willSet { StackUpdatePass.willChange() }
    }
    private let prompt = ConfirmationPrompt()
    /// The confirmation the page's back handler runs: it asks and waits for the answer. When the page
    /// leaves the stack while asking, the controller cancels it: the prompt closes and the answer is
    /// "stay" at once (`CallbackConfirmation`), so nothing waits on a page that is gone.
    private(set) lazy var confirmation = CallbackConfirmation.make(cancelled: { [weak self] in
        self?.prompt.answer(false)
    }) { [weak self] decide in
        guard let self else { return decide(false) }
        prompt.ask(decide)
    }

    init() {
        prompt.changed = { [weak self] in
            guard let self else { return }
            isAsking = prompt.isAsking
        }
    }

    /// The prompt's binding: SwiftUI sets it to `false` when the prompt closes, by a button or not.
    var isPresented: Binding<Bool> {
        Binding(
            get: { [weak self] in self?.isAsking ?? false },
            set: { [weak self] shown in
                guard let self, !shown else { return }
                prompt.closed { answer in Task { @MainActor in answer() } }
            })
    }

    func answer(_ leave: Bool) { prompt.answer(leave) }
}
#endif
