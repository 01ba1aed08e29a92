import AnnogenModel

/// Schemas that contain themselves, which Swift value types cannot hold inline: an enum of
/// alternatives (`oneOf`/`anyOf`) that reaches itself through its associated values gets `indirect`
/// cases; a struct that contains itself through properties alone (`Node.parent: Node?`) gets the
/// optional properties that close the cycle boxed (`@Boxed var`). Arrays and dictionaries store
/// their elements apart, so a path through one is no cycle.
extension SpecModelBuilder {
    mutating func resolveRecursiveSchemas() {
        var positions: [String: Int] = [:]
        for (index, type) in types.enumerated() { positions[qualified(type.localName, type.parentName)] = index }
        /// The types `typeName` holds by value: itself unwrapped of optionals, when declared here.
        func held(_ typeName: TypeName) -> Int? {
            var current = typeName
            while current.isOptional { current = current.unwrapped }
            guard case .simple = current.shape else { return nil }
            return positions[current.name]
        }
        func edges(_ index: Int) -> [(target: Int, variable: Variable?)] {
            let type = types[index]
            if type.kind == .enum {
                return type.cases.flatMap { $0.associatedValues.compactMap { held($0.typeName).map { ($0, nil) } } }
            }
            // A boxed property holds a reference: no edge.
            return type.variables.filter { !$0.isStatic && !$0.isComputed && !$0.attributes.contains { $0.name == "Boxed" } }
                .compactMap { variable in held(variable.typeName).map { ($0, variable) } }
        }
        // Which strongly connected part of the graph each type is in: an edge can close a cycle
        // only inside one. Found once, it spares the search below for every edge outside a cycle
        // (most of a spec of a thousand schemas); removing edges (boxing) only splits parts.
        let allParts = Self.components(count: types.count) { edges($0).map(\.target) }
        let structParts = Self.components(count: types.count) { node in
            types[node].kind == .struct ? edges(node).map(\.target).filter { types[$0].kind == .struct } : []
        }
        func reaches(_ start: Int, _ goal: Int, structsOnly: Bool) -> Bool {
            guard (structsOnly ? structParts : allParts)[start] == (structsOnly ? structParts : allParts)[goal] else { return false }
            var seen: Set<Int> = []
            var stack = [start]
            while let node = stack.popLast() {
                for (target, _) in edges(node) {
                    if target == goal { return true }
                    if structsOnly, types[target].kind != .struct { continue }
                    if seen.insert(target).inserted { stack.append(target) }
                }
            }
            return false
        }
        for index in types.indices where types[index].kind == .enum && reaches(index, index, structsOnly: false) {
            for caseIndex in types[index].cases.indices where !types[index].cases[caseIndex].associatedValues.isEmpty {
                types[index].cases[caseIndex].isIndirect = true
            }
        }
        // An optional property that closes a cycle of structs is boxed (`@Boxed var`, AnnogenRuntime):
        // the struct then holds a reference, not the value. A cycle without an optional property
        // would be endless data, and is an error at a property that closes it.
        for index in types.indices where types[index].kind == .struct {
            let closing = Set(edges(index).compactMap { target, variable -> String? in
                guard let variable, variable.typeName.isOptional, types[target].kind == .struct,
                      target == index || reaches(target, index, structsOnly: true) else { return nil }
                return variable.name
            })
            for variableIndex in types[index].variables.indices where closing.contains(types[index].variables[variableIndex].name) {
                types[index].variables[variableIndex].attributes.append(Attribute(name: "Boxed"))
                types[index].variables[variableIndex].isMutable = true
            }
        }
        for index in types.indices where types[index].kind == .struct {
            let name = qualified(types[index].localName, types[index].parentName)
            for (target, variable) in edges(index) where types[target].kind == .struct {
                guard let variable, target == index || reaches(target, index, structsOnly: true) else { continue }
                diagnostics.append(.error(
                    "'\(variable.name)' makes \(name) contain itself, with no optional property on the way: such data never ends",
                    at: variable.location))
            }
        }
    }

    /// The strongly connected component of each of `count` nodes, as a number (Kosaraju's method,
    /// without recursion: a spec's references can nest deeper than the stack).
    static func components(count: Int, successors: (Int) -> [Int]) -> [Int] {
        let next = (0..<count).map(successors)
        var previous = [[Int]](repeating: [], count: count)
        for (node, targets) in next.enumerated() { for target in targets { previous[target].append(node) } }
        var finished: [Int] = []
        var visited = [Bool](repeating: false, count: count)
        for root in 0..<count where !visited[root] {
            visited[root] = true
            var stack = [(node: root, edge: 0)]
            while let (node, edge) = stack.last {
                if edge < next[node].count {
                    stack[stack.count - 1].edge += 1
                    let target = next[node][edge]
                    if !visited[target] {
                        visited[target] = true
                        stack.append((target, 0))
                    }
                } else {
                    finished.append(node)
                    stack.removeLast()
                }
            }
        }
        var component = [Int](repeating: -1, count: count)
        var number = 0
        for root in finished.reversed() where component[root] < 0 {
            component[root] = number
            var stack = [root]
            while let node = stack.popLast() {
                for source in previous[node] where component[source] < 0 {
                    component[source] = number
                    stack.append(source)
                }
            }
            number += 1
        }
        return component
    }
}
