import Foundation
import Stencil

/// `{% for x in list [where condition] %}…{% empty %}…{% endfor %}`, as Stencil 0.15 renders it
/// (labels, `forloop`, `break`/`continue`, tuples and dictionaries, ranges), written again so that
/// a `where` condition over the type lists can be answered without Stencil's evaluation.
///
/// Sourcery-style templates filter every type of the module (`for type in types.all where
/// type.implements.AutoMockable or type|annotated:"AutoMockable"`): Stencil evaluates such a
/// condition by pushing each type into the context, parsing each variable's key path again and
/// casting every value on the way, which was nearly all of a render over 42,501 types. A
/// condition made only of the tests `TypeCondition` knows is answered for each type object by
/// calling what those tests read, with the same short-circuits (so `TypeReadLog` notes the
/// same reads); any other element, and any other condition, goes through Stencil's expression.
final class ForNode: NodeType {
    let resolvable: Resolvable
    let loopVariables: [String]
    let nodes: [NodeType]
    let emptyNodes: [NodeType]
    let condition: Stencil.Expression?
    /// The condition as `TypeCondition` answers it for type objects; nil when it cannot.
    let typeCondition: TypeCondition?
    /// `types.all` and the other type lists as written (`variable.member`): with a condition, such a
    /// list is filtered as the type objects it holds, not first copied into `[Any]` by Stencil's
    /// resolution (212,500 existentials, 7 MB at the peak of 50,000 files, for every such loop).
    let typeListPath: (variable: String, member: String)?
    let label: String?
    let token: Token?
    /// Where the tag is (template, line, column): what a loop's record in `LoopMemo` is matched by.
    let place: String

    /// Stencil's keys, set by `{% break %}` and `{% continue %}` in the innermost `forloop` level.
    private static let breakKey = "_internal_forloop_break"
    private static let continueKey = "_internal_forloop_continue"

    init(
        resolvable: Resolvable, loopVariables: [String], nodes: [NodeType], emptyNodes: [NodeType],
        condition: Stencil.Expression?, typeCondition: TypeCondition?, typeListPath: (variable: String, member: String)?,
        label: String?, token: Token?, place: String = ""
    ) {
        self.resolvable = resolvable
        self.loopVariables = loopVariables
        self.nodes = nodes
        self.emptyNodes = emptyNodes
        self.condition = condition
        self.typeCondition = typeCondition
        self.typeListPath = typeListPath
        self.label = label
        self.token = token
        self.place = place
    }

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        var components = token.components
        var label: String?
        if components.first?.hasSuffix(":") == true {
            label = String(components.removeFirst().dropLast())
        }
        func has(_ word: String, at index: Int) -> Bool {
            components.count > index + 1 && components[index] == word
        }
        guard has("in", at: 2), components.count == 4 || has("where", at: 4) else {
            throw TemplateSyntaxError("'for' statements should use the syntax: `for <x> in <y> [where <condition>]`.")
        }
        let loopVariables = components[1].split(separator: ",").map { $0.trimmingCharacters(in: [" "]) }
        let resolvable = try parser.compileResolvable(components[3], containedIn: token)
        var condition: Stencil.Expression?
        var typeCondition: TypeCondition?
        if has("where", at: 4) {
            let words = Array(components[5...])
            condition = try parser.compileExpression(components: words, token: token)
            if loopVariables.count == 1 { typeCondition = TypeCondition(words, variable: loopVariables[0]) }
        }
        let nodes = try parser.parse(until(["endfor", "empty"]))
        guard let end = parser.nextToken() else {
            throw TemplateSyntaxError("`endfor` was not found.")
        }
        var emptyNodes: [NodeType] = []
        if end.contents == "empty" {
            emptyNodes = try parser.parse(until(["endfor"]))
            _ = parser.nextToken()
        }
        return ForNode(
            resolvable: resolvable, loopVariables: loopVariables, nodes: nodes, emptyNodes: emptyNodes,
            condition: condition, typeCondition: typeCondition, typeListPath: TypesCollection.listPath(components[3]),
            label: label, token: end,
            place: "\(token.sourceMap.filename ?? ""):\(token.sourceMap.location.lineNumber):\(token.sourceMap.location.lineOffset)"
        )
    }

    func render(_ context: Context) throws -> String {
        var values: [Any]
        if let condition {
            // Only annogen's filters may stand behind a filter name the fast answer calls.
            let fast = typeCondition.flatMap { ForNode.hasOnlyAnnogenFilters(context.environment) ? $0 : nil }
            func holds(_ item: Any) throws -> Bool {
                if let fast, let type = item as? TypeContext { return fast.evaluate(type) }
                return try push(item, into: context) { try condition.evaluate(context: context) }
            }
            let collection = typeListPath.flatMap { context[$0.variable] as? TypesCollection }
            if let path = typeListPath, let collection, let fast, let types = collection.list(path.member, where: fast) {
                values = types
            } else if let path = typeListPath, let types = collection?.list(path.member) {
                values = []
                for type in types where try holds(type) { values.append(type) }
            } else {
                values = try elements(context).filter(holds)
            }
        } else {
            values = try elements(context)
        }
        guard !values.isEmpty else {
            return try context.push { try renderNodes(emptyNodes, context) }
        }
        // Enclosing labelled loops stay reachable as `forloop.<label>`.
        let enclosingLoop = context["forloop"]
        let enclosing = (enclosingLoop as? [String: Any])?.filter { ($1 as? [String: Any])?["label"] != nil } ?? [:]
        let count = values.count
        func iteration(_ index: Int) throws -> (text: String, stops: Bool) {
            var loop: [String: Any] = [
                "first": index == 0, "last": index == count - 1, "counter": index + 1, "counter0": index, "length": count,
            ]
            if let label {
                loop["label"] = label
                loop[label] = loop
            }
            loop.merge(enclosing) { own, _ in own }
            var stop = false
            let text = try context.push(dictionary: ["forloop": loop]) {
                defer {
                    // A `continue` for an outer loop ends this one.
                    if let continued = context[ForNode.continueKey] as? String {
                        stop = continued != label || label == nil
                    } else {
                        stop = context[ForNode.breakKey] != nil
                    }
                }
                return try push(values[index], into: context) { try renderNodes(nodes, context) }
            }
            return (text, stop)
        }
        // A loop over types outside any kept iteration, whose text goes to the output (not into a
        // variable): its iterations may be those of the last render.
        if let memo = LoopMemo.current, memo.keepsLoops {
            let types = values.compactMap { $0 as? TypeContext }
            if types.count == count { return try memo.render(types, place: place, context: context, iteration: iteration) }
        }
        var result = ""
        for index in values.indices {
            let (text, stops) = try iteration(index)
            result += text
            if stops { break }
        }
        return result
    }

    /// Whether `{% break %}` or `{% continue %}` has told a loop at or above where `context` stands
    /// to stop or go on: an iteration that changes it told an enclosing loop (see `LoopMemo`).
    static func isLoopControlled(_ context: Context) -> Bool {
        context[breakKey] != nil || context[continueKey] != nil
    }

    /// True when the environment is annogen's own (annogen's extension, then Stencil's defaults):
    /// an extension a caller adds could define a filter of the same name as one the fast answer calls.
    private static func hasOnlyAnnogenFilters(_ environment: Environment) -> Bool {
        environment.extensions.count == 2 && environment.extensions[0] is AnnogenExtension
    }

    /// Runs `body` with the loop variables bound to `item` (a tuple's elements, one per variable).
    private func push<Result>(_ item: Any, into context: Context, _ body: () throws -> Result) throws -> Result {
        guard let first = loopVariables.first else { return try context.push { try body() } }
        // Template objects are classes, never tuples: no Mirror for them.
        if !(item is DynamicMemberLookup) {
            let mirror = Mirror(reflecting: item)
            if mirror.displayStyle == .tuple {
                if loopVariables.count > mirror.children.count {
                    throw TemplateSyntaxError("Tuple '\(item)' has less values than loop variables")
                }
                var bound: [String: Any] = [:]
                for (offset, child) in mirror.children.prefix(loopVariables.count).enumerated() where loopVariables[offset] != "_" {
                    bound[loopVariables[offset]] = child.value
                }
                return try context.push(dictionary: bound) { try body() }
            }
        }
        return try context.push(dictionary: [first: item]) { try body() }
    }

    /// What the loop walks: an array's elements, a dictionary's (key, value) pairs by key, a range's
    /// numbers, or a struct's, tuple's or class's stored properties (Mirror's children).
    private func elements(_ context: Context) throws -> [Any] {
        let resolved = try resolvable.resolve(context)
        if let dictionary = resolved as? [String: Any], !dictionary.isEmpty {
            return dictionary.sorted { $0.key < $1.key }
        }
        if let array = resolved as? [Any] { return array }
        if let range = resolved as? CountableClosedRange<Int> { return Array(range) }
        if let range = resolved as? CountableRange<Int> { return Array(range) }
        guard let resolved else { return [] }
        let mirror = Mirror(reflecting: resolved)
        switch mirror.displayStyle {
        case .struct, .tuple:
            return Array(mirror.children)
        case .class:
            var children = Array(mirror.children)
            var current: Mirror? = mirror
            while let superclass = current?.superclassMirror {
                children.append(contentsOf: superclass.children)
                current = superclass
            }
            return children
        default:
            return []
        }
    }
}
