/// Where a newly pushed page's bar style starts from, before its own fields apply. App-wide;
/// ``default`` unless the app chooses ``inherit``.
public enum InheritancePolicy: String, Hashable, Sendable, CaseIterable {
    /// A pushed page starts from the look of the page it was pushed from ("whoever uses it modifies it",
    /// as in DoubleNavigationController).
    case inherit
    /// Every page starts from the app default (the default, as in HBDNavigationBar and
    /// RTRootNavigationController).
    case `default`
}

extension InheritancePolicy {
    /// Equal when the same case. Compares the cases, where the raw-value default compares the
    /// raw strings.
    public static func == (lhs: InheritancePolicy, rhs: InheritancePolicy) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case. Hashes the case's position, where the raw-value default builds and hashes the
    /// raw string.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's position in the declaration.
    private var ordinal: Int {
        switch self {
        case .inherit: 0
        case .`default`: 1
        }
    }
}
