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
    let types: ComposedTypes
    let resolver: NameResolver

    struct Closure {
        var implements: [String: String] = [:]
        var inherits: [String: String] = [:]
        var based: [String: String] = [:]
        var supertypeName: String?
    }

    /// Fills in `implements`, `inherits`, `based` and `supertypeName` of every type. The closures
    /// are computed first and applied after, so the types are not copied while they are read.
    static func close(_ composed: inout ComposedTypes, resolver: NameResolver) {
        let memo = ConformanceCloser(types: composed, resolver: resolver).closures()
        for (index, closure) in memo.closures.enumerated() {
            guard let closure else { continue }
            composed.types[index].implements = closure.implements
            composed.types[index].inherits = closure.inherits
            composed.types[index].based = closure.based
            composed.types[index].supertypeName = closure.supertypeName
        }
    }

    /// The closures computed so far, by position in the composed list (a dictionary by name was 30 MB
    /// of 50,000 files at the peak of composing). Equal relationships share one dictionary: most
    /// types of a large module conform to the same few protocols, and a dictionary of one entry is
    /// an allocation of ~140 bytes (three per type were 45 MB of 50,000 files).
    struct Memo {
        private(set) var closures: [Closure?]
        private var shared = Set<[String: String]>()

        init(count: Int) { closures = Array(repeating: nil, count: count) }

        subscript(position: Int) -> Closure? { closures[position] }

        mutating func store(_ closure: Closure, at position: Int) {
            var stored = closure
            stored.implements = interned(closure.implements)
            stored.inherits = interned(closure.inherits)
            stored.based = interned(closure.based)
            closures[position] = stored
        }

        private mutating func interned(_ relation: [String: String]) -> [String: String] {
            relation.isEmpty ? [:] : shared.insert(relation).memberAfterInsert
        }
    }

    /// The closure of every type, computed in order of name.
    func closures() -> Memo {
        var memo = Memo(count: types.types.count)
        var visiting = Set<Int>()
        let order = types.types.indices.sorted { types.types[$0].name < types.types[$1].name }
        for position in order { _ = compute(position, memo: &memo, visiting: &visiting) }
        return memo
    }

    private func compute(_ position: Int, memo: inout Memo, visiting: inout Set<Int>) -> Closure {
        if let done = memo[position] { return done }
        guard visiting.insert(position).inserted else { return Closure() }
        defer { visiting.remove(position) }
        let type = types.types[position]
        let name = type.name
        var result = Closure()
        for (index, written) in type.inheritedTypes.enumerated() {
            let baseName = Self.stripGenericArguments(written)
            result.based[written] = written
            if baseName != written { result.based[baseName] = written }
            guard let qualified = resolver.qualify(baseName, from: name), let targetPosition = types.positions[qualified] else {
                if isUnknownProtocol(baseName, at: index, in: type) { result.implements[baseName] = written }
                continue
            }
            result.based[qualified] = written
            let inner = compute(targetPosition, memo: &memo, visiting: &visiting)
            switch types.types[targetPosition].kind {
            case .protocol:
                result.implements[qualified] = written
            case .class:
                result.inherits[qualified] = written
                if result.supertypeName == nil { result.supertypeName = qualified }
            case .extension:
                // Only extensions of it were scanned; treat like an unknown name.
                if isUnknownProtocol(baseName, at: index, in: type) { result.implements[qualified] = written }
            case .struct, .enum, .actor:
                break
            }
            result.implements.merge(inner.implements) { current, _ in current }
            result.inherits.merge(inner.inherits) { current, _ in current }
            result.based.merge(inner.based) { current, _ in current }
        }
        memo.store(result, at: position)
        return result
    }

    private func isUnknownProtocol(_ name: String, at index: Int, in type: ComposedType) -> Bool {
        switch type.kind {
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

    /// `Foo<Int>` → `Foo`.
    static func stripGenericArguments(_ name: String) -> String {
        guard let angle = name.firstIndex(of: "<") else { return name }
        return String(name[..<angle]).trimmingCharacters(in: .whitespaces)
    }
}
