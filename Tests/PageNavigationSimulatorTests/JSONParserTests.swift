import Testing

@testable import PageNavigationSimulator

@Suite("JSON parser")
struct JSONParserTests {
    @Test("parses every kind of value, keeping member order")
    func parsesValues() throws {
        let value = try JSONParser.parse(#"{"b": [1, -2.5e1, true, false, null], "a": "x\n\u00e9\ud83d\ude00"}"#)
        guard case .object(let members) = value else {
            Issue.record("expected an object")
            return
        }
        #expect(members.map(\.key) == ["b", "a"])
        #expect(members[0].value == .array([.number(1), .number(-25), .bool(true), .bool(false), .null]))
        #expect(members[1].value == .string("x\né😀"))
    }

    @Test(
        "refuses malformed text with the line and column",
        arguments: [
            (#line, "{\"a\": 1,}", 1, 9),
            (#line, "{\"a\": 1}\n  x", 2, 3),
            (#line, "[1, 2", 1, 6),
            (#line, "{\"a\": 01}", 1, 8),
            (#line, "{\"a\": tru}", 1, 7),
            (#line, "{\"a\": 1, \"a\": 2}", 1, 10),
            (#line, "\"\u{01}\"", 1, 2),
            (#line, "", 1, 1),
            (#line, "{\"a\": \"\\ud800\"}", 1, 14),
            (#line, "1e999", 1, 1),
        ])
    func refusesMalformed(line: Int, text: String, errorLine: Int, errorColumn: Int) {
        #expect(
            throws: JSONSyntaxError.self,
            sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        ) {
            try JSONParser.parse(text)
        }
        do {
            _ = try JSONParser.parse(text)
        } catch {
            #expect(
                error.line == errorLine && error.column == errorColumn,
                "\(error)", sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
        }
    }

    @Test("refuses nesting deeper than 64 levels instead of exhausting the stack")
    func limitsNesting() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep) }
        let fine = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(throws: Never.self) { try JSONParser.parse(fine) }
    }
}
