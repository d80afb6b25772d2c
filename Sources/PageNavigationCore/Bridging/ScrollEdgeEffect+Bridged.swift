/// Plain-number spellings of ``ScrollEdgeEffect``, for bridges whose enumerations carry no optional
/// (Objective-C `PageNavigationEdgeEffect`): 0 stands for "not set".
extension ScrollEdgeEffect {
    /// A stable number for each choice, 1…4 in the order of the cases; never reused.
    public var bridgedNumber: Int {
        switch self {
        case .system: 1
        case .soft: 2
        case .hard: 3
        case .hidden: 4
        }
    }

    /// The choice with this ``bridgedNumber``, or `nil` for a number that names none (0 included: not set).
    public init?(bridgedNumber: Int) {
        guard let effect = Self.allCases.first(where: { $0.bridgedNumber == bridgedNumber }) else { return nil }
        self = effect
    }
}
