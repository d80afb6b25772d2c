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

extension BarStyle {
    /// Resolves a page's look.
    ///
    /// - Parameters:
    ///   - own: the fields the page declares.
    ///   - parent: the resolved look of the page it was pushed from, at push time; `nil` for a root page.
    ///   - defaultStyle: the app default look.
    ///   - policy: the app's inheritance policy.
    ///   - hasCustomBar: whether the page brings a bar of its own; the system bar is then hidden.
    /// - Returns: under ``InheritancePolicy/inherit``, the parent's background, tint, title, shadow,
    ///   extras and item margins overlaid with `own`; otherwise the default overlaid with `own`. `hidden`
    ///   and `alpha` come from `own` or the default, never from the parent.
    public static func resolved(
        own: PartialBarStyle,
        inheritedFrom parent: BarStyle?,
        defaultStyle: BarStyle,
        policy: InheritancePolicy,
        hasCustomBar: Bool = false
    ) -> BarStyle {
        var base = defaultStyle
        if policy == .inherit, let parent {
            base.background = parent.background
            base.tint = parent.tint
            base.title = parent.title
            base.shadow = parent.shadow
            base.extras = parent.extras
            base.itemMargins = parent.itemMargins
        }
        var style = base.applying(own)
        if hasCustomBar { style.hidden = true }
        return style
    }
}
