import PageNavigationCore
import PageNavigationTestSupport
import Testing

/// Colours as the scenario format and the app write them: `#RRGGBB`, `#RRGGBBAA` or `clear`, any case.
@Suite("Bar colours")
struct BarColorTests {
    typealias Row = (line: Int, text: String, expected: BarColor?)

    static let rows: [Row] = [
        (#line, "#FF0000", BarColor(red: 255, green: 0, blue: 0)),
        (#line, "#ff0000", BarColor(red: 255, green: 0, blue: 0)),
        (#line, "#Ff00fF", BarColor(red: 255, green: 0, blue: 255)),
        (#line, "#007AFF", BarColor(red: 0, green: 122, blue: 255)),
        (#line, "#123456", BarColor(red: 0x12, green: 0x34, blue: 0x56)),
        (#line, "#FF000080", BarColor(red: 255, green: 0, blue: 0, alpha: 128)),
        (#line, "#ff000080", BarColor(red: 255, green: 0, blue: 0, alpha: 128)),
        (#line, "#FFFFFFFF", .white),
        (#line, "#ffffff", .white),
        (#line, "#00000000", .clear),
        (#line, "clear", .clear),
        (#line, "CLEAR", .clear),
        (#line, "Clear", .clear),
        // Invalid.
        (#line, "", nil),
        (#line, "#", nil),
        (#line, "FF0000", nil),
        (#line, "#FF000", nil),
        (#line, "#FF00000", nil),
        (#line, "#FF0000000", nil),
        (#line, "#GG0000", nil),
        (#line, "#FF 000", nil),
        (#line, " #FF0000", nil),
        (#line, "#FF0000 ", nil),
        (#line, "#+F0000", nil),
        (#line, "#ＦＦ0000", nil),
        (#line, "##FF0000", nil),
        (#line, "0xFF0000", nil),
        (#line, "red", nil),
        (#line, "clear ", nil),
        (#line, "transparent", nil),
    ]

    @Test(arguments: rows)
    func parse(_ row: Row) {
        #expect(BarColor(hex: row.text) == row.expected, sourceLocation: at(row.line))
    }

    typealias HexRow = (line: Int, text: String, hex: String)

    static let hexRows: [HexRow] = [
        (#line, "#ff0000", "#FF0000"),
        (#line, "#FF0000FF", "#FF0000"),
        (#line, "#ff000080", "#FF000080"),
        (#line, "clear", "#00000000"),
        (#line, "#0a0B0c", "#0A0B0C"),
    ]

    @Test("a colour writes itself back in one canonical form", arguments: hexRows)
    func canonicalHex(_ row: HexRow) {
        #expect(BarColor(hex: row.text)?.hex == row.hex, sourceLocation: at(row.line))
        #expect(BarColor(hex: row.hex) == BarColor(hex: row.text), sourceLocation: at(row.line))
    }

    @Test("every colour survives a round trip through its hex form")
    func roundTrip() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<1_000 {
            let color = BarColor(
                red: UInt8(rng.below(256)), green: UInt8(rng.below(256)), blue: UInt8(rng.below(256)),
                alpha: rng.chance(50) ? 255 : UInt8(rng.below(256))
            )
            #expect(BarColor(hex: color.hex) == color)
            #expect(BarColor(hex: color.hex.lowercased()) == color)
        }
    }
}
