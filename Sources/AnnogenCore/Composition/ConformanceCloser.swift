import AnnogenModel
import Foundation

/// Closes `implements`, `inherits` and `based` over protocol inheritance, superclass chains and
/// conformances added by extensions. Each type is computed once (memoized), cycles are cut.
///
/// Names in an inheritance clause that were not scanned (`Codable`, `NSObject`, a protocol from a
/// library) are kept in `based`. Since only a class can name a superclass, and only first, such a name
/// also counts as a protocol in `implements` unless it is the first name of a class, or the raw type
/// of an enum.
struct ConformanceCloser {
    let resolver: NameResolver
    /// Types whose closure is stored in the composed list, by position.
    private var done: [Bool]
    /// Types whose closure is being computed, by position (a cycle meets one again).
    private var visiting: [Bool]
    /// Equal relationships share one dictionary: most types of a large module conform to the same
    /// few protocols, and a dictionary of one entry is an allocation of ~140 bytes (three per type
    /// were 45 MB of 50,000 files).
    private var shared = Set<[String: String]>()
    /// The closures of types none of whose inherited names were scanned, by clause and kind: they
    /// depend on nothing else, and most types of a large API have one of a few such clauses
    /// (`Codable`, `Sendable`, a protocol of a library). Taken from here, a closure is not built
    /// and interned again.
    private var unscannedClosures: [UnscannedClause: Closure] = [:]

    private struct UnscannedClause: Hashable {
        let inheritedTypes: [String]
        let kind: TypeKind
    }

    struct Closure {
        var implements: [String: String] = [:]
        var inherits: [String: String] = [:]
        var based: [String: String] = [:]
        var supertypeName: String?
    }

    /// Fills in `implements`, `inherits`, `based` and `supertypeName` of every type, in `order` (the
    /// positions in order of name, which the composer sorts the types by after). Each closure is
    /// stored in the composed list as soon as it is known, and read from there by the types that
    /// inherit it (a memo beside the list was 10 MB of 50,000 files at the peak of composing).
    static func close(_ composed: inout ComposedTypes, resolver: NameResolver, order: [Int]) {
        var closer = ConformanceCloser(
            resolver: resolver, done: Array(repeating: false, count: composed.types.count),
            visiting: Array(repeating: false, count: composed.types.count)
        )
        for position in order { _ = closer.compute(position, in: &composed) }
    }

    private mutating func compute(_ position: Int, in composed: inout ComposedTypes) -> Closure {
        if done[position] { return Self.closure(of: composed.types[position]) }
        guard !visiting[position] else { return Closure() }
        visiting[position] = true
        defer { visiting[position] = false }
        // The fields read, not a copy of the whole type (each of its fields retained and released).
        let name = composed.types[position].name
        let kind = composed.types[position].kind
        let inheritedTypes = composed.types[position].inheritedTypes
        let targets = inheritedTypes.map { written -> (baseName: String, qualified: String?, position: Int?) in
            let baseName = Self.stripGenericArguments(written)
            let qualified = resolver.qualify(baseName, from: name)
            return (baseName, qualified, qualified.flatMap { composed.positions[$0] })
        }
        let unscanned = targets.allSatisfy { $0.position == nil } ? UnscannedClause(inheritedTypes: inheritedTypes, kind: kind) : nil
        if let unscanned, let known = unscannedClosures[unscanned] {
            store(known, at: position, in: &composed)
            return known
        }
        var result = Closure()
        for (index, written) in inheritedTypes.enumerated() {
            let (baseName, qualified, target) = targets[index]
            result.based[written] = written
            if baseName != written { result.based[baseName] = written }
            guard let qualified, let targetPosition = target else {
                if isUnknownProtocol(baseName, at: index, in: kind) {
                    result.implements[baseName] = written
                    for refined in Self.runtimeRefinements[baseName] ?? [] where result.implements[refined] == nil {
                        result.implements[refined] = refined
                    }
                }
                continue
            }
            result.based[qualified] = written
            let inner = compute(targetPosition, in: &composed)
            switch composed.types[targetPosition].kind {
            case .protocol:
                result.implements[qualified] = written
            case .class:
                result.inherits[qualified] = written
                if result.supertypeName == nil { result.supertypeName = qualified }
            case .extension:
                // Only extensions of it were scanned; treat like an unknown name.
                if isUnknownProtocol(baseName, at: index, in: kind) { result.implements[qualified] = written }
            case .struct, .enum, .actor:
                break
            }
            result.implements.merge(inner.implements) { current, _ in current }
            result.inherits.merge(inner.inherits) { current, _ in current }
            result.based.merge(inner.based) { current, _ in current }
        }
        result = Closure(implements: interned(result.implements), inherits: interned(result.inherits),
                         based: interned(result.based), supertypeName: result.supertypeName)
        if let unscanned { unscannedClosures[unscanned] = result }
        store(result, at: position, in: &composed)
        return result
    }

    /// Sets the type's relationships to `closure`'s (interned) and marks it done.
    private mutating func store(_ closure: Closure, at position: Int, in composed: inout ComposedTypes) {
        composed.types[position].implements = closure.implements
        composed.types[position].inherits = closure.inherits
        composed.types[position].based = closure.based
        // Most types have none: setting nil over nil still copied and compared the rare fields.
        if composed.types[position].supertypeName != closure.supertypeName {
            composed.types[position].supertypeName = closure.supertypeName
        }
        done[position] = true
    }

    private static func closure(of type: ComposedType) -> Closure {
        Closure(implements: type.implements, inherits: type.inherits, based: type.based, supertypeName: type.supertypeName)
    }

    private mutating func interned(_ relation: [String: String]) -> [String: String] {
        relation.isEmpty ? [:] : shared.insert(relation).memberAfterInsert
    }

    private func isUnknownProtocol(_ name: String, at index: Int, in kind: TypeKind) -> Bool {
        switch kind {
        case .class:
            return index > 0
        case .enum:
            return !(index == 0 && RawValues.isRawTypeName(name))
        case .extension:
            // An extension cannot add a superclass; it can add a raw type only in its declaration.
            return true
        case .struct, .protocol, .actor:
            return true
        }
    }

    /// AnnogenRuntime's protocols that refine others, which are not among the sources: a type that
    /// names one implements what it refines (an endpoint declared `APIEndPointHasMockResponse`
    /// alone is an `APIEndPoint`, and gets its request code).
    static let runtimeRefinements: [String: [String]] = [
        "APIEndPointHasMockResponse": ["APIEndPoint", "Sendable"],
        "APIEndPointHasExampleResponse": ["APIEndPoint"],
    ]

    /// `Foo<Int>` → `Foo`.
    static func stripGenericArguments(_ name: String) -> String {
        // Among the UTF-8 bytes: `<` is one byte, and a byte index is a valid text index there.
        guard let angle = name.utf8.firstIndex(of: UInt8(ascii: "<")) else { return name }
        return String(name[..<angle]).trimmingCharacters(in: .whitespaces)
    }
}
