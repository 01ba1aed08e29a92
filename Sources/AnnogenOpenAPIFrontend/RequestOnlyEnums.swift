import AnnogenModel

/// A string enum that only requests use loses its `unknown` case: a client decodes responses, where
/// a value the server adds later must not fail, but it never decodes a request's values, and an
/// `unknown` case there would let a caller send a value the spec does not allow (`state=unknown`).
/// An enum a response reaches keeps it, and so does one nothing in the spec's operations uses (it is
/// there for code written by hand, which may decode it).
extension SpecModelBuilder {
    mutating func removeUnknownCasesOfRequestOnlyEnums() {
        var positions: [String: Int] = [:]
        for (index, type) in types.enumerated() { positions[qualified(type.localName, type.parentName)] = index }
        /// The type `name` means inside the type at `scope` (its own nested types first, then its
        /// parents', then a top-level one), when declared here.
        func position(of name: String, in scope: Int) -> Int? {
            var enclosing = qualified(types[scope].localName, types[scope].parentName)
            while true {
                if let found = positions[qualified(name, enclosing)] { return found }
                guard let dot = enclosing.lastIndex(of: ".") else { return positions[name] }
                enclosing = String(enclosing[..<dot])
            }
        }
        func successors(_ index: Int) -> [Int] {
            let type = types[index]
            let typeNames = type.variables.filter { !$0.isStatic }.map(\.typeName)
                + type.cases.flatMap { $0.associatedValues.map(\.typeName) }
                + type.typealiases.map(\.typeName)
            return typeNames.flatMap { $0.namedTypes(\.name) }.compactMap { position(of: $0, in: index) }
        }
        func reached(from roots: [Int]) -> Set<Int> {
            var seen = Set(roots)
            var stack = roots
            while let node = stack.popLast() {
                for next in successors(node) where seen.insert(next).inserted { stack.append(next) }
            }
            return seen
        }
        // An operation's type holds its `RequestBody` (a struct inside it) and its `ResponseBody` (a
        // struct inside it, or a typealias on it: then the type it names is where responses start).
        var responseRoots: [Int] = []
        var requestRoots: [Int] = []
        for index in types.indices {
            if types[index].parentName != nil {
                if types[index].localName == "ResponseBody" { responseRoots.append(index) }
                if types[index].localName == "RequestBody" { requestRoots.append(index) }
            }
            for alias in types[index].typealiases where alias.aliasName == "ResponseBody" {
                responseRoots += alias.typeName.namedTypes(\.name).compactMap { position(of: $0, in: index) }
            }
        }
        let responses = reached(from: responseRoots)
        let requests = reached(from: requestRoots)
        for index in requests.subtracting(responses) where types[index].kind == .enum {
            guard case .string(let unknown)? = types[index].annotations["unknownCase"] else { continue }
            types[index].cases.removeAll { $0.name == unknown }
            types[index].annotations = Annotations(types[index].annotations.entries.filter { !($0.namespace.isEmpty && $0.key == "unknownCase") })
        }
    }
}
