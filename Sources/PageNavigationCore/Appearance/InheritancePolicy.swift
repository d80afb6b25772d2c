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
