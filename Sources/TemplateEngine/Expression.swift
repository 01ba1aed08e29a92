/// A variable with filters (`name|lowercase|replace:"a","b"`), compiled: each filter found once
/// (Stencil looks each up by name when the expression is compiled too, but re-reads the variable's
/// path at every evaluation).
public struct FilterExpression {
    public let variable: Variable
    let filters: [(filter: Filter, arguments: [Variable])]

    /// `text` is split at `|` outside quotes; each filter's arguments follow a `:`, separated by `,`.
    init(_ text: String, environment: Environment, nameOffset: (String) -> Int?) throws {
        let bits = text.smartSplit(separator: "|").map { $0.stencilTrimmed(" ") }
        guard let first = bits.first else { throw TemplateError("Variable tags must include at least 1 argument") }
        variable = Variable(first)
        filters = try bits.dropFirst().map { bit in
            var components = bit.smartSplit(separator: ":")
            // Only colons after the `|` (Stencil crashes on it).
            guard !components.isEmpty else { throw TemplateError("Missing filter name after '|' in '\(text)'") }
            let name = components.removeFirst().stencilTrimmed(" ")
            let arguments = components.joined(separator: ":").smartSplit(separator: ",").map { Variable($0.stencilTrimmed(" ")) }
            do {
                return (try environment.filter(named: name), arguments)
            } catch var error as TemplateError {
                error.offset = nameOffset(name)
                throw error
            }
        }
    }

    public func resolve(_ context: RenderContext) throws -> TemplateValue {
        var value = try variable.resolve(context)
        for (filter, arguments) in filters {
            let values = try arguments.map { try $0.resolve(context) }
            value = try filter.invoke(value, values, context)
        }
        return value
    }
}

/// What a tag evaluates to a value: a filter expression, a range (`1...count`), or, in `{{ }}`, a
/// condition (`{{ a == b }}` prints `true` or `false`).
public indirect enum Resolvable {
    case filter(FilterExpression)
    case range(FilterExpression, FilterExpression)
    case condition(Condition)

    public func resolve(_ context: RenderContext) throws -> TemplateValue {
        switch self {
        case .filter(let expression):
            return try expression.resolve(context)
        case .range(let from, let to):
            let lower = try from.resolve(context)
            let upper = try to.resolve(context)
            guard let low = Self.integer(lower) else {
                throw TemplateError("'from' value is not an Integer (\(ValuePrinter.describing(lower)))")
            }
            guard let high = Self.integer(upper) else {
                throw TemplateError("'to' value is not an Integer (\(ValuePrinter.describing(upper)) )")
            }
            let range = Swift.min(low, high)...Swift.max(low, high)
            return .array((low > high ? Array(range.reversed()) : Array(range)).map(TemplateValue.int))
        case .condition(let condition):
            if case .value(let resolvable) = condition { return try resolvable.resolve(context) }
            return .string(try condition.evaluate(context) ? "true" : "false")
        }
    }

    /// A number as a range bound: through `Float`, as Stencil converts it, and only when that is a
    /// whole number within `Int`'s range (`2.5`, `inf` and `1e20` are none).
    private static func integer(_ value: TemplateValue) -> Int? {
        value.number.flatMap { Int(exactly: $0) }
    }
}

/// A condition of `if`, `elif`, `for … where` and `{{ … if … }}`: Stencil's operators with its
/// binding powers (`in` 5, `or` 6, `and` 7, `not` 8, comparisons 10) and parentheses.
public indirect enum Condition {
    case value(Resolvable)
    case not(Condition)
    case and(Condition, Condition)
    case or(Condition, Condition)
    case contains(Condition, Condition)
    case equal(Condition, Condition, negated: Bool)
    case compare(Condition, Condition, Comparison)

    public enum Comparison {
        case less, lessOrEqual, greater, greaterOrEqual
    }

    public func evaluate(_ context: RenderContext) throws -> Bool {
        switch self {
        case .value(let resolvable):
            return try resolvable.resolve(context).isTruthy
        case .not(let operand):
            return try !operand.evaluate(context)
        case .and(let left, let right):
            return try left.evaluate(context) && right.evaluate(context)
        case .or(let left, let right):
            return try left.evaluate(context) || right.evaluate(context)
        case .contains(let left, let right):
            // Only between two values: a sub-expression on either side is false (as in Stencil).
            guard case .value(let needle) = left, case .value(let haystack) = right else { return false }
            return Self.contains(try needle.resolve(context), in: try haystack.resolve(context))
        case .equal(let left, let right, let negated):
            guard case .value(let lhs) = left, case .value(let rhs) = right else { return negated }
            return Self.equal(try lhs.resolve(context), try rhs.resolve(context)) != negated
        case .compare(let left, let right, let comparison):
            // Both sides are resolved (an error on the right is thrown) before either is read as a number.
            guard case .value(let lhs) = left, case .value(let rhs) = right else { return false }
            let lhsValue = try lhs.resolve(context)
            let rhsValue = try rhs.resolve(context)
            guard let a = lhsValue.number, let b = rhsValue.number else { return false }
            switch comparison {
            case .less: return a < b
            case .lessOrEqual: return a <= b
            case .greater: return a > b
            case .greaterOrEqual: return a >= b
            }
        }
    }

    /// Stencil's `==`: numbers (as `Float`), strings or Bools of the same kind; nil equals nil.
    static func equal(_ lhs: TemplateValue, _ rhs: TemplateValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        default:
            guard let a = lhs.number, let b = rhs.number else { return false }
            return a == b
        }
    }

    /// Stencil's `in`: a hashable value among an array's elements, a string within a string; nil in nil.
    static func contains(_ needle: TemplateValue, in haystack: TemplateValue) -> Bool {
        switch (needle, haystack) {
        case (.null, .null):
            return true
        case (.string(let part), .string(let whole)):
            return whole.contains(part)
        case (_, .array), (_, .object):
            guard !needle.isNull, let elements = haystack.arrayValue, let key = HashableValue(needle) else { return false }
            var keys: [HashableValue] = []
            for element in elements {
                // Stencil's cast to `[AnyHashable]` fails when one element is not hashable.
                guard let elementKey = HashableValue(element) else { return false }
                keys.append(elementKey)
            }
            return keys.contains(key)
        default:
            return false
        }
    }
}

/// A value as `AnyHashable` compares it: numbers by value whatever their kind, strings and Bools
/// as themselves, nil as nil. Arrays and dictionaries reach Stencil as `[Any]` and `[String: Any]`,
/// which are not hashable; nor are objects.
private enum HashableValue: Equatable {
    case null, bool(Bool), int(Int), number(Double), string(String)

    init?(_ value: TemplateValue) {
        switch value {
        case .null: self = .null
        case .bool(let bool): self = .bool(bool)
        case .int(let int): self = .int(int)
        case .double(let double): self = .number(double)
        case .float(let float): self = .number(Double(float))
        case .string(let string): self = .string(string)
        case .array, .dictionary, .object: return nil
        }
    }

    static func == (lhs: HashableValue, rhs: HashableValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.int(let a), .number(let b)), (.number(let b), .int(let a)): Double(a) == b
        case (.number(let a), .number(let b)): a == b
        default: false
        }
    }
}
