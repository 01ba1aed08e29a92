import AnnogenModel

/// The drift check's comparisons of a hand-written Swift declaration with what a spec declares for the
/// same schema or operation (see `SpecClaims`). Wire names are `jsonKey`, else the property's name.
struct SpecComparison {
    let specTypes: [String: TypeDecl]
    let swiftTypes: [String: TypeDecl]
    /// Swift type name → the spec pointer it claims, so `price: Price` matches a spec `Money` that
    /// `Price` claims.
    let claimedPointers: [String: String]
    var diagnostics: [Diagnostic] = []

    init(specTypes: [String: TypeDecl], swiftTypes: [String: TypeDecl], claims: [SpecClaims.Claim]) {
        self.specTypes = specTypes
        self.swiftTypes = swiftTypes
        claimedPointers = Dictionary(claims.map { ($0.declaration.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    static func wireName(_ variable: Variable) -> String {
        if case .string(let key)? = variable.annotations["jsonKey"] { return key }
        return variable.name
    }

    static func stored(_ declaration: TypeDecl) -> [Variable] {
        declaration.variables.filter { !$0.isComputed && !$0.isStatic }
    }

    /// A struct against an object schema: each property on both sides, its wire name, optionality and type.
    mutating func compareSchema(_ swift: TypeDecl, with spec: TypeDecl) {
        let place = "\(spec.name) at \(spec.location)"
        guard spec.kind == .struct else {
            if spec.kind == .enum, swift.kind == .enum { compareEnumeration(swift, with: spec) }
            else { diagnostics.append(.error("\(swift.name) is a \(swift.kind.rawValue), but the spec's \(place) is not an object schema", at: swift.location)) }
            return
        }
        let mine = Self.stored(swift)
        let theirs = Self.stored(spec)
        var reported = Set<String>()
        for specProperty in theirs {
            let wire = Self.wireName(specProperty)
            if let property = mine.first(where: { Self.wireName($0) == wire }) {
                compareProperty(property, with: specProperty, in: place)
            } else if let property = mine.first(where: { $0.name == specProperty.name }) {
                reported.insert(property.name)
                diagnostics.append(.error(
                    "'\(property.name)' is read from the key '\(Self.wireName(property))', but the spec's \(place) names it '\(wire)' (write `// gen: jsonKey = \"\(wire)\"`)",
                    at: property.location))
            } else {
                diagnostics.append(.error(
                    "\(swift.name) has no property for '\(wire)' (\(specProperty.typeName.name), at \(specProperty.location)) of the spec's \(spec.name)",
                    at: swift.location))
            }
        }
        for property in mine where !reported.contains(property.name) {
            let wire = Self.wireName(property)
            guard !theirs.contains(where: { Self.wireName($0) == wire }) else { continue }
            diagnostics.append(.error("'\(property.name)' (key '\(wire)') is not a property of the spec's \(place)", at: property.location))
        }
    }

    /// One property: optional on one side only, and a type that cannot hold the spec's values.
    private mutating func compareProperty(_ property: Variable, with spec: Variable, in place: String) {
        let defaulted = property.annotations["defaultValue"] != nil || property.defaultValue != nil
        let collection = property.typeName.unwrapped.isArray || property.typeName.unwrapped.isDictionary
        if spec.typeName.isOptional, !property.typeName.isOptional, !defaulted, !collection {
            diagnostics.append(.error(
                "'\(property.name)' may be absent or null in the spec's \(place) (\(spec.typeName.name)), but it is \(property.typeName.name) here: decoding fails when it is missing (make it optional or give it a defaultValue)",
                at: property.location))
        } else if !spec.typeName.isOptional, property.typeName.isOptional {
            diagnostics.append(.error(
                "'\(property.name)' is required in the spec's \(place) (\(spec.typeName.name)), but optional here (\(property.typeName.name))",
                at: property.location))
        }
        if !holds(property.typeName.unwrapped, spec.typeName.unwrapped) {
            diagnostics.append(.error(
                "'\(property.name)' is \(property.typeName.unwrapped.name), which cannot hold the spec's \(spec.typeName.unwrapped.name) (\(place), at \(spec.location))",
                at: property.location))
        }
    }

    /// A raw-valued enum against an `enum` schema: every value the spec lists has a case, unless an
    /// `unknownCase` takes the rest.
    private mutating func compareEnumeration(_ swift: TypeDecl, with spec: TypeDecl) {
        guard swift.annotations["unknownCase"] == nil else { return }
        let mine = Set(swift.cases.map { $0.rawValue.map(RawValues.unquote) ?? $0.name })
        for specCase in spec.cases where specCase.name != "unknown" || spec.annotations["unknownCase"] == nil {
            let raw = specCase.rawValue.map(RawValues.unquote) ?? specCase.name
            guard !mine.contains(raw) else { continue }
            diagnostics.append(.error(
                "\(swift.name) has no case for the spec's value '\(raw)' (\(spec.name) at \(spec.location)); add it, or an unknownCase",
                at: swift.location))
        }
    }

    /// Whether a Swift type can hold every value of the spec's type.
    func holds(_ swift: TypeName, _ spec: TypeName) -> Bool {
        switch (swift.shape, spec.shape) {
        case (.array(let mine), .array(let theirs)):
            return holds(mine.unwrapped, theirs.unwrapped)
        case (.dictionary(_, let mine), .dictionary(_, let theirs)):
            return holds(mine.unwrapped, theirs.unwrapped)
        case (.simple, .simple), (.generic, .simple), (.simple, .generic):
            break
        default:
            return Self.bare(spec) == "JSONValue"
        }
        let mine = Self.bare(swift), theirs = Self.bare(spec)
        if mine == theirs || theirs == "JSONValue" { return true }
        let integers: Set<String> = ["Int", "Int64", "Int32"]
        let numbers: Set<String> = ["Double", "Float", "Decimal", "CGFloat"]
        switch theirs {
        case "Int", "Int64": return mine == "Int" || mine == "Int64" || numbers.contains(mine)
        case "Int32": return integers.contains(mine) || numbers.contains(mine)
        case "Double", "Float": return numbers.contains(mine)
        case "Date", "UUID", "URL", "Data": return mine == "String"
        default: break
        }
        // A spec type: the same name, the Swift type that claims it, or (for a string enum) a String
        // or a raw-valued Swift enum.
        if let specType = specTypes[spec.name] ?? specTypes[theirs] {
            if let pointer = claimedPointers[swift.name] ?? claimedPointers[mine], specType.annotations["fromSpec"] == .string(pointer) { return true }
            if specType.kind == .enum, specType.inheritedTypes.first == "String" {
                return mine == "String" || swiftTypes[swift.name]?.inheritedTypes.first == "String"
            }
            return false
        }
        if theirs == "String" {
            return swiftTypes[swift.name]?.kind == .enum && swiftTypes[swift.name]?.inheritedTypes.first == "String"
        }
        return false
    }

    /// `Money` for `Shop.Money`, `Swift.Int` → `Int`.
    static func bare(_ typeName: TypeName) -> String {
        String(typeName.name.split(separator: ".").last ?? Substring(typeName.name))
    }
}
