import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// Every field of ``BarExtras`` behaves as a field of its own: what is set reads back, merging and
/// applying changes go field by field, and two extras are equal exactly when every field is. Checked
/// against a plain record of the ten fields, on random extras.
@Suite("Bar extras, field by field")
struct BarExtrasPropertyTests {
    /// The ten fields as plain optionals: the reference the extras are checked against.
    struct Fields: Equatable {
        var titleFont, largeTitleFont, backgroundImage, backgroundEffect, backButtonImage: BarResource?
        var largeTitleColor, shadowColor: BarColor?
        var statusBar: StatusBarContent?
        var edgeEffect: ScrollEdgeEffect?
        var itemsHideSharedBackground: Bool?

        /// Extras with these fields, set one by one through the properties.
        var extras: BarExtras {
            var extras = BarExtras.none
            extras.titleFont = titleFont
            extras.largeTitleColor = largeTitleColor
            extras.largeTitleFont = largeTitleFont
            extras.backgroundImage = backgroundImage
            extras.backgroundEffect = backgroundEffect
            extras.statusBar = statusBar
            extras.shadowColor = shadowColor
            extras.backButtonImage = backButtonImage
            extras.edgeEffect = edgeEffect
            extras.itemsHideSharedBackground = itemsHideSharedBackground
            return extras
        }

        /// The fields that `extras` reads.
        init(_ extras: BarExtras) {
            titleFont = extras.titleFont
            largeTitleColor = extras.largeTitleColor
            largeTitleFont = extras.largeTitleFont
            backgroundImage = extras.backgroundImage
            backgroundEffect = extras.backgroundEffect
            statusBar = extras.statusBar
            shadowColor = extras.shadowColor
            backButtonImage = extras.backButtonImage
            edgeEffect = extras.edgeEffect
            itemsHideSharedBackground = extras.itemsHideSharedBackground
        }

        /// Random fields, each unset half of the time, from few values so that fields often agree.
        init(random: inout SplitMix64) {
            func maybe<Value>(_ make: (inout SplitMix64) -> Value) -> Value? {
                random.chance(50) ? make(&random) : nil
            }
            func resource(_ kind: BarResource.Kind) -> (inout SplitMix64) -> BarResource {
                { BarResource(kind, identity: "\(kind)#\($0.below(2))") }
            }
            let color: (inout SplitMix64) -> BarColor = { $0.chance(50) ? .black : .white }
            titleFont = maybe(resource(.font))
            largeTitleColor = maybe(color)
            largeTitleFont = maybe(resource(.font))
            backgroundImage = maybe(resource(.image))
            backgroundEffect = maybe(resource(.material))
            statusBar = maybe { $0.chance(50) ? .dark : .light }
            shadowColor = maybe(color)
            backButtonImage = maybe(resource(.image))
            edgeEffect = maybe { ScrollEdgeEffect.allCases[$0.below(ScrollEdgeEffect.allCases.count)] }
            itemsHideSharedBackground = maybe { $0.chance(50) }
        }

        /// Field by field, `update`'s value where it sets one.
        func merging(_ update: Fields) -> Fields {
            var merged = self
            merged.titleFont = update.titleFont ?? titleFont
            merged.largeTitleColor = update.largeTitleColor ?? largeTitleColor
            merged.largeTitleFont = update.largeTitleFont ?? largeTitleFont
            merged.backgroundImage = update.backgroundImage ?? backgroundImage
            merged.backgroundEffect = update.backgroundEffect ?? backgroundEffect
            merged.statusBar = update.statusBar ?? statusBar
            merged.shadowColor = update.shadowColor ?? shadowColor
            merged.backButtonImage = update.backButtonImage ?? backButtonImage
            merged.edgeEffect = update.edgeEffect ?? edgeEffect
            merged.itemsHideSharedBackground = update.itemsHideSharedBackground ?? itemsHideSharedBackground
            return merged
        }

        /// Field by field, `new`'s value where `old` and `new` differ.
        func applyingChanges(from old: Fields, to new: Fields) -> Fields {
            func pick<Value: Equatable>(_ field: WritableKeyPath<Fields, Value>, into result: inout Fields) {
                if old[keyPath: field] != new[keyPath: field] { result[keyPath: field] = new[keyPath: field] }
            }
            var result = self
            pick(\.titleFont, into: &result)
            pick(\.largeTitleColor, into: &result)
            pick(\.largeTitleFont, into: &result)
            pick(\.backgroundImage, into: &result)
            pick(\.backgroundEffect, into: &result)
            pick(\.statusBar, into: &result)
            pick(\.shadowColor, into: &result)
            pick(\.backButtonImage, into: &result)
            pick(\.edgeEffect, into: &result)
            pick(\.itemsHideSharedBackground, into: &result)
            return result
        }
    }

    /// `extras` with every field unset through its property.
    static func clearing(_ extras: BarExtras) -> BarExtras {
        var cleared = extras
        cleared.titleFont = nil
        cleared.largeTitleColor = nil
        cleared.largeTitleFont = nil
        cleared.backgroundImage = nil
        cleared.backgroundEffect = nil
        cleared.statusBar = nil
        cleared.shadowColor = nil
        cleared.backButtonImage = nil
        cleared.edgeEffect = nil
        cleared.itemsHideSharedBackground = nil
        return cleared
    }

    @Test("fields read back, merge, apply changes and compare one by one", arguments: 1...4)
    func fieldByField(_ seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<500 {
            let (a, old, new) = (Fields(random: &random), Fields(random: &random), Fields(random: &random))
            var b = Fields(random: &random)
            if random.chance(30) {  // often equal to `a`, or one field apart
                b = a
                if random.chance(50) { b.itemsHideSharedBackground = a.itemsHideSharedBackground == true ? nil : true }
            }
            #expect(Fields(a.extras) == a)
            #expect(Fields(a.extras.merging(b.extras)) == a.merging(b))
            #expect(
                Fields(a.extras.applyingChanges(from: old.extras, to: new.extras))
                    == a.applyingChanges(from: old, to: new))
            #expect((a.extras == b.extras) == (a == b))
            if a == b { #expect(a.extras.hashValue == b.extras.hashValue) }
            // Unsetting every field gives the system's extras back, equal to `none` and stored as it.
            #expect(a.extras.applyingChanges(from: a.extras, to: .none) == .none)
            #expect(Self.clearing(a.extras) == .none)
            #expect(Self.clearing(a.extras).hashValue == BarExtras.none.hashValue)
        }
    }
}
