/// The action key of a scenario step: one case per step, so the decoder's switch is exhaustive and a new
/// step cannot be listed without being decoded (or decoded without being listed).
enum ScenarioStepKey: String, CaseIterable, Sendable {
    case push, pop, popToRoot, popTo, remove, setStack
    case tapBack, escape, backMenu, colorScheme, swipe, release, answer
    /// The older spelling of `colorScheme`, still accepted (format v1 stays valid).
    case appearance
    case webLoad, scroll, updateBar, wait, expect, systemHidesBar
    case pullDown
    case holdPage, dropPage, appChanges
    case collapse, expand

    /// The keys a step of this action accepts beside its action key and `settle`.
    var fields: Set<String> {
        switch self {
        case .push: ["as", "animated", "completion", "removing", "removingCurrent", "replacing", "removeSelf"]
        case .pop, .popToRoot: ["animated", "completion"]
        case .popTo: ["fallback", "animated", "completion"]
        case .remove: ["completion"]
        case .setStack: ["animated", "completion"]
        case .tapBack, .escape, .backMenu, .colorScheme, .appearance, .swipe, .release, .answer, .webLoad, .scroll,
            .updateBar,
            .wait, .expect, .systemHidesBar, .pullDown, .holdPage, .dropPage, .appChanges, .collapse, .expand:
            []
        }
    }

    /// Every step's key, sorted, for the message that names an unknown step.
    static let sortedNames: String = allCases.map(\.rawValue).sorted().joined(separator: ", ")
}
