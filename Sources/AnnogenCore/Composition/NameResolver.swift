import AnnogenModel

/// Resolves type names as written at a use site to qualified names, looking outward from the scope of
/// use (`Product` inside `API.Search.ResponseBody` finds `API.Search.ResponseBody.Product` first), and
/// replaces typealiases by what they stand for.
struct NameResolver {
    /// Where the qualified names of the scanned types are looked up.
    private enum Names {
        /// The composer's positions by name: no second table of every name is built.
        case table(NameTable)
        /// A composed model's names, ascending, found by halving: nothing is built for a patch that
        /// resolves the few names of a few types (`CompositionPatch`).
        case sorted([String])

        /// The stored copy of `name` (every use shares one string), or nil when it is not a type's.
        func stored(_ name: String) -> String? {
            switch self {
            case .table(let table):
                return table.stored(name)
            case .sorted(let names):
                return SortedNames.position(of: name, count: names.count) { names[$0] }.map { names[$0] }
            }
        }
    }

    private let typeNames: Names
    /// Qualified alias name → the alias.
    let aliases: [String: Typealias]
    /// The hashes of the last components of every type and alias name (`UTF8Bytes.hash`). A written
    /// name whose first component's hash is not one of them names nothing scanned from any scope
    /// (`String`, `Int`, `Date`: most names), so it is answered without walking the scopes; a hash
    /// shared by chance only costs that walk. (The components themselves, as 32-byte substrings,
    /// were 4 MB of 50,000 files.)
    /// Nil: every name walks the scopes.
    private let lastComponents: Set<UInt64>?

    init(typeNames: NameTable, aliases: [String: Typealias]) {
        self.typeNames = .table(typeNames)
        self.aliases = aliases
        // Not reserved for every name: many types share a last component (`ResponseBody`).
        var components = Set<UInt64>()
        for name in typeNames.names { components.insert(Self.lastComponentHash(of: name)) }
        for name in aliases.keys { components.insert(Self.lastComponentHash(of: name)) }
        lastComponents = components
    }

    /// A resolver over `sortedNames` (ascending, as a composed model's types are) that builds no
    /// table: for a few look-ups, where building one for every name would cost more than them all.
    init(sortedNames: [String], aliases: [String: Typealias]) {
        typeNames = .sorted(sortedNames)
        self.aliases = aliases
        lastComponents = nil
    }

    /// `UTF8Bytes.hash` of the text after the last `.` (all of it when there is none).
    private static func lastComponentHash(of name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { bytes in
            var start = bytes.count
            while start > 0, bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
            return UTF8Bytes.hash(UnsafeBufferPointer(rebasing: bytes[start...]))
        }
    }

    /// The qualified name a simple or dotted name refers to from `scope`, or nil when it names nothing
    /// scanned. Does not look through typealiases.
    func qualify(_ written: String, from scope: String?) -> String? {
        let head = Self.head(of: written)
        guard mayName(head) else { return nil }
        return qualify(written, head: head, from: scope)
    }

    /// `qualify` for a name whose first component `head` may name a scanned type (`mayName`).
    private func qualify(_ written: String, head: Substring, from scope: String?) -> String? {
        let first = String(head)
        let rest = head.endIndex == written.endIndex ? "" : String(written[written.utf8.index(after: head.endIndex)...])
        var prefix = scope
        while true {
            let candidateHead = prefix.map { "\($0).\(first)" } ?? first
            // The table's own copy of the name, so every use shares one string.
            let storedHead = typeNames.stored(candidateHead)
            if storedHead != nil || aliases[candidateHead] != nil {
                // A name of one component is the head itself: not looked up a second time.
                if rest.isEmpty { return storedHead ?? candidateHead }
                let full = "\(candidateHead).\(rest)"
                if let stored = typeNames.stored(full) { return stored }
                if aliases[full] != nil { return full }
                // The head matched but the tail does not exist: an outer scope may still match.
            }
            guard let current = prefix else { return nil }
            prefix = parentScope(of: current)
        }
    }

    /// The text before the first `.` (all of it when there is none). Found among the UTF-8 bytes:
    /// `.` is one byte, and a byte index is a valid text index there.
    private static func head(of name: String) -> Substring {
        name.utf8.firstIndex(of: UInt8(ascii: ".")).map { name[..<$0] } ?? name[...]
    }

    /// False when `head` (a name's first component) can name no scanned type or alias from any
    /// scope: its hash is none of the last components'.
    private func mayName(_ head: Substring) -> Bool {
        !head.isEmpty && (lastComponents?.contains(UTF8Bytes.hash(head)) ?? true)
    }

    /// `A.B.C` → `A.B`; `A` → nil.
    func parentScope(of name: String) -> String? {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        return String(name[..<dot])
    }

    /// The TypeName with `actualName` filled in for it and every component, or left nil where the
    /// resolved spelling equals the written one, and `actualShape` on a simple name that is a
    /// typealias of a type that is not a plain name (`[String: Any]`, `(String) -> Void`, `String?`).
    func resolve(_ typeName: TypeName, from scope: String?, genericNames: Set<String> = []) -> TypeName {
        resolvedIfChanged(typeName, from: scope, genericNames: genericNames) ?? typeName
    }

    /// `resolve`'s result, or nil when it equals `typeName` (most names: `String`, `[Int]`, `Date?`),
    /// which is then neither copied nor compared.
    func resolvedIfChanged(_ typeName: TypeName, from scope: String?, genericNames: Set<String> = []) -> TypeName? {
        var visiting = Set<String>()
        return resolvedIfChanged(typeName, from: scope, genericNames: genericNames, visiting: &visiting)
    }

    private func resolvedIfChanged(
        _ typeName: TypeName, from scope: String?, genericNames: Set<String>, visiting: inout Set<String>
    ) -> TypeName? {
        // A component's resolution, or the component itself when it is unchanged; `changed` records
        // whether any was not.
        var changed = false
        func component(_ part: TypeName) -> TypeName {
            guard let resolved = resolvedIfChanged(part, from: scope, genericNames: genericNames, visiting: &visiting) else { return part }
            changed = true
            return resolved
        }
        var shape = typeName.shape
        // Kept where no component resolves (a dictionary, tuple, closure, generic or composition),
        // set in every case otherwise, as the resolution before this one left it.
        var actualName = typeName.actualName
        var actualShape = typeName.actualShape
        switch typeName.shape {
        case .simple:
            let resolution = resolveSimple(typeName.name, from: scope, genericNames: genericNames, visiting: &visiting)
            actualName = resolution?.name
            actualShape = resolution?.aliasedShape
        case .optional(let wrapped):
            let inner = component(wrapped)
            if changed { shape = .optional(inner) }
            actualName = inner.actualName.map { Self.wrapIfNeeded($0, inner) + "?" }
        case .implicitlyUnwrappedOptional(let wrapped):
            let inner = component(wrapped)
            if changed { shape = .implicitlyUnwrappedOptional(inner) }
            actualName = inner.actualName.map { Self.wrapIfNeeded($0, inner) + "!" }
        case .array(let element):
            let inner = component(element)
            if changed { shape = .array(element: inner) }
            actualName = inner.actualName.map { "[\($0)]" }
        case .dictionary(let key, let value):
            let k = component(key)
            let v = component(value)
            if changed { shape = .dictionary(key: k, value: v) }
            if k.actualName != nil || v.actualName != nil {
                actualName = "[\(k.resolvedName): \(v.resolvedName)]"
            }
        case .tuple(let elements):
            let resolved = elements.map { element in
                TypeName.TupleElement(label: element.label, typeName: component(element.typeName))
            }
            if changed { shape = .tuple(resolved) }
            if resolved.contains(where: { $0.typeName.actualName != nil }) {
                actualName = "(" + resolved.map { e in
                    e.label.map { "\($0): \(e.typeName.resolvedName)" } ?? e.typeName.resolvedName
                }.joined(separator: ", ") + ")"
            }
        case .closure(let closure):
            let params = closure.parameters.map { component($0) }
            let ret = component(closure.returnTypeName)
            if changed {
                var resolved = closure
                resolved.parameters = params
                resolved.returnTypeName = ret
                shape = .closure(resolved)
            }
            if ret.actualName != nil || params.contains(where: { $0.actualName != nil }) {
                var text = "(" + params.map(\.resolvedName).joined(separator: ", ") + ")"
                if closure.isAsync { text += " async" }
                if closure.throws { text += " throws" }
                actualName = text + " -> " + ret.resolvedName
            }
        case .generic(let base, let arguments):
            let args = arguments.map { component($0) }
            if changed { shape = .generic(base: base, arguments: args) }
            // A generic typealias (`typealias List<T> = [T]`) is kept as written: its target names
            // its parameters (`[T]<Int>` is no type), and the compiler resolves `List<Int>` itself.
            let resolvedBase = resolveSimple(base, from: scope, genericNames: genericNames, visiting: &visiting)
                .flatMap { $0.aliasedShape == nil ? $0.name : nil }
            if resolvedBase != nil || args.contains(where: { $0.actualName != nil }) {
                actualName = (resolvedBase ?? base) + "<" + args.map(\.resolvedName).joined(separator: ", ") + ">"
            }
        case .composition(let parts):
            let resolved = parts.map { component($0) }
            if changed { shape = .composition(resolved) }
            if resolved.contains(where: { $0.actualName != nil }) {
                actualName = resolved.map(\.resolvedName).joined(separator: " & ")
            }
        case .opaque(let keyword, let constraint):
            let inner = component(constraint)
            if changed { shape = .opaque(keyword: keyword, constraint: inner) }
            actualName = inner.actualName.map { "\(keyword) \($0)" }
        }
        if actualName == typeName.name { actualName = nil }
        if actualName == nil { actualShape = nil }
        // Nothing inside changed: the written shape is kept, not an equal copy (each one is an
        // allocation of its own; 19 MB of 50,000 files).
        // `actualShape` is nil on all but a typealias's uses: compared only there.
        guard changed || actualName != typeName.actualName
            || ((actualShape != nil || typeName.actualShape != nil) && actualShape != typeName.actualShape)
        else { return nil }
        var result = typeName
        result.shape = shape
        result.actualName = actualName
        result.actualShape = actualShape
        return result
    }

    /// A simple name's resolution: its resolved spelling, and for a typealias of a type that is not a
    /// plain name, that type's shape with its parts resolved.
    private struct SimpleResolution {
        var name: String
        var aliasedShape: TypeName.Shape?
    }

    /// The resolution of a simple (possibly dotted) name, or nil when it stays as written.
    private func resolveSimple(
        _ name: String, from scope: String?, genericNames: Set<String>, visiting: inout Set<String>
    ) -> SimpleResolution? {
        let head = Self.head(of: name)
        // Most names (`String`, `Int`) name nothing scanned: answered before any text is copied.
        guard mayName(head) else { return nil }
        if !genericNames.isEmpty, genericNames.contains(String(head)) { return nil }
        guard let qualified = qualify(name, head: head, from: scope) else { return nil }
        if let alias = aliases[qualified] {
            guard visiting.insert(qualified).inserted else { return nil } // a cycle of aliases
            defer { visiting.remove(qualified) }
            let target = resolvedIfChanged(alias.typeName, from: alias.parentName, genericNames: [], visiting: &visiting)
                ?? alias.typeName
            // An alias of an alias of a dictionary carries the dictionary's shape.
            let aliasedShape: TypeName.Shape? = if case .simple = target.shape { target.actualShape } else { target.shape }
            return SimpleResolution(name: target.resolvedName, aliasedShape: aliasedShape)
        }
        return qualified == name ? nil : SimpleResolution(name: qualified)
    }

    /// `T` before `?`/`!`, in parentheses when it is a closure, composition or opaque type — also
    /// when it is written as an alias of one (`Handler?` → `((Int) -> Void)?`).
    private static func wrapIfNeeded(_ text: String, _ inner: TypeName) -> String {
        switch inner.shape {
        case .closure, .composition, .opaque: return "(\(text))"
        default: return needsParentheses(text) ? "(\(text))" : text
        }
    }

    /// True when `text` has `->` or `&` outside brackets, or starts with `some`/`any`.
    private static func needsParentheses(_ text: String) -> Bool {
        if text.hasPrefix("some ") || text.hasPrefix("any ") { return true }
        var depth = 0
        var previous: Character?
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            case ">" where depth == 0: return true
            case "&" where depth == 0: return true
            default: break
            }
            previous = character
        }
        return false
    }
}
