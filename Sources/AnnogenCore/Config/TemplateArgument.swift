import TemplateEngine

/// A value given with `--args` or under `args:` in the config.
public enum TemplateArgument: Sendable, Equatable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case list([TemplateArgument])
    /// A mapping under `args:` (Sourcery's configs keep one as a dictionary), or the keys given with
    /// dots on the command line (`--args operators.equal=.=`): `argument.operators.equal`.
    case dictionary([String: TemplateArgument])

    /// The value handed to templates.
    public var templateValue: TemplateValue {
        switch self {
        case .bool(let b): .bool(b)
        case .int(let i): .int(i)
        case .double(let d): .double(d)
        case .string(let s): .string(s)
        case .list(let values): .array(values.map(\.templateValue))
        case .dictionary(let values): .dictionary(values.mapValues(\.templateValue))
        }
    }

    /// `true`, `3`, `2.5`, or a string: how `--args key=value` values are read.
    public static func parse(_ text: String) -> TemplateArgument {
        if text == "true" { return .bool(true) }
        if text == "false" { return .bool(false) }
        if let int = Int(text) { return .int(int) }
        if let double = Double(text), text.contains(".") { return .double(double) }
        return .string(text)
    }

    /// Parses `key=value,flag,other=x` (commas inside double quotes are kept). A key given more than
    /// once (`k=a,k=b`) is a list of its values in order. A key with dots names a value inside
    /// mappings: `outer.inner=x` is `outer: {inner: x}`, beside the other keys given under `outer`.
    public static func parseList(_ text: String) -> [String: TemplateArgument] {
        parseList([text])
    }

    /// `parseList` over several `--args` values: a key repeated within or across them is a list.
    public static func parseList(_ texts: [String]) -> [String: TemplateArgument] {
        var result: [String: TemplateArgument] = [:]
        for text in texts {
            for (key, value) in parseItems(text) { insert(value, at: key.split(separator: ".", omittingEmptySubsequences: false)[...], into: &result) }
        }
        return result
    }

    /// Puts `value` at the dotted `path` in `values`: a key met again makes a list, as on one level.
    private static func insert(_ value: TemplateArgument, at path: ArraySlice<Substring>, into values: inout [String: TemplateArgument]) {
        guard let first = path.first else { return }
        let key = String(first)
        let rest = path.dropFirst()
        guard !rest.isEmpty else {
            values[key] = values[key].map { $0.appending(value) } ?? value
            return
        }
        var inner: [String: TemplateArgument] = [:]
        if case .dictionary(let existing)? = values[key] { inner = existing }
        insert(value, at: rest, into: &inner)
        if let existing = values[key], case .dictionary = existing {
            values[key] = .dictionary(inner)
        } else {
            // A plain value given before the mapping (`k=1,k.a=2`): both, as a list.
            values[key] = values[key].map { $0.appending(.dictionary(inner)) } ?? .dictionary(inner)
        }
    }

    /// `overrides` over `base`: a mapping in both is merged key by key, so `--args outer.inner=x`
    /// replaces only `inner` of the config's `outer:`; any other value in `overrides` replaces.
    public static func merging(_ base: [String: TemplateArgument], _ overrides: [String: TemplateArgument]) -> [String: TemplateArgument] {
        base.merging(overrides) { old, new in
            if case .dictionary(let oldValues) = old, case .dictionary(let newValues) = new {
                return .dictionary(merging(oldValues, newValues))
            }
            return new
        }
    }

    /// `self` followed by `value`, as a list.
    func appending(_ value: TemplateArgument) -> TemplateArgument {
        if case .list(let values) = self { return .list(values + [value]) }
        return .list([self, value])
    }

    /// The `key=value` items of one `--args` value, in order.
    private static func parseItems(_ text: String) -> [(String, TemplateArgument)] {
        var result: [(String, TemplateArgument)] = []
        var items: [String] = []
        var current = ""
        var quoted = false
        for character in text {
            if character == "\"" { quoted.toggle(); continue }
            if character == ",", !quoted {
                items.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        items.append(current)
        for item in items {
            let trimmed = item.trimmingWhitespace
            guard !trimmed.isEmpty else { continue }
            if let equals = trimmed.firstIndex(of: "=") {
                let key = String(trimmed[..<equals]).trimmingWhitespace
                let value = String(trimmed[trimmed.index(after: equals)...]).trimmingWhitespace
                guard !key.isEmpty else { continue }
                result.append((key, parse(value)))
            } else {
                result.append((trimmed, .bool(true)))
            }
        }
        return result
    }
}
