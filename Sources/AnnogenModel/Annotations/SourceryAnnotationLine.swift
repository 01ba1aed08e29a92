import Foundation

/// Reads the body of a `// sourcery:` annotation line as Sourcery reads it (its
/// `AnnotationsParser.parse(line:)`), so that a project's annotations mean what they meant there:
/// items split at commas outside `<[({ … })]>` and quotes; namespaces (`decoding:smth:`) split off
/// the first item at colons before any quote; each item split at `=` outside quotes, the last part
/// being the value; any text is a key (`<T>`, `a.b`). A value that reads as a `Double` is a number;
/// otherwise one pair of outer quotes is dropped (no escapes), and what JSON reads as an array or an
/// object is one; anything else is the text. Nothing is an error. One difference: an unquoted `true`
/// or `false` is a Bool, as in `// gen:` (Sourcery keeps the text, so `= false` tests true there).
///
/// `// gen:` annotations keep annogen's own grammar (`AnnotationBodyParser`), which reports typos.
enum SourceryAnnotationLine {
    /// The annotations of `text[range]`, one line (a block comment's lines are read one by one).
    static func parse(_ text: CommentText, range: Range<Int>) -> [Annotation] {
        var characters: [(character: Character, offset: Int)] = []
        var offset = range.lowerBound
        for character in text.string(range) {
            characters.append((character, offset))
            offset += character.utf8.count
        }
        var items = split(trimmed(characters[...]), at: ",", open: "<[({", close: "})]>").map(trimmed)
        guard !items.isEmpty else { return [] }
        var namespaces = split(items[0], at: ":", open: "\"'", close: "\"'")
        items[0] = namespaces.removeLast()
        let namespace = namespaces.map { String($0.map(\.character)) }
        var annotations: [Annotation] = []
        for item in items {
            let parts = split(item, at: "=", open: "", close: "").map(trimmed)
            guard let name = parts.first, let first = name.first else { continue }
            let key = String(name.map(\.character))
            let location = text.location(at: first.offset)
            guard parts.count > 1, let last = parts.last, !last.isEmpty else {
                annotations.append(Annotation(namespace: namespace, key: key, value: .bool(true), location: location))
                continue
            }
            append(Annotation(namespace: namespace, key: key, value: value(String(last.map(\.character)), at: location),
                              location: location), to: &annotations)
        }
        return annotations
    }

    /// Appends `annotation`; a JSON object's value as a namespace of its keys (nested objects too), as
    /// `// sourcery:key: …` writes one, so that `annotations.key.inner` reads them.
    private static func append(_ annotation: Annotation, to annotations: inout [Annotation]) {
        guard case .namespace(let object) = annotation.value, !object.isEmpty else {
            annotations.append(annotation)
            return
        }
        for entry in object.entries {
            append(Annotation(namespace: annotation.namespace + [annotation.key] + entry.namespace, key: entry.key,
                              value: entry.value, location: annotation.location), to: &annotations)
        }
    }

    /// What Sourcery makes of a value's text.
    /// `location`: where the annotation is, for the entries of a JSON object.
    static func value(_ written: String, at location: SourceLocation) -> AnnotationValue {
        if let number = Double(written) { return Self.number(number) }
        // Sourcery keeps these as text, which a template's `if` takes as true even for `false`;
        // annogen's templates and checks read them as Bools, as `// gen:` writes them.
        if written == "true" || written == "false" { return .bool(written == "true") }
        var text = written
        if text.count >= 2, (text.hasPrefix("'") && text.hasSuffix("'")) || (text.hasPrefix("\"") && text.hasSuffix("\"")) {
            text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        if let first = text.first, first == "[" || first == "{",
           let json = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) {
            switch json {
            case .array, .object: return json.annotationValue(at: location)
            default: break
            }
        }
        return .string(text)
    }

    /// A number as Sourcery keeps it (a `Double`), written as an integer when it is one, as it prints.
    fileprivate static func number(_ value: Double) -> AnnotationValue {
        if value.rounded() == value, abs(value) < 9_007_199_254_740_992 { return .int(Int(value)) }
        return .double(value)
    }

    /// A JSON value as Sourcery's `JSONSerialization` gives it to templates.
    private indirect enum JSONValue: Decodable {
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([String: JSONValue])
        case null

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Double.self) {
                self = .number(value)
            } else if let value = try? container.decode(String.self) {
                self = .string(value)
            } else if let value = try? container.decode([JSONValue].self) {
                self = .array(value)
            } else {
                self = .object(try container.decode([String: JSONValue].self))
            }
        }

        /// Objects as namespaces, their keys in sorted order (an object has none), each entry at
        /// `location`; `null` as the text `<null>`, as an `NSNull` prints.
        func annotationValue(at location: SourceLocation) -> AnnotationValue {
            switch self {
            case .bool(let value): .bool(value)
            case .number(let value): SourceryAnnotationLine.number(value)
            case .string(let value): .string(value)
            case .array(let values): .array(values.map { $0.annotationValue(at: location) })
            case .object(let object):
                .namespace(Annotations(object.keys.sorted().map { key in
                    Annotation(key: key, value: object[key]?.annotationValue(at: location) ?? .string("<null>"), location: location)
                }))
            case .null: .string("<null>")
            }
        }
    }

    private typealias Characters = ArraySlice<(character: Character, offset: Int)>

    /// Without leading and trailing spaces and tabs (Foundation's `.whitespaces`).
    private static func trimmed(_ characters: Characters) -> Characters {
        func isSpace(_ character: Character) -> Bool {
            character.unicodeScalars.allSatisfy { CharacterSet.whitespaces.contains($0) }
        }
        var slice = characters
        while let first = slice.first, isSpace(first.character) { slice = slice.dropFirst() }
        while let last = slice.last, isSpace(last.character) { slice = slice.dropLast() }
        return slice
    }

    /// Sourcery's `components(separatedBy:excludingDelimiterBetween:)` for a one-character
    /// delimiter: a character of `open` deepens the nesting (unless it is the delimiter at depth 0),
    /// one of `close` ends a level (not the `>` of `->`); `"` counts quotes; the delimiter splits at
    /// depth 0 after an even number of quotes. A character in both lists opens.
    private static func split(_ characters: Characters, at delimiter: Character, open: String, close: String) -> [Characters] {
        var items: [Characters] = []
        var depth = 0
        var quotes = 0
        var itemStart = characters.startIndex
        var previous: Character?
        for index in characters.indices {
            let character = characters[index].character
            if open.contains(character) {
                if !(depth == 0 && character == delimiter) { depth += 1 }
            } else if close.contains(character) {
                if !(character == ">" && previous == "-") { depth = max(0, depth - 1) }
            }
            if character == "\"" { quotes += 1 }
            if character == delimiter, depth == 0, quotes % 2 == 0 {
                items.append(characters[itemStart..<index])
                itemStart = index + 1
                previous = nil
            } else {
                previous = character
            }
        }
        items.append(characters[itemStart..<characters.endIndex])
        return items
    }
}
