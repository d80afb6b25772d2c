import PageNavigationSimulator

/// How a storyboard draws the system's own bar, which has no colours of its own in the engine
/// (``BarColor/system``): an approximation of UIKit's default bar in each appearance — a nearly opaque
/// light or dark background with a hairline, the system blue tint, a black or white title.
enum SystemLook {
    static func background(in scheme: ColorScheme) -> BarColor {
        scheme == .dark
            ? BarColor(red: 0x1C, green: 0x1C, blue: 0x1E, alpha: 0xF0)
            : BarColor(red: 0xF9, green: 0xF9, blue: 0xF9, alpha: 0xF0)
    }

    static func tint(in scheme: ColorScheme) -> BarColor {
        scheme == .dark ? BarColor(red: 0x0A, green: 0x84, blue: 0xFF) : .systemBlue
    }

    static func title(in scheme: ColorScheme) -> BarColor {
        scheme == .dark ? .white : .black
    }
}

extension BarStyle {
    /// The look with every colour as drawn in `scheme` in an app whose bar is themed with `theme`: fields
    /// left to the system drawn as the theme's, dynamic colours resolved, the remaining system colours and
    /// the system shadow drawn as the system's bar.
    func drawn(in scheme: ColorScheme, own: PartialBarStyle = .empty, theme: PartialBarStyle = .empty) -> BarStyle {
        var style = shown(own: own, theme: theme).resolved(in: scheme)
        if style.background.isSystem { style.background = SystemLook.background(in: scheme) }
        if style.tint.isSystem { style.tint = SystemLook.tint(in: scheme) }
        if style.title.isSystem { style.title = SystemLook.title(in: scheme) }
        if style.shadow == .system { style.shadow = .shown }
        return style
    }
}

extension SimulatorFrame {
    /// The frame with every look as drawn in its appearance.
    func drawn() -> SimulatorFrame {
        var frame = self
        let own = { (name: String) in ownLooks[name] ?? .empty }
        frame.style = style.drawn(in: colorScheme, own: own(top), theme: appTheme)
        if var transition = frame.transition {
            let arriving = own(transition.to)
            transition.frame.fromBar = transition.frame.fromBar.drawn(
                in: colorScheme, own: own(transition.from), theme: appTheme)
            transition.frame.toBar = transition.frame.toBar.drawn(in: colorScheme, own: arriving, theme: appTheme)
            let tint =
                (transition.frame.tint.isSystem ? arriving.tint ?? appTheme.tint ?? .system : transition.frame.tint)
                .resolved(in: colorScheme)
            let title =
                (transition.frame.title.isSystem ? arriving.title ?? appTheme.title ?? .system : transition.frame.title)
                .resolved(in: colorScheme)
            transition.frame.tint = tint.isSystem ? SystemLook.tint(in: colorScheme) : tint
            transition.frame.title = title.isSystem ? SystemLook.title(in: colorScheme) : title
            frame.transition = transition
        }
        return frame
    }
}
