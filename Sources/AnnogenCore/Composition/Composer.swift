import AnnogenGraphQLFrontend
import AnnogenModel
import AnnogenOpenAPIFrontend

/// Composes the parsed files into one module: merges extensions into their types, qualifies nested and
/// aliased type names from their scope of use, closes conformance and inheritance transitively, and
/// computes implicit enum raw values. Every step is a dictionary lookup per name (no scans per type).
public enum Composer {
    /// Takes the files' declarations over (`consuming`): a caller that no longer holds the files lets
    /// every declaration be moved and resolved in place instead of copied, which halves the memory
    /// of composing a large module. Declarations live in arrays; the dictionaries map names to
    /// positions (a dictionary of values reserves its whole capacity in value-sized slots).
    public static func compose(_ files: consuming [ParsedFile]) -> (module: ComposedModule, diagnostics: [Diagnostic]) {
        let (module, diagnostics, _) = composeKeepingAliases(files)
        return (module, diagnostics)
    }

    /// `compose`, with the files' typealiases as written (`writtenAliases`), which patching the
    /// module later resolves names through (`CompositionPatch.Index`).
    static func composeKeepingAliases(
        _ files: consuming [ParsedFile]
    ) -> (module: ComposedModule, diagnostics: [Diagnostic], writtenAliases: [String: Typealias]) {
        files.sort { $0.path < $1.path }
        // Hand-written types that claim a spec's schema or operation: checked against it, and put in
        // place of what the spec declares.
        let claimDiagnostics = SpecClaims.reconcile(&files)
        var aliases: [String: Typealias] = [:]

        // 1. Primary declarations (non-extensions) by qualified name, in order of first appearance;
        //    alternatives (declarations in `#if` clauses, an Objective-C protocol and class of one
        //    name) merge into the first; two unconditional Swift declarations are an error. Moved out of each file's list
        //    straight into the composed list (no second list of every declaration is built, which
        //    was 44 MB more at the peak of composing 50,000 files); names are resolved in place once
        //    every name is known.
        // Room for the primary declarations; unknown extensions are counted before they are added.
        var composed = ComposedTypes(capacity: files.reduce(0) { $0 + $1.packedTypes.count { $0.kind != .extension } })
        // Declarations stay packed (see `PackedTypeDecl`); each is unpacked where it is read and
        // packed again where it changed.
        var extensions: [PackedTypeDecl] = []
        // The second and later primary declarations of a name, by the position of the first: checked
        // here, in the order met, from what their packed headers hold; merged in step 3, where the
        // type is unpacked anyway (merging here unpacked and packed the whole type again for each
        // one, 139 of them in swift-nio: 6 ms on one core).
        var duplicatesByTarget: [Int: [PackedTypeDecl]] = [:]
        var diagnostics: [Diagnostic] = claimDiagnostics
        for index in files.indices {
            addAliases(of: files[index], to: &aliases)
            var declarations = files[index].packedTypes
            files[index].packedTypes = []
            declarations.reverse()
            while let packed = declarations.popLast() {
                // Most declarations are only named here: their names are read without unpacking.
                let (localName, parentName) = packed.names
                let name = parentName.map { "\($0).\(localName)" } ?? localName
                if packed.kind == .extension {
                    extensions.append(packed)
                } else if let position = composed.positions[name] {
                    let first = composed.types[position].packedDeclaration
                    let fileScoped = isFileScoped(packed, in: composed) || isFileScoped(first, in: composed)
                    if let error = redeclaration(packed, of: first, fileScoped: fileScoped) {
                        diagnostics.append(error)
                    }
                    duplicatesByTarget[position, default: []].append(packed)
                    composed.types[position].mergesDeclarations = true
                } else {
                    composed.append(unresolved(packed, name: name, parentName: parentName, isUnknownExtension: false))
                }
                // A long list (one large file) moves to storage half its size whenever it fits,
                // instead of keeping all its room while the composed list grows.
                if declarations.count >= 4096, declarations.count <= declarations.capacity / 2 {
                    declarations = declarations.compacted()
                }
            }
        }
        files = []

        // 2. Extensions: each goes to the type it extends (merged in step 3, with the type's other
        //    extensions, while the type is unpacked to resolve its names), or stands alone (an
        //    unknown extension). What extensions add to a known type's inheritance comes after its own.
        var extensionsByTarget: [Int: [PackedTypeDecl]] = [:]
        // The targets first, from the primary declarations' names: the resolver shares the position
        // table, which must not change (and be copied) while it is in use.
        let targets: [String] = {
            let initialResolver = NameResolver(typeNames: composed.positions, aliases: aliases)
            return extensions.map { resolveExtensionTarget($0.name, resolver: initialResolver) }
        }()
        let unknownTargets = Set(targets.filter { composed.positions[$0] == nil })
        composed.types.reserveCapacity(composed.types.count + unknownTargets.count)
        for (packed, target) in zip(extensions, targets) {
            if let index = composed.positions[target] {
                // Merged in step 3, with the type's other extensions (an unknown one met before too).
                extensionsByTarget[index, default: []].append(packed)
            } else {
                // The first extension of an unknown name stands for the type (renamed in step 3).
                composed.append(unresolved(packed, name: target, parentName: nil, isUnknownExtension: true))
            }
        }
        extensions = []

        // 3. Every name now known (types and unknown extensions): each type, on all cores, is unpacked
        //    once, gets its extensions' members, annotations and inheritance, has its names resolved
        //    and (an enum) its raw values filled, and is packed again only when something changed.
        let resolver = NameResolver(typeNames: composed.positions, aliases: aliases)
        let extensionLists = extensionsByTarget
        let duplicateLists = duplicatesByTarget
        extensionsByTarget = [:]
        duplicatesByTarget = [:]
        // Equal inheritance clauses share one array, first within each run of types (as they are
        // made: an array per type until the end of the pass was 14 MB of 50,000 files), then all.
        ConcurrentUpdate.each(&composed.types, state: { [[String]: [String]]() }) { index, type, clauses in
            completeType(&type, duplicates: duplicateLists[index] ?? [], extensions: extensionLists[index] ?? [], resolver: resolver)
            if let shared = clauses[type.inheritedTypes] {
                type.inheritedTypes = shared
            } else {
                clauses[type.inheritedTypes] = type.inheritedTypes
            }
        }
        // 4. Equal inheritance clauses share one array (most types of a large API have one of a few).
        var inheritanceClauses: [[String]: [String]] = [:]
        for index in composed.types.indices {
            let inherited = composed.types[index].inheritedTypes
            if let shared = inheritanceClauses[inherited] {
                composed.types[index].inheritedTypes = shared
            } else {
                inheritanceClauses[inherited] = inherited
            }
        }
        inheritanceClauses = [:]

        // 5. Nested types: parent → children in declaration order (primaries come first, in order),
        //    each parent's list set once. Counted, then laid out child by child in one flat array (a
        //    dictionary of a list per parent was 10 MB of 50,000 files, at the peak of composing).
        var parents = [Int32](repeating: -1, count: composed.types.count)
        var childCounts = [Int32](repeating: 0, count: composed.types.count)
        for index in composed.types.indices {
            guard let parent = composed.types[index].parentName, let parentIndex = composed.positions[parent] else { continue }
            parents[index] = Int32(parentIndex)
            childCounts[parentIndex] += 1
            // The parent's own string: one copy of the name, not one per nested type.
            composed.types[index].parentName = composed.types[parentIndex].name
        }
        var firstChild = [Int32](repeating: 0, count: composed.types.count + 1)
        for index in composed.types.indices { firstChild[index + 1] = firstChild[index] + childCounts[index] }
        childCounts = []
        var nested = [Int32](repeating: 0, count: Int(firstChild[composed.types.count]))
        var filled = firstChild
        for index in composed.types.indices where parents[index] >= 0 {
            let parent = Int(parents[index])
            nested[Int(filled[parent])] = Int32(index)
            filled[parent] += 1
        }
        parents = []
        filled = []
        for parent in composed.types.indices where firstChild[parent + 1] > firstChild[parent] {
            composed.types[parent].containedTypeNames = nested[Int(firstChild[parent])..<Int(firstChild[parent + 1])]
                .map { composed.types[Int($0)].name }
        }

        // 6. Conformance and inheritance, transitively, type by type in order of name (the order
        //    the types end in: closing changes no name).
        let order = composed.types.indices.sorted { composed.types[$0].name < composed.types[$1].name }
        ConformanceCloser.close(&composed, resolver: resolver, order: order)

        // Sorted by permuting in place: `sort` is a merge sort with a scratch buffer half the size
        // of the (large) array.
        var types = composed.types
        composed = ComposedTypes(capacity: 0)
        permute(&types, into: order)
        // By the table's keys, their qualified names (`Typealias.name` builds the string anew).
        let allAliases = aliases.sorted { $0.key < $1.key }.map { _, alias in
            var resolved = alias
            resolved.typeName = resolver.resolve(alias.typeName, from: alias.parentName)
            return resolved
        }
        return (ComposedModule(types: types, typealiases: allAliases), diagnostics, aliases)
    }

    /// Every typealias of `files` as written, by qualified name, as `compose` collects them.
    static func writtenAliases(of files: [ParsedFile]) -> [String: Typealias] {
        var aliases: [String: Typealias] = [:]
        for index in files.indices.sorted(by: { files[$0].path < files[$1].path }) { addAliases(of: files[index], to: &aliases) }
        return aliases
    }

    /// Step 3 of `compose` for one type: its other primary declarations (`duplicates`) and its
    /// extensions merged (in the order met), names resolved from its scope, raw values filled; packed
    /// again only when any of that changed it.
    private static func completeType(
        _ type: inout ComposedType, duplicates: [PackedTypeDecl], extensions: [PackedTypeDecl], resolver: NameResolver
    ) {
        var declaration = type.packedDeclaration.unpack()
        var changed = false
        for packed in duplicates {
            mergeMembers(of: packed.unpack(), into: &declaration)
            changed = true
        }
        if type.isUnknownExtension {
            // The first extension stands for a type that was not scanned, under the name it extends.
            type.extensionLocations = [declaration.location]
            if declaration.localName != type.name || declaration.parentName != nil {
                declaration.localName = type.name
                declaration.parentName = nil
                changed = true
            }
        }
        // An unknown extension has no primary members: all came from extensions.
        if !type.isUnknownExtension {
            type.rawVariableCount = declaration.variables.count
            type.rawMethodCount = declaration.methods.count
        }
        var inherited = declaration.inheritedTypes
        if !extensions.isEmpty {
            var locations = type.extensionLocations
            var extensionInherited: [String] = []
            for packed in extensions {
                let addition = packed.unpack()
                locations.append(addition.location)
                mergeMembers(of: addition, into: &declaration)
                declaration.annotations.append(contentsOf: addition.annotations)
                if type.isUnknownExtension {
                    declaration.inheritedTypes.append(contentsOf: addition.inheritedTypes)
                } else {
                    extensionInherited.append(contentsOf: addition.inheritedTypes)
                }
            }
            type.extensionLocations = locations
            inherited = declaration.inheritedTypes
            for extra in extensionInherited where !inherited.contains(extra) { inherited.append(extra) }
            changed = true
        }
        if resolveNames(of: &declaration, scope: type.name, resolver: resolver) { changed = true }
        type.inheritedTypes = inherited
        if type.kind == .enum {
            let cases = declaration.cases
            RawValues.fill(&type, declaration: &declaration, resolver: resolver)
            if declaration.cases != cases { changed = true }
        }
        if changed { type.declaration = declaration }
    }

    /// Adds the file's typealiases to `aliases` (qualified name → alias, the first of a name kept):
    /// those at top level, then those nested in each declaration, in order.
    static func addAliases(of file: ParsedFile, to aliases: inout [String: Typealias]) {
        for alias in file.typealiases where aliases[alias.name] == nil { aliases[alias.name] = alias }
        for packed in file.packedTypes where packed.hasTypealiases {
            let name = packed.name
            for alias in packed.unpack().typealiases {
                var qualified = alias
                qualified.parentName = name
                if aliases[qualified.name] == nil { aliases[qualified.name] = qualified }
            }
        }
    }

    /// The error for a second declaration of a type already declared: both in Swift (or either from an
    /// OpenAPI spec: two specs, or a spec and Swift, declaring one name), neither in an
    /// `#if` clause, not two file-scoped types in different files, and in the same module as far as
    /// the package layout tells (`Sources/NIOFS` and `Sources/_NIOFileSystem` may both declare
    /// `OpenOptions`). The compiler would reject it, and merging would hide which one templates see. Two `private` types of one name in two files
    /// (`extension UserDefaults { private enum Constants … }`, SwiftGen's `BundleToken`) are legal Swift:
    /// they are merged, as Sourcery does.
    private static func redeclaration(_ second: PackedTypeDecl, of first: PackedTypeDecl, fileScoped: Bool) -> Diagnostic? {
        let fromSpec = [first, second].contains { declaration in
            OpenAPIFrontend.fileExtensions.union(GraphQLFrontend.documentExtensions).contains { declaration.path.hasSuffix(".\($0)") }
        }
        guard !first.isConditional, !second.isConditional,
              fromSpec || (first.path.hasSuffix(".swift") && second.path.hasSuffix(".swift")),
              !(fileScoped && first.path != second.path),
              SwiftPackageLayout.module(of: first.path) == SwiftPackageLayout.module(of: second.path)
        else { return nil }
        // Where they are is at the end of their bytes: unpacked only for the error.
        let secondDeclaration = second.unpack()
        return .error(
            "'\(secondDeclaration.name)' is declared twice; the first declaration is at \(first.unpack().location) " + redeclarationAdvice,
            at: secondDeclaration.location
        )
    }

    /// How every redeclaration error ends (see `redeclarationMergedAsInSourcery`).
    private static let redeclarationAdvice = "(rename one, make one an extension, or put them in #if branches)"

    /// A redeclaration error as a warning, for a run that follows Sourcery, which merges the two
    /// declarations as annogen does; any other diagnostic unchanged.
    static func redeclarationMergedAsInSourcery(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.severity == .error, diagnostic.message.hasSuffix(redeclarationAdvice) else { return diagnostic }
        let message = diagnostic.message.dropLast(redeclarationAdvice.count) + "(merged, as Sourcery does)"
        return .warning(String(message), at: diagnostic.location)
    }

    /// Whether a declaration is seen only in its file: it, or a type it is nested in, is `private` or
    /// `fileprivate`.
    private static func isFileScoped(_ declaration: PackedTypeDecl, in composed: ComposedTypes) -> Bool {
        var header = declaration.header
        while header.accessLevel > .fileprivate {
            guard let name = header.parentName, let position = composed.positions[name] else { return false }
            header = composed.types[position].packedDeclaration.header
        }
        return true
    }

    /// `extension Product` at top level means the top-level `Product`, or a nested one when written
    /// qualified; keep the written name when nothing matches.
    static func resolveExtensionTarget(_ name: String, resolver: NameResolver) -> String {
        if let qualified = resolver.qualify(name, from: nil) {
            if let alias = resolver.aliases[qualified] {
                return resolver.qualify(alias.typeName.name, from: alias.parentName) ?? alias.typeName.name
            }
            return qualified
        }
        return name
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

    static func mergeMembers(of source: TypeDecl, into target: inout TypeDecl) {
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

    /// A declaration as a composed type, before names are resolved and relationships closed.
    private static func unresolved(
        _ declaration: PackedTypeDecl, name: String, parentName: String?, isUnknownExtension: Bool
    ) -> ComposedType {
        ComposedType(packedDeclaration: declaration, name: name, parentName: parentName, isUnknownExtension: isUnknownExtension)
    }

    /// Resolves the type names of every member from the type's scope (its qualified name), in place;
    /// true when that changed anything.
    @discardableResult
    static func resolveNames(of declaration: inout TypeDecl, scope: String, resolver: NameResolver) -> Bool {
        var changed = false
        // Only a name that resolves differently is written back: most stay as written.
        func resolve(_ typeName: inout TypeName, _ genericNames: Set<String>) {
            guard let result = resolver.resolvedIfChanged(typeName, from: scope, genericNames: genericNames) else { return }
            typeName = result
            changed = true
        }
        func resolve(_ typeName: inout TypeName?, _ genericNames: Set<String>) {
            guard let name = typeName, let result = resolver.resolvedIfChanged(name, from: scope, genericNames: genericNames) else { return }
            typeName = result
            changed = true
        }
        func resolveParameters(_ parameters: inout [MethodParameter], _ genericNames: Set<String>) {
            for i in parameters.indices { resolve(&parameters[i].typeName, genericNames) }
        }
        let genericNames = Set(declaration.genericParameters.map(\.name))
        for i in declaration.variables.indices {
            resolve(&declaration.variables[i].typeName, genericNames)
        }
        for i in declaration.methods.indices {
            let names = declaration.methods[i].genericParameters.isEmpty
                ? genericNames : genericNames.union(declaration.methods[i].genericParameters.map(\.name))
            resolveParameters(&declaration.methods[i].parameters, names)
            resolve(&declaration.methods[i].returnTypeName, names)
        }
        for i in declaration.subscripts.indices {
            resolveParameters(&declaration.subscripts[i].parameters, genericNames)
            resolve(&declaration.subscripts[i].returnTypeName, genericNames)
        }
        for i in declaration.cases.indices {
            for j in declaration.cases[i].associatedValues.indices {
                resolve(&declaration.cases[i].associatedValues[j].typeName, genericNames)
            }
        }
        for i in declaration.typealiases.indices {
            if declaration.typealiases[i].parentName != scope {
                declaration.typealiases[i].parentName = scope
                changed = true
            }
            resolve(&declaration.typealiases[i].typeName, genericNames)
        }
        return changed
    }
}
