import AnnogenModel

/// Composes the parsed files into one module: merges extensions into their types, qualifies nested and
/// aliased type names from their scope of use, closes conformance and inheritance transitively, and
/// computes implicit enum raw values. Every step is a dictionary lookup per name (no scans per type).
public enum Composer {
    /// Takes the files' declarations over (`consuming`): a caller that no longer holds the files lets
    /// every declaration be moved and resolved in place instead of copied, which halves the memory
    /// of composing a large module.
    public static func compose(_ files: consuming [ParsedFile]) -> (module: ComposedModule, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        files.sort { $0.path < $1.path }
        var aliases: [String: Typealias] = [:]
        var declarations: [TypeDecl] = []
        declarations.reserveCapacity(files.reduce(0) { $0 + $1.types.count })
        for index in files.indices {
            for alias in files[index].typealiases where aliases[alias.name] == nil { aliases[alias.name] = alias }
            declarations.append(contentsOf: files[index].types)
            files[index].types = []
        }
        files = []
        for decl in declarations {
            for alias in decl.typealiases {
                var qualified = alias
                qualified.parentName = decl.name
                if aliases[qualified.name] == nil { aliases[qualified.name] = qualified }
            }
        }

        // 1. Primary declarations (non-extensions) by qualified name; duplicates (e.g. from #if
        //    branches) merge into the first. Declarations are moved out of the list, in order.
        var primary: [String: TypeDecl] = [:]
        primary.reserveCapacity(declarations.count)
        var order: [String] = []
        var extensions: [TypeDecl] = []
        declarations.reverse()
        while let decl = declarations.popLast() {
            if decl.kind == .extension {
                extensions.append(decl)
            } else {
                let name = decl.name
                if let index = primary.index(forKey: name) {
                    mergeMembers(of: decl, into: &primary.values[index])
                } else {
                    primary[name] = decl
                    order.append(name)
                }
            }
        }
        declarations = [] // popLast keeps the capacity: give the (large) buffer back now.
        let rawVariableCounts = primary.mapValues { $0.variables.count }
        let rawMethodCounts = primary.mapValues { $0.methods.count }
        let knownNames = Set(primary.keys)
        let initialResolver = NameResolver(typeNames: knownNames, aliases: aliases)

        // 2. Extensions: merge into the type they extend, or stand alone.
        var extensionLocations: [String: [SourceLocation]] = [:]
        var extensionInherited: [String: [String]] = [:]
        var unknownExtensions: [String: TypeDecl] = [:]
        for decl in extensions {
            let target = resolveExtensionTarget(decl, resolver: initialResolver)
            extensionLocations[target, default: []].append(decl.location)
            if let index = primary.index(forKey: target) {
                mergeMembers(of: decl, into: &primary.values[index])
                primary.values[index].annotations.append(contentsOf: decl.annotations)
                extensionInherited[target, default: []].append(contentsOf: decl.inheritedTypes)
            } else if let index = unknownExtensions.index(forKey: target) {
                mergeMembers(of: decl, into: &unknownExtensions.values[index])
                unknownExtensions.values[index].annotations.append(contentsOf: decl.annotations)
                unknownExtensions.values[index].inheritedTypes.append(contentsOf: decl.inheritedTypes)
            } else {
                var standalone = decl
                standalone.localName = target
                standalone.parentName = nil
                unknownExtensions[target] = standalone
            }
        }

        // 3. Every name now known (types and unknown extensions) for resolution.
        let allNames = knownNames.union(unknownExtensions.keys)
        let resolver = NameResolver(typeNames: allNames, aliases: aliases)

        extensions = []
        var composed: [String: ComposedType] = [:]
        composed.reserveCapacity(primary.count + unknownExtensions.count)
        for name in order {
            guard let decl = primary.removeValue(forKey: name) else { continue }
            composed[name] = makeComposed(decl, name: name, rawVariableCount: rawVariableCounts[name] ?? 0,
                                          rawMethodCount: rawMethodCounts[name] ?? 0,
                                          extraInherited: extensionInherited[name] ?? [],
                                          extensionLocations: extensionLocations[name] ?? [], isUnknownExtension: false,
                                          resolver: resolver)
        }
        for name in Array(unknownExtensions.keys) {
            guard let decl = unknownExtensions.removeValue(forKey: name) else { continue }
            composed[name] = makeComposed(decl, name: name, rawVariableCount: 0, rawMethodCount: 0, extraInherited: [], extensionLocations: extensionLocations[name] ?? [],
                                          isUnknownExtension: true, resolver: resolver)
        }

        primary = [:]
        unknownExtensions = [:]

        // 4. Nested types: parent → children in declaration order.
        for name in order {
            guard let parent = composed[name]?.parentName, composed[parent] != nil else { continue }
            composed[parent]?.containedTypeNames.append(name)
        }

        // 5. Conformance and inheritance, transitively.
        ConformanceCloser.close(&composed, resolver: resolver)

        // 6. Enum raw values.
        for index in composed.indices.filter({ composed.values[$0].kind == .enum }) {
            RawValues.fill(&composed.values[index], resolver: resolver, diagnostics: &diagnostics)
        }

        // Moved out by sorted key rather than sorting the (large) values themselves.
        var types: [ComposedType] = []
        types.reserveCapacity(composed.count)
        for name in composed.keys.sorted() {
            if let type = composed.removeValue(forKey: name) { types.append(type) }
        }
        var allAliases = Array(aliases.values)
        allAliases = allAliases.map { alias in
            var resolved = alias
            resolved.typeName = resolver.resolve(alias.typeName, from: alias.parentName)
            return resolved
        }.sorted { $0.name < $1.name }
        return (ComposedModule(types: types, typealiases: allAliases), diagnostics)
    }

    /// `extension Product` at top level means the top-level `Product`, or a nested one when written
    /// qualified; keep the written name when nothing matches.
    private static func resolveExtensionTarget(_ decl: TypeDecl, resolver: NameResolver) -> String {
        if let qualified = resolver.qualify(decl.name, from: nil) {
            if let alias = resolver.aliases[qualified] {
                return resolver.qualify(alias.typeName.name, from: alias.parentName) ?? alias.typeName.name
            }
            return qualified
        }
        return decl.name
    }

    private static func mergeMembers(of source: TypeDecl, into target: inout TypeDecl) {
        target.variables.append(contentsOf: source.variables)
        target.methods.append(contentsOf: source.methods)
        target.subscripts.append(contentsOf: source.subscripts)
        target.cases.append(contentsOf: source.cases)
        target.typealiases.append(contentsOf: source.typealiases)
        target.associatedTypes.append(contentsOf: source.associatedTypes)
        if source.kind != .extension {
            // A second declaration of the same type (another #if branch): keep its inheritance too.
            for inherited in source.inheritedTypes where !target.inheritedTypes.contains(inherited) {
                target.inheritedTypes.append(inherited)
            }
        }
    }

    private static func resolveParameters(
        _ parameters: inout [MethodParameter], resolver: NameResolver, scope: String, genericNames: Set<String>
    ) {
        for i in parameters.indices {
            parameters[i].typeName = resolver.resolve(parameters[i].typeName, from: scope, genericNames: genericNames)
        }
    }

    private static func makeComposed(
        _ declaration: consuming TypeDecl, name: String, rawVariableCount: Int, rawMethodCount: Int, extraInherited: [String], extensionLocations: [SourceLocation],
        isUnknownExtension: Bool, resolver: NameResolver
    ) -> ComposedType {
        // Resolved in place: the declaration is owned here, so its member arrays are not copied.
        let genericNames = Set(declaration.genericParameters.map(\.name))
        let scope = name
        for i in declaration.variables.indices {
            declaration.variables[i].typeName = resolver.resolve(declaration.variables[i].typeName, from: scope, genericNames: genericNames)
        }
        for i in declaration.methods.indices {
            let names = genericNames.union(declaration.methods[i].genericParameters.map(\.name))
            resolveParameters(&declaration.methods[i].parameters, resolver: resolver, scope: scope, genericNames: names)
            if let returnTypeName = declaration.methods[i].returnTypeName {
                declaration.methods[i].returnTypeName = resolver.resolve(returnTypeName, from: scope, genericNames: names)
            }
        }
        for i in declaration.subscripts.indices {
            resolveParameters(&declaration.subscripts[i].parameters, resolver: resolver, scope: scope, genericNames: genericNames)
            declaration.subscripts[i].returnTypeName = resolver.resolve(
                declaration.subscripts[i].returnTypeName, from: scope, genericNames: genericNames)
        }
        for i in declaration.cases.indices {
            for j in declaration.cases[i].associatedValues.indices {
                declaration.cases[i].associatedValues[j].typeName = resolver.resolve(
                    declaration.cases[i].associatedValues[j].typeName, from: scope, genericNames: genericNames)
            }
        }
        for i in declaration.typealiases.indices {
            declaration.typealiases[i].parentName = name
            declaration.typealiases[i].typeName = resolver.resolve(declaration.typealiases[i].typeName, from: scope, genericNames: genericNames)
        }
        var inherited = declaration.inheritedTypes
        for extra in extraInherited where !inherited.contains(extra) { inherited.append(extra) }
        let parentName: String? = isUnknownExtension ? nil : declaration.parentName
        return ComposedType(
            declaration: declaration, name: name, parentName: parentName, isUnknownExtension: isUnknownExtension,
            containedTypeNames: [], inheritedTypes: inherited, implements: [:], inherits: [:], based: [:],
            supertypeName: nil, rawTypeName: nil, rawVariableCount: rawVariableCount,
            rawMethodCount: rawMethodCount, extensionLocations: extensionLocations
        )
    }
}
