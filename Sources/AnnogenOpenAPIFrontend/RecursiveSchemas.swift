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
        func reaches(_ start: Int, _ goal: Int, structsOnly: Bool) -> Bool {
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
}
