import Testing

/// Points a failing expectation at the table row written on `line` of the calling file, so a table
/// test's failure names its row: `#expect(result == row.expected, sourceLocation: at(row.line))`.
public func at(_ line: Int, fileID: String = #fileID, filePath: String = #filePath) -> SourceLocation {
    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: 1)
}
