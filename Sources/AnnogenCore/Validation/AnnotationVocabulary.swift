import AnnogenModel

/// The annotation keys the built-in templates read, checked after composition so a typo or a value of
/// the wrong kind is caught at the comment that wrote it rather than as silently wrong output.
/// Keys outside the vocabulary belong to users' own templates and pass, unless they look like a
/// misspelling of a known key (`jsonkey`, `defualtValue`).
public enum AnnotationVocabulary {
    /// What a key accepts.
    enum Expectation {
        case flag, string, scalar
    }

    /// Where a key may appear.
    enum Target {
        case variable, type, enumType
    }

    struct Rule {
        let expectation: Expectation
        let targets: Set<Target>
    }

    static let rules: [String: Rule] = [
        "jsonKey": Rule(expectation: .string, targets: [.variable]),
        "defaultValue": Rule(expectation: .scalar, targets: [.variable]),
        "boolFromInt": Rule(expectation: .flag, targets: [.variable]),
        "safe": Rule(expectation: .flag, targets: [.variable]),
        "flatten": Rule(expectation: .flag, targets: [.variable]),
        "encodeNull": Rule(expectation: .flag, targets: [.variable]),
        "defaultWhenMissing": Rule(expectation: .flag, targets: [.variable]),
        "autoPublicInit": Rule(expectation: .flag, targets: [.type]),
        "unknownCase": Rule(expectation: .string, targets: [.enumType]),
        "mockFile": Rule(expectation: .string, targets: [.type, .enumType]),
        "swiftDTO": Rule(expectation: .flag, targets: [.type]),
        "queryArray": Rule(expectation: .string, targets: [.variable]),
        "queryObject": Rule(expectation: .string, targets: [.variable]),
        "sendIn": Rule(expectation: .string, targets: [.variable]),
        "contentType": Rule(expectation: .string, targets: [.variable]),
        "discriminator": Rule(expectation: .string, targets: [.enumType]),
        "oneOf": Rule(expectation: .flag, targets: [.enumType]),
        "otherCase": Rule(expectation: .string, targets: [.enumType]),
        "exampleResponse": Rule(expectation: .string, targets: [.type, .enumType]),
        "openapi": Rule(expectation: .string, targets: [.type, .enumType]),
        "mapFrom": Rule(expectation: .string, targets: [.type]),
        "failable": Rule(expectation: .flag, targets: [.type]),
        "from": Rule(expectation: .string, targets: [.variable]),
        "mapWith": Rule(expectation: .string, targets: [.variable]),
        "compact": Rule(expectation: .flag, targets: [.variable]),
    ]

    static var knownKeys: [String] { rules.keys.sorted() }

    /// Raw value types an enum's raw value decodes from.
    static let decodableRawTypes = DefaultValueLiteral.integers.union(DefaultValueLiteral.decimals).union(["String", "Bool"])

    /// Diagnostics for every misused annotation in the module, deduplicated and sorted.
    public static func validate(_ module: ComposedModule) -> [Diagnostic] {
        diagnostics(findings(module, types: module.types.indices.filter { isChecked(module, $0) }, recordingReads: false).values.map(\.findings))
    }

    /// Whether the type at `position` has annotations to check.
    static func isChecked(_ module: ComposedModule, _ position: Int) -> Bool {
        module.types[position].packedDeclaration.hasAnyAnnotations
    }

    /// What checking one type's annotations found: diagnostics, and where annotations that reach
    /// several declarations (`gen:file:`, `gen:begin`) applied or did not.
    struct Findings: Sendable {
        var found = Set<Diagnostic>()
        var scope = TargetScope()

        var isEmpty: Bool { found.isEmpty && scope.usedAt.isEmpty && scope.misplaced.isEmpty }
    }

    /// The diagnostics of every type's findings together, deduplicated and sorted: an annotation
    /// that reaches several declarations is misplaced only if it applied to none of them. The order
    /// of `findings` makes no difference (a one-file run passes 42,501 of them as they are stored).
    static func diagnostics(_ findings: some Collection<Findings>) -> [Diagnostic] {
        var found = Set<Diagnostic>()
        var misplaced = Set<Diagnostic>()
        for part in findings {
            found.formUnion(part.found)
            misplaced.formUnion(part.scope.misplaced)
        }
        // Where annotations applied matters only where one was misplaced (most runs: nowhere).
        if !misplaced.isEmpty {
            let places = Set(misplaced.map(\.location))
            var usedAt = Set<SourceLocation?>()
            for part in findings { usedAt.formUnion(part.scope.usedAt.filter(places.contains)) }
            found.formUnion(misplaced.filter { !usedAt.contains($0.location) })
        }
        return Array(found).sortedForReport()
    }

    /// The findings for each type of `types` (positions), with the types read for it (itself, and
    /// the enums whose cases a `defaultValue` was checked against).
    static func findings(_ module: ComposedModule, types: [Int], recordingReads: Bool = true) -> [Int: SubjectFindings<Findings>] {
        guard recordingReads else { return unrecordedFindings(module, types: types) }
        let reads = ReadPositions()
        let cases = enumCases(in: module, reads: reads)
        var result: [Int: SubjectFindings<Findings>] = [:]
        for position in types {
            reads.read(position)
            var part = Findings()
            check(module.types[position], cases: cases, into: &part)
            result[position] = SubjectFindings(findings: part, reads: reads.take())
        }
        return result
    }

    /// `findings` outside watch mode, where only the diagnostics they add up to count: a type that
    /// found nothing takes no room, and where an annotation applied (`usedAt`, which every
    /// annotation the vocabulary knows has; 50,000 sets of one location were 15 MB of 50,000 files)
    /// is kept only for the annotations that were misplaced somewhere, in a second pass made only
    /// when one was. The diagnostics are those of `findings`.
    private static func unrecordedFindings(_ module: ComposedModule, types: [Int]) -> [Int: SubjectFindings<Findings>] {
        let cases = enumCases(in: module)
        var result: [Int: SubjectFindings<Findings>] = [:]
        var misplacedAt = Set<SourceLocation?>()
        for position in types {
            var part = Findings()
            check(module.types[position], cases: cases, into: &part)
            part.scope.usedAt = []
            guard !part.isEmpty else { continue }
            misplacedAt.formUnion(part.scope.misplaced.map(\.location))
            result[position] = SubjectFindings(findings: part, reads: [])
        }
        guard !misplacedAt.isEmpty, let first = types.first else { return result }
        var usedAt = Set<SourceLocation?>()
        for position in types {
            var part = Findings()
            check(module.types[position], cases: cases, into: &part)
            usedAt.formUnion(part.scope.usedAt.intersection(misplacedAt))
        }
        result[first, default: SubjectFindings(findings: Findings(), reads: [])].findings.scope.usedAt.formUnion(usedAt)
        return result
    }

    private static func check(_ type: ComposedType, cases: DefaultValueLiteral.EnumCases, into part: inout Findings) {
        let target: Target = type.kind == .enum ? .enumType : .type
        let declaration = type.declaration
        check(declaration.annotations, on: target, found: &part.found, scope: &part.scope)
        if type.kind == .enum, let unknown = declaration.annotations.entries(for: "unknownCase").first,
           case .string(let caseName) = unknown.value,
           !declaration.cases.contains(where: { $0.name == caseName }) {
            part.found.insert(.error("unknownCase '\(caseName)' is not a case of \(type.name)", at: unknown.location))
        }
        if type.kind == .enum, let unknown = declaration.annotations.entries(for: "unknownCase").first {
            if type.rawTypeName == nil {
                part.found.insert(.error("unknownCase needs raw values (enum \(type.name): String or : Int); \(type.name) has none", at: unknown.location))
            } else if let raw = type.rawTypeName, !decodableRawTypes.contains(DefaultValueLiteral.bareName(raw.resolvedName)) {
                // A Character or Substring raw value is not Decodable: the generated init does not compile.
                part.found.insert(.error("unknownCase decodes \(type.name)'s raw value, and \(raw.name) is not Decodable: use String or an integer type", at: unknown.location))
            } else if !["Decodable", "Codable", "ResponseBodyType", "Swift.Decodable", "Swift.Codable"].contains(where: { type.implements[$0] != nil }) {
                part.found.insert(.error("unknownCase decodes \(type.name), which is not Decodable; add Codable or Decodable to it", at: unknown.location))
            }
        }
        // The generated init(from:) would redeclare the enum's own; the template leaves it out.
        if type.kind == .enum, let unknown = declaration.annotations.entries(for: "unknownCase").first,
           declaration.methods.contains(where: { $0.isDecodingInitializer }) {
            part.found.insert(.warning("unknownCase has no effect: \(type.name) writes its own init(from:), which decodes it instead", at: unknown.location))
        }
        // With a discriminator, the generated init(from:) and encode(to:) name each case's value.
        if type.kind == .enum, declaration.annotations["oneOf"] != nil, declaration.annotations["discriminator"] != nil {
            // `otherCase` (a GraphQL selection's `other`) takes every value the others do not list.
            var other: String?
            if case .string(let name)? = declaration.annotations["otherCase"] { other = name }
            for enumCase in declaration.cases where enumCase.annotations["discriminatorValue"] == nil && enumCase.name != other {
                part.found.insert(.error(
                    "case '\(enumCase.name)' of \(type.name) has no discriminatorValue: with a discriminator, every case needs one (// gen: discriminatorValue = \"…\")",
                    at: enumCase.location))
            }
        }
        // `case Cat(Cat)`: the generated init(from:) names each case's type where `Cat` is the case.
        if type.kind == .enum, declaration.annotations["oneOf"] != nil {
            for enumCase in declaration.cases {
                guard let typeName = enumCase.associatedValues.first?.typeName,
                      let (name, location) = TypeName.member(namedLike: typeName, in: declaration) else { continue }
                part.found.insert(.error(
                    "'\(name)' has the name of the type case '\(enumCase.name)' holds (\(typeName.name)): the generated init(from:) would name this member where it writes `\(typeName.name)(from:)`; rename the member, or write the type with its module's name",
                    at: location))
            }
        }
        for variable in declaration.variables {
            check(variable.annotations, on: .variable, found: &part.found, scope: &part.scope, unstored: unstoredKind(variable, in: type))
            checkAgainstType(variable, cases: cases, found: &part.found)
        }
        checkCodingOwner(type, declaration, found: &part.found)
        for method in declaration.methods { checkSpelling(method.annotations, found: &part.found) }
        for enumCase in declaration.cases { checkSpelling(enumCase.annotations, found: &part.found) }
    }

    /// Where annotations met a declaration they apply to, and those that met one they do not: one
    /// `gen:file:` or `gen:begin` annotation reaches every declaration in its scope (`swiftDTO` on a
    /// file's classes, enums and properties alike), and is misplaced only if it applies to none.
    struct TargetScope: Sendable {
        var usedAt = Set<SourceLocation?>()
        var misplaced = Set<Diagnostic>()
    }

    /// `unstored`: a property that is not a stored instance property, as a message names it
    /// (`'total', a computed property`), for the keys that apply only to stored ones (`storedPropertyKeys`).
    private static func check(
        _ annotations: Annotations, on target: Target, found: inout Set<Diagnostic>, scope: inout TargetScope, unstored: String? = nil
    ) {
        for entry in annotations.entries where entry.namespace.isEmpty {
            guard let rule = rules[entry.key] else {
                if let suggestion = Spelling.closest(to: entry.key, in: knownKeys) {
                    found.insert(.warning("unknown annotation '\(entry.key)'; did you mean '\(suggestion)'?", at: entry.location))
                }
                continue
            }
            if let problem = kindProblem(entry, rule.expectation) {
                found.insert(.error(problem, at: entry.location))
            }
            if let unstored, storedPropertyKeys.contains(entry.key) {
                // Misplaced unless it applied elsewhere (a `gen:begin` block over stored properties too).
                scope.misplaced.insert(.warning(
                    "'\(entry.key)' has no effect on \(unstored): generated code decodes, encodes and sends stored instance properties only; it applies to stored properties",
                    at: entry.location))
            } else if rule.targets.contains(target) {
                scope.usedAt.insert(entry.location)
            } else {
                scope.misplaced.insert(.warning("'\(entry.key)' has no effect on \(describe(target)); it applies to \(rule.targets.map(describe).sorted().joined(separator: " or "))", at: entry.location))
            }
        }
    }

    /// Only the spelling check, for declarations the vocabulary does not cover.
    private static func checkSpelling(_ annotations: Annotations, found: inout Set<Diagnostic>) {
        for entry in annotations.entries where entry.namespace.isEmpty && rules[entry.key] == nil {
            if let suggestion = Spelling.closest(to: entry.key, in: knownKeys) {
                found.insert(.warning("unknown annotation '\(entry.key)'; did you mean '\(suggestion)'?", at: entry.location))
            }
        }
    }

    private static func kindProblem(_ entry: Annotation, _ expectation: Expectation) -> String? {
        switch (expectation, entry.value) {
        case (.flag, .bool(true)):
            return nil
        case (.flag, _):
            return "'\(entry.key)' is a flag and takes no value (write `// gen: \(entry.key)`)"
        case (.string, .string):
            return nil
        case (.string, let value):
            return "'\(entry.key)' takes a string, not \(value.kindDescription) (write `\(entry.key) = \"…\"`)"
        case (.scalar, .namespace):
            // One entry holds a list or an object only from a `// sourcery:` JSON value.
            return "'\(entry.key)' takes a value, not an object"
        case (.scalar, _):
            return nil
        }
    }

    /// The annotations the built-in templates read where they write a type's `init(from:)` and
    /// `encode(to:)`.
    static let codingKeys: Set<String> = ["jsonKey", "defaultValue", "boolFromInt", "safe", "encodeNull"]

    /// Coding annotations where no built-in template writes the coding: on a `ResponseBodyType`
    /// class (Swift's synthesized Codable codes it, with the properties' names as keys) an error;
    /// on a struct, enum or actor nested in a RequestBody or ResponseBody, a warning (sent or
    /// decoded as Swift synthesizes it). Other types' annotations may be read by a project's template.
    /// In a model (a `ResponseBodyType` struct), two properties of one JSON key are an error: one
    /// value would be lost on the way out, and both read from one key.
    private static func checkCodingOwner(_ type: ComposedType, _ declaration: TypeDecl, found: inout Set<Diagnostic>) {
        // Asked of every annotated type: most have no coding annotation on a property, and leave
        // before anything is looked up or spelled.
        let annotated = declaration.variables.filter { !$0.annotations.isEmpty && !$0.isStatic && !$0.isComputed }
        guard !annotated.isEmpty else { return }
        // OpenAPI's types are written by their own template; a class that is not a model may be
        // an Objective-C swiftDTO class, or the superclass of one, whose DTO reads them.
        guard declaration.annotations["openapi"] == nil, type.kind != .protocol, type.kind != .extension else { return }
        // A class takes an unknown first name of its inheritance clause for its superclass.
        let isModel = type.implements["ResponseBodyType"] != nil || type.based["ResponseBodyType"] != nil
        let codesItself = { declaration.methods.contains { $0.isDecodingInitializer } && declaration.methods.contains { $0.isEncodingMethod } }
        if type.kind == .struct, isModel {
            // Its own CodingKeys name the keys (the compiler refuses two of one raw value), and a
            // model that codes itself reads no annotation.
            guard annotated.contains(where: { $0.annotations["jsonKey"] != nil }), !codesItself(),
                  !type.containedTypeNames.contains(type.name + ".CodingKeys") else { return }
            var keys: [String: String] = [:]
            for variable in declaration.variables where !variable.isStatic && !variable.isComputed && !variable.isLazy {
                let key: String
                if case .string(let written)? = variable.annotations["jsonKey"] { key = written } else { key = variable.name }
                if let first = keys[key] {
                    let location = variable.annotations.entries(for: "jsonKey").first?.location ?? variable.location
                    found.insert(.error(
                        "'\(variable.name)' has the JSON key \"\(key)\", and so has '\(first)': one of their values would be lost when encoding, and both would decode from one key; give one of them another jsonKey",
                        at: location))
                } else {
                    keys[key] = variable.name
                }
            }
            return
        }
        let isRequestBody = declaration.localName == "RequestBody" && declaration.parentName != nil
        guard !isRequestBody, type.kind != .class || isModel else { return }
        // Elsewhere, a type nested in an endpoint's RequestBody or ResponseBody, which the request
        // sends or the response decodes; other types' annotations may be a project template's.
        let qualified = "." + type.name + "."
        guard isModel || ["RequestBody", "ResponseBody"].contains(where: { qualified.contains(".\($0).") && !qualified.hasSuffix(".\($0).") }) else { return }
        guard !codesItself() else { return }
        for variable in annotated {
            for entry in variable.annotations.entries where entry.namespace.isEmpty && codingKeys.contains(entry.key) {
                if type.kind == .class {
                    found.insert(.error(
                        "'\(entry.key)' is not applied: annogen writes init(from:) and encode(to:) for ResponseBodyType structs, and \(type.name) is a class, which Swift's synthesized Codable codes; make it a struct, or write init(from:) and encode(to:) in it",
                        at: entry.location))
                } else {
                    found.insert(.warning(
                        "'\(entry.key)' has no effect: no built-in template writes \(type.name)'s coding (it is not a ResponseBodyType struct or an endpoint's RequestBody), so Swift's synthesized Codable sends or reads it by its properties' names; make it conform to ResponseBodyType",
                        at: entry.location))
                }
            }
        }
    }

    /// `boolFromInt` on a non-Bool, `safe` on a non-optional, a `defaultValue` of the wrong kind.
    private static func checkAgainstType(_ variable: Variable, cases: DefaultValueLiteral.EnumCases, found: inout Set<Diagnostic>) {
        // Most properties have none (the checks below each filter the entries).
        guard !variable.annotations.isEmpty else { return }
        let bare = variable.typeName.unwrapped.resolvedName
        for entry in variable.annotations.entries(for: "boolFromInt") where bare != "Bool" {
            found.insert(.error("'boolFromInt' applies to Bool properties; '\(variable.name)' is \(variable.typeName.name)", at: entry.location))
        }
        for entry in variable.annotations.entries(for: "safe") where !variable.typeName.isOptional {
            found.insert(.error("'safe' applies to optional properties; '\(variable.name)' is \(variable.typeName.name)", at: entry.location))
        }
        for entry in variable.annotations.entries(for: "encodeNull") where !variable.typeName.isOptional {
            found.insert(.warning("'encodeNull' has no effect on '\(variable.name)': it applies to optional properties, and \(variable.typeName.name) is always written", at: entry.location))
        }
        let isArray = { if case .array = variable.typeName.structural.shape { true } else { false } }
        // The safe and defaultWhenMissing reads are of a plain Bool: 1 would be lost.
        if variable.annotations["boolFromInt"] != nil {
            for key in ["safe", "defaultWhenMissing"] {
                for entry in variable.annotations.entries(for: key) {
                    found.insert(.error("'\(key)' and 'boolFromInt' cannot be used together on '\(variable.name)': the generated init(from:) would not read 0 and 1", at: entry.location))
                }
            }
        }
        for entry in variable.annotations.entries(for: "queryArray") where !isArray() {
            found.insert(.warning("'queryArray' has no effect on '\(variable.name)': it applies to arrays sent in a query, and \(variable.typeName.name) is not one", at: entry.location))
        }
        for entry in variable.annotations.entries(for: "defaultValue") {
            if case .failure(let refusal) = DefaultValueLiteral.expression(for: entry.value, typeName: variable.typeName, cases: cases) {
                found.insert(.error("defaultValue does not fit '\(variable.name)' of type \(variable.typeName.name): \(refusal.reason)", at: entry.location))
            }
        }
    }

    /// The cases of the module's enums by name, looked up only when a `defaultValue` needs them.
    static func enumCases(in module: ComposedModule, reads: ReadPositions? = nil) -> DefaultValueLiteral.EnumCases {
        // Found by binary search over the module's sorted names (a table of every enum's name was
        // 3 MB of 50,000 files, at the peak of the run); names are unique in a composed module.
        var lookup: ((String) -> Int?)?
        return { name in
            if lookup == nil { lookup = module.positionLookup() }
            guard let index = lookup?(name), module.types[index].kind == .enum else { return nil }
            reads?.read(index)
            return module.types[index].declaration.cases.map { ($0.name, $0.rawValue) }
        }
    }

    private static func describe(_ target: Target) -> String {
        switch target {
        case .variable: "properties"
        case .type: "types"
        case .enumType: "enums"
        }
    }
}
