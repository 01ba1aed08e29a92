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
        //    straight into the composed list (no second list of every declaration is built, which
        //    was 44 MB more at the peak of composing 50,000 files); names are resolved in place once
        //    every name is known.
        var composed = ComposedTypes(capacity: files.reduce(0) { $0 + $1.types.count })
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
                } else if let position = composed.positions[decl.name] {
                    mergeMembers(of: decl, into: &composed.types[position].declaration)
                } else {
                    composed.append(unresolved(decl, name: decl.name, isUnknownExtension: false))
                }
                // A long list (one large file) moves to storage half its size whenever it fits,
                // instead of keeping all its room while the composed list grows.
                if declarations.count >= 4096, declarations.count <= declarations.capacity / 2 {
                    declarations = declarations.compacted()
                }
            }
        }
        files = []
        let primaryCount = composed.types.count
        for index in composed.types.indices {
            composed.types[index].rawVariableCount = composed.types[index].declaration.variables.count
            composed.types[index].rawMethodCount = composed.types[index].declaration.methods.count
        }
        let knownNames = Set(composed.positions.keys)
        let initialResolver = NameResolver(typeNames: knownNames, aliases: aliases)

        // 2. Extensions: merge into the type they extend, or stand alone (an unknown extension).
        //    What extensions add to a known type's inheritance comes after its own (step 3).
        var extensionInherited: [Int: [String]] = [:]
        for decl in extensions {
            let target = resolveExtensionTarget(decl, resolver: initialResolver)
            if let index = composed.positions[target] {
                composed.types[index].extensionLocations.append(decl.location)
                mergeMembers(of: decl, into: &composed.types[index].declaration)
                composed.types[index].declaration.annotations.append(contentsOf: decl.annotations)
                if index < primaryCount {
                    extensionInherited[index, default: []].append(contentsOf: decl.inheritedTypes)
                } else {
                    composed.types[index].declaration.inheritedTypes.append(contentsOf: decl.inheritedTypes)
                }
            } else {
                var standalone = decl
                standalone.localName = target
                standalone.parentName = nil
                var type = unresolved(standalone, name: target, isUnknownExtension: true)
                type.extensionLocations = [decl.location]
                composed.append(type)
            }
        }
        extensions = []

        // 3. Every name now known (types and unknown extensions): resolve each type's names in place.
        let resolver = NameResolver(typeNames: Set(composed.positions.keys), aliases: aliases)
        for index in composed.types.indices {
            resolveNames(of: &composed.types[index], resolver: resolver)
            var inherited = composed.types[index].declaration.inheritedTypes
            for extra in extensionInherited[index] ?? [] where !inherited.contains(extra) { inherited.append(extra) }
            composed.types[index].inheritedTypes = inherited
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

    /// A declaration as a composed type, before names are resolved and relationships closed.
    private static func unresolved(_ declaration: consuming TypeDecl, name: String, isUnknownExtension: Bool) -> ComposedType {
        let parentName: String? = isUnknownExtension ? nil : declaration.parentName
        return ComposedType(
            declaration: declaration, name: name, parentName: parentName, isUnknownExtension: isUnknownExtension,
            containedTypeNames: [], inheritedTypes: [], implements: [:], inherits: [:], based: [:],
            supertypeName: nil, rawTypeName: nil, rawVariableCount: 0, rawMethodCount: 0, extensionLocations: []
        )
    }

    /// Resolves the type names of every member from the type's scope, in place (the type is an
    /// element of the composed list: nothing is copied).
    private static func resolveNames(of type: inout ComposedType, resolver: NameResolver) {
        let genericNames = Set(type.declaration.genericParameters.map(\.name))
        let scope = type.name
        for i in type.declaration.variables.indices {
            type.declaration.variables[i].typeName = resolver.resolve(type.declaration.variables[i].typeName, from: scope, genericNames: genericNames)
        }
        for i in type.declaration.methods.indices {
            let names = genericNames.union(type.declaration.methods[i].genericParameters.map(\.name))
            resolveParameters(&type.declaration.methods[i].parameters, resolver: resolver, scope: scope, genericNames: names)
            if let returnTypeName = type.declaration.methods[i].returnTypeName {
                type.declaration.methods[i].returnTypeName = resolver.resolve(returnTypeName, from: scope, genericNames: names)
            }
        }
        for i in type.declaration.subscripts.indices {
            resolveParameters(&type.declaration.subscripts[i].parameters, resolver: resolver, scope: scope, genericNames: genericNames)
            type.declaration.subscripts[i].returnTypeName = resolver.resolve(
                type.declaration.subscripts[i].returnTypeName, from: scope, genericNames: genericNames)
        }
        for i in type.declaration.cases.indices {
            for j in type.declaration.cases[i].associatedValues.indices {
                type.declaration.cases[i].associatedValues[j].typeName = resolver.resolve(
                    type.declaration.cases[i].associatedValues[j].typeName, from: scope, genericNames: genericNames)
            }
        }
        for i in type.declaration.typealiases.indices {
            type.declaration.typealiases[i].parentName = scope
            type.declaration.typealiases[i].typeName = resolver.resolve(type.declaration.typealiases[i].typeName, from: scope, genericNames: genericNames)
        }
    }
}
