/// Stencil's reading of a condition's words: a Pratt parser over operators and values, with
/// parenthesised sub-conditions, and its error messages.
struct ConditionParser {
    private enum Item {
        case infix(String, power: Int)
        case prefix(String, power: Int)
        case value(Resolvable)
        case group(Condition)
        case end

        var power: Int {
            switch self {
            case .infix(_, let power), .prefix(_, let power): power
            default: 0
            }
        }
    }

    private static let operators: [String: (prefix: Bool, power: Int)] = [
        "in": (false, 5), "or": (false, 6), "and": (false, 7), "not": (true, 8),
        "==": (false, 10), "!=": (false, 10), ">": (false, 10), ">=": (false, 10), "<": (false, 10), "<=": (false, 10),
    ]

    private var items: [Item] = []
    private var position = 0

    init(components: ArraySlice<String>, compile: (String) throws -> Resolvable) throws {
        var balance = 0
        var index = components.startIndex
        while index < components.endIndex {
            let component = components[index]
            if component == "(" {
                balance += 1
                // The words up to the matching `)`, parsed as a condition of their own.
                var depth = 1
                var end = index + 1
                while end < components.endIndex {
                    if components[end] == "(" { depth += 1 } else if components[end] == ")" { depth -= 1 }
                    if depth == 0 { break }
                    end += 1
                }
                guard depth == 0 else { throw TemplateError("'if' expression error: missing closing bracket") }
                var inner = try ConditionParser(components: components[(index + 1)..<end], compile: compile)
                items.append(.group(try inner.parse()))
                // The closing bracket is read again below, as Stencil reads it (and balances it).
                index = end
                continue
            } else if component == ")" {
                balance -= 1
                if balance < 0 { throw TemplateError("'if' expression error: missing opening bracket") }
            } else if let op = Self.operators[component] {
                items.append(op.prefix ? .prefix(component, power: op.power) : .infix(component, power: op.power))
            } else {
                items.append(.value(try compile(component)))
            }
            index += 1
        }
    }

    private var current: Item { position < items.count ? items[position] : .end }

    mutating func parse() throws -> Condition {
        let condition = try expression()
        if case .end = current { return condition }
        throw TemplateError("'if' expression error: dangling token")
    }

    private mutating func expression(power: Int = 0) throws -> Condition {
        let item = current
        position += 1
        var left: Condition
        switch item {
        case .infix(let name, _):
            throw TemplateError("'if' expression error: infix operator '\(name)' doesn't have a left hand side")
        case .prefix(_, let power):
            left = NotCondition(try expression(power: power))
        case .value(let value):
            left = ValueCondition(value)
        case .group(let condition):
            left = condition
        case .end:
            throw TemplateError("'if' expression error: end")
        }
        while power < current.power {
            let next = current
            position += 1
            switch next {
            case .infix(let name, let power):
                let right = try expression(power: power)
                left = Self.combine(name, left, right)
            case .prefix(let name, _):
                throw TemplateError("'if' expression error: prefix operator '\(name)' was called with a left hand side")
            default:
                throw TemplateError("'if' expression error: end")
            }
        }
        return left
    }

    private static func combine(_ name: String, _ left: Condition, _ right: Condition) -> Condition {
        switch name {
        case "in": ContainsCondition(left, right)
        case "or": OrCondition(left, right)
        case "and": AndCondition(left, right)
        case "==": EqualCondition(left, right, negated: false)
        case "!=": EqualCondition(left, right, negated: true)
        case ">": CompareCondition(left, right, .greater)
        case ">=": CompareCondition(left, right, .greaterOrEqual)
        case "<": CompareCondition(left, right, .less)
        default: CompareCondition(left, right, .lessOrEqual)
        }
    }
}
