import AnnogenModel
import CClangShim

/// Every comment of a header, found once by tokenizing the whole file (libclang's own comment
/// attachment knows only doc comments), as `SourceComment`s for the shared `CommentIndex`.
enum HeaderComments {
    private static let commentTokenKind: Int32 = 4 // CXToken_Comment

    static func comments(in unit: TranslationUnit) -> [SourceComment] {
        guard let file = unit.mainFile else { return [] }
        let clang = unit.clang
        let range = clang.getRange(
            clang.getLocationForOffset(unit.unit, file, 0),
            clang.getLocationForOffset(unit.unit, file, UInt32(unit.bytes.count))
        )
        var tokens: UnsafeMutablePointer<CXToken>?
        var count: UInt32 = 0
        clang.tokenize(unit.unit, range, &tokens, &count)
        guard let tokens else { return [] }
        defer { clang.disposeTokens(unit.unit, tokens, count) }

        var result: [SourceComment] = []
        for index in 0..<Int(count) where clang.getTokenKind(tokens[index]) == commentTokenKind {
            let token = tokens[index]
            let extent = clang.getTokenExtent(unit.unit, token)
            let start = unit.expansion(clang.getRangeStart(extent))
            let end = unit.expansion(clang.getRangeEnd(extent))
            result.append(SourceComment(
                text: clang.string(clang.getTokenSpelling(unit.unit, token)),
                location: SourceLocation(path: unit.path, line: start.line, column: start.column),
                endLine: max(end.line, start.line),
                isOwnLine: unit.isOnlyWhitespaceBefore(offset: start.offset)
            ))
        }
        return result
    }
}
