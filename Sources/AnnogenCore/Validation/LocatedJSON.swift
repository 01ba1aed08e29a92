/// A JSON document read with the line and column where each value starts, so that a check of its
/// content can point into the file (`Mocks/search.json:3:14`). Read as RFC 8259 writes JSON, as
/// Foundation's `JSONDecoder` reads it: one value with whitespace around it, no comments, no
/// trailing commas, no leading zeros, no unescaped control characters or lone surrogates in
/// strings. Numbers keep their text, so that a check can tell `1` from `1.5` and see a value past
/// a type's range. Columns count UTF-8 bytes from 1, as Swift diagnostics do.
struct LocatedJSON {
    enum Value {
        case null
        case bool(Bool)
        case number(String)
        case string(String)
        case array([LocatedJSON])
        case object([Member])
    }

    struct Member {
        let key: String
        let value: LocatedJSON
    }

    /// A 1-based line and column.
    struct Position: Equatable {
        let line: Int
        let column: Int
    }

    /// Why a text is not JSON, and where.
    struct SyntaxError: Error, Equatable {
        let message: String
        let position: Position
    }

    let value: Value
    let position: Position

    /// The value of `key` in an object: the first member of that name, as `JSONDecoder` reads a
    /// key written twice; nil when absent or when this is no object.
    func member(_ key: String) -> LocatedJSON? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    /// What the value is, for messages: `a string ("12")`, `an object`, `null`.
    var kindDescription: String {
        switch value {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .number(let text): "a number (\(text))"
        case .string(let text): "a string (\(SwiftLiteralFilters.quoted(text.count > 40 ? String(text.prefix(40)) + "…" : text)))"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Reads `text` as one JSON value.
    static func parse(_ text: String) -> Result<LocatedJSON, SyntaxError> {
        var reader = LocatedJSONReader(Array(text.utf8))
        do {
            return .success(try reader.document())
        } catch let error as SyntaxError {
            return .failure(error)
        } catch {
            return .failure(SyntaxError(message: "\(error)", position: Position(line: 1, column: 1)))
        }
    }
}
