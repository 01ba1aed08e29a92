import AnnogenModel
import Foundation
import OpenAPIKit

/// Schemas → model: objects (and `allOf`) become structs conforming to `ResponseBodyType` and
/// `Hashable` (so are `oneOf` enums), `enum`s
/// become raw-valued enums with an `unknown` case (taken away again from one only requests use, see
/// `removeUnknownCasesOfRequestOnlyEnums`), `oneOf`/`anyOf` become enums with one case per
/// alternative; everything else (scalars, arrays, maps, `$ref`s to such schemas) is used in place as
/// a Swift type name.
extension SpecModelBuilder {
    /// Declares a type for every component schema that needs one.
    mutating func declareComponentSchemas() {
        let base = SpecPointer(["components", "schemas"])
        for (key, _) in document.components.schemas {
            takenNames.insert(schemaTypeName(key.rawValue))
        }
        // Two keys of one Swift name (`Pet` and `pet`, `Pet_Kind` and `PetKind`): one error, at the second.
        var keysByName: [String: String] = [:]
        for (key, schema) in document.components.schemas where Self.needsDeclaration(schema) {
            let name = schemaTypeName(key.rawValue)
            if let first = keysByName[name] {
                error("schemas '\(first)' and '\(key.rawValue)' both become the Swift type \(name); rename one of them", at: base.appending(key.rawValue))
                continue
            }
            keysByName[name] = key.rawValue
            declare(schema, name: name, parent: nil, pointer: base.appending(key.rawValue))
        }
    }

    /// True for schemas that become a type of their own: objects with properties, `allOf`,
    /// enumerations, and `oneOf`/`anyOf` that are more than "this or null".
    static func needsDeclaration(_ schema: JSONSchema) -> Bool {
        switch schema.value {
        case .object(_, let object):
            // An object without properties is free-form (`[String: JSONValue]`, or the dictionary its
            // `additionalProperties` gives): as an empty struct it dropped the data and its coding
            // code warned.
            return !object.properties.isEmpty
        case .all:
            // `allOf: [$ref: Color]` (or a scalar) beside a description stands for its member; an
            // inline object in it is declared under this name.
            guard let (member, _) = soleMember(of: schema) else { return true }
            if case .reference = member.value { return false }
            return needsDeclaration(member)
        case .one(let members, _), .any(let members, _):
            return members.filter { !$0.isNull }.count > 1
        case .string, .integer:
            return !(schema.allowedValues ?? []).filter { !($0.value is Void) && "\($0.value)" != "nil" }.isEmpty
        default:
            return false
        }
    }

    /// The Swift type for a schema used at `pointer`, declaring an inline type named `suggested`
    /// under `parent` when the schema needs one. Nil (with an error) when it has no Swift form.
    mutating func typeName(for schema: JSONSchema, suggested: String, parent: String?, pointer: SpecPointer) -> TypeName? {
        let bare = bareTypeName(for: schema, suggested: suggested, parent: parent, pointer: pointer)
        return isNullable(schema) ? bare?.optional : bare
    }

    private mutating func bareTypeName(for schema: JSONSchema, suggested: String, parent: String?, pointer: SpecPointer) -> TypeName? {
        // `type: [integer, string]` (3.1): OpenAPIKit keeps the first type, which the other kind of
        // value would fail to decode as.
        if case .sequence(let types)? = text.node(at: pointer.components + ["type"]),
           types.filter({ $0.string != "null" }).count > 1 {
            warning("a value of several types (\(types.compactMap(\.string).joined(separator: ", "))) has no single Swift type; it is decoded as JSONValue", at: pointer)
            return TypeName("JSONValue")
        }
        if Self.needsDeclaration(schema) {
            let name = claim(suggested, parent: parent)
            declare(schema, name: name, parent: parent, pointer: pointer)
            return TypeName(qualified(name, parent))
        }
        switch schema.value {
        case .boolean: return TypeName("Bool")
        case .integer(let core, _):
            switch core.format {
            case .int32: return TypeName("Int32")
            case .int64: return TypeName("Int64")
            default: return TypeName("Int")
            }
        case .number(let core, _):
            return TypeName(core.format == .float ? "Float" : "Double")
        case .string(let core, _):
            switch core.format.rawValue {
            case "date-time": return TypeName("Date")
            case "byte": return TypeName("Data")
            case "uuid": return TypeName("UUID")
            case "uri", "url": return TypeName("URL")
            default: return TypeName("String")
            }
        case .array(_, let array):
            guard let items = array.items else { return .array(of: TypeName("JSONValue")) }
            return typeName(for: items, suggested: suggested + "Item", parent: parent, pointer: pointer.appending("items"))
                .map(TypeName.array(of:))
        case .object(_, let object):
            switch object.additionalProperties {
            case .b(let valueSchema)?:
                return typeName(for: valueSchema, suggested: suggested + "Value", parent: parent,
                                pointer: pointer.appending("additionalProperties")).map(TypeName.dictionary(of:))
            default:
                return .dictionary(of: TypeName("JSONValue"))
            }
        case .one(let members, _), .any(let members, _):
            let nonNull = members.filter { !$0.isNull }
            guard let only = nonNull.first else { return TypeName("JSONValue") }
            let key = schema.value.isOneOf ? "oneOf" : "anyOf"
            return typeName(for: only, suggested: suggested, parent: parent, pointer: pointer.appending(key, "0"))?.optional
        case .reference(let reference, _):
            return referencedTypeName(reference, pointer: pointer)
        case .fragment, .null:
            return TypeName("JSONValue")
        case .not:
            return fallback("a `not` schema has no Swift type", at: pointer)
        case .all:
            // `allOf: [$ref Color]` beside a description: the member's type (the rest was declared above).
            guard let (member, index) = Self.soleMember(of: schema) else { return nil }
            return typeName(for: member, suggested: suggested, parent: parent, pointer: pointer.appending("allOf", String(index)))
        }
    }

    /// `JSONValue` for a schema that has no Swift form, with a warning saying why: the value is kept as
    /// the JSON it is, and the rest of the spec generates (`--strict` refuses it).
    private mutating func fallback(_ reason: String, at pointer: SpecPointer) -> TypeName {
        warning("\(reason): decoded as JSONValue", at: pointer)
        fellBack += 1
        return TypeName("JSONValue")
    }

    /// Whether a property of `schema` takes its `default` as a `defaultValue`: a boolean, a number,
    /// a string or an enum of them, through `$ref`s. A `oneOf` or a free-form value has no Swift
    /// literal to check the default against (`default: auto` on `oneOf: [enum, integer]` was refused),
    /// so the property is left without one, optional, as when the spec gives no default.
    private func takesDefaultValue(_ schema: JSONSchema) -> Bool {
        // OpenAPI 3.1's nullable (`anyOf: [{type: string}, {type: "null"}]`) is looked through too.
        guard let current = standingFor(schema, throughNullAlternatives: true).last else { return false }
        switch current.value {
        case .boolean, .integer, .number: return true
        // A `date-time`, `uuid`, `uri` or `byte` string is a Date, UUID, URL or Data, which a
        // default cannot be written for (it refused the whole spec): left out, as a free-form one.
        case .string(let core, _): return !["date-time", "byte", "uuid", "uri", "url"].contains(core.format.rawValue)
        default: return false
        }
    }

    /// The one member of an `allOf` that says what the value is, when the others say nothing of it
    /// (fragments: a description, an example): `allOf: [$ref: Color]` is OpenAPI 3.0's way to put a
    /// description beside a `$ref`. With its place among the members.
    /// So is a `$ref` beside constraints of a plain value only (`allOf: [$ref: Label, {maxLength: 16}]`,
    /// DigitalOcean's): the constraints are not types of their own.
    static func soleMember(of schema: JSONSchema) -> (JSONSchema, Int)? {
        guard case .all(let members, _) = schema.value else { return nil }
        let typed = members.enumerated().filter { !isFragment($0.element) }
        if typed.count == 1, let only = typed.first { return (only.element, only.offset) }
        let references = typed.filter { $0.element.reference != nil }
        guard references.count == 1, let reference = references.first,
              typed.allSatisfy({ $0.element.reference != nil || isPlainConstraint($0.element) }) else { return nil }
        return (reference.element, reference.offset)
    }

    /// A schema of a plain value that only constrains it (`{maxLength: 16}`): no enum, no title.
    private static func isPlainConstraint(_ schema: JSONSchema) -> Bool {
        switch schema.value {
        case .string, .integer, .number, .boolean: schema.allowedValues == nil && schema.title == nil
        default: false
        }
    }

    /// The type a `$ref` names: the component's own type, or what an alias component stands for.
    private mutating func referencedTypeName(_ reference: JSONReference<JSONSchema>, pointer: SpecPointer) -> TypeName? {
        guard case .internal(let internalReference) = reference, case .component(let key) = internalReference else {
            return fallback("$ref '\(reference.absoluteString)' names no file or schema annogen can read (a file is found relative to the one that refers to it; URLs are not read)", at: pointer)
        }
        guard let target = document.components.schemas[.init(stringLiteral: key)] else {
            return fallback("$ref '\(reference.absoluteString)' names no schema in components/schemas", at: pointer)
        }
        if Self.needsDeclaration(target) { return TypeName(schemaTypeName(key)) }
        guard resolvingAliases.insert(key).inserted else {
            return fallback("schema '\(key)' refers to itself without an object in between, so it has no Swift type", at: pointer)
        }
        defer { resolvingAliases.remove(key) }
        return typeName(for: target, suggested: schemaTypeName(key), parent: nil,
                        pointer: SpecPointer(["components", "schemas", key]))
    }

    /// Declares the type for `schema` (which `needsDeclaration`).
    mutating func declare(_ schema: JSONSchema, name: String, parent: String?, pointer: SpecPointer) {
        // An `allOf` of one inline enum or `oneOf` beside a description is that schema, under this
        // name (an object's properties are composed below, as any `allOf`'s).
        if let (member, index) = Self.soleMember(of: schema), !Self.isObject(member) {
            declare(member, name: name, parent: parent, pointer: pointer.appending("allOf", String(index)))
            if let declared = types.lastIndex(where: { $0.localName == name && $0.parentName == parent }), types[declared].documentation.isEmpty {
                types[declared].documentation = Self.documentation(schema.title == name ? nil : schema.title, schema.description)
            }
            return
        }
        // A deprecated schema of `components` says so in its doc comment, as a deprecated property
        // does: `@available(*, deprecated)` on the type made the coding code of every model that
        // holds it warn (`Status.self` in `Pet`'s init(from:)). One declared in place for a
        // deprecated property is not marked (the property's doc comment says it).
        let isDeprecated = schema.deprecated && pointer.components.count == 3 && pointer.components.first == "components"
        var type = TypeDecl(
            kind: .struct, localName: name, parentName: parent, inheritedTypes: ["ResponseBodyType", "Hashable"],
            documentation: Self.documentation(schema.title == name ? nil : schema.title, schema.description, isDeprecated ? Self.deprecationNote : nil),
            annotations: Annotations([fromSpec(pointer)]), location: location(pointer)
        )
        let qualifiedName = qualified(name, parent)
        switch schema.value {
        case .string, .integer:
            fillEnumeration(&type, schema: schema, pointer: pointer)
        case .one(let members, _), .any(let members, _):
            // Alternatives that only require some of the properties were folded into the object
            // (`PresenceAlternatives`); any others leave no place for properties beside them.
            if text.node(at: originalPointer(pointer))?["properties"] != nil {
                warning("properties beside \(schema.value.isOneOf ? "oneOf" : "anyOf") are not kept: \(name) is an enum of its alternatives, so these keys are dropped when decoding (move the properties into each alternative, or into an allOf)", at: pointer.appending("properties"))
            }
            fillAlternatives(&type, members: members.filter { !$0.isNull }, discriminator: schema.discriminator,
                             pointer: pointer.appending(schema.value.isOneOf ? "oneOf" : "anyOf"))
        default:
            warnOfSubtypesLost(schema, name: name, pointer: pointer)
            var properties = ObjectProperties()
            collectProperties(of: schema, into: &properties, pointer: pointer, visited: [])
            type.variables = variables(properties, owner: qualifiedName)
        }
        types.append(type)
    }

    /// A discriminator on an object that others extend (`Dog: allOf: [$ref: Pet, {packSize}]`, `Pet`
    /// with `discriminator: {propertyName: petType}`): `Pet` is a struct, so a `$ref: Pet` decodes a
    /// dog as a Pet and its own properties are lost. Said at the discriminator, naming the subtypes.
    private mutating func warnOfSubtypesLost(_ schema: JSONSchema, name: String, pointer: SpecPointer) {
        guard let discriminator = schema.discriminator, pointer.components.count == 3, pointer.components.first == "components" else { return }
        let key = pointer.components[2]
        var subtypes: Set<String> = []
        for (otherKey, other) in document.components.schemas where otherKey.rawValue != key {
            guard case .all(let members, _) = other.value else { continue }
            if members.contains(where: { $0.reference?.name == key }) { subtypes.insert(schemaTypeName(otherKey.rawValue)) }
        }
        for target in (discriminator.mapping ?? [:]).values {
            if let last = target.split(separator: "/").last, String(last) != key { subtypes.insert(schemaTypeName(String(last))) }
        }
        guard !subtypes.isEmpty else { return }
        warning("the discriminator '\(discriminator.propertyName)' of \(name) is not followed: \(name) is a struct, so where the spec refers to \(name), a value of \(subtypes.sorted().joined(separator: ", ")) decodes as \(name) and its own properties are dropped (refer to a oneOf of the subtypes, with this discriminator, instead)", at: pointer.appending("discriminator"))
    }

    /// A schema's properties in order, `allOf` members merged, with whether each is required.
    struct ObjectProperties {
        var entries: [(wire: String, schema: JSONSchema, pointer: SpecPointer)] = []
        var required: Set<String> = []
    }

    private mutating func collectProperties(of schema: JSONSchema, into properties: inout ObjectProperties, pointer: SpecPointer, visited: Set<String>) {
        switch schema.value {
        case .object(_, let object):
            // Keys beside the properties have no place in the struct.
            if case .b? = object.additionalProperties, !object.properties.isEmpty {
                warning("additionalProperties beside properties are not kept: keys other than the properties are dropped when decoding", at: pointer.appending("additionalProperties"))
            }
            for (wire, property) in object.properties {
                let place = pointer.appending("properties", wire)
                if let index = properties.entries.firstIndex(where: { $0.wire == wire }) {
                    // `allOf: [$ref Base, {required: [name]}]` names `name` again without a schema
                    // of its own (a fragment): it keeps Base's, and only becomes required.
                    if case .fragment = property.value, !Self.isFragment(properties.entries[index].schema) { continue }
                    properties.entries[index] = (wire, property, place)
                } else {
                    properties.entries.append((wire, property, place))
                }
            }
            properties.required.formUnion(object.requiredProperties)
        case .all(let members, _):
            for (index, member) in members.enumerated() {
                collectProperties(of: member, into: &properties, pointer: pointer.appending("allOf", String(index)), visited: visited)
            }
        case .reference(let reference, _):
            guard let key = reference.name, reference.isInternal,
                  let target = document.components.schemas[.init(stringLiteral: key)] else {
                warning("allOf member $ref '\(reference.absoluteString)' names no schema in components/schemas: its properties are left out", at: pointer)
                return
            }
            guard !visited.contains(key) else {
                warning("allOf includes '\(key)' inside itself: the inner one is left out", at: pointer)
                return
            }
            collectProperties(of: target, into: &properties, pointer: SpecPointer(["components", "schemas", key]), visited: visited.union([key]))
        case .fragment:
            break
        default:
            warning("allOf member has no properties to compose (only objects and $refs to objects can be combined): left out", at: pointer)
        }
    }

    /// The one alternative of a `oneOf`/`anyOf` that is not `null` (OpenAPI 3.1's way to say
    /// nullable), when there is just one.
    static func soleNonNullAlternative(of schema: JSONSchema) -> JSONSchema? {
        switch schema.value {
        case .one(let members, _), .any(let members, _):
            let nonNull = members.filter { !$0.isNull }
            return nonNull.count == 1 ? nonNull.first : nil
        default:
            return nil
        }
    }

    private static func isObject(_ schema: JSONSchema) -> Bool {
        if case .object = schema.value { return true }
        return false
    }

    static func isFragment(_ schema: JSONSchema) -> Bool {
        if case .fragment = schema.value { return true }
        return false
    }

    /// One `let` per property: optional unless required (and not nullable, readOnly or writeOnly) or defaulted; `jsonKey`
    /// where the Swift name differs from the wire name, `defaultValue` from `default`, `encodeNull`
    /// where it is required and nullable.
    private mutating func variables(_ properties: ObjectProperties, owner: String) -> [Variable] {
        // A property named `hashValue` would stand for Hashable's, which the struct conforms to.
        var used: Set<String> = ["hashValue"]
        var variables: [Variable] = []
        for (wire, schema, pointer) in properties.entries {
            guard !wire.isEmpty else {
                // The templates take an empty `jsonKey` for none, and coded it as `value`.
                warning("a property named \"\" is left out: the generated code has no way to write an empty key", at: pointer)
                continue
            }
            var name = SpecNaming.memberName(wire)
            var number = 2
            while used.contains(name) { name = SpecNaming.memberName(wire) + String(number); number += 1 }
            used.insert(name)
            let suggested = inlineName(owner: owner, suffix: SpecNaming.typeName(wire))
            guard var typeName = typeName(for: schema, suggested: suggested, parent: nil, pointer: pointer) else { continue }
            if isBinary(schema) { binaryProperties[owner, default: []].insert(name) }
            var annotations = Annotations()
            if name != wire { annotations.append(annotation("jsonKey", .string(wire), at: pointer)) }
            let defaultValue = takesDefaultValue(schema) ? schema.defaultValue.flatMap { Self.annotationValue($0.value) } : nil
            if let defaultValue { annotations.append(annotation("defaultValue", defaultValue, at: pointer.appending("default"))) }
            // readOnly and writeOnly are required in one direction only (`isOneDirectional`).
            let isRequired = properties.required.contains(wire) && !isOneDirectional(schema)
            let nullable = isNullable(schema)
            // readOnly and writeOnly are optional with a default too: a request need not send a
            // readOnly one (with a value, every request sent the default).
            if nullable || isOneDirectional(schema) || (!isRequired && defaultValue == nil) { typeName = typeName.optional }
            // Required and nullable: the key is always sent, with `null` for nil. Nullable with a
            // default: null stays nil (the default is for a missing key), and nil is left out, so
            // the server's default applies (sent as null, it overwrote it).
            if nullable, isRequired { annotations.append(annotation("encodeNull", .bool(true), at: pointer)) }
            if nullable, defaultValue != nil { annotations.append(annotation("defaultWhenMissing", .bool(true), at: pointer.appending("default"))) }
            // A deprecated property is said in its documentation only: `@available(*, deprecated)` on it
            // would make the generated Codable code that reads and writes it warn.
            let variable = Variable(
                name: name, typeName: typeName,
                documentation: Self.documentation(schema.description, schema.deprecated ? Self.deprecationNote : nil),
                annotations: annotations, location: location(pointer)
            )
            variables.append(variable)
        }
        return variables
    }

    /// `enum: [a, b]` → cases with raw values, plus `unknown` (`unknownCase`) for string enums so
    /// values the server adds later decode.
    private mutating func fillEnumeration(_ type: inout TypeDecl, schema: JSONSchema, pointer: SpecPointer) {
        let isInteger = schema.isInteger
        type.kind = .enum
        type.inheritedTypes = [isInteger ? "Int" : "String", "ResponseBodyType"]
        var used: Set<String> = []
        var rawValues: Set<String> = []
        for (index, value) in (schema.allowedValues ?? []).enumerated() {
            let place = pointer.appending("enum", String(index))
            let raw: String
            switch value.value {
            case let text as String where !isInteger: raw = text
            case let number as Int where isInteger: raw = String(number)
            default:
                if "\(value.value)" == "nil" || value.value is Void { continue }
                warning("enum value \(value.description) is not \(isInteger ? "an integer" : "a string"): left out of \(type.localName)", at: place)
                continue
            }
            // A value given twice (JSON Schema asks for unique values, but does not require them) is one case.
            guard rawValues.insert(raw).inserted else { continue }
            var name = SpecNaming.caseName(raw)
            while used.contains(name) { name += "_" }
            used.insert(name)
            type.cases.append(EnumCase(name: name, rawValue: isInteger ? raw : "\"\(Self.escaped(raw))\"", location: location(place)))
        }
        guard !isInteger else { return }
        // Named and valued apart from every case (`unknown`, else `undocumented`, else with `_`s after it).
        var unknown = used.contains("unknown") || rawValues.contains("unknown") ? "undocumented" : "unknown"
        while used.contains(unknown) || rawValues.contains(unknown) { unknown += "_" }
        type.cases.append(EnumCase(name: unknown, rawValue: "\"\(unknown)\"", location: location(pointer)))
        type.annotations.append(annotation("unknownCase", .string(unknown), at: pointer))
    }

    /// `oneOf`/`anyOf` → one case per alternative, named after its type (`cat(Cat)`), decoded by
    /// the discriminator's value when there is one (`discriminatorValue` on each case), else by
    /// trying each alternative in order.
    private mutating func fillAlternatives(
        _ type: inout TypeDecl, members: [JSONSchema], discriminator: OpenAPI.Discriminator?, pointer: SpecPointer
    ) {
        type.kind = .enum
        type.annotations.append(annotation("oneOf", .bool(true), at: pointer))
        var mappedValues: [String: [String]] = [:]
        for (value, target) in discriminator?.mapping ?? [:] {
            mappedValues[target.split(separator: "/").last.map(String.init) ?? target, default: []].append(value)
        }
        // An alternative written in place (or as `allOf: [$ref, {…}]`) says its discriminator value
        // in its own property (`type: {enum: [image]}`, `const: image`); without one anywhere, the
        // value is decoded by trying each alternative in order.
        var tags: [Int: [String]] = [:]
        var discriminator = discriminator
        if let propertyName = discriminator?.propertyName {
            for (index, member) in members.enumerated() {
                if let key = member.reference?.name {
                    // Without a mapping the value is the schema's name, but a schema whose property
                    // takes one value (`type: {enum: [image]}` in `ImageContent`) is sent with that
                    // one: it comes first (what encoding writes), the name is read too.
                    if let mapped = mappedValues[key] {
                        tags[index] = mapped
                    } else {
                        let own = discriminatorValues(of: member, property: propertyName)
                        tags[index] = own + (own.contains(key) ? [] : [key])
                    }
                } else {
                    let own = discriminatorValues(of: member, property: propertyName)
                    if !own.isEmpty { tags[index] = own }
                }
            }
            // A value two alternatives share (OpenAI's input and output messages are both `message`)
            // cannot tell them apart either.
            var owners: [String: Int] = [:]
            var shared: (Int, String)?
            for index in members.indices {
                for value in tags[index] ?? [] {
                    if let owner = owners[value] {
                        if owner != index, shared == nil { shared = (index, value) }
                    } else {
                        owners[value] = index
                    }
                }
            }
            if let missing = members.indices.first(where: { tags[$0] == nil }) {
                warning("alternative \(missing + 1) gives no value of the discriminator '\(propertyName)' (it is written in place, and its '\(propertyName)' property takes any value): \(type.localName) is decoded by trying each alternative in order", at: pointer.appending(String(missing)))
                discriminator = nil
            } else if let (index, value) = shared {
                warning("alternative \(index + 1) has the discriminator value '\(value)' of an alternative before it: \(type.localName) is decoded by trying each alternative in order", at: pointer.appending(String(index)))
                discriminator = nil
            }
        }
        if let discriminator {
            type.annotations.append(annotation("discriminator", .string(discriminator.propertyName), at: pointer))
        }
        var used: Set<String> = []
        for (index, member) in members.enumerated() {
            let place = pointer.appending(String(index))
            let componentKey = member.reference?.name
            let owner = qualified(type.localName, type.parentName)
            let suggested = inlineName(owner: owner, suffix: componentKey.map(SpecNaming.typeName) ?? "Option\(index + 1)")
            guard let typeName = typeName(for: member, suggested: suggested, parent: nil, pointer: place) else { continue }
            var name = SpecNaming.memberName(componentKey ?? typeName.unwrapped.name.split(separator: ".").last.map(String.init) ?? "option")
            if typeName.isArray { name = "array" }
            while used.contains(name) { name += "_" }
            used.insert(name)
            var annotations = Annotations()
            if discriminator != nil {
                for value in tags[index] ?? [] {
                    annotations.append(annotation("discriminatorValue", .string(value), at: place))
                }
            }
            type.cases.append(EnumCase(
                name: name, associatedValues: [AssociatedValue(localName: nil, externalName: nil, typeName: typeName)],
                annotations: annotations, location: location(place)
            ))
        }
    }

    /// The values `property` can take in `schema` (an object, its `allOf` members, what they stand
    /// for, `standingFor`): its `enum` (`[web_search, web_search_2025_08_26]`) or its `const`; none
    /// when it takes any. `depth` bounds `allOf`s that include each other.
    private func discriminatorValues(of schema: JSONSchema, property: String, depth: Int = 0) -> [String] {
        guard depth < 8, let current = standingFor(schema, throughNullAlternatives: false).last else { return [] }
        switch current.value {
        case .object(_, let object):
            guard let value = object.properties[property] else { return [] }
            return (standingFor(value, throughNullAlternatives: false).last?.allowedValues ?? []).compactMap { $0.value as? String }
        case .all(let members, _):
            return members.lazy.map { self.discriminatorValues(of: $0, property: property, depth: depth + 1) }.first { !$0.isEmpty } ?? []
        default:
            return []
        }
    }

    /// A top-level name for an inline schema inside `owner`: `Operations.GetAuthor.ResponseBody` and
    /// `Stats` give `GetAuthorResponseStats`; `Book` and `Dimensions` give `BookDimensions`.
    func inlineName(owner: String, suffix: String) -> String {
        var parts = owner.split(separator: ".").map(String.init)
        if parts.count > 1, parts.first == namespace { parts.removeFirst() }
        let words = parts.map { $0 == "ResponseBody" ? "Response" : $0 == "RequestBody" ? "Request" : $0 }
        return words.joined() + suffix
    }

    static func annotationValue(_ value: Any) -> AnnotationValue? {
        switch value {
        case let bool as Bool: .bool(bool)
        case let int as Int: .int(int)
        case let double as Double: .double(double)
        case let text as String: .string(text)
        default: nil
        }
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}

extension JSONSchema.Schema {
    var isOneOf: Bool {
        if case .one = self { return true }
        return false
    }
}
