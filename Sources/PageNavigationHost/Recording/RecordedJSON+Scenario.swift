import PageNavigationCore

#if DEBUG || DebuggingToolsInRelease
/// The scenario format's spelling of the engine's values, for recordings.
extension RecordedJSON {
    /// A colour: `"system"`, `"#RRGGBB"`/`"#RRGGBBAA"`, or `{"light", "dark"}`.
    package static func color(_ color: BarColor) -> RecordedJSON {
        if color.isSystem { return .string("system") }
        guard color.isDynamic else { return .string(color.hex) }
        return .object(
            ("light", .string(color.resolved(in: .light).hex)), ("dark", .string(color.resolved(in: .dark).hex)))
    }

    /// A partial bar: the fields the scenario format has (images, materials and fonts have no spelling
    /// there and are left out).
    package static func bar(_ bar: PartialBarStyle) -> RecordedJSON {
        .object(
            ("background", bar.background.map(color)), ("tint", bar.tint.map(color)), ("title", bar.title.map(color)),
            ("shadow", bar.shadow.map { $0 == .system ? .string("system") : .bool($0 == .shown) }),
            ("hidden", bar.hidden.map(RecordedJSON.bool)), ("alpha", bar.alpha.map(RecordedJSON.number))
        )
    }

    /// A page type's settings, as `pages.TYPE`.
    package static func pageType(_ page: Page) -> RecordedJSON {
        let settings = page.settings
        var popGesture: RecordedJSON?
        var maximum: RecordedJSON?
        switch settings.popGesture {
        case .edge?: popGesture = .string("edge")
        case .fullScreen(let limit)?:
            popGesture = .string("fullScreen")
            maximum = limit.map(RecordedJSON.number)
        case .disabled?: popGesture = .string("disabled")
        default: break
        }
        let back: RecordedJSON? =
            switch settings.back {
            case .pop: nil
            case .deny: .string("deny")
            case .confirm: .string("confirm")
            case .webHistory: .string("webHistory")
            }
        let shown = bar(settings.bar)
        let noBar = if case .object(let members) = shown { members.isEmpty } else { false }
        return .object(
            ("bar", noBar ? nil : shown), ("popGesture", popGesture), ("maximumStartDistance", maximum),
            ("back", back), ("tag", page.tag.map(RecordedJSON.string)),
            ("finishProgress", settings.finishProgress.map(RecordedJSON.number)),
            ("finishVelocity", settings.finishVelocity.map(RecordedJSON.number))
        )
    }

    /// The app-wide configuration, as `config`.
    package static func configuration(_ configuration: NavigationConfiguration) -> RecordedJSON {
        let geometry = configuration.geometry
        var popGesture: RecordedJSON = .string("edge")
        var maximum: RecordedJSON?
        switch configuration.popGesture {
        case .fullScreen(let limit):
            popGesture = .string("fullScreen")
            maximum = limit.map(RecordedJSON.number)
        case .disabled: popGesture = .string("disabled")
        default: break
        }
        return .object(
            ("inheritance", .string(configuration.inheritance == .inherit ? "inherit" : "default")),
            ("popGesture", popGesture), ("maximumStartDistance", maximum),
            ("screenWidth", .number(geometry.screenWidth)), ("edgeWidth", .number(geometry.edgeWidth)),
            ("layoutDirection", .string(geometry.direction == .rightToLeft ? "rtl" : "ltr")),
            ("transitionDuration", .number(configuration.transitionDuration)),
            ("finishProgress", .number(geometry.progressThreshold)),
            ("finishVelocity", .number(geometry.velocityThreshold)),
            ("interruptibleTransitions", .bool(configuration.interruptibleTransitions))
        )
    }
}
#endif
