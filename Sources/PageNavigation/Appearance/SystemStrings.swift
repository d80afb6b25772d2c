#if canImport(UIKit)
import UIKit

/// Strings UIKit itself shows, in the user's language, for the library's own controls that stand in
/// for UIKit's (iOS 15's back item, the ⌘[ title, the back menu's fallback).
///
/// UIKit has no public API for its back button's generic title. UIKit's own bundle carries it, under the
/// key `Back`, in every language UIKit is localized in; the bundle resolves the language as for any
/// framework (the user's preferred languages that the app also declares, else the development
/// language). Read through `Bundle(for: UIView.self)`, UIKit's bundle (UIKitCore on current systems;
/// `localizedString(forKey:value:table:)` returns `value` when the key is missing), with the English
/// word as the fallback. This relies on an undocumented key, so a device check compares it with the
/// title UIKit's own back button shows (`Back` checks, "the generic back title is UIKit's").
enum SystemStrings {
    /// UIKit's generic back button title ("Back", localized).
    static var back: String {
        let title = Bundle(for: UIView.self).localizedString(forKey: "Back", value: "Back", table: nil)
        return title.isEmpty ? "Back" : title
    }
}
#endif
