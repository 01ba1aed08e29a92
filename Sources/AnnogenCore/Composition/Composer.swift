import AnnogenModel

/// Composes the parsed files into one module: merges extensions into their types, qualifies nested and
/// aliased type names from their scope of use, closes conformance and inheritance transitively, and
/// computes implicit enum raw values. Every step is a dictionary lookup per name (no scans per type).
public enum Composer {
    /// Takes the files' declarations over (`consuming`): a caller that no longer holds the files lets
    /// every declaration be moved and resolved in place instead of copied, which halves the memory
    /// of composing a large module. Declarations live in arrays; the dictionaries map names to
    /// positions (a dictionary of values reserves its whole capacity in value-sized slots).
    public static func compose(_ files: consuming [ParsedFile]) -> (module: ComposedModule, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        files.sort { $0.path < $1.path }
        var aliases: [String: Typealias] = [:]

        // 1. Primary declarations (non-extensions) by qualified name, in order of first appearance;
        //    duplicates (e.g. from #if branches) merge into the first. Moved out of each file's list
        //    in turn, so no second list of every declaration is built.
        var primaries = NamedDeclarations(capacity: files.reduce(0) { $0 + $1.types.count })
        var extensions: [TypeDecl] = []
        for index in files.indices {
            for alias in files[index].typealiases where aliases[alias.name] == nil { aliases[alias.name] = alias }
            var declarations = files[index].types
            files[index].types = []
            declarations.reverse()
            while let decl = declarations.popLast() {
                for alias in decl.typealiases {
                    var qualified = alias
                    qualified.parentName = decl.name
                    if aliases[qualified.name] == nil { aliases[qualified.name] = qualified }
                }
                if decl.kind == .extension {
                    extensions.append(decl)
                } else if let position = primaries.positions[decl.name] {
                    mergeMembers(of: decl, into: &primaries.declarations[position])
                } else {
                    primaries.append(decl, named: decl.name)
                }
            }
        }
        files = []
        let rawCounts = primaries.declarations.map { (variables: $0.variables.count, methods: $0.methods.count) }
        let knownNames = Set(primaries.positions.keys)
        let initialResolver = NameResolver(typeNames: knownNames, aliases: aliases)

        // 2. Extensions: merge into the type they extend, or stand alone.
        var extensionLocations: [String: [SourceLocation]] = [:]
        var extensionInherited: [String: [String]] = [:]
        var unknownExtensions = NamedDeclarations(capacity: 0)
        for decl in extensions {
            let target = resolveExtensionTarget(decl, resolver: initialResolver)
            extensionLocations[target, default: []].append(decl.location)
            if let index = primaries.positions[target] {
                mergeMembers(of: decl, into: &primaries.declarations[index])
                primaries.declarations[index].annotations.append(contentsOf: decl.annotations)
                extensionInherited[target, default: []].append(contentsOf: decl.inheritedTypes)
            } else if let index = unknownExtensions.positions[target] {
                mergeMembers(of: decl, into: &unknownExtensions.declarations[index])
                unknownExtensions.declarations[index].annotations.append(contentsOf: decl.annotations)
                unknownExtensions.declarations[index].inheritedTypes.append(contentsOf: decl.inheritedTypes)
            } else {
                var standalone = decl
                standalone.localName = target
                standalone.parentName = nil
                unknownExtensions.append(standalone, named: target)
            }
        }
        extensions = []

        // 3. Every name now known (types and unknown extensions) for resolution.
        let allNames = knownNames.union(unknownExtensions.positions.keys)
        let resolver = NameResolver(typeNames: allNames, aliases: aliases)

        var composed = ComposedTypes(capacity: primaries.names.count + unknownExtensions.names.count)
        primaries.drain { name, decl, position in
            composed.append(makeComposed(decl, name: name, rawVariableCount: rawCounts[position].variables,
                                         rawMethodCount: rawCounts[position].methods,
                                         extraInherited: extensionInherited[name] ?? [],
                                         extensionLocations: extensionLocations[name] ?? [], isUnknownExtension: false,
                                         resolver: resolver))
        }
        unknownExtensions.drain { name, decl, _ in
            composed.append(makeComposed(decl, name: name, rawVariableCount: 0, rawMethodCount: 0, extraInherited: [],
                                         extensionLocations: extensionLocations[name] ?? [],
                                         isUnknownExtension: true, resolver: resolver))
        }

        // 4. Nested types: parent → children in declaration order (primaries come first, in order).
        for index in composed.types.indices {
            guard let parent = composed.types[index].parentName, let parentIndex = composed.positions[parent] else { continue }
            composed.types[parentIndex].containedTypeNames.append(composed.types[index].name)
        }

        // 5. Conformance and inheritance, transitively.
        ConformanceCloser.close(&composed, resolver: resolver)

        // 6. Enum raw values.
        for index in composed.types.indices where composed.types[index].kind == .enum {
            RawValues.fill(&composed.types[index], resolver: resolver, diagnostics: &diagnostics)
        }

        // Sorted by permuting in place: `sort` is a merge sort with a scratch buffer half the size
        // of the (large) array.
        var types = composed.types
        composed = ComposedTypes(capacity: 0)
        let order = types.indices.sorted { types[$0].name < types[$1].name }
        permute(&types, into: order)
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

    /// Rearranges `array` so that position `i` holds what was at `order[i]`, by swapping along the
    /// permutation's cycles: no element is copied and no second array is built.
    static func permute<Element>(_ array: inout [Element], into order: [Int]) {
        var placed = [Bool](repeating: false, count: array.count)
        for start in array.indices where !placed[start] {
            var position = start
            while true {
                placed[position] = true
                let source = order[position]
                if source == start { break }
                array.swapAt(position, source)
                position = source
            }
        }
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
