import TemplateEngine

/// A value of a generated context, given to both engines: as a `TemplateValue` to ours, and as the
/// `Any` Stencil reads (`[String: Any]`, `[Any]`, `String`, `Int`, `Double`, `Bool`, nil).
indirect enum DifferentialValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([DifferentialValue])
    case dictionary([String: DifferentialValue])

    var templateValue: TemplateValue {
        switch self {
        case .null: .null
        case .bool(let bool): .bool(bool)
        case .int(let int): .int(int)
        case .double(let double): .double(double)
        case .string(let string): .string(string)
        case .array(let elements): .array(elements.map(\.templateValue))
        case .dictionary(let dictionary): .dictionary(dictionary.mapValues(\.templateValue))
        }
    }

    /// The value as a Stencil context holds it. nil is an `Optional<Any>.none` in an array or as a
    /// dictionary's value, as `[String: Any]` literals with optionals hold it.
    var stencilValue: Any {
        switch self {
        case .null: Optional<Any>.none as Any
        case .bool(let bool): bool
        case .int(let int): int
        case .double(let double): double
        case .string(let string): string
        case .array(let elements): elements.map(\.stencilValue)
        case .dictionary(let dictionary): dictionary.mapValues(\.stencilValue)
        }
    }

    /// Swift-like source of the value, keys in order, for failure reports.
    var source: String {
        switch self {
        case .null: "nil"
        case .bool(let bool): "\(bool)"
        case .int(let int): "\(int)"
        case .double(let double): "\(double)"
        case .string(let string): string.debugDescription
        case .array(let elements): "[" + elements.map(\.source).joined(separator: ", ") + "]"
        case .dictionary(let dictionary):
            dictionary.isEmpty ? "[:]" : "[" + dictionary.keys.sorted().map { "\($0.debugDescription): \(dictionary[$0]!.source)" }.joined(separator: ", ") + "]"
        }
    }

    /// Whether the value prints the same in both engines: Stencil prints a dictionary in hash order
    /// (ours sorts its keys, a deliberate difference), which shows only with two keys or more.
    var printsDeterministically: Bool {
        switch self {
        case .array(let elements): elements.allSatisfy(\.printsDeterministically)
        case .dictionary(let dictionary): dictionary.count < 2 && dictionary.values.allSatisfy(\.printsDeterministically)
        default: true
        }
    }
}

/// A generated context: the variables a template is rendered with.
struct DifferentialContext {
    var variables: [String: DifferentialValue]

    var templateGlobals: [String: TemplateValue] { variables.mapValues(\.templateValue) }
    var stencilDictionary: [String: Any] { variables.mapValues(\.stencilValue) }
    var source: String { DifferentialValue.dictionary(variables).source }
}
