import AnnogenModel

/// The built-in Endpoints template names each endpoint's `APIClient` methods after the endpoint's
/// own name, its first word lowercased (`Playlists.Create` → `create(name:)`, `IBANCheck` → `ibanCheck`): two endpoints of one name whose requests take
/// the same parameters (labels and types) would declare the same method twice, which does not
/// compile. Each such pair is an error at the later endpoint (in order of name).
enum EndpointMethodNames {
    static func clashes(_ module: ComposedModule) -> [Diagnostic] {
        // Candidates first: endpoints whose local names hash alike without case (names that differ
        // only in case may give one method name), found by sorting 16-byte pairs rather than keeping a
        // table of every name (50,000 endpoints); the method names are made only for those.
        var hashes: [(hash: Int, index: Int32)] = []
        module.types.withUnsafeBufferPointer { types in
            for index in types.indices where types[index].implements["APIEndPoint"] != nil && types[index].kind != .protocol {
                hashes.append((caseFoldedHash(localName(of: types[index].name)), Int32(index)))
            }
        }
        hashes.sort { $0.hash < $1.hash }
        var byMethod: [String: [Int]] = [:]
        var start = 0
        while start < hashes.count {
            var end = start + 1
            while end < hashes.count, hashes[end].hash == hashes[start].hash { end += 1 }
            if end - start > 1 {
                for entry in hashes[start..<end] {
                    let local = String(localName(of: module.types[Int(entry.index)].name))
                    byMethod[StencilSwiftKitFilters.lowerFirstWord(local), default: []].append(Int(entry.index))
                }
            }
            start = end
        }
        guard !byMethod.isEmpty else { return [] }
        let positions = module.positionLookup()
        var diagnostics: [Diagnostic] = []
        for (method, endpoints) in byMethod.sorted(by: { $0.key < $1.key }) where endpoints.count > 1 {
            var seen: [[String]: String] = [:]
            for index in endpoints.sorted(by: { module.types[$0].name < module.types[$1].name }) {
                let name = module.types[index].name
                let signature = parameters(of: name, module: module, positions: positions)
                if let first = seen[signature] {
                    let labels = signature.map { $0.split(separator: ":").first.map { "\($0):" } ?? "" }.joined()
                    diagnostics.append(.error(
                        "\(first) and \(name) both generate APIClient.\(method)(\(labels)): rename one of them",
                        at: module.types[index].declaration.location))
                } else {
                    seen[signature] = name
                }
            }
        }
        return diagnostics
    }

    /// `Search` of `Users.Search` (found bytewise: a `Character` search of every endpoint's name was
    /// most of this check on 10,000 endpoints).
    private static func localName(of name: String) -> Substring {
        name.utf8.lastIndex(of: UInt8(ascii: ".")).map { name[name.utf8.index(after: $0)...] } ?? name[...]
    }

    /// The hash of `name` lowercased, byte by byte (names that differ only in case share it; others
    /// may too: the candidates are compared by their method names after). An ASCII name is
    /// lowercased bytewise, without making the lowercased string.
    private static func caseFoldedHash(_ name: Substring) -> Int {
        var hasher = Hasher()
        if ASCII.isASCII(name.utf8) {
            for byte in name.utf8 { hasher.combine(byte | (ASCII.isUppercase(byte) ? 0x20 : 0)) }
        } else {
            for byte in name.lowercased().utf8 { hasher.combine(byte) }
        }
        return hasher.finalize()
    }

    /// The request method's parameters, `label: Type`, as the template writes them: the
    /// RequestBody's stored properties, but a `let` with a value.
    private static func parameters(of endpoint: String, module: ComposedModule, positions: (String) -> Int?) -> [String] {
        guard let body = positions(endpoint + ".RequestBody") else { return [] }
        return module.types[body].declaration.variables
            .filter { !$0.isComputed && !$0.isStatic && ($0.isMutable || $0.defaultValue == nil) }
            .map { "\($0.name): \(spelling($0.typeName))" }
    }

    /// One spelling for the ways of writing one type in a parameter list: `[Int]` for
    /// `Array<Int>`, `[K: V]` for `Dictionary<K, V>`, `T?` for `Optional<T>` and `T!`, `Int` for
    /// `Swift.Int`. Two methods whose parameters differ only in these are one method to Swift.
    static func spelling(_ type: TypeName) -> String {
        switch type.shape {
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped): spelling(wrapped) + "?"
        case .array(let element): "[" + spelling(element) + "]"
        case .dictionary(let key, let value): "[" + spelling(key) + ": " + spelling(value) + "]"
        case .generic(let base, let arguments):
            (base.hasPrefix("Swift.") ? String(base.dropFirst(6)) : base) + "<" + arguments.map(spelling).joined(separator: ", ") + ">"
        default:
            type.resolvedName.hasPrefix("Swift.") ? String(type.resolvedName.dropFirst(6)) : type.resolvedName
        }
    }
}
