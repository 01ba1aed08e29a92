import AnnogenModel
import Foundation
import GraphQL

/// Turns validated operations and fragments into types: per operation an enum with its
/// `Variables` and its response `Data`, per fragment a type of its own, and the schema's enums and
/// input objects they use. Selection sets become nested structs; a selection on an interface or a
/// union with fragments on its types becomes an enum by `__typename`, with an `other` case for the
/// types the selection does not name.
struct OperationMapper {
    let schema: GraphQLSchema
    let options: GraphQLOptions
    let text: CombinedText
    let locate: (Int) -> SourceLocation

    private(set) var typesByFile: [Int: [TypeDecl]] = [:]
    private(set) var diagnosticsByFile: [Int: [Diagnostic]] = [:]

    var fragments: [String: FragmentDefinition] = [:]
    /// Fragment name → its Swift type's name.
    var fragmentTypeNames: [String: String] = [:]
    /// Offsets into the joined text just after a selection set's `{` that must ask for `__typename`.
    var typenameOffsets: Set<Int> = []
    /// Schema types that generated code names, with whether a response holds them (an enum then
    /// gets an `unknown` case): enums and input objects, in the order first used.
    var schemaTypeOrder: [String] = []
    var enumsInResponses: Set<String> = []
    var warnedScalars: Set<String> = []
    /// The file being mapped (for diagnostics) and the place of the node being mapped.
    var file = 0

    /// The files the joined text was made of (for the comments above an operation).
    let files: [SourceFile]
    private final class FieldMaps {
        var maps: [String: GraphQLFieldMap] = [:]
    }
    private let fieldMaps = FieldMaps()

    /// The joined text's bytes, for the documents cut from it.
    let textBytes: [UInt8]

    init(schema: GraphQLSchema, options: GraphQLOptions, text: CombinedText, files: [SourceFile], locate: @escaping (Int) -> SourceLocation) {
        textBytes = Array(text.text.utf8)
        self.schema = schema
        self.files = files
        self.options = options
        self.text = text
        self.locate = locate
    }

    // MARK: Operations and fragments

    /// What an operation without a name is told (GraphQL's own validation says only that it must
    /// be alone, which a named one need not be).
    static let unnamedOperation = "give the operation a name (`query Name { … }`): its name names its Swift type and client method"

    mutating func map(_ operationsDocument: Document) {
        var operations: [OperationDefinition] = []
        for definition in operationsDocument.definitions {
            if let fragment = definition as? FragmentDefinition {
                fragments[fragment.name.value] = fragment
            } else if let operation = definition as? OperationDefinition {
                operations.append(operation)
            }
        }
        let schemaNames = Set(schema.typeMap.keys)
        var taken = GraphQLNaming.reservedTypeNames
        for name in fragments.keys.sorted() {
            var swiftName = GraphQLNaming.upperFirst(name)
            if schemaNames.contains(swiftName) || taken.contains(swiftName) { swiftName += "Fragment" }
            taken.insert(swiftName)
            fragmentTypeNames[name] = swiftName
        }
        for name in fragments.keys.sorted() {
            guard let fragment = fragments[name] else { continue }
            setFile(fragment.loc)
            declareSelection([fragment.selectionSet], on: fragment.typeCondition.name.value,
                             name: fragmentTypeNames[name] ?? name, parent: nil, isFragmentRoot: true,
                             location: place(fragment.loc), documentation: ["The fragment `\(name)` on `\(fragment.typeCondition.name.value)`."])
        }
        var operationTypes: [(file: Int, index: Int, operation: OperationDefinition)] = []
        for operation in operations {
            setFile(operation.loc)
            guard let name = operation.name?.value else {
                error(Self.unnamedOperation, at: operation.loc)
                continue
            }
            let kind = operation.operation
            guard kind != .subscription else {
                warning("subscription \(name) left out: subscriptions are not sent over HTTP", at: operation.loc)
                continue
            }
            let suffix = kind == .query ? "Query" : "Mutation"
            var typeName = GraphQLNaming.upperFirst(name)
            if !typeName.hasSuffix(suffix) { typeName += suffix }
            if schemaNames.contains(typeName) || taken.contains(typeName) { typeName += "Operation" }
            taken.insert(typeName)
            if let index = mapOperation(operation, name: name, typeName: typeName) {
                operationTypes.append((file, index, operation))
            }
        }
        // Documents last: mapping decided where `__typename` is asked for.
        for (file, index, operation) in operationTypes {
            guard var type = typesByFile[file]?[index], let loc = operation.loc else { continue }
            type.annotations.append(Annotation(key: "document", value: .string(document(for: operation, at: loc)), location: type.location))
            typesByFile[file]?[index] = type
        }
    }

    /// Declares the operation's types; returns the index of its enum among its file's types.
    private mutating func mapOperation(_ operation: OperationDefinition, name: String, typeName: String) -> Int? {
        let location = place(operation.loc)
        let kind = operation.operation == .query ? "query" : "mutation"
        var annotations = Annotations([
            Annotation(key: "fromGraphQL", value: .string(kind), location: location),
            Annotation(key: "operationName", value: .string(name), location: location),
            Annotation(key: "endpoint", value: .string(options.endpoint), location: location),
        ])
        // `# gen: mockFile = "…"` and documentation above the operation.
        var documentation = ["`\(kind) \(name)`."]
        if let start = operation.loc?.start, let origin = text.origin(of: start), files.indices.contains(origin.file) {
            let comments = LeadingComments.read(before: origin.offset, line: location.line, in: files[origin.file])
            annotations.append(contentsOf: comments.annotations)
            if !comments.documentation.isEmpty { documentation = comments.documentation + [""] + documentation }
            diagnosticsByFile[file, default: []] += comments.diagnostics
        }
        let operationType = TypeDecl(kind: .enum, localName: typeName, inheritedTypes: ["GraphQLOperation"],
                                     documentation: documentation, annotations: annotations, location: location)
        // Variables: each a parameter of the client method (optional ones default to nil).
        var variables = TypeDecl(kind: .struct, localName: "Variables", parentName: typeName,
                                 inheritedTypes: ["Encodable", "Sendable", "Hashable"],
                                 annotations: Annotations([
                                     Annotation(key: "fromGraphQL", value: .string("variables"), location: location),
                                     Annotation(key: "graphQLInput", value: .bool(true), location: location),
                                 ]),
                                 location: location)
        for definition in operation.variableDefinitions {
            let variableName = definition.variable.name.value
            var typeName = inputTypeName(definition.type)
            var documentation: [String] = []
            if let value = definition.defaultValue {
                // A variable with a default may be left out, non-null or not.
                typeName = typeName.optional
                // On one line: GraphQL's printer breaks a long object value over several.
                let printed = print(ast: value).split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                documentation.append("The server uses `\(printed)` when this is nil.")
            }
            variables.variables.append(Variable(name: variableName, typeName: typeName, documentation: documentation,
                                                location: place(definition.loc)))
        }
        guard let root = rootType(operation.operation) else {
            error("the schema has no \(kind) type", at: operation.loc)
            return nil
        }
        let index = reserve()
        typesByFile[file]?[index] = operationType
        let variablesSlot = reserve()
        typesByFile[file]?[variablesSlot] = variables
        declareSelection([operation.selectionSet], on: root, name: "Data", parent: typeName, isFragmentRoot: false,
                         location: location, documentation: ["What `\(name)` answers with."])
        return index
    }

    private func rootType(_ kind: OperationType) -> String? {
        switch kind {
        case .query: schema.queryType?.name
        case .mutation: schema.mutationType?.name
        case .subscription: schema.subscriptionType?.name
        }
    }

    // MARK: Selections

    /// A field as the selection asks for it: merged over every place it is selected.
    private struct SelectedField {
        var responseKey: String
        var fieldName: String
        /// The type the field is selected on (a fragment's type, for a field inside one).
        var parentType: String
        var nodes: [Field]
        /// Per node: selected under `@include`/`@skip` (or inside a fragment that is).
        var nodeIsConditional: [Bool]
        /// Under `@include`/`@skip` wherever it is selected: absent when the condition says so.
        var isConditional: Bool
    }

    /// Selections written for some of the types a selection may get (on an interface or a union),
    /// with whether a directive (`@include`, `@skip`) may leave them out.
    private struct TypeCase {
        var typeName: String
        var chunks: [(selections: [Selection], isConditional: Bool)]
    }

    private struct Collected {
        var fields: [SelectedField] = []
        /// Fragments that apply whatever the object's type: (name, conditional).
        var spreads: [(name: String, isConditional: Bool)] = []
        /// Selections that apply to some of the types only, by the type they are written for.
        var typeCases: [TypeCase] = []
        /// `__typename` without an alias (an aliased one is a field like any other).
        var asksTypename = false
        /// Two fields of one response key that ask for different fields or arguments: the server
        /// refuses the operation (GraphQL's "fields can be merged" rule, which the validator lacks).
        var conflicts: [(first: Field, second: Field)] = []
        /// `@defer` and `@stream`, which ask for the response in parts.
        var incremental: [Directive] = []

        mutating func note(_ directives: [Directive]) {
            incremental += directives.filter { $0.name.value == "defer" || $0.name.value == "stream" }
        }
    }

    /// Collects `selections` on `typeName`: fields merged by response key, spreads and inline
    /// fragments that always apply folded in, the others kept by their type.
    /// `within`: the object types the selection can get, when fewer than `typeName`'s (a case of a
    /// selection told apart by type), which decide whether a fragment always applies.
    private func collect(_ selections: [Selection], on typeName: String, conditional: Bool, within: [String]? = nil, into collected: inout Collected) {
        for selection in selections {
            if let field = selection as? Field {
                if field.name.value == "__typename", field.alias == nil {
                    collected.asksTypename = true
                    continue
                }
                let key = field.alias?.value ?? field.name.value
                collected.note(field.directives)
                let isConditional = conditional || Self.isConditional(field.directives)
                if let index = collected.fields.firstIndex(where: { $0.responseKey == key }) {
                    let first = collected.fields[index].nodes[0]
                    if first.name.value != field.name.value || Self.arguments(first) != Self.arguments(field) {
                        collected.conflicts.append((first, field))
                    }
                    collected.fields[index].nodes.append(field)
                    collected.fields[index].nodeIsConditional.append(isConditional)
                    collected.fields[index].isConditional = collected.fields[index].isConditional && isConditional
                } else {
                    collected.fields.append(SelectedField(responseKey: key, fieldName: field.name.value, parentType: typeName,
                                                          nodes: [field], nodeIsConditional: [isConditional], isConditional: isConditional))
                }
            } else if let spread = selection as? FragmentSpread {
                guard let fragment = fragments[spread.name.value] else { continue }
                let condition = fragment.typeCondition.name.value
                collected.note(spread.directives)
                let isConditional = conditional || Self.isConditional(spread.directives)
                if alwaysApplies(condition, to: typeName, within: within) {
                    if !collected.spreads.contains(where: { $0.name == spread.name.value }) {
                        collected.spreads.append((spread.name.value, isConditional))
                    }
                } else {
                    addTypeCase(condition, [spread], isConditional: isConditional, to: &collected)
                }
            } else if let inline = selection as? InlineFragment {
                let condition = inline.typeCondition?.name.value ?? typeName
                collected.note(inline.directives)
                let isConditional = conditional || Self.isConditional(inline.directives)
                if alwaysApplies(condition, to: typeName, within: within) {
                    // Read as the fragment's type, but still only for the objects this selection gets.
                    let restriction = condition == typeName ? within : (within ?? objectTypes(of: typeName))
                    collect(inline.selectionSet.selections, on: condition, conditional: isConditional, within: restriction, into: &collected)
                } else {
                    addTypeCase(condition, inline.selectionSet.selections, isConditional: isConditional, to: &collected)
                }
            }
        }
    }

    private func addTypeCase(_ typeName: String, _ selections: [Selection], isConditional: Bool, to collected: inout Collected) {
        if let index = collected.typeCases.firstIndex(where: { $0.typeName == typeName }) {
            collected.typeCases[index].chunks.append((selections, isConditional))
        } else {
            collected.typeCases.append(TypeCase(typeName: typeName, chunks: [(selections, isConditional)]))
        }
    }

    /// A field's arguments as text, in name order, to tell whether two selections ask the same.
    private static func arguments(_ field: Field) -> [String] {
        field.arguments.map { "\($0.name.value): \(print(ast: $0.value))" }.sorted()
    }

    private static func isConditional(_ directives: [Directive]) -> Bool {
        directives.contains { $0.name.value == "include" || $0.name.value == "skip" }
    }

    /// Whether a fragment on `condition` applies to every object a selection on `typeName` gets:
    /// the same type, an interface or union that holds it, or an abstract type every one of whose
    /// types `condition` holds (`...ActorInfo` on a `RepositoryOwner`: every owner is an Actor).
    private func alwaysApplies(_ condition: String, to typeName: String, within: [String]? = nil) -> Bool {
        if condition == typeName { return true }
        guard let conditionType = schema.getType(name: condition) as? GraphQLAbstractType,
              let type = schema.getType(name: typeName) else { return false }
        if let within, !within.isEmpty {
            let held = Set(schema.getPossibleTypes(abstractType: conditionType).map(\.name))
            return within.allSatisfy { held.contains($0) }
        }
        if let object = type as? GraphQLObjectType { return schema.isSubType(abstractType: conditionType, maybeSubType: object) }
        if let interface = type as? GraphQLInterfaceType, schema.isSubType(abstractType: conditionType, maybeSubType: interface) { return true }
        guard let abstract = type as? GraphQLAbstractType else { return false }
        let held = Set(schema.getPossibleTypes(abstractType: conditionType).map(\.name))
        let possible = schema.getPossibleTypes(abstractType: abstract)
        return !possible.isEmpty && possible.allSatisfy { held.contains($0.name) }
    }

    /// Declares the type for `sets` on the schema type `typeName`, named `name` inside `parent`;
    /// returns the Swift type a property of it has. A selection of one fragment and nothing else is
    /// that fragment's type.
    @discardableResult
    /// `conditional`: per set, whether it is selected under a condition while another is not (its
    /// fields are then optional, unless selected unconditionally too).
    private mutating func declareSelection(
        _ sets: [SelectionSet], on typeName: String, name: String, parent: String?, isFragmentRoot: Bool,
        location: SourceLocation, documentation: [String] = [], conditional: [Bool] = []
    ) -> String {
        var collected = Collected()
        for (index, set) in sets.enumerated() {
            collect(set.selections, on: typeName, conditional: index < conditional.count && conditional[index], into: &collected)
        }
        reportConflicts(collected)
        if !isFragmentRoot, collected.fields.isEmpty, collected.typeCases.isEmpty, collected.spreads.count == 1,
           !collected.spreads[0].isConditional, let only = fragmentTypeNames[collected.spreads[0].name] {
            return only
        }
        let qualified = parent.map { "\($0).\(name)" } ?? name
        let origin = Annotation(key: "fromGraphQL", value: .string("selection"), location: location)
        guard !collected.typeCases.isEmpty else {
            var type = TypeDecl(kind: .struct, localName: name, parentName: parent, inheritedTypes: ["ResponseBodyType", "Hashable"],
                                documentation: documentation, annotations: Annotations([origin]), location: location)
            let slot = reserve()
            type.variables = properties(collected, on: typeName, owner: qualified, location: location)
            typesByFile[file]?[slot] = type
            return name
        }
        // By `__typename`: a case per type the selection names, and per group of the other types the
        // same interfaces' fragments apply to; `other` for the rest. Each case's struct holds the
        // fields selected for every type and those of every fragment that applies to its types.
        for set in sets where !set.selections.contains(where: { ($0 as? Field)?.name.value == "__typename" && ($0 as? Field)?.alias == nil }) {
            if let loc = set.loc { typenameOffsets.insert(loc.start + 1) }
        }
        var enumType = TypeDecl(kind: .enum, localName: name, parentName: parent, inheritedTypes: ["ResponseBodyType", "Hashable"],
                                documentation: documentation, annotations: Annotations([
                                    origin,
                                    Annotation(key: "oneOf", value: .bool(true), location: location),
                                    Annotation(key: "discriminator", value: .string("__typename"), location: location),
                                    Annotation(key: "otherCase", value: .string("other"), location: location),
                                ]), location: location)
        let enumSlot = reserve()
        var usedCaseNames: Set<String> = ["other"]
        var usedStructNames: Set<String> = ["Other", name]
        var cases: [EnumCase] = []
        for group in caseGroups(collected.typeCases, within: typeName) {
            var caseName = GraphQLNaming.lowerFirst(group.name)
            while usedCaseNames.contains(caseName) { caseName += "_" }
            usedCaseNames.insert(caseName)
            var structName = GraphQLNaming.upperFirst(group.name)
            if GraphQLNaming.reservedTypeNames.contains(structName) { structName += "Case" }
            while usedStructNames.contains(structName) { structName += "Case" }
            usedStructNames.insert(structName)
            var inner = collected
            inner.typeCases = []
            inner.conflicts = []
            for typeCase in collected.typeCases where group.applying.contains(typeCase.typeName) {
                for chunk in typeCase.chunks {
                    collect(chunk.selections, on: group.name, conditional: chunk.isConditional, within: group.values, into: &inner)
                }
            }
            reportConflicts(inner)
            // Selections for types the case holds some of (none: they never apply to it, rightly left out).
            if let partial = inner.typeCases.first(where: { !Set(possibleTypes($0.typeName, within: typeName)).isDisjoint(with: group.values) }) {
                warning("selections on \(partial.typeName) inside the case \(group.name) apply to some of its types only, and are left out of it (select them outside, or on each type)", at: location)
            }
            inner.asksTypename = true
            var caseStruct = TypeDecl(kind: .struct, localName: structName, parentName: qualified, inheritedTypes: ["ResponseBodyType", "Hashable"],
                                      documentation: ["`\(name)` when it is \(GraphQLNaming.article(group.name)) `\(group.name)`."],
                                      annotations: Annotations([origin]), location: location)
            let caseSlot = reserve()
            caseStruct.variables = properties(inner, on: group.name, owner: "\(qualified).\(structName)", location: location)
            typesByFile[file]?[caseSlot] = caseStruct
            var annotations = Annotations()
            for value in group.values { annotations.append(Annotation(key: "discriminatorValue", value: .string(value), location: location)) }
            cases.append(EnumCase(name: caseName, associatedValues: [AssociatedValue(localName: nil, externalName: nil, typeName: TypeName(structName))],
                                  annotations: annotations, location: location))
        }
        var other = collected
        other.typeCases = []
        other.asksTypename = true
        var otherStruct = TypeDecl(kind: .struct, localName: "Other", parentName: qualified, inheritedTypes: ["ResponseBodyType", "Hashable"],
                                   documentation: ["`\(name)` when it is of a type the selection names no fragment for."],
                                   annotations: Annotations([origin]), location: location)
        let otherSlot = reserve()
        otherStruct.variables = properties(other, on: typeName, owner: "\(qualified).Other", location: location)
        typesByFile[file]?[otherSlot] = otherStruct
        cases.append(EnumCase(name: "other", associatedValues: [AssociatedValue(localName: nil, externalName: nil, typeName: TypeName("Other"))],
                              location: location))
        enumType.cases = cases
        typesByFile[file]?[enumSlot] = enumType
        return name
    }

    private mutating func reportConflicts(_ collected: Collected) {
        for directive in collected.incremental {
            let error = Diagnostic.error(
                "@\(directive.name.value) asks for the response in parts, which annogen's client does not read; remove it (the fields come with the rest of the response)",
                at: place(directive.loc))
            if diagnosticsByFile[file]?.contains(error) != true { diagnosticsByFile[file, default: []].append(error) }
        }
        for (first, second) in collected.conflicts {
            let key = second.alias?.value ?? second.name.value
            let what = first.name.value != second.name.value
                ? "\(first.name.value) and \(second.name.value) are different fields"
                : "they have different arguments"
            diagnosticsByFile[file, default: []].append(.error(
                "fields \"\(key)\" conflict because \(what) (the first is at \(place(first.loc))); use different aliases on the fields to fetch both",
                at: place(second.loc)))
        }
    }

    /// The cases of a selection told apart by `__typename`: one per object type a fragment names;
    /// the other object types grouped by the fragments (on interfaces or unions) that apply to
    /// them, a case per interface when one applies, per object type when several do. `applying`
    /// names the fragments' types whose selections the case holds; `values` its `__typename`s.
    private func caseGroups(_ typeCases: [TypeCase], within outer: String) -> [(name: String, applying: Set<String>, values: [String])] {
        let covered = Dictionary(typeCases.map { ($0.typeName, Set(possibleTypes($0.typeName, within: outer))) }, uniquingKeysWith: { $0.union($1) })
        let applying = { (object: String) in Set(typeCases.map(\.typeName).filter { covered[$0]?.contains(object) == true }) }
        var groups: [(name: String, applying: Set<String>, values: [String])] = []
        var claimed: Set<String> = []
        for typeCase in typeCases where schema.getType(name: typeCase.typeName) is GraphQLObjectType {
            guard covered[typeCase.typeName]?.isEmpty == false, claimed.insert(typeCase.typeName).inserted else { continue }
            groups.append((typeCase.typeName, applying(typeCase.typeName), [typeCase.typeName]))
        }
        for typeCase in typeCases where !(schema.getType(name: typeCase.typeName) is GraphQLObjectType) {
            let objects = (covered[typeCase.typeName] ?? []).subtracting(claimed).sorted()
            let alone = objects.filter { applying($0) == [typeCase.typeName] }
            if !alone.isEmpty {
                groups.append((typeCase.typeName, [typeCase.typeName], alone))
                claimed.formUnion(alone)
            }
            // Types several of the interfaces apply to: a case each, with all their fields.
            for object in objects where !claimed.contains(object) {
                groups.append((object, applying(object), [object]))
                claimed.insert(object)
            }
        }
        return groups
    }

    /// The object types a value of `typeName` can be.
    private func objectTypes(of typeName: String) -> [String] {
        guard let type = schema.getType(name: typeName) else { return [] }
        if type is GraphQLObjectType { return [typeName] }
        guard let abstract = type as? GraphQLAbstractType else { return [] }
        return schema.getPossibleTypes(abstractType: abstract).map(\.name).sorted()
    }

    /// The object types a selection on `abstract` can get that are `condition` or implement it.
    private func possibleTypes(_ condition: String, within outer: String) -> [String] {
        guard let type = schema.getType(name: condition) else { return [condition] }
        var names: [String]
        if type is GraphQLObjectType {
            names = [condition]
        } else if let abstract = type as? GraphQLAbstractType {
            names = schema.getPossibleTypes(abstractType: abstract).map(\.name)
        } else {
            return [condition]
        }
        if let outerType = schema.getType(name: outer) as? GraphQLAbstractType {
            let possible = Set(schema.getPossibleTypes(abstractType: outerType).map(\.name))
            names = names.filter { possible.contains($0) }
        }
        return names.sorted()
    }

    /// The stored properties of a selection's struct: `__typename` when asked for, each field by its
    /// response key, each fragment that always applies as a property of the fragment's type read
    /// from the same object (`flatten`).
    private mutating func properties(_ collected: Collected, on typeName: String, owner: String, location ownerLocation: SourceLocation) -> [Variable] {
        var variables: [Variable] = []
        var nestedNames: Set<String> = []
        if collected.asksTypename {
            variables.append(Variable(name: "__typename", typeName: TypeName("String"), location: ownerLocation))
        }
        for field in collected.fields {
            let node = field.nodes[0]
            let location = place(node.loc)
            if field.fieldName == "__typename" {
                let typeName = field.isConditional ? TypeName("String").optional : TypeName("String")
                variables.append(Variable(name: field.responseKey, typeName: typeName, documentation: ["The object's type's name."], location: location))
                continue
            }
            // The object's own field where it is an object: the most specific type and description.
            guard let definition = fields(of: typeName)[field.fieldName] ?? fields(of: field.parentType)[field.fieldName] else { continue }
            var documentation = definition.description.map { [$0] } ?? []
            if let reason = definition.deprecationReason { documentation.append("- Note: Deprecated: \(reason)") }
            var swiftType = outputTypeName(definition.type, field: field, owner: owner, nestedNames: &nestedNames, location: location)
            if field.isConditional { swiftType = swiftType.optional }
            variables.append(Variable(name: field.responseKey, typeName: swiftType,
                                      documentation: documentation.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) },
                                      location: location))
        }
        for spread in collected.spreads {
            guard let typeName = fragmentTypeNames[spread.name] else { continue }
            var propertyName = GraphQLNaming.lowerFirst(typeName)
            while variables.contains(where: { $0.name == propertyName }) { propertyName += "_" }
            let swiftType = spread.isConditional ? TypeName(typeName).optional : TypeName(typeName)
            variables.append(Variable(name: propertyName, typeName: swiftType,
                                      documentation: ["The fields of the fragment `\(spread.name)`."],
                                      annotations: Annotations([Annotation(key: "flatten", value: .bool(true), location: ownerLocation)]),
                                      location: ownerLocation))
        }
        return variables
    }

    /// A type's fields, built once per type (GraphQL builds them anew at every `fields()`).
    private func fields(of typeName: String) -> GraphQLFieldMap {
        if let known = fieldMaps.maps[typeName] { return known }
        var map: GraphQLFieldMap = [:]
        if let object = schema.getType(name: typeName) as? GraphQLObjectType { map = (try? object.fields()) ?? [:] }
        if let interface = schema.getType(name: typeName) as? GraphQLInterfaceType { map = (try? interface.fields()) ?? [:] }
        fieldMaps.maps[typeName] = map
        return map
    }

    /// The Swift type of a field of `type`, declaring the nested type of its selection.
    private mutating func outputTypeName(
        _ type: GraphQLType, field: SelectedField, owner: String, nestedNames: inout Set<String>, location: SourceLocation,
        inList: Bool = false
    ) -> TypeName {
        if let nonNull = type as? GraphQLNonNull {
            return outputTypeName(nonNull.ofType, field: field, owner: owner, nestedNames: &nestedNames, location: location, inList: inList).unwrapped
        }
        if let list = type as? GraphQLList {
            let element = outputTypeName(list.ofType, field: field, owner: owner, nestedNames: &nestedNames, location: location, inList: true)
            return TypeName.array(of: element).optional
        }
        guard let named = type as? GraphQLNamedType else { return TypeName("JSONValue").optional }
        if let enumType = named as? GraphQLEnumType {
            use(enumType.name, inResponse: true)
            return TypeName(swiftSchemaTypeName(enumType.name)).optional
        }
        if let scalar = named as? GraphQLScalarType {
            return scalarTypeName(scalar, at: location).optional
        }
        // An object, interface or union: the nested type of the field's selection.
        var nestedName = GraphQLNaming.selectionTypeName(field.responseKey, isList: inList)
        if GraphQLNaming.reservedTypeNames.contains(nestedName) || nestedName == owner.split(separator: ".").last.map(String.init) {
            nestedName += "Value"
        }
        var candidate = nestedName
        var number = 2
        while nestedNames.contains(candidate) { candidate = "\(nestedName)\(number)"; number += 1 }
        nestedNames.insert(candidate)
        // Selected both with and without a condition: what only the conditional selections ask for
        // may be absent.
        let selected = zip(field.nodes, field.nodeIsConditional).compactMap { node, isConditional in
            node.selectionSet.map { ($0, isConditional && !field.isConditional) }
        }
        let declared = declareSelection(selected.map(\.0), on: named.name, name: candidate, parent: owner, isFragmentRoot: false,
                                        location: location, conditional: selected.map(\.1))
        return TypeName(declared).optional
    }

    // MARK: Places and problems

    private mutating func setFile(_ loc: Location?) {
        if let start = loc?.start, let origin = text.origin(of: start) { file = origin.file }
    }

    private func place(_ loc: Location?) -> SourceLocation {
        locate(loc?.start ?? 0)
    }

    private mutating func error(_ message: String, at loc: Location?) {
        diagnosticsByFile[file, default: []].append(.error(message, at: place(loc)))
    }

    mutating func warning(_ message: String, at location: SourceLocation) {
        diagnosticsByFile[file, default: []].append(.warning(message, at: location))
    }

    private mutating func warning(_ message: String, at loc: Location?) {
        warning(message, at: place(loc))
    }

    /// A slot for a type in the current file's list, filled once its members are known, so a type
    /// comes before the types nested in it.
    private mutating func reserve() -> Int {
        let placeholder = TypeDecl(kind: .struct, localName: "", location: SourceLocation(path: "", line: 0, column: 0))
        typesByFile[file, default: []].append(placeholder)
        return (typesByFile[file]?.count ?? 1) - 1
    }
}
