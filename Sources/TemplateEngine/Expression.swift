/// What a tag evaluates to a value: a variable with filters, a range (`1...count`), or, in `{{ }}`,
/// a condition (`{{ a == b }}` prints `true` or `false`).
///
/// The compiled forms are classes whose parts are `let` properties: evaluating one calls its parts
/// in place, without copying them (an enum's payload is copied, and retained, at every evaluation).
public class Resolvable {
    /// The value in `context`.
    public func resolve(_ context: RenderContext) throws -> TemplateValue { .null }
}

/// A variable with filters (`name|lowercase|replace:"a","b"`), compiled: each filter found once
/// (Stencil looks each up by name when the expression is compiled too, but re-reads the variable's
/// path at every evaluation).
public final class FilterExpression: Resolvable {
    public let variable: Variable
    let filters: [FilterCall]

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
                return FilterCall(try environment.filter(named: name), arguments: arguments)
            } catch var error as TemplateError {
                error.offset = nameOffset(name)
                throw error
            }
        }
    }

    /// What to evaluate: the variable itself when there are no filters (most operands and `{{ }}`
    /// are plain variables, and evaluating them then takes no step through the expression).
    var simplified: Resolvable { filters.isEmpty ? variable : self }

    public override func resolve(_ context: RenderContext) throws -> TemplateValue {
        var value = try variable.resolve(context)
        // Each call is used where it sits, not retained: the expression holds its calls.
        try filters.withUnsafeBufferPointer { filters in
            for index in filters.indices {
                value = try Unmanaged.passUnretained(filters[index])._withUnsafeGuaranteedRef { try $0.apply(to: value, context) }
            }
        }
        return value
    }
}

/// One filter of an expression, with its arguments.
final class FilterCall {
    let body: (TemplateValue, [TemplateValue], RenderContext) throws -> TemplateValue
    let arguments: [Variable]

    init(_ filter: Filter, arguments: [Variable]) {
        self.arguments = arguments
        switch filter {
        case .simple(let simple):
            body = { value, arguments, _ in
                guard arguments.isEmpty else { throw TemplateError("Can't invoke filter with an argument") }
                return try simple(value)
            }
        case .arguments(let withArguments):
            body = withArguments
        }
    }

    func apply(to value: TemplateValue, _ context: RenderContext) throws -> TemplateValue {
        if arguments.isEmpty { return try body(value, [], context) }
        var values: [TemplateValue] = []
        values.reserveCapacity(arguments.count)
        for argument in arguments { values.append(try argument.resolve(context)) }
        return try body(value, values, context)
    }
}

/// `from...to`: the whole numbers between, in order (downwards when `from` is the larger).
final class RangeExpression: Resolvable {
    let from: FilterExpression
    let to: FilterExpression

    init(from: FilterExpression, to: FilterExpression) {
        self.from = from
        self.to = to
    }

    override func resolve(_ context: RenderContext) throws -> TemplateValue {
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
    }

    /// A number as a range bound: through `Float`, as Stencil converts it, and only when that is a
    /// whole number within `Int`'s range (`2.5`, `inf` and `1e20` are none).
    private static func integer(_ value: TemplateValue) -> Int? {
        value.number.flatMap { Int(exactly: $0) }
    }
}

/// A condition in `{{ }}`: prints `true` or `false`.
final class ConditionExpression: Resolvable {
    let condition: Condition

    init(_ condition: Condition) { self.condition = condition }

    override func resolve(_ context: RenderContext) throws -> TemplateValue {
        .string(try condition.evaluate(context) ? "true" : "false")
    }
}

/// A condition of `if`, `elif`, `for … where` and `{{ … if … }}`: Stencil's operators with its
/// binding powers (`in` 5, `or` 6, `and` 7, `not` 8, comparisons 10) and parentheses.
public class Condition {
    public func evaluate(_ context: RenderContext) throws -> Bool { false }

    /// The value a condition made of one value tests (a comparison's side must be one, as in Stencil:
    /// one that is a sub-condition makes the comparison false).
    var operand: Resolvable? { nil }

    public enum Comparison: Sendable {
        case less, lessOrEqual, greater, greaterOrEqual
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

/// A value, true as Stencil tests a variable (`TemplateValue.isTruthy`).
final class ValueCondition: Condition {
    let value: Resolvable

    init(_ value: Resolvable) { self.value = value }

    override var operand: Resolvable? { value }

    override func evaluate(_ context: RenderContext) throws -> Bool {
        try value.resolve(context).isTruthy
    }
}

final class NotCondition: Condition {
    let condition: Condition

    init(_ condition: Condition) { self.condition = condition }

    override func evaluate(_ context: RenderContext) throws -> Bool {
        try !condition.evaluate(context)
    }
}

/// A condition of two conditions (`and`, `or`).
class BinaryCondition: Condition {
    let left: Condition
    let right: Condition

    init(_ left: Condition, _ right: Condition) {
        self.left = left
        self.right = right
    }
}

final class AndCondition: BinaryCondition {
    override func evaluate(_ context: RenderContext) throws -> Bool {
        try left.evaluate(context) && right.evaluate(context)
    }
}

final class OrCondition: BinaryCondition {
    override func evaluate(_ context: RenderContext) throws -> Bool {
        try left.evaluate(context) || right.evaluate(context)
    }
}

/// `a in b`; only between two values: a sub-condition on either side is false (as in Stencil).
final class ContainsCondition: Condition {
    let needle: Resolvable?
    let haystack: Resolvable?

    init(_ left: Condition, _ right: Condition) {
        needle = left.operand
        haystack = right.operand
    }

    override func evaluate(_ context: RenderContext) throws -> Bool {
        guard let needle, let haystack else { return false }
        return Condition.contains(try needle.resolve(context), in: try haystack.resolve(context))
    }
}

/// `a == b` and `a != b`; a sub-condition on either side makes `==` false (and `!=` true).
final class EqualCondition: Condition {
    let lhs: Resolvable?
    let rhs: Resolvable?
    let negated: Bool

    init(_ left: Condition, _ right: Condition, negated: Bool) {
        lhs = left.operand
        rhs = right.operand
        self.negated = negated
    }

    override func evaluate(_ context: RenderContext) throws -> Bool {
        guard let lhs, let rhs else { return negated }
        return Condition.equal(try lhs.resolve(context), try rhs.resolve(context)) != negated
    }
}

/// `<`, `<=`, `>`, `>=` between numbers (as `Float`); false for anything else.
final class CompareCondition: Condition {
    let lhs: Resolvable?
    let rhs: Resolvable?
    let comparison: Comparison

    init(_ left: Condition, _ right: Condition, _ comparison: Comparison) {
        lhs = left.operand
        rhs = right.operand
        self.comparison = comparison
    }

    override func evaluate(_ context: RenderContext) throws -> Bool {
        guard let lhs, let rhs else { return false }
        // Both sides are resolved (an error on the right is thrown) before either is read as a number.
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
