/// The names a generated template can read where the generator is, newest last, and the loops it
/// is in (for `break`, `continue` and labels).
struct DifferentialScope {
    var names: [(name: String, guess: DifferentialGuess)]
    var loops: [String?] = []
    var depth = 0

    init(_ context: DifferentialContext) {
        names = context.variables.keys.sorted().map { ($0, DifferentialGuess(context.variables[$0]!)) }
    }

    func guess(of name: String) -> DifferentialGuess {
        names.last { $0.name == name }?.guess ?? DifferentialGuess([.null])
    }

    /// The scope of a loop's body: its variables bound to each element's parts, and `forloop`.
    func enteringLoop(variables: [String], elements: DifferentialGuess, label: String?) -> DifferentialScope {
        var scope = binding(variables: variables, elements: elements)
        scope.names.append(("forloop", DifferentialGuess(.dictionary(forloop(label: label)))))
        scope.loops.append(label)
        scope.depth += 1
        return scope
    }

    /// The scope of a `where` clause: the loop's variables, no `forloop` of its own.
    func binding(variables: [String], elements: DifferentialGuess) -> DifferentialScope {
        var scope = self
        var shapes: [String: [DifferentialShape]] = [:]
        let names = variables.filter { $0 != "_" }
        for element in elements.shapes {
            // What this element binds each name to (a later variable of the same name wins); a value
            // that is not a tuple binds the first variable only, the others keep what they were.
            var bound: [String: DifferentialShape] = [:]
            if case .pair(let key, let value) = element {
                for (index, name) in variables.enumerated() where name != "_" {
                    bound[name] = index == 0 ? .value(.string(key)) : index == 1 ? .value(value) : .null
                }
            } else if let first = variables.first, first != "_" {
                bound[first] = element
            }
            for name in names {
                shapes[name, default: []] += bound[name].map { [$0] } ?? guess(of: name).shapes
            }
        }
        for name in names {
            scope.names.append((name, DifferentialGuess(shapes[name] ?? guess(of: name).shapes)))
        }
        return scope
    }

    /// Stencil's `forloop` dictionary (one iteration's), with the labelled loops around it.
    private func forloop(label: String?) -> [String: DifferentialValue] {
        var loop: [String: DifferentialValue] = ["first": .bool(true), "last": .bool(false), "counter": .int(1), "counter0": .int(0), "length": .int(2)]
        if let label {
            loop["label"] = .string(label)
            loop[label] = .dictionary(loop)
        }
        if case .value(.dictionary(let outer))? = guess(of: "forloop").shapes.first, !loops.isEmpty {
            for (key, value) in outer where loop[key] == nil {
                if case .dictionary(let entry) = value, entry["label"] != nil { loop[key] = value }
            }
        }
        return loop
    }
}
