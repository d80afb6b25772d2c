import PageNavigationCore

/// A value on the platform that the library overrides for a page (a scroll view's edge effect, an
/// item's shared background), and the value that belongs to the app.
///
/// The app may change the value at any time outside the library: whatever the platform holds that is
/// not the library's last write is the app's own, taken again each time. Giving it back writes the
/// app's own value only while the platform still holds the library's write.
///
/// A class, not a struct: a generic struct's value witnesses (copy, assign, enum tags of its optional:
/// ~2 KB) are code for copies nobody makes. Each record holds its own, made where the record is, and
/// changes it in place.
final class OverriddenValue<Value: Equatable> {
    /// The app's own value.
    var own: Value
    /// What the library last wrote, if it wrote anything.
    var written: Value?

    init(own: Value, written: Value? = nil) {
        self.own = own
        self.written = written
    }

    /// Takes `current`, what the platform holds now, as the app's own unless the library wrote it.
    func take(_ current: Value) {
        if !isWritten(current) { own = current }
    }

    /// Whether `current`, what the platform holds now, is the library's last write (`current == written`
    /// in one place: each `==` of an optional of a generic value costs its own code at the site). The
    /// platform's value is the left operand, as everywhere else here: UIKit's `==` on appearances is the
    /// left one's `isEqual:`.
    func isWritten(_ current: Value) -> Bool {
        guard let written else { return false }
        return current == written
    }

    /// The value to write back when the library stops overriding, given what the platform holds now:
    /// the app's own, unless the app changed the value since (then it is left alone) or it is already there.
    func restoring(from current: Value) -> Value? {
        guard let written, current == written, current != own else { return nil }
        return own
    }
}

/// The top edge effect the library set on a page's scroll view.
///
/// A class, not a struct: a generic struct's value witnesses cost kilobytes. Only the host's records
/// hold it, so it is changed in place.
final class EdgeEffectRecord<ScrollView: AnyObject, Effect: Equatable> {
    weak var scrollView: ScrollView?
    var value: OverriddenValue<Effect>
    /// The page's choice the library last wrote.
    var choice: ScrollEdgeEffect?

    init(scrollView: ScrollView, value: OverriddenValue<Effect>) {
        self.scrollView = scrollView
        self.value = value
    }
}

/// The shared background the library set on one of a page's bar button items.
///
/// A class, not a struct, for the reason ``EdgeEffectRecord`` is one.
final class ItemBackgroundRecord<Item: AnyObject> {
    /// The item's identity when the record was made: one record per key.
    let key: ObjectIdentifier
    weak var item: Item?
    let value: OverriddenValue<Bool>

    init(item: Item, value: OverriddenValue<Bool>) {
        self.key = ObjectIdentifier(item)
        self.item = item
        self.value = value
    }
}
