import Foundation

/// A `for … where` condition over type objects that annogen answers itself (see `ForNode`): the
/// words of the condition, parsed as Stencil parses them (`or` binds loosest, then `and`, then
/// `not`, then `==`/`!=`), when every operand is one of these tests of the loop variable `t`:
///
/// - `t.implements.Name`, `t.inherits.Name`, `t.based.Name`, `t.basedTypes.Name`: the type has
///   that relation to `Name`;
/// - `t|implements:"Name"`, `t|inherits:"Name"`, `t|based:"Name"`, `t|annotated:"key"` and their
///   `!` forms: the filters' own answers for one element;
/// - `t.isEnum`, `t.isClass`, `t.isStruct`, `t.isProtocol`, `t.isActor`, `t.isExtension`,
///   `t.isUnknownExtension`;
/// - `t.kind == "enum"`, `t.kind != "enum"` (either quote).
///
/// Anything else (parentheses, `in`, other members, other filters, a second loop variable) leaves
/// the condition to Stencil (`init` returns nil). Each test reads the type object the way
/// Stencil's evaluation would, and `and`/`or` stop where Stencil's stop, so the reads noted for
/// `RenderMemo` are the same.
struct TypeCondition {
    private indirect enum Node {
        case relation(String, name: String)
        case annotated(AnnotationQuery)
        case flag(String)
        case kind(String, equal: Bool)
        case not(Node)
        case and(Node, Node)
        case or(Node, Node)
    }

    private let root: Node

    init?(_ words: [String], variable: String) {
        guard Self.isIdentifier(variable) else { return nil }
        var parser = Parser(words: words, variable: variable)
        guard let root = parser.expression(), parser.position == words.count else { return nil }
        self.root = root
    }

    /// Whether the condition holds for `type`.
    func evaluate(_ type: TypeContext) -> Bool {
        evaluate(in: type.graph, at: type.index)
    }

    /// Whether the condition holds for the type at `index` of `graph`'s module, read as its object
    /// would read it; the object is made only when the condition reads annotations the type has.
    func evaluate(in graph: ContextGraph, at index: Int) -> Bool {
        Self.evaluate(root, graph, index)
    }

    private static func evaluate(_ node: Node, _ graph: ContextGraph, _ index: Int) -> Bool {
        switch node {
        case .relation(let relation, let name):
            let composed = graph.module.types[index]
            switch relation {
            case "implements": return composed.implements[name] != nil
            case "inherits": return composed.inherits[name] != nil
            default: return composed.based[name] != nil
            }
        case .annotated(let query):
            // A type without annotations of its own answers as its object would (with none), noting the read.
            if graph.existingObject(at: index) == nil, !graph.module.types[index].packedDeclaration.hasTypeAnnotations {
                TypeReadLog.note(index, TypeReadLog.annotations)
                return CollectionFilters.annotated(annotations: AnnotationsBridge.templateValue([:]), query)
            }
            return CollectionFilters.annotated(graph.object(at: index), query)
        case .flag(let member):
            return graph.module.types[index].flag(member) ?? false
        case .kind(let kind, let equal):
            return (graph.module.types[index].kind.rawValue == kind) == equal
        case .not(let operand):
            return !evaluate(operand, graph, index)
        case .and(let left, let right):
            return evaluate(left, graph, index) && evaluate(right, graph, index)
        case .or(let left, let right):
            return evaluate(left, graph, index) || evaluate(right, graph, index)
        }
    }

    /// Stencil's operator precedence over the condition's words (a Pratt parser, as Stencil's).
    private struct Parser {
        let words: [String]
        let variable: String
        var position = 0

        init(words: [String], variable: String) {
            self.words = words
            self.variable = variable
        }

        private static let bindingPowers = ["or": 6, "and": 7, "not": 8, "==": 10, "!=": 10]

        private var current: String? { position < words.count ? words[position] : nil }

        private func power(of word: String?) -> Int {
            guard let word else { return 0 }
            return Self.bindingPowers[word] ?? 0
        }

        mutating func expression(bindingPower: Int = 0) -> Node? {
            guard let word = current, !TypeCondition.isUnsupportedOperator(word) else { return nil }
            position += 1
            var left: Node
            if word == "not" {
                guard let operand = expression(bindingPower: 8) else { return nil }
                left = .not(operand)
            } else if Self.bindingPowers[word] != nil {
                return nil
            } else if let test = operand(word) {
                left = test
            } else {
                return nil
            }
            while let next = current, bindingPower < power(of: next) {
                position += 1
                switch next {
                case "or", "and":
                    guard let right = expression(bindingPower: power(of: next)) else { return nil }
                    left = next == "or" ? .or(left, right) : .and(left, right)
                case "==", "!=":
                    // Only `t.kind == "literal"`: the left side must be the kind, the right a literal.
                    guard case .kind("", _) = left, let literal = current.flatMap(TypeCondition.stringLiteral) else { return nil }
                    position += 1
                    left = .kind(literal, equal: next == "==")
                default:
                    return nil
                }
            }
            // A bare `t.kind` is a string test Stencil answers by its truthiness: not ours.
            if case .kind("", _) = left { return nil }
            return left
        }

        /// One operand: a member path or a filtered variable.
        private func operand(_ word: String) -> Node? {
            if let bar = word.firstIndex(of: "|") {
                guard word[..<bar] == variable[...] else { return nil }
                return filter(String(word[word.index(after: bar)...]))
            }
            let parts = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard parts.count >= 2, parts[0] == variable, parts.allSatisfy(TypeCondition.isIdentifier) else { return nil }
            switch (parts[1], parts.count) {
            case ("implements", 3), ("inherits", 3), ("based", 3), ("basedTypes", 3):
                // `count` is a dictionary's size in Stencil, not a key.
                guard parts[2] != "count" else { return nil }
                return .relation(parts[1] == "basedTypes" ? "based" : parts[1], name: parts[2])
            case (let member, 2) where ComposedType.flagNames.contains(member):
                return .flag(member)
            case ("kind", 2):
                return .kind("", equal: true)
            default:
                return nil
            }
        }

        /// `annotated:"key"`, `implements:"Name"`, … and their `!` forms, with one string literal.
        private func filter(_ text: String) -> Node? {
            guard let colon = text.firstIndex(of: ":") else { return nil }
            var name = String(text[..<colon])
            let negated = name.hasPrefix("!")
            if negated { name.removeFirst() }
            guard let argument = TypeCondition.stringLiteral(String(text[text.index(after: colon)...])) else { return nil }
            let test: Node
            switch name {
            case "annotated":
                test = .annotated(AnnotationQuery(argument))
            case "implements", "inherits", "based":
                test = .relation(name, name: argument)
            default:
                return nil
            }
            return negated ? .not(test) : test
        }
    }

    /// The text of `"text"` or `'text'`, when it holds nothing Stencil's splitting of words and
    /// filter arguments would act on (quotes, `,`, `:`, `|`, brackets, tabs and line breaks).
    private static func stringLiteral(_ word: String) -> String? {
        guard word.count >= 2, let first = word.first, first == "\"" || first == "'", word.last == first else { return nil }
        let inner = word.dropFirst().dropLast()
        guard !inner.contains(where: { "\"',:|()\t\n\r".contains($0) }) else { return nil }
        return String(inner)
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first),
              text != "true", text != "false" else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
    }

    /// Stencil's operators this parser leaves to Stencil, and its brackets.
    private static func isUnsupportedOperator(_ word: String) -> Bool {
        ["in", ">", ">=", "<", "<=", "(", ")"].contains(word)
    }
}

extension ComposedType {
    /// The kind flags templates read on a type (`type.isEnum`, …).
    static let flagNames: Set<String> = ["isEnum", "isClass", "isStruct", "isProtocol", "isActor", "isExtension", "isUnknownExtension"]

    /// The flag `member` names, or nil when it names none: what the type object answers, and what a
    /// `for` condition reads without one.
    func flag(_ member: String) -> Bool? {
        switch member {
        case "isEnum": kind == .enum
        case "isClass": kind == .class
        case "isStruct": kind == .struct
        case "isProtocol": kind == .protocol
        case "isActor": kind == .actor
        case "isExtension": kind == .extension
        case "isUnknownExtension": isUnknownExtension
        default: nil
        }
    }
}
