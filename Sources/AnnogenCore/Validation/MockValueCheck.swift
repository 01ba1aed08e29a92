import AnnogenModel
import Foundation

/// Whether a mock's JSON decodes as a type, as far as the declarations tell: the keys a model
/// needs and the kind of every value (a string for a `String`, a whole number in range for an
/// `Int8`, an array for `[T]`, one of the raw values for an enum, ISO 8601 text for a `Date`, …).
/// A `ResponseBodyType` struct is read by the generated `init(from:)`'s rules (`jsonKey`,
/// `defaultValue`, `safe`, `boolFromInt`, `defaultWhenMissing`, a missing array or dictionary is
/// empty, snake_case keys under `keyStrategy=snakeCase`); another struct by Swift's synthesized
/// `Decodable` (its properties' names or its `CodingKeys`; every non-optional key required). What
/// the declarations do not tell (a type that writes its own `init(from:)`, a protocol, a type of
/// another module) is not looked into.
struct MockValueCheck {
    struct Problem {
        let message: String
        let position: LocatedJSON.Position
        let isError: Bool
    }

    /// A type of the module by its qualified name.
    let types: (String) -> ComposedType?
    let snakeCaseKeys: Bool
    private(set) var problems: [Problem] = []
    /// Each type's declaration and decoded keys, by name: unpacked once, not at every value (a
    /// mock's array may hold thousands of one model).
    private var declared: [String: (declaration: TypeDecl, keys: [MockModelKeys.Entry])] = [:]

    init(types: @escaping (String) -> ComposedType?, snakeCaseKeys: Bool) {
        self.types = types
        self.snakeCaseKeys = snakeCaseKeys
    }

    private mutating func expected(_ what: String, for typeName: TypeName, at path: String, found value: LocatedJSON, isError: Bool = true, note: String? = nil) {
        problems.append(Problem(
            message: "expected \(what) for \(typeName.name) at \(Self.describe(path)), found \(value.kindDescription)" + (note.map { " (\($0))" } ?? ""),
            position: value.position, isError: isError))
    }

    static func describe(_ path: String) -> String { path.isEmpty ? "the top level" : path }

    /// Checks `value` as `typeName`; `arguments`: the enclosing generic type's parameters' arguments.
    mutating func check(_ value: LocatedJSON, as typeName: TypeName, at path: String, arguments: [String: TypeName]) {
        if value.isNull {
            if typeName.isOptional || typeName.actualTypeName?.isOptional == true { return }
            if case .simple = typeName.shape, let argument = arguments[typeName.name] {
                return check(value, as: argument, at: path, arguments: [:])
            }
            return expected("a value", for: typeName, at: path, found: value)
        }
        // Through `?` and typealiases (`typealias Customers = [Customer]`).
        let type = typeName.structural
        switch type.shape {
        case .array(let element):
            guard case .array(let items) = value.value else { return expected("an array", for: type, at: path, found: value) }
            for (index, item) in items.enumerated() { check(item, as: element, at: "\(path)[\(index)]", arguments: arguments) }
        case .dictionary(let key, let valueType):
            checkDictionary(value, as: type, key: key, value: valueType, at: path, arguments: arguments)
        case .generic(let base, let written) where ["Set", "Swift.Set"].contains(base) && written.count == 1:
            guard case .array(let items) = value.value else { return expected("an array", for: type, at: path, found: value) }
            for (index, item) in items.enumerated() { check(item, as: written[0], at: "\(path)[\(index)]", arguments: arguments) }
        case .simple where arguments[type.name] != nil:
            check(value, as: arguments[type.name] ?? type, at: path, arguments: [:])
        case .simple, .generic:
            if let declared = declaredType(type) {
                checkDeclared(value, declared, typeName: type, at: path, arguments: arguments)
            } else {
                checkStandard(value, as: type, at: path)
            }
        default:
            return
        }
    }

    /// The module's type a name stands for, unless it only extends a type of another module
    /// (`extension Date`).
    func declaredType(_ typeName: TypeName) -> ComposedType? {
        // `API.Page<API.Customer>` as the composer resolved it, or the generic's base as written.
        let resolved = typeName.resolvedName
        var found = types(resolved.firstIndex(of: "<").map { String(resolved[..<$0]) } ?? resolved)
        if found == nil, case .generic(let base, _) = typeName.shape { found = types(base) }
        guard let type = found, !type.isUnknownExtension else { return nil }
        return type
    }

    private mutating func checkDictionary(
        _ value: LocatedJSON, as type: TypeName, key: TypeName, value valueType: TypeName, at path: String, arguments: [String: TypeName]
    ) {
        let keyName = DefaultValueLiteral.bareName(key.resolvedName)
        // JSONDecoder reads a dictionary of String or Int keys from an object; others it may read
        // from an array of keys and values, which this check does not follow.
        guard keyName == "String" || keyName == "Int" else { return }
        guard case .object(let members) = value.value else { return expected("an object", for: type, at: path, found: value) }
        for member in members {
            if keyName == "Int", Int(member.key) == nil {
                problems.append(Problem(
                    message: "expected keys that are whole numbers for \(type.name) at \(Self.describe(path)), found the key \(SwiftLiteralFilters.quoted(member.key))",
                    position: member.value.position, isError: true))
                continue
            }
            check(member.value, as: valueType, at: "\(path)[\(SwiftLiteralFilters.quoted(member.key))]", arguments: arguments)
        }
    }

    private mutating func checkDeclared(_ value: LocatedJSON, _ type: ComposedType, typeName: TypeName, at path: String, arguments: [String: TypeName]) {
        let (declaration, keys) = declared[type.name] ?? {
            let declaration = type.declaration
            let keys = type.kind == .enum ? [] : MockModelKeys.decoded(type, declaration, types: types, snakeCaseKeys: snakeCaseKeys)
            declared[type.name] = (declaration, keys)
            return (declaration, keys)
        }()
        // What it decodes itself is its own business.
        guard !declaration.methods.contains(where: \.isDecodingInitializer) else { return }
        switch type.kind {
        case .enum:
            checkEnum(value, type, declaration, typeName: typeName, at: path)
        case .struct, .class:
            // A subclass decodes through its superclass's init(from:).
            if type.kind == .class, let superclass = type.supertypeName, types(superclass)?.kind == .class { return }
            guard case .object = value.value else { return expected("an object", for: typeName, at: path, found: value) }
            var genericArguments: [String: TypeName] = [:]
            if case .generic(_, let written) = typeName.shape {
                // An argument naming an outer parameter takes that parameter's argument.
                let resolved = written.map { argument in arguments[argument.name] ?? argument }
                genericArguments = Dictionary(zip(declaration.genericParameters.map(\.name), resolved), uniquingKeysWith: { first, _ in first })
            }
            let generated = MockModelKeys.isGenerated(type)
            for entry in keys {
                let childPath = path.isEmpty ? entry.key : "\(path).\(entry.key)"
                guard let child = value.member(entry.key) else {
                    if entry.isRequired {
                        problems.append(Problem(message: "missing key '\(entry.key)' at \(Self.describe(path))", position: value.position, isError: true))
                    }
                    continue
                }
                if child.isNull {
                    if entry.isRequired { expected("a value", for: entry.variable.typeName, at: childPath, found: child) }
                    continue
                }
                check(child, variable: entry.variable, generated: generated, at: childPath, arguments: genericArguments)
            }
        default:
            return
        }
    }

    /// A present, non-null value of a model's property, by the annotations its decoding reads.
    private mutating func check(_ value: LocatedJSON, variable: Variable, generated: Bool, at path: String, arguments: [String: TypeName]) {
        let annotations = variable.annotations
        if generated {
            // A `safe` value that does not decode becomes nil at run time.
            if annotations.contains("safe") { return }
            if annotations.contains("boolFromInt") {
                if !Self.readsAsBool(value.value) { expected("true, false, 0 or 1 (boolFromInt)", for: variable.typeName, at: path, found: value) }
                return
            }
        }
        check(value, as: variable.typeName, at: path, arguments: arguments)
    }

    /// What `decodeBoolFromInt` accepts: `true`/`false`, `0`/`1`, or those as strings.
    private static func readsAsBool(_ value: LocatedJSON.Value) -> Bool {
        switch value {
        case .bool: true
        case .number(let text): MockScalars.integer(text).map { $0 == 0 || $0 == 1 } ?? false
        case .string(let text): ["0", "1", "true", "false"].contains(text.lowercased())
        default: false
        }
    }

    private mutating func checkEnum(_ value: LocatedJSON, _ type: ComposedType, _ declaration: TypeDecl, typeName: TypeName, at path: String) {
        guard let raw = type.rawTypeName, declaration.annotations["oneOf"] == nil else { return }
        let before = problems.count
        checkStandard(value, as: raw, at: path, naming: typeName)
        guard problems.count == before, declaration.annotations["unknownCase"] == nil else { return }
        // An unknown raw value fails to decode unless the enum names a case for it; compared as text
        // for strings and whole numbers (a Double's `1.50` is its `1.5`, which this does not tell).
        let rawName = DefaultValueLiteral.bareName(raw.resolvedName)
        guard rawName == "String" || DefaultValueLiteral.integers.contains(rawName) else { return }
        let rawValues = declaration.cases.compactMap(\.rawValue)
        guard rawValues.count == declaration.cases.count, !rawValues.isEmpty else { return }
        // An integer raw value written otherwise (`0x10`, `1_000`) is not compared.
        guard rawName == "String" || rawValues.allSatisfy({ Int($0) != nil }) else { return }
        let found: String?
        switch value.value {
        case .string(let text): found = text
        // `{ String($0) }`: with GraphQL's extensions in sight, `.map(String.init)` picked a failable
        // initializer and gave nil (AnnogenCore now keeps them out: MemberImportVisibility).
        case .number(let text): found = MockScalars.integer(text).map { String($0) } ?? text
        default: found = nil
        }
        guard let found, !rawValues.contains(found) else { return }
        let listed = rawValues.prefix(8).map { value.isString ? SwiftLiteralFilters.quoted($0) : $0 }.joined(separator: ", ")
        expected("one of \(listed)\(rawValues.count > 8 ? ", …" : "") (or // gen: unknownCase = … on \(type.name))", for: typeName, at: path, found: value)
    }

    /// A type of Swift's or Foundation's, by what `JSONDecoder` (with the client's default
    /// decoder's ISO 8601 dates) reads it from; `naming` the type the message names, when the
    /// value is another's raw value.
    private mutating func checkStandard(_ value: LocatedJSON, as type: TypeName, at path: String, naming: TypeName? = nil) {
        guard let expectation = MockScalars.problem(value.value, typeName: DefaultValueLiteral.bareName(type.resolvedName)) else { return }
        expected(expectation.expected, for: naming ?? type, at: path, found: value, isError: expectation.isError, note: expectation.note)
    }
}

extension LocatedJSON {
    var isString: Bool {
        if case .string = value { return true }
        return false
    }
}
