import AnnogenModel
import GraphQL

/// The schema's types as generated code names them: scalars as Swift types, enums and input
/// objects as types of their own, declared once for all operations.
extension OperationMapper {
    /// Records that generated code names the schema type `name` (an enum or input object); an
    /// input object brings the enums and input objects of its fields.
    mutating func use(_ name: String, inResponse: Bool) {
        if inResponse { enumsInResponses.insert(name) }
        guard !schemaTypeOrder.contains(name) else { return }
        schemaTypeOrder.append(name)
        if let input = schema.getType(name: name) as? GraphQLInputObjectType {
            for (_, field) in (try? input.fields()) ?? [:] {
                if let named = getNamedType(type: field.type), named is GraphQLEnumType || named is GraphQLInputObjectType {
                    use(named.name, inResponse: false)
                }
            }
        }
    }

    /// The Swift name of a schema enum or input object: its own, unless Swift or the runtime uses it.
    func swiftSchemaTypeName(_ name: String) -> String {
        let upper = GraphQLNaming.upperFirst(name)
        return GraphQLNaming.reservedTypeNames.contains(upper) ? "GraphQL" + upper : upper
    }

    /// `Int`, `Float`, `String`, `Boolean`, `ID` as Swift's; a custom scalar as the configuration
    /// maps it, else `JSONValue` with a warning (once per scalar).
    mutating func scalarTypeName(_ scalar: GraphQLScalarType, at location: SourceLocation) -> TypeName {
        switch scalar.name {
        case "Int": return TypeName("Int")
        case "Float": return TypeName("Double")
        case "String", "ID": return TypeName("String")
        case "Boolean": return TypeName("Bool")
        default:
            if let mapped = options.scalars[scalar.name] { return TypeName(mapped) }
            if warnedScalars.insert(scalar.name).inserted {
                warning("the custom scalar \(scalar.name) is not mapped: it decodes as JSONValue (map it in .annogen.yml: `graphql: { scalars: { \(scalar.name): String } }`)", at: location)
            }
            return TypeName("JSONValue")
        }
    }

    /// The Swift type of a variable's GraphQL type (`[ID!]` → `[String]?`).
    mutating func inputTypeName(_ type: GraphQL.`Type`) -> TypeName {
        if let nonNull = type as? NonNullType { return inputTypeName(nonNull.type).unwrapped }
        if let list = type as? ListType { return TypeName.array(of: inputTypeName(list.type)).optional }
        guard let named = type as? NamedType else { return TypeName("JSONValue").optional }
        return inputTypeName(named: named.name.value, at: locate(named.loc?.start ?? 0))
    }

    /// The Swift type of a schema input type (`GraphQLInputType`).
    mutating func inputTypeName(_ type: GraphQLType, at location: SourceLocation) -> TypeName {
        if let nonNull = type as? GraphQLNonNull { return inputTypeName(nonNull.ofType, at: location).unwrapped }
        if let list = type as? GraphQLList { return TypeName.array(of: inputTypeName(list.ofType, at: location)).optional }
        guard let named = type as? GraphQLNamedType else { return TypeName("JSONValue").optional }
        return inputTypeName(named: named.name, at: location)
    }

    private mutating func inputTypeName(named name: String, at location: SourceLocation) -> TypeName {
        let type = schema.getType(name: name)
        if let scalar = type as? GraphQLScalarType { return scalarTypeName(scalar, at: location).optional }
        use(name, inResponse: false)
        return TypeName(swiftSchemaTypeName(name)).optional
    }

    /// The enums and input objects generated code names, declared at `location` (the schema's file).
    mutating func schemaTypes(at location: SourceLocation) -> [TypeDecl] {
        var declared: [TypeDecl] = []
        var index = 0
        // Input objects may bring more (their fields' types), so the list grows as it is read.
        while index < schemaTypeOrder.count {
            let name = schemaTypeOrder[index]
            index += 1
            let origin = Annotation(key: "fromGraphQL", value: .string("schema"), location: location)
            if let enumType = schema.getType(name: name) as? GraphQLEnumType {
                declared.append(enumDeclaration(enumType, origin: origin, location: location))
            } else if let input = schema.getType(name: name) as? GraphQLInputObjectType, input.isOneOf {
                declared.append(oneOfDeclaration(input, origin: origin, location: location))
            } else if let input = schema.getType(name: name) as? GraphQLInputObjectType {
                var type = TypeDecl(kind: .struct, localName: swiftSchemaTypeName(name), inheritedTypes: ["Encodable", "Sendable", "Hashable"],
                                    documentation: Self.lines(input.description), annotations: Annotations([origin, Annotation(key: "graphQLInput", value: .bool(true), location: location)]),
                                    location: location)
                var nullableNames: Set<String> = []
                for (fieldName, field) in (try? input.fields()) ?? [:] {
                    var variable = Variable(name: fieldName, typeName: inputTypeName(field.type, at: location),
                                            documentation: Self.lines(field.description), location: location)
                    if variable.typeName.isOptional { nullableNames.insert(fieldName) }
                    // A field with a default may be left out, non-null or not (but never sent as null).
                    if field.defaultValue != nil, !variable.typeName.isOptional {
                        variable.typeName = variable.typeName.optional
                        variable.documentation += ["Left out when nil: the server's default applies."]
                    }
                    if closesCycle(from: name, through: field.type) { variable.attributes.append(Attribute(name: "Boxed")) }
                    type.variables.append(variable)
                }
                // A nil field is left out (the server's default applies); `sendsNull` names those
                // sent as `null` instead (clearing a value in an update): the nullable ones.
                let optional = type.variables.filter { nullableNames.contains($0.name) }
                var nullable: TypeDecl?
                if !optional.isEmpty, !type.variables.contains(where: { $0.name == "sendsNull" }) {
                    for index in type.variables.indices where nullableNames.contains(type.variables[index].name) {
                        type.variables[index].annotations.append(Annotation(key: "encodeNullIfNamed", value: .bool(true), location: location))
                    }
                    nullable = TypeDecl(kind: .enum, localName: "Field", parentName: type.localName, inheritedTypes: ["String", "Hashable", "Sendable"],
                                        documentation: ["The optional fields, for `sendsNull`."],
                                        annotations: Annotations([origin]),
                                        cases: optional.map { EnumCase(name: $0.name, rawValue: "\"\($0.name)\"", location: location) },
                                        location: location)
                    type.variables.append(Variable(name: "sendsNull", typeName: TypeName("Set<Field>", shape: .generic(base: "Set", arguments: [TypeName("Field")])),
                                                   defaultValue: "[]", documentation: ["The optional fields sent as `null` when nil (else a nil field is left out)."],
                                                   annotations: Annotations([Annotation(key: "graphQLNulls", value: .bool(true), location: location)]),
                                                   location: location))
                }
                declared.append(type)
                if let nullable { declared.append(nullable) }
            }
        }
        return declared
    }

    /// An `@oneOf` input object (exactly one field is given): an enum of one case per field, so a
    /// value with none or two cannot be made.
    private mutating func oneOfDeclaration(_ input: GraphQLInputObjectType, origin: Annotation, location: SourceLocation) -> TypeDecl {
        var type = TypeDecl(kind: .enum, localName: swiftSchemaTypeName(input.name), inheritedTypes: ["Encodable", "Sendable", "Hashable"],
                            documentation: Self.lines(input.description) + (input.description == nil ? [] : [""]) + ["Exactly one of the fields (`@oneOf`)."],
                            annotations: Annotations([origin, Annotation(key: "graphQLOneOf", value: .bool(true), location: location)]),
                            location: location)
        var used: Set<String> = []
        for (fieldName, field) in (try? input.fields()) ?? [:] {
            var caseName = fieldName
            while used.contains(caseName) { caseName += "_" }
            used.insert(caseName)
            var annotations = Annotations()
            annotations.append(Annotation(key: "graphQLName", value: .string(fieldName), location: location))
            type.cases.append(EnumCase(name: caseName, associatedValues: [AssociatedValue(localName: nil, externalName: nil, typeName: inputTypeName(field.type, at: location).unwrapped)],
                                       documentation: Self.lines(field.description), annotations: annotations, location: location))
        }
        return type
    }

    private func enumDeclaration(_ enumType: GraphQLEnumType, origin: Annotation, location: SourceLocation) -> TypeDecl {
        var type = TypeDecl(kind: .enum, localName: swiftSchemaTypeName(enumType.name), inheritedTypes: ["String", "ResponseBodyType", "Hashable"],
                            documentation: Self.lines(enumType.description), annotations: Annotations([origin]), location: location)
        var used: Set<String> = []
        for value in enumType.values {
            var caseName = GraphQLNaming.caseName(value.name)
            while used.contains(caseName) { caseName += "_" }
            used.insert(caseName)
            var documentation = Self.lines(value.description)
            if let reason = value.deprecationReason { documentation.append("- Note: Deprecated: \(reason)") }
            type.cases.append(EnumCase(name: caseName, rawValue: "\"\(value.name)\"", documentation: documentation, location: location))
        }
        // A response may hold a value added to the schema after this code was generated.
        if enumsInResponses.contains(enumType.name) {
            var unknown = "unknown"
            while used.contains(unknown) || enumType.values.contains(where: { $0.name == unknown }) { unknown += "_" }
            type.cases.append(EnumCase(name: unknown, rawValue: "\"\(unknown)\"", location: location))
            type.annotations.append(Annotation(key: "unknownCase", value: .string(unknown), location: location))
        }
        return type
    }

    /// Whether a field of the input object `owner` of type `type` (not through a list) leads back to
    /// `owner`: a struct cannot hold itself, so that field is boxed.
    private func closesCycle(from owner: String, through type: GraphQLType) -> Bool {
        var current: GraphQLType = type
        if let nonNull = current as? GraphQLNonNull { current = nonNull.ofType }
        guard let input = current as? GraphQLInputObjectType else { return false }
        var seen: Set<String> = []
        var pending = [input.name]
        while let name = pending.popLast() {
            if name == owner { return true }
            guard seen.insert(name).inserted, let object = schema.getType(name: name) as? GraphQLInputObjectType else { continue }
            for (_, field) in (try? object.fields()) ?? [:] {
                var inner: GraphQLType = field.type
                if let nonNull = inner as? GraphQLNonNull { inner = nonNull.ofType }
                if let next = inner as? GraphQLInputObjectType { pending.append(next.name) }
            }
        }
        return false
    }

    static func lines(_ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
    }

    // MARK: Documents

    /// The text sent for `operation`: as written, with the fragments it uses (in name order) and
    /// `__typename` where a selection is told apart by its type.
    func document(for operation: OperationDefinition, at loc: Location) -> String {
        var used: [String] = []
        var pending = [operation.selectionSet]
        while let set = pending.popLast() {
            for selection in set.selections {
                if let field = selection as? Field, let inner = field.selectionSet { pending.append(inner) }
                if let inline = selection as? InlineFragment { pending.append(inline.selectionSet) }
                if let spread = selection as? FragmentSpread, !used.contains(spread.name.value), let fragment = fragments[spread.name.value] {
                    used.append(spread.name.value)
                    pending.append(fragment.selectionSet)
                }
            }
        }
        var parts = [slice(loc.start, GraphQLProject.end(of: operation, loc))]
        for name in used.sorted() {
            if let fragment = fragments[name], let fragmentLoc = fragment.loc {
                parts.append(slice(fragmentLoc.start, GraphQLProject.end(of: fragment, fragmentLoc)))
            }
        }
        return parts.joined(separator: "\n\n")
    }

    /// The joined text from `start` to `end`, with ` __typename` after every `{` that must ask for it.
    private func slice(_ start: Int, _ end: Int) -> String {
        let bytes = textBytes
        guard start >= 0, end <= bytes.count, start <= end else { return "" }
        var out: [UInt8] = []
        out.reserveCapacity(end - start + 16)
        for offset in start..<end {
            if typenameOffsets.contains(offset) { out += Self.typenameLine(bytes, at: offset) }
            out.append(bytes[offset])
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension OperationMapper {
    /// `__typename` as the first selection after a `{` at `offset - 1`: on a line of its own, indented
    /// as the next line, when the selections are on lines of their own; else after a space.
    static func typenameLine(_ bytes: [UInt8], at offset: Int) -> [UInt8] {
        var index = offset
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index < bytes.count, bytes[index] == 0x0A else { return Array(" __typename".utf8) }
        var indent: [UInt8] = []
        index += 1
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 {
            indent.append(bytes[index])
            index += 1
        }
        return [0x0A] + indent + Array("__typename".utf8)
    }
}
