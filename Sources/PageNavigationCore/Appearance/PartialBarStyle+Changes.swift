extension PartialBarStyle {
    /// This look with every field that differs between `old` and `new` set to its value in `new`; the
    /// other fields stay as they are. Two writers sharing one page's look (SwiftUI modifiers and UIKit
    /// code, say) then each change only the fields they changed.
    public func applyingChanges(from old: PartialBarStyle, to new: PartialBarStyle) -> PartialBarStyle {
        var result = self
        if old.background != new.background { result.background = new.background }
        if old.tint != new.tint { result.tint = new.tint }
        if old.title != new.title { result.title = new.title }
        if old.shadow != new.shadow { result.shadow = new.shadow }
        if old.hidden != new.hidden { result.hidden = new.hidden }
        if old.alpha != new.alpha { result.alpha = new.alpha }
        if old.itemMargins != new.itemMargins { result.itemMargins = new.itemMargins }
        result.extras = extras.applyingChanges(from: old.extras, to: new.extras)
        return result
    }
}

extension BarExtras {
    /// These extras with every field that differs between `old` and `new` set to its value in `new`.
    public func applyingChanges(from old: BarExtras, to new: BarExtras) -> BarExtras {
        var result = self
        if old.titleFont != new.titleFont { result.titleFont = new.titleFont }
        if old.largeTitleColor != new.largeTitleColor { result.largeTitleColor = new.largeTitleColor }
        if old.largeTitleFont != new.largeTitleFont { result.largeTitleFont = new.largeTitleFont }
        if old.backgroundImage != new.backgroundImage { result.backgroundImage = new.backgroundImage }
        if old.backgroundEffect != new.backgroundEffect { result.backgroundEffect = new.backgroundEffect }
        if old.statusBar != new.statusBar { result.statusBar = new.statusBar }
        if old.shadowColor != new.shadowColor { result.shadowColor = new.shadowColor }
        if old.backButtonImage != new.backButtonImage { result.backButtonImage = new.backButtonImage }
        if old.edgeEffect != new.edgeEffect { result.edgeEffect = new.edgeEffect }
        if old.itemsHideSharedBackground != new.itemsHideSharedBackground {
            result.itemsHideSharedBackground = new.itemsHideSharedBackground
        }
        return result
    }
}
