import AnnogenModel

/// Composes the parsed files into one module: merges extensions into their types, qualifies nested and
/// aliased type names from their scope of use, closes conformance and inheritance transitively, and
/// computes implicit enum raw values. Every step is a dictionary lookup per name (no scans per type).
public enum Composer {
    public static func compose(_ files: [ParsedFile]) -> (module: ComposedModule, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let declarations = files.sorted { $0.path < $1.path }.flatMap(\.types)
        var aliases: [String: Typealias] = [:]
        for file in files.sorted(by: { $0.path < $1.path }) {
            for alias in file.typealiases where aliases[alias.name] == nil { aliases[alias.name] = alias }
        }
        for decl in declarations {
            for alias in decl.typealiases {
                var qualified = alias
                qualified.parentName = decl.name
                if aliases[qualified.name] == nil { aliases[qualified.name] = qualified }
            }
        }

        // 1. Primary declarations (non-extensions) by qualified name; duplicates (e.g. from #if
        //    branches) merge into the first.
        var primary: [String: TypeDecl] = [:]
        var order: [String] = []
        for decl in declarations where decl.kind != .extension {
            if var existing = primary[decl.name] {
                mergeMembers(of: decl, into: &existing)
                primary[decl.name] = existing
            } else {
                primary[decl.name] = decl
                order.append(decl.name)
            }
        }
        let rawVariableCounts = primary.mapValues { $0.variables.count }
        let rawMethodCounts = primary.mapValues { $0.methods.count }
        let knownNames = Set(primary.keys)
        let initialResolver = NameResolver(typeNames: knownNames, aliases: aliases)

        // 2. Extensions: merge into the type they extend, or stand alone.
        var extensionLocations: [String: [SourceLocation]] = [:]
        var extensionInherited: [String: [String]] = [:]
        var unknownExtensions: [String: TypeDecl] = [:]
        for decl in declarations where decl.kind == .extension {
            let target = resolveExtensionTarget(decl, resolver: initialResolver)
            extensionLocations[target, default: []].append(decl.location)
            if var existing = primary[target] {
                mergeMembers(of: decl, into: &existing)
                existing.annotations.append(contentsOf: decl.annotations)
                primary[target] = existing
                extensionInherited[target, default: []].append(contentsOf: decl.inheritedTypes)
            } else if var existing = unknownExtensions[target] {
                mergeMembers(of: decl, into: &existing)
                existing.annotations.append(contentsOf: decl.annotations)
                existing.inheritedTypes.append(contentsOf: decl.inheritedTypes)
                unknownExtensions[target] = existing
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

        var composed: [String: ComposedType] = [:]
        for name in order {
            guard let decl = primary[name] else { continue }
            composed[name] = makeComposed(decl, name: name, rawVariableCount: rawVariableCounts[name] ?? 0,
                                          rawMethodCount: rawMethodCounts[name] ?? 0,
                                          extraInherited: extensionInherited[name] ?? [],
                                          extensionLocations: extensionLocations[name] ?? [], isUnknownExtension: false,
                                          resolver: resolver)
        }
        for (name, decl) in unknownExtensions {
            composed[name] = makeComposed(decl, name: name, rawVariableCount: 0, rawMethodCount: 0, extraInherited: [], extensionLocations: extensionLocations[name] ?? [],
                                          isUnknownExtension: true, resolver: resolver)
        }

        // 4. Nested types: parent → children in declaration order.
        for name in order {
            guard let parent = composed[name]?.parentName, composed[parent] != nil else { continue }
            composed[parent]?.containedTypeNames.append(name)
        }

        // 5. Conformance and inheritance, transitively.
        ConformanceCloser.close(&composed, resolver: resolver)

        // 6. Enum raw values.
        for name in composed.keys {
            guard composed[name]?.kind == .enum, var type = composed[name] else { continue }
            RawValues.fill(&type, resolver: resolver, diagnostics: &diagnostics)
            composed[name] = type
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
        _ parameters: [MethodParameter], resolver: NameResolver, scope: String, genericNames: Set<String>
    ) -> [MethodParameter] {
        parameters.map { p in
            var parameter = p
            parameter.typeName = resolver.resolve(p.typeName, from: scope, genericNames: genericNames)
            return parameter
        }
    }

    private static func makeComposed(
        _ decl: TypeDecl, name: String, rawVariableCount: Int, rawMethodCount: Int, extraInherited: [String], extensionLocations: [SourceLocation],
        isUnknownExtension: Bool, resolver: NameResolver
    ) -> ComposedType {
        var declaration = decl
        let genericNames = Set(decl.genericParameters.map(\.name))
        let scope = name
        declaration.variables = decl.variables.map { variable in
            var v = variable
            v.typeName = resolver.resolve(variable.typeName, from: scope, genericNames: genericNames)
            return v
        }
        declaration.methods = decl.methods.map { method in
            var m = method
            let names = genericNames.union(method.genericParameters.map(\.name))
            m.parameters = resolveParameters(method.parameters, resolver: resolver, scope: scope, genericNames: names)
            m.returnTypeName = method.returnTypeName.map { resolver.resolve($0, from: scope, genericNames: names) }
            return m
        }
        declaration.subscripts = decl.subscripts.map { sub in
            var s = sub
            s.parameters = resolveParameters(sub.parameters, resolver: resolver, scope: scope, genericNames: genericNames)
            s.returnTypeName = resolver.resolve(sub.returnTypeName, from: scope, genericNames: genericNames)
            return s
        }
        declaration.cases = decl.cases.map { enumCase in
            var c = enumCase
            c.associatedValues = enumCase.associatedValues.map { value in
                var av = value
                av.typeName = resolver.resolve(value.typeName, from: scope, genericNames: genericNames)
                return av
            }
            return c
        }
        declaration.typealiases = decl.typealiases.map { alias in
            var a = alias
            a.parentName = name
            a.typeName = resolver.resolve(alias.typeName, from: scope, genericNames: genericNames)
            return a
        }
        var inherited = decl.inheritedTypes
        for extra in extraInherited where !inherited.contains(extra) { inherited.append(extra) }
        let parentName: String? = isUnknownExtension ? nil : decl.parentName
        return ComposedType(
            declaration: declaration, name: name, parentName: parentName, isUnknownExtension: isUnknownExtension,
            containedTypeNames: [], inheritedTypes: inherited, implements: [:], inherits: [:], based: [:],
            supertypeName: nil, rawTypeName: nil, rawVariableCount: rawVariableCount,
            rawMethodCount: rawMethodCount, extensionLocations: extensionLocations
        )
    }
}
