import AnnogenModel

/// Composing again after a few files changed, without composing every file: when the changed files
/// declare the same types, extensions, inheritance clauses and typealiases as before (their
/// *outline*), every name resolves as before and every relationship (conformances, superclasses,
/// nesting) is what it was, so only the types whose declarations changed can differ. Each of those
/// is composed again from all its declarations (in every file), and put in place of its old value.
///
/// As a check, each such type is also composed again from the *old* versions of its declarations,
/// which must give exactly its old value (it fails for a type declared twice, or one that
/// composition treats in a way this does not repeat). Anything else, an outline that changed (but
/// for typealiases that only moved, whose new places the module takes), a parse
/// diagnostic that changed, a spec among the sources, gives nil: the caller composes the whole
/// module, as without the patch.
enum CompositionPatch {
    /// The types composed again, by position in `module.types`, as they were before the patch.
    typealias Previous = [Int: ComposedType]

    /// `module`, composed from the files at `paths` as they were before `old` (the previous versions
    /// of some of them) became `new` (the same paths, in the same order), patched; nil where the
    /// whole module must be composed again. `index` holds the module's names and the files'
    /// typealiases as written (unchanged when the outline is: `Index(module:aliases:)`); `files`
    /// gives the current parse results of the files at the paths it is asked for (the new versions
    /// of the changed ones), by path, or nil when it cannot.
    ///
    /// The module is patched in place (no copy of its list of types where nothing else holds it);
    /// it is left as it was when the patch fails.
    static func apply(
        to module: inout ComposedModule, old: [ParsedFile], new: [ParsedFile], paths: [String], index: Index,
        files: ([String]) -> [String: ParsedFile]?
    ) -> Previous? {
        guard old.count == new.count, !old.isEmpty, !paths.contains(where: SpecClaims.isSpec) else { return nil }
        // The declarations that changed, old and new; every other declaration is the same bytes.
        var changed: [(old: TypeDecl, new: PackedTypeDecl)] = []
        // Typealiases that only moved (a line added above them): qualified, before and after.
        var moved = MovedAliases()
        for (before, after) in zip(old, new) {
            guard before.path == after.path, before.diagnostics == after.diagnostics,
                  moved.add(before.typealiases, after.typealiases, parentName: nil),
                  before.packedTypes.count == after.packedTypes.count else { return nil }
            for (a, b) in zip(before.packedTypes, after.packedTypes) where a != b {
                let first = a.unpack()
                let second = b.unpack()
                guard Outline(first) == Outline(second),
                      moved.add(first.typealiases, second.typealiases, parentName: first.name)
                else { return nil }
                changed.append((first, b))
            }
        }
        guard !changed.isEmpty || !moved.isEmpty else { return [:] }

        let resolvers = index.resolvers
        // The types the changed declarations are part of, by position. An extension of a declared
        // type whose body only moved (a type nested in it was edited) adds to it what it added before.
        var targets = Set<Int>()
        for (before, declaration) in changed {
            guard let position = module.sortedPosition(named: resolvers.target(of: declaration)),
                  !module.types[position].mergesDeclarations else { return nil }
            if declaration.kind == .extension, !module.types[position].isUnknownExtension,
               withoutBody(before) == withoutBody(declaration.unpack()) { continue }
            targets.insert(position)
        }
        // Where each target is declared: the file of its first declaration and those of its
        // extensions. A declaration merged in from elsewhere (an alternative in an `#if` clause) is
        // not among them, and composing the type again from its old declarations then fails the
        // check below.
        var targetPaths: [Int: [String]] = [:]
        for position in targets {
            let type = module.types[position]
            targetPaths[position] = Set([type.packedDeclaration.path] + type.extensionLocations.map(\.path)).sorted()
        }
        guard let current = files(Array(Set(targetPaths.values.joined())).sorted()) else { return nil }
        let oldVersions = Dictionary(old.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var updates: [Int: ComposedType] = [:]
        for position in targets.sorted() {
            let previous = module.types[position]
            // Its declarations in the order the composer meets them: files by path, declarations in
            // file order.
            var newDeclarations: [PackedTypeDecl] = []
            var oldDeclarations: [PackedTypeDecl] = []
            for path in targetPaths[position] ?? [] {
                guard let file = current[path] else { return nil }
                let before = oldVersions[path] ?? file
                guard before.packedTypes.count == file.packedTypes.count else { return nil }
                for (offset, packed) in file.packedTypes.enumerated() where resolvers.target(of: packed) == previous.name {
                    newDeclarations.append(packed)
                    oldDeclarations.append(before.packedTypes[offset])
                }
            }
            // Composed again from the old declarations, the type must be what it was: composing it
            // from the new ones is then what composing everything would give.
            guard let again = recompose(previous, from: oldDeclarations, resolvers: resolvers), again.isSame(as: previous),
                  let updated = recompose(previous, from: newDeclarations, resolvers: resolvers) else { return nil }
            updates[position] = updated
        }
        var previous: Previous = [:]
        for (position, updated) in updates {
            previous[position] = module.types[position]
            module.types[position] = updated
        }
        moved.apply(to: &module.typealiases)
        return previous
    }

    /// The typealiases of the changed files whose location alone changed, qualified as the composer
    /// names them (`Composer.addAliases`). The module lists the first typealias of each name
    /// (resolved); where that one moved, its location follows. The index's aliases as written keep
    /// their old locations: they serve only to resolve names.
    private struct MovedAliases {
        /// New location by qualified name and old location.
        private var locations: [String: [SourceLocation: SourceLocation]] = [:]

        var isEmpty: Bool { locations.isEmpty }

        /// False when the lists differ in anything but locations.
        mutating func add(_ before: [Typealias], _ after: [Typealias], parentName: String?) -> Bool {
            guard before.count == after.count else { return false }
            for (old, new) in zip(before, after) where old != new {
                var relocated = old
                relocated.location = new.location
                guard relocated == new else { return false }
                relocated.parentName = parentName ?? old.parentName
                locations[relocated.name, default: [:]][old.location] = new.location
            }
            return true
        }

        /// Moves the module's typealiases that moved (all looked up at their old locations).
        func apply(to typealiases: inout [Typealias]) {
            guard !isEmpty else { return }
            for index in typealiases.indices {
                if let location = locations[typealiases[index].name]?[typealiases[index].location] {
                    typealiases[index].location = location
                }
            }
        }
    }

    /// The declaration without the range of its body, which composing does not read from an extension.
    private static func withoutBody(_ declaration: TypeDecl) -> TypeDecl {
        var copy = declaration
        copy.bodyRange = nil
        return copy
    }

    /// What a declaration contributes to the names and relationships of the whole module, but for
    /// its typealiases (compared by `MovedAliases`).
    private struct Outline: Equatable {
        var kind: TypeKind
        var localName: String
        var parentName: String?
        var inheritedTypes: [String]
        var accessLevel: AccessLevel
        var isConditional: Bool
        var path: String

        init(_ declaration: TypeDecl) {
            kind = declaration.kind
            localName = declaration.localName
            parentName = declaration.parentName
            inheritedTypes = declaration.inheritedTypes
            accessLevel = declaration.accessLevel
            isConditional = declaration.isConditional
            path = declaration.location.path
        }
    }

    /// What patches of one outline share: the name resolution.
    struct Index {
        fileprivate let resolvers: Resolvers

        /// `aliases`: every typealias of the module's files as written, by qualified name
        /// (`Composer.writtenAliases`).
        init(module: ComposedModule, aliases: [String: Typealias]) {
            resolvers = Resolvers(module: module, aliases: aliases)
        }
    }

    /// The name resolution the composer used: every name of the module, and its typealiases as
    /// written. It holds no model: patches keep the names, and the index outlives the model it was
    /// built from.
    fileprivate struct Resolvers {
        /// Every type's name (what member types resolve against).
        let all: NameResolver
        /// The names of declared types only (what extensions' targets resolve against, as the composer
        /// names them before it adds the unknown extensions).
        let declared: NameResolver

        /// The module's types are sorted by name (as composed): the resolvers search them and
        /// build no table of every name (that was most of patching a stored model of 42,501 types).
        init(module: ComposedModule, aliases: [String: Typealias]) {
            all = NameResolver(sortedNames: module.types.map(\.name), aliases: aliases)
            // Without unknown extensions (a generated API often has none) both are one list.
            guard module.types.contains(where: \.isUnknownExtension) else {
                declared = all
                return
            }
            declared = NameResolver(sortedNames: module.types.filter { !$0.isUnknownExtension }.map(\.name), aliases: aliases)
        }

        /// The qualified name of the type a declaration is part of.
        func target(of declaration: PackedTypeDecl) -> String {
            let (localName, parentName) = declaration.names
            if declaration.kind == .extension { return Composer.resolveExtensionTarget(localName, resolver: declared) }
            return parentName.map { "\($0).\(localName)" } ?? localName
        }
    }

    /// `type` composed from its declarations (in the composer's order), as `Composer.compose`
    /// composes it; relationships and nesting are kept from `type` (the outline is unchanged). Nil
    /// when it has more than one primary declaration, or none where it had one.
    fileprivate static func recompose(_ type: ComposedType, from declarations: [PackedTypeDecl], resolvers: Resolvers) -> ComposedType? {
        let primaries = declarations.filter { $0.kind != .extension }
        let extensions = declarations.filter { $0.kind == .extension }
        var result = type
        var declaration: TypeDecl
        var locations: [SourceLocation] = []
        var inherited: [String]
        if type.isUnknownExtension {
            // The first extension stands for the type; the others merge into it.
            guard primaries.isEmpty, let first = extensions.first else { return nil }
            declaration = first.unpack()
            locations.append(declaration.location)
            declaration.localName = type.name
            declaration.parentName = nil
            result.rawVariableCount = 0
            result.rawMethodCount = 0
            for packed in extensions.dropFirst() {
                let addition = packed.unpack()
                locations.append(addition.location)
                Composer.mergeMembers(of: addition, into: &declaration)
                declaration.annotations.append(contentsOf: addition.annotations)
                declaration.inheritedTypes.append(contentsOf: addition.inheritedTypes)
            }
            inherited = declaration.inheritedTypes
        } else {
            guard primaries.count == 1, let primary = primaries.first else { return nil }
            declaration = primary.unpack()
            result.rawVariableCount = declaration.variables.count
            result.rawMethodCount = declaration.methods.count
            var extensionInherited: [String] = []
            for packed in extensions {
                let addition = packed.unpack()
                locations.append(addition.location)
                Composer.mergeMembers(of: addition, into: &declaration)
                declaration.annotations.append(contentsOf: addition.annotations)
                extensionInherited.append(contentsOf: addition.inheritedTypes)
            }
            inherited = declaration.inheritedTypes
            for extra in extensionInherited where !inherited.contains(extra) { inherited.append(extra) }
        }
        let written = declaration
        Composer.resolveNames(of: &declaration, scope: type.name, resolver: resolvers.all)
        result.extensionLocations = locations
        result.inheritedTypes = inherited
        result.rawTypeName = nil
        if type.kind == .enum { RawValues.fill(&result, declaration: &declaration, resolver: resolvers.all) }
        if extensions.isEmpty, !type.isUnknownExtension, declaration == written, let primary = primaries.first {
            result.packedDeclaration = primary
        } else {
            result.declaration = declaration
        }
        return result
    }
}

extension ComposedType {
    /// Whether the two hold the same values, byte for byte: as `ModuleCoding` writes them, with
    /// their declarations packed again (their stored bytes may differ for the same values), since a
    /// string's == takes canonically equivalent text (`é` composed or not) as equal. The fields
    /// beside the declaration are compared first, which tells most changed types apart unpacked.
    func isSame(as other: ComposedType) -> Bool {
        hasSameFieldsButDeclaration(as: other) && extensionLocations == other.extensionLocations
            && ModuleCoding.valueBytes(of: self) == ModuleCoding.valueBytes(of: other)
    }

    /// `isSame`, but for where declarations are in their files (lines added or removed above them):
    /// what a template that reads no `line` (`LocationReadLog`) cannot tell apart.
    func isSameButForPlaces(as other: ComposedType) -> Bool {
        hasSameFieldsButDeclaration(as: other) && extensionLocations.map(\.path) == other.extensionLocations.map(\.path)
            && ModuleCoding.valueBytes(of: self, placeless: true) == ModuleCoding.valueBytes(of: other, placeless: true)
    }

    /// The fields beside the declaration and the extensions' locations.
    private func hasSameFieldsButDeclaration(as other: ComposedType) -> Bool {
        name == other.name && parentName == other.parentName && isUnknownExtension == other.isUnknownExtension
            && mergesDeclarations == other.mergesDeclarations
            && inheritedTypes == other.inheritedTypes && implements == other.implements && inherits == other.inherits
            && based == other.based && rawVariableCount == other.rawVariableCount && rawMethodCount == other.rawMethodCount
            && containedTypeNames == other.containedTypeNames && supertypeName == other.supertypeName
            && rawTypeName == other.rawTypeName
    }
}
