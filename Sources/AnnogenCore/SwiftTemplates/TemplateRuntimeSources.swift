// Written by scripts/embed_template_runtime.py from Sources/AnnogenTemplateRuntime; do not edit.

/// The sources of AnnogenTemplateRuntime, compiled as `SourceryRuntime` for Swift templates.
enum TemplateRuntimeSources {
    static let files: [(name: String, text: String)] = [
        ("EnumCase.swift", #"""
import Foundation

/// An enum's case.
public final class EnumCase: PackedObject {
    @inline(__always) func value(_ member: EnumCaseMember) -> PackedValue { value(member.rawValue) }

    public var name: String { value(.name).string }
    /// The raw value, implicit ones too.
    public var rawValue: String? { value(.rawValue).optionalString }
    public var associatedValues: [AssociatedValue] { value(.associatedValues).objects(in: model) }
    public var hasAssociatedValue: Bool { value(.hasAssociatedValue).bool }
    public var indirect: Bool { value(.indirect).bool }
    public var annotations: Annotations { value(.annotations).annotations }
    public var documentation: Documentation { value(.documentation).strings }

    public override var description: String { value(.description).string }
}

/// A value a case carries.
public final class AssociatedValue: PackedObject, Typed {
    @inline(__always) func value(_ member: AssociatedValueMember) -> PackedValue { value(member.rawValue) }

    public var localName: String? { value(.localName).optionalString }
    public var externalName: String? { value(.externalName).optionalString }
    public var typeName: TypeName { value(.typeName).object(in: model) ?? TypeName.empty(in: model) }
    public var type: Type? { value(.type).object(in: model) }
    public var defaultValue: String? { value(.defaultValue).optionalString }
    public var annotations: Annotations { value(.annotations).annotations }

    public override var description: String { value(.description).string }
}

/// A typealias.
public final class Typealias: PackedObject, Typed {
    @inline(__always) func value(_ member: TypealiasMember) -> PackedValue { value(member.rawValue) }

    public var aliasName: String { value(.aliasName).string }
    /// The qualified name (`Shop.Money`).
    public var name: String { value(.name).string }
    public var typeName: TypeName { value(.typeName).object(in: model) ?? TypeName.empty(in: model) }
    public var type: Type? { value(.type).object(in: model) }
    public var parent: Type? { value(.parent).object(in: model) }
    public var parentName: String? { parent?.name }
    public var accessLevel: String { value(.accessLevel).string }
    public var annotations: Annotations { value(.annotations).annotations }
    public var documentation: Documentation { value(.documentation).strings }

    public override var description: String { value(.description).string }
}
"""#),
        ("Method.swift", #"""
import Foundation

public typealias SourceryMethod = Method

/// A method or initializer.
public final class Method: PackedObject {
    @inline(__always) func value(_ member: MethodMember) -> PackedValue { value(member.rawValue) }

    /// The signature as declared: `run(_ x: Int, label y: String = "z")`.
    public var name: String { value(.name).string }
    /// `run(_:label:)`.
    public var selectorName: String { value(.selectorName).string }
    /// `run`.
    public var shortName: String { value(.shortName).string }
    public var callName: String { value(.callName).string }
    public var parameters: [MethodParameter] { value(.parameters).objects(in: model) }
    public var returnTypeName: TypeName { value(.returnTypeName).object(in: model) ?? TypeName.empty(in: model) }
    public var returnType: Type? { value(.returnType).object(in: model) }
    public var actualReturnTypeName: TypeName { value(.actualReturnTypeName).object(in: model) ?? returnTypeName }
    public var unwrappedReturnTypeName: String { value(.unwrappedReturnTypeName).string }
    public var isOptionalReturnType: Bool { value(.isOptionalReturnType).bool }
    public var isImplicitlyUnwrappedOptionalReturnType: Bool { value(.isImplicitlyUnwrappedOptionalReturnType).bool }
    public var `throws`: Bool { value(.throws).bool }
    public var `rethrows`: Bool { value(.rethrows).bool }
    public var throwsTypeName: TypeName? { value(.throwsTypeName).object(in: model) }
    public var isThrowsTypeGeneric: Bool { value(.isThrowsTypeGeneric).bool }
    public var isAsync: Bool { value(.isAsync).bool }
    public var isDistributed: Bool { value(.isDistributed).bool }
    public var isStatic: Bool { value(.isStatic).bool }
    public var isClass: Bool { value(.isClass).bool }
    public var isInitializer: Bool { value(.isInitializer).bool }
    public var isDeinitializer: Bool { value(.isDeinitializer).bool }
    public var isFailableInitializer: Bool { value(.isFailableInitializer).bool }
    public var isConvenienceInitializer: Bool { value(.isConvenienceInitializer).bool }
    public var isRequired: Bool { value(.isRequired).bool }
    public var isFinal: Bool { value(.isFinal).bool }
    public var isMutating: Bool { value(.isMutating).bool }
    public var isGeneric: Bool { value(.isGeneric).bool }
    public var isOptional: Bool { value(.isOptional).bool }
    public var isNonisolated: Bool { value(.isNonisolated).bool }
    public var isDynamic: Bool { value(.isDynamic).bool }
    public var genericRequirements: [GenericRequirement] { value(.genericRequirements).objects(in: model) }
    public var accessLevel: String { value(.accessLevel).string }
    public var attributes: AttributeList { value(.attributes).attributes(in: model) }
    public var modifiers: [SourceryModifier] { value(.modifiers).objects(in: model) }
    public var annotations: Annotations { madeAnnotations ?? value(.annotations).annotations }
    public var documentation: Documentation { value(.documentation).strings }
    public var definedInType: Type? { value(.definedInType).object(in: model) }
    public var definedInTypeName: TypeName? { value(.definedInTypeName).object(in: model) }
    public var actualDefinedInTypeName: TypeName? { value(.actualDefinedInTypeName).object(in: model) }

    public override var description: String { value(.description).string }

    /// A method a template makes itself, as Sourcery's initializer makes one.
    public convenience init(
        name: String, selectorName: String? = nil, parameters: [MethodParameter] = [],
        returnTypeName: TypeName = TypeName(name: "Void"), isAsync: Bool = false, throws: Bool = false,
        rethrows: Bool = false, accessLevel: AccessLevel = .internal, isStatic: Bool = false, isClass: Bool = false,
        isFailableInitializer: Bool = false, annotations: [String: NSObject] = [:], documentation: [String] = []
    ) {
        var members = [PackedValue](repeating: .null, count: MethodMember.allCases.count)
        func set(_ member: MethodMember, _ value: PackedValue) { members[member.rawValue] = value }
        let shortName = name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
        set(.name, .string(name))
        set(.selectorName, .string(selectorName ?? name))
        set(.shortName, .string(shortName))
        set(.callName, .string(shortName))
        set(.parameters, .array(parameters.indices.map { .object($0) }))
        set(.returnTypeName, .object(parameters.count))
        set(.unwrappedReturnTypeName, .string(returnTypeName.unwrappedTypeName))
        set(.isOptionalReturnType, .bool(returnTypeName.isOptional || isFailableInitializer))
        set(.isImplicitlyUnwrappedOptionalReturnType, .bool(returnTypeName.isImplicitlyUnwrappedOptional))
        set(.isAsync, .bool(isAsync))
        set(.throws, .bool(`throws`))
        set(.rethrows, .bool(`rethrows`))
        set(.accessLevel, .string(accessLevel.rawValue))
        set(.isStatic, .bool(isStatic))
        set(.isClass, .bool(isClass))
        set(.isInitializer, .bool(name.hasPrefix("init(")))
        set(.isDeinitializer, .bool(name == "deinit"))
        set(.isFailableInitializer, .bool(isFailableInitializer))
        set(.documentation, .array(documentation.map(PackedValue.string)))
        set(.description, .string(name))
        self.init(members: members, objects: parameters + [returnTypeName])
        madeAnnotations = annotations
    }

    /// Annotations of a method a template made.
    private var madeAnnotations: Annotations?
}

/// A method's parameter.
public final class MethodParameter: PackedObject, Typed {
    @inline(__always) func value(_ member: MethodParameterMember) -> PackedValue { value(member.rawValue) }

    /// The argument label; nil for `_`.
    public var argumentLabel: String? { value(.argumentLabel).optionalString }
    public var name: String { value(.name).string }
    public var typeName: TypeName { value(.typeName).object(in: model) ?? TypeName.empty(in: model) }
    public var type: Type? { value(.type).object(in: model) }
    public var defaultValue: String? { value(.defaultValue).optionalString }
    public var isVariadic: Bool { value(.isVariadic).bool }
    public var `inout`: Bool { value(.inout).bool }
    public var typeAttributes: AttributeList { value(.typeAttributes).attributes(in: model) }
    public var annotations: Annotations { value(.annotations).annotations }
    public var index: Int { value(.index).int }
    public var asSource: String { value(.asSource).string }

    public override var description: String { value(.description).string }
}

/// A subscript.
public final class Subscript: PackedObject {
    @inline(__always) func value(_ member: SubscriptMember) -> PackedValue { value(member.rawValue) }

    public var parameters: [MethodParameter] { value(.parameters).objects(in: model) }
    public var returnTypeName: TypeName { value(.returnTypeName).object(in: model) ?? TypeName.empty(in: model) }
    public var returnType: Type? { value(.returnType).object(in: model) }
    public var actualReturnTypeName: TypeName { value(.actualReturnTypeName).object(in: model) ?? returnTypeName }
    public var unwrappedReturnTypeName: String { value(.unwrappedReturnTypeName).string }
    public var isOptionalReturnType: Bool { value(.isOptionalReturnType).bool }
    public var isImplicitlyUnwrappedOptionalReturnType: Bool { value(.isImplicitlyUnwrappedOptionalReturnType).bool }
    public var isFinal: Bool { value(.isFinal).bool }
    public var readAccess: String { value(.readAccess).string }
    public var writeAccess: String { value(.writeAccess).string }
    public var isAsync: Bool { value(.isAsync).bool }
    public var `throws`: Bool { value(.throws).bool }
    public var throwsTypeName: TypeName? { value(.throwsTypeName).object(in: model) }
    public var isMutable: Bool { value(.isMutable).bool }
    public var annotations: Annotations { value(.annotations).annotations }
    public var documentation: Documentation { value(.documentation).strings }
    public var definedInType: Type? { value(.definedInType).object(in: model) }
    public var definedInTypeName: TypeName? { value(.definedInTypeName).object(in: model) }
    public var actualDefinedInTypeName: TypeName? { value(.actualDefinedInTypeName).object(in: model) }
    public var attributes: AttributeList { value(.attributes).attributes(in: model) }
    public var modifiers: [SourceryModifier] { value(.modifiers).objects(in: model) }
    public var genericRequirements: [GenericRequirement] { value(.genericRequirements).objects(in: model) }
    public var isGeneric: Bool { value(.isGeneric).bool }

    public override var description: String { value(.description).string }
}
"""#),
        ("PackedModel.swift", #"""
import Foundation

/// A packed model read back: every object made once, and the root (`types`, `argument`).
public final class PackedModel {
    public private(set) var objects: [PackedObject] = []
    let root: PackedValue

    /// A model with nothing in it, for values made by a template itself (`TypeName(name:)`).
    nonisolated(unsafe) static let detached = PackedModel()

    private init() {
        root = .null
    }

    /// A model of objects made elsewhere, for an object a template makes itself.
    init(objects: [PackedObject]) {
        self.objects = objects
        root = .null
    }

    public init(bytes: [UInt8]) throws {
        var reader = PackedReader(bytes: bytes)
        let (packed, root) = try reader.read()
        self.root = root
        objects.reserveCapacity(packed.count)
        for (kind, members) in packed { objects.append(make(kind, members)) }
    }

    private func make(_ kind: PackedKind, _ members: [PackedValue]) -> PackedObject {
        switch kind {
        case .type:
            let kindName = members.indices.contains(TypeMember.kind.rawValue) ? members[TypeMember.kind.rawValue].string : ""
            switch kindName {
            case "class": return Class(members: members, model: self)
            case "struct": return Struct(members: members, model: self)
            case "enum": return Enum(members: members, model: self)
            case "protocol": return `Protocol`(members: members, model: self)
            case "actor": return Actor(members: members, model: self)
            default: return Type(members: members, model: self)
            }
        case .variable: return Variable(members: members, model: self)
        case .method: return Method(members: members, model: self)
        case .methodParameter: return MethodParameter(members: members, model: self)
        case .typeName: return TypeName(members: members, model: self)
        case .enumCase: return EnumCase(members: members, model: self)
        case .associatedValue: return AssociatedValue(members: members, model: self)
        case .`typealias`: return Typealias(members: members, model: self)
        case .`subscript`: return Subscript(members: members, model: self)
        case .attribute: return Attribute(members: members, model: self)
        case .modifier: return Modifier(members: members, model: self)
        case .genericRequirement: return GenericRequirement(members: members, model: self)
        case .typeReference: return TypeReference(members: members, model: self)
        case .import: return Import(members: members, model: self)
        }
    }

    /// The root's member `name`.
    func rootValue(_ name: String) -> PackedValue {
        guard case .dictionary(let entries) = root else { return .null }
        return entries[name] ?? .null
    }
}
"""#),
        ("PackedObject.swift", #"""
import Foundation

/// Annotations as Sourcery's templates read them: `annotations["jsonKey"] as? String`.
public typealias Annotations = [String: NSObject]
/// Doc-comment lines.
public typealias Documentation = [String]
/// Attributes by name (`attributes["objc"]`), each name's in declaration order.
public typealias AttributeList = [String: [Attribute]]

/// An object of the packed model: its members' values at the positions its kind's list gives
/// (`PackedKind.members`), read on use. Objects are made once per model, so `===` and the
/// dictionaries keyed by name hold the same objects.
public class PackedObject: NSObject {
    let members: [PackedValue]
    unowned(unsafe) let model: PackedModel
    /// The model of an object a template made itself (`SourceryMethod(name:)`), which holds the
    /// objects it refers to; kept alive by the object.
    private let ownModel: PackedModel?

    init(members: [PackedValue], model: PackedModel) {
        self.members = members
        self.model = model
        ownModel = nil
    }

    /// An object a template makes: `members` by position, where `.object(n)` is `objects[n]`.
    init(members: [PackedValue], objects: [PackedObject]) {
        let model = PackedModel(objects: objects)
        self.members = members
        self.model = model
        ownModel = model
    }

    @inline(__always) func value(_ position: Int) -> PackedValue {
        position < members.count ? members[position] : .null
    }
}

/// A part of a type name kept as a dictionary of its members (`typeName.array`, `typeName.closure`).
public class PackedEntries: NSObject {
    let entries: [String: PackedValue]
    unowned(unsafe) let model: PackedModel

    init(entries: [String: PackedValue], model: PackedModel) {
        self.entries = entries
        self.model = model
    }

    @inline(__always) func value(_ key: String) -> PackedValue { entries[key] ?? .null }
}

extension PackedValue {
    var string: String {
        switch self {
        case .string(let string): string
        case .int(let int): String(int)
        case .double(let double): String(double)
        case .bool(let bool): String(bool)
        default: ""
        }
    }

    var optionalString: String? {
        if case .null = self { return nil }
        return string
    }

    var bool: Bool {
        switch self {
        case .bool(let bool): bool
        case .int(let int): int != 0
        default: false
        }
    }

    var int: Int {
        switch self {
        case .int(let int): int
        case .double(let double): Int(double)
        case .bool(let bool): bool ? 1 : 0
        default: 0
        }
    }

    var strings: [String] {
        guard case .array(let elements) = self else { return [] }
        return elements.map(\.string)
    }

    func object<T: AnyObject>(in model: PackedModel) -> T? {
        guard case .object(let position) = self, position < model.objects.count else { return nil }
        return model.objects[position] as? T
    }

    func objects<T: AnyObject>(in model: PackedModel) -> [T] {
        guard case .array(let elements) = self else { return [] }
        return elements.compactMap { $0.object(in: model) }
    }

    /// Object entries of a dictionary (entries that are names of types not scanned are left out, as
    /// Sourcery's `implements` holds only known types).
    func objectDictionary<T: AnyObject>(in model: PackedModel) -> [String: T] {
        guard case .dictionary(let entries) = self else { return [:] }
        var result: [String: T] = [:]
        for (key, value) in entries {
            if let object: T = value.object(in: model) { result[key] = object }
        }
        return result
    }

    func entries<T: PackedEntries>(in model: PackedModel, as make: (([String: PackedValue], PackedModel) -> T)) -> T? {
        guard case .dictionary(let entries) = self else { return nil }
        return make(entries, model)
    }

    /// Annotations as Foundation objects: strings as `NSString`, numbers and flags as `NSNumber`,
    /// repeated keys as `NSArray`, namespaces as `NSDictionary`.
    var annotations: Annotations {
        guard case .dictionary(let entries) = self else { return [:] }
        return entries.compactMapValues(\.foundationObject)
    }

    var foundationObject: NSObject? {
        switch self {
        case .null, .object: nil
        case .bool(let bool): NSNumber(value: bool)
        case .int(let int): NSNumber(value: int)
        case .double(let double): NSNumber(value: double)
        case .string(let string): NSString(string: string)
        case .array(let elements): NSArray(array: elements.compactMap(\.foundationObject))
        case .dictionary(let entries): NSDictionary(dictionary: entries.compactMapValues(\.foundationObject))
        }
    }

    func attributes(in model: PackedModel) -> AttributeList {
        guard case .dictionary(let entries) = self else { return [:] }
        return entries.mapValues { $0.objects(in: model) }
    }
}
"""#),
        ("PackedReader.swift", #"""
/// Why a packed model could not be read.
public struct PackedModelError: Error, CustomStringConvertible {
    public let description: String
}

/// Reads what `PackedWriter` wrote.
public struct PackedReader {
    private let bytes: [UInt8]
    private var position = 0
    private var strings: [String] = []

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The objects (kind and members' values) and the root value.
    public mutating func read() throws -> (objects: [(kind: PackedKind, members: [PackedValue])], root: PackedValue) {
        guard bytes.count >= 4, bytes[0..<4].elementsEqual("AGT1".utf8) else {
            throw PackedModelError(description: "not a packed model")
        }
        position = 4
        let stringCount = try count()
        strings.reserveCapacity(stringCount)
        for _ in 0..<stringCount {
            let length = try count()
            guard position + length <= bytes.count else { throw truncated() }
            strings.append(String(decoding: bytes[position..<position + length], as: UTF8.self))
            position += length
        }
        let objectCount = try count()
        var objects: [(kind: PackedKind, members: [PackedValue])] = []
        objects.reserveCapacity(objectCount)
        for _ in 0..<objectCount {
            guard position < bytes.count, let kind = PackedKind(rawValue: bytes[position]) else { throw truncated() }
            position += 1
            let memberCount = try count()
            var members: [PackedValue] = []
            members.reserveCapacity(memberCount)
            for _ in 0..<memberCount { members.append(try value()) }
            objects.append((kind, members))
        }
        return (objects, try value())
    }

    private mutating func value() throws -> PackedValue {
        guard position < bytes.count, let tag = PackedTag(rawValue: bytes[position]) else { throw truncated() }
        position += 1
        switch tag {
        case .null: return .null
        case .falseValue: return .bool(false)
        case .trueValue: return .bool(true)
        case .int:
            let zigzag = try varint()
            return .int(Int(Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1)))))
        case .double:
            guard position + 8 <= bytes.count else { throw truncated() }
            var bits: UInt64 = 0
            for offset in 0..<8 { bits |= UInt64(bytes[position + offset]) << (8 * UInt64(offset)) }
            position += 8
            return .double(Double(bitPattern: bits))
        case .string: return .string(try string())
        case .array:
            let count = try count()
            var elements: [PackedValue] = []
            elements.reserveCapacity(count)
            for _ in 0..<count { elements.append(try value()) }
            return .array(elements)
        case .dictionary:
            let count = try count()
            var entries: [String: PackedValue] = [:]
            entries.reserveCapacity(count)
            for _ in 0..<count {
                let key = try string()
                entries[key] = try value()
            }
            return .dictionary(entries)
        case .object: return .object(try count())
        }
    }

    private mutating func string() throws -> String {
        let index = try count()
        guard index < strings.count else { throw truncated() }
        return strings[index]
    }

    private mutating func count() throws -> Int {
        let value = try varint()
        guard value <= UInt64(Int32.max) else { throw truncated() }
        return Int(value)
    }

    private mutating func varint() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count, shift < 64 else { throw truncated() }
            let byte = bytes[position]
            position += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
    }

    private func truncated() -> PackedModelError {
        PackedModelError(description: "the packed model ends early or is damaged at byte \(position)")
    }
}
"""#),
        ("PackedSchema.swift", #"""
/// The kinds of object in a packed model, and for each the members it holds, in order. The
/// runtime's classes read their members at these positions and annogen's packer writes them in this
/// order, both from these lists.
public enum PackedKind: UInt8, CaseIterable, Sendable {
    case type, variable, method, methodParameter, typeName, enumCase, associatedValue, `typealias`,
        `subscript`, attribute, modifier, genericRequirement, typeReference, `import`

    /// The members of an object of this kind, by name, in the order they are packed.
    public var members: [String] {
        switch self {
        case .type: TypeMember.allCases.map { String(describing: $0) }
        case .variable: VariableMember.allCases.map { String(describing: $0) }
        case .method: MethodMember.allCases.map { String(describing: $0) }
        case .methodParameter: MethodParameterMember.allCases.map { String(describing: $0) }
        case .typeName: TypeNameMember.allCases.map { String(describing: $0) }
        case .enumCase: EnumCaseMember.allCases.map { String(describing: $0) }
        case .associatedValue: AssociatedValueMember.allCases.map { String(describing: $0) }
        case .`typealias`: TypealiasMember.allCases.map { String(describing: $0) }
        case .`subscript`: SubscriptMember.allCases.map { String(describing: $0) }
        case .attribute: AttributeMember.allCases.map { String(describing: $0) }
        case .modifier: ModifierMember.allCases.map { String(describing: $0) }
        case .genericRequirement: GenericRequirementMember.allCases.map { String(describing: $0) }
        case .typeReference: TypeReferenceMember.allCases.map { String(describing: $0) }
        case .import: ImportMember.allCases.map { String(describing: $0) }
        }
    }
}

enum TypeMember: Int, CaseIterable {
    case name, localName, globalName, module, kind, parent, containedTypes, accessLevel, isFinal, isGeneric,
        genericRequirements, attributes, modifiers, documentation, annotations, inheritedTypes, implements, inherits,
        based, basedTypes, supertype, isExtension, isUnknownExtension, variables, rawVariables, allVariables,
        storedVariables, computedVariables, instanceVariables, staticVariables, methods, rawMethods, allMethods,
        initializers, instanceMethods, staticMethods, classMethods, subscripts, allSubscripts, typealiases, cases,
        hasAssociatedValues, rawTypeName, rawType, hasRawType, path, fileName, directory, imports,
        allImports, isDistributed, description
}

enum VariableMember: Int, CaseIterable {
    case name, typeName, type, isComputed, isStatic, isAsync, `throws`, throwsTypeName, readAccess, writeAccess,
        isMutable, isLazy, isFinal, isDynamic, defaultValue, attributes, modifiers, documentation, annotations,
        definedInType, definedInTypeName, actualDefinedInTypeName, description
}

enum MethodMember: Int, CaseIterable {
    case name, selectorName, shortName, callName, parameters, returnTypeName, returnType, actualReturnTypeName,
        unwrappedReturnTypeName, isOptionalReturnType, isImplicitlyUnwrappedOptionalReturnType, `throws`, `rethrows`,
        throwsTypeName, isThrowsTypeGeneric, isAsync, isDistributed, isStatic, isClass, isInitializer, isDeinitializer,
        isFailableInitializer, isConvenienceInitializer, isRequired, isFinal, isMutating, isGeneric, isOptional,
        isNonisolated, isDynamic, genericRequirements, accessLevel, attributes, modifiers, annotations, documentation,
        definedInType, definedInTypeName, actualDefinedInTypeName, description
}

enum MethodParameterMember: Int, CaseIterable {
    case argumentLabel, name, typeName, type, defaultValue, isVariadic, `inout`, typeAttributes, annotations, index,
        asSource, description
}

enum TypeNameMember: Int, CaseIterable {
    case name, description, unwrappedTypeName, actualTypeName, type, isOptional, isImplicitlyUnwrappedOptional,
        isProtocolComposition, isGeneric, isVoid, isTuple, isArray, isDictionary, isClosure, isSet, isNever, attributes,
        modifiers, asSource, array, dictionary, generic, tuple, closure, set
}

enum EnumCaseMember: Int, CaseIterable {
    case name, rawValue, associatedValues, hasAssociatedValue, indirect, annotations, documentation, description
}

enum AssociatedValueMember: Int, CaseIterable {
    case localName, externalName, typeName, type, defaultValue, annotations, description
}

enum TypealiasMember: Int, CaseIterable {
    case aliasName, name, typeName, type, parent, accessLevel, annotations, documentation, description
}

enum SubscriptMember: Int, CaseIterable {
    case parameters, returnTypeName, returnType, actualReturnTypeName, unwrappedReturnTypeName, isOptionalReturnType,
        isImplicitlyUnwrappedOptionalReturnType, isFinal, readAccess, writeAccess, isAsync, `throws`, throwsTypeName,
        isMutable, annotations, documentation, definedInType, definedInTypeName, actualDefinedInTypeName, attributes,
        modifiers, genericRequirements, isGeneric, description
}

enum AttributeMember: Int, CaseIterable {
    case name, arguments, asSource, description
}

enum ModifierMember: Int, CaseIterable {
    case name, detail, asSource, description
}

enum GenericRequirementMember: Int, CaseIterable {
    case leftType, rightType, relationship, relationshipSyntax, description
}

enum TypeReferenceMember: Int, CaseIterable {
    case name, typeName, type
}

enum ImportMember: Int, CaseIterable {
    case kind, path, moduleName, description
}
"""#),
        ("PackedValue.swift", #"""
/// A value of the packed model: what annogen's template context holds, in a form a Swift
/// template's program reads back without parsing text. Objects are referred to by their position
/// in the model's object table, so a type met twice is one object.
public enum PackedValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([PackedValue])
    case dictionary([String: PackedValue])
    case object(Int)
}

/// The tags that start each packed value.
enum PackedTag: UInt8 {
    case null = 0, falseValue, trueValue, int, double, string, array, dictionary, object
}
"""#),
        ("PackedWriter.swift", #"""
/// Writes a packed model: strings once each, objects in a table, values tagged. annogen writes it;
/// a Swift template's program reads it back with `PackedReader`.
///
/// Layout: `AGT1`, the string table (count, then each string's UTF-8 length and bytes), the object
/// table (count, then each object's kind, member count and members' values), then the root value.
/// Counts, lengths and positions are LEB128 varints; integers are zigzag varints; doubles 8 bytes,
/// little-endian.
public struct PackedWriter {
    private var body: [UInt8] = []
    private var strings: [String] = []
    private var stringIndex: [String: Int] = [:]

    private init() {}

    /// The bytes of a model of `objects` (each its kind and members' values, in `kind.members`
    /// order; `.object(n)` refers to the n-th) and `root`.
    public static func bytes(objects: [(kind: PackedKind, members: [PackedValue])], root: PackedValue) -> [UInt8] {
        var writer = PackedWriter()
        writer.body.reserveCapacity(objects.count * 64)
        writer.varint(UInt64(objects.count))
        for object in objects {
            writer.body.append(object.kind.rawValue)
            writer.varint(UInt64(object.members.count))
            for value in object.members { writer.write(value) }
        }
        writer.write(root)
        var table = PackedWriter()
        table.body = Array("AGT1".utf8)
        table.varint(UInt64(writer.strings.count))
        for string in writer.strings {
            let utf8 = Array(string.utf8)
            table.varint(UInt64(utf8.count))
            table.body += utf8
        }
        return table.body + writer.body
    }

    private mutating func write(_ value: PackedValue) {
        switch value {
        case .null: body.append(PackedTag.null.rawValue)
        case .bool(let bool): body.append(bool ? PackedTag.trueValue.rawValue : PackedTag.falseValue.rawValue)
        case .int(let int):
            body.append(PackedTag.int.rawValue)
            varint(UInt64(bitPattern: Int64((int << 1) ^ (int >> (Int.bitWidth - 1)))))
        case .double(let double):
            body.append(PackedTag.double.rawValue)
            var bits = double.bitPattern.littleEndian
            withUnsafeBytes(of: &bits) { body.append(contentsOf: $0) }
        case .string(let string):
            body.append(PackedTag.string.rawValue)
            varint(UInt64(index(of: string)))
        case .array(let elements):
            body.append(PackedTag.array.rawValue)
            varint(UInt64(elements.count))
            for element in elements { write(element) }
        case .dictionary(let entries):
            body.append(PackedTag.dictionary.rawValue)
            varint(UInt64(entries.count))
            // In key order: the same model packs to the same bytes.
            for key in entries.keys.sorted() {
                varint(UInt64(index(of: key)))
                write(entries[key] ?? .null)
            }
        case .object(let position):
            body.append(PackedTag.object.rawValue)
            varint(UInt64(position))
        }
    }

    private mutating func index(of string: String) -> Int {
        if let index = stringIndex[string] { return index }
        let index = strings.count
        strings.append(string)
        stringIndex[string] = index
        return index
    }

    private mutating func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            body.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        body.append(UInt8(value))
    }
}
"""#),
        ("SmallParts.swift", #"""
import Foundation

public typealias SourceryModifier = Modifier

/// An attribute: `@available(iOS 15, *)`; prints as written.
public final class Attribute: PackedObject {
    @inline(__always) func value(_ member: AttributeMember) -> PackedValue { value(member.rawValue) }

    public var name: String { value(.name).string }
    public var arguments: [String: NSObject] { value(.arguments).annotations }
    public var asSource: String { value(.asSource).string }
    public override var description: String { value(.description).string }
}

/// A modifier: `private(set)`; prints as written.
public final class Modifier: PackedObject {
    @inline(__always) func value(_ member: ModifierMember) -> PackedValue { value(member.rawValue) }

    public var name: String { value(.name).string }
    public var detail: String? { value(.detail).optionalString }
    public var asSource: String { value(.asSource).string }
    public override var description: String { value(.description).string }
}

/// A `where` clause's requirement: `T: Codable`, `Element == Int`.
public final class GenericRequirement: PackedObject {
    @inline(__always) func value(_ member: GenericRequirementMember) -> PackedValue { value(member.rawValue) }

    public var leftType: AssociatedType {
        value(.leftType).object(in: model).map(AssociatedType.init) ?? AssociatedType(TypeReference(members: [], model: model))
    }
    public var rightType: GenericTypeParameter {
        let reference: TypeReference = value(.rightType).object(in: model) ?? TypeReference(members: [], model: model)
        return GenericTypeParameter(typeName: reference.typeName)
    }
    /// `conformsTo` or `equals`.
    public var relationship: String { value(.relationship).string }
    /// `:` or `==`.
    public var relationshipSyntax: String { value(.relationshipSyntax).string }
    public override var description: String { value(.description).string }
}

/// A name in a `where` clause, with its type name and the scanned type it names.
final class TypeReference: PackedObject {
    @inline(__always) func value(_ member: TypeReferenceMember) -> PackedValue { value(member.rawValue) }

    var name: String { value(.name).string }
    var typeName: TypeName { value(.typeName).object(in: model) ?? TypeName(name: name) }
    var type: Type? { value(.type).object(in: model) }
}

/// The left side of a generic requirement (or a protocol's associated type).
public final class AssociatedType: NSObject {
    public let name: String
    public let typeName: TypeName?
    public let type: Type?

    init(_ reference: TypeReference) {
        name = reference.name
        typeName = reference.typeName
        type = reference.type
    }

    public override var description: String { name }
}

/// An `import` of a scanned file.
public final class Import: PackedObject {
    @inline(__always) func value(_ member: ImportMember) -> PackedValue { value(member.rawValue) }

    /// `struct`, `class`, … for `import struct A.B`; nil for a module.
    public var kind: String? { value(.kind).optionalString }
    public var path: String { value(.path).string }
    public var moduleName: String { value(.moduleName).string }
    public override var description: String { value(.description).string }
}
"""#),
        ("TemplateContext.swift", #"""
import Foundation

/// What a Swift template's program sees, as Sourcery gives it: `types`, `functions`, `type`
/// (types by name) and `argument`.
public final class TemplateContext: NSObject {
    public let types: Types
    /// Global functions (annogen's model has none; kept so Sourcery's templates compile).
    public let functions: [SourceryMethod]
    /// `--args` and the config's `args:` values.
    public let argument: [String: NSObject]
    /// The model every object refers to (unowned, so that objects stay one pointer's worth): kept
    /// alive here, by the context the program's globals hold.
    let model: PackedModel

    public init(model: PackedModel) {
        self.model = model
        types = Types(model: model)
        functions = []
        argument = model.rootValue("argument").annotations
    }

    /// The context of this run: the packed model at the path given as the program's first argument.
    /// A program run otherwise prints why and exits with status 70.
    public static func load() -> TemplateContext {
        let arguments = CommandLine.arguments
        do {
            guard arguments.count > 1 else { throw PackedModelError(description: "no packed model given") }
            guard let data = FileManager.default.contents(atPath: arguments[1]) else {
                throw PackedModelError(description: "cannot read \(arguments[1])")
            }
            return TemplateContext(model: try PackedModel(bytes: [UInt8](data)))
        } catch {
            FileHandle.standardError.write(Data("annogen template runtime: \(error)\n".utf8))
            exit(70)
        }
    }
}

extension ProcessInfo {
    /// Sourcery's spelling of the run's context.
    public var context: TemplateContext? { TemplateContext.load() }
}
"""#),
        ("Type.swift", #"""
import Foundation

/// A class, struct, enum, protocol, actor or extension of a type not scanned, as Sourcery's
/// `Type`: the same members, with the values annogen's template context gives.
public class Type: PackedObject {
    @inline(__always) func value(_ member: TypeMember) -> PackedValue { value(member.rawValue) }

    /// The fully qualified name (`API.Search.ResponseBody`).
    public var name: String { value(.name).string }
    public var localName: String { value(.localName).string }
    public var globalName: String { value(.globalName).string }
    public var module: String? { value(.module).optionalString }
    /// `class`, `struct`, `enum`, `protocol`, `actor` or `extension`.
    public var kind: String { value(.kind).string }
    public var parent: Type? { value(.parent).object(in: model) }
    public var parentName: String? { parent?.name }
    public var containedTypes: [Type] { value(.containedTypes).objects(in: model) }
    /// Contained types by local name.
    public var containedType: [String: Type] {
        Dictionary(containedTypes.map { ($0.localName, $0) }, uniquingKeysWith: { first, _ in first })
    }
    /// This type and its enclosing types, innermost first.
    public var parentTypes: AnyIterator<Type> {
        var next: Type? = self
        return AnyIterator {
            next = next?.parent
            return next
        }
    }
    public var accessLevel: String { value(.accessLevel).string }
    public var isGeneric: Bool { value(.isGeneric).bool }
    public var genericRequirements: [GenericRequirement] { value(.genericRequirements).objects(in: model) }
    public var attributes: AttributeList { value(.attributes).attributes(in: model) }
    public var modifiers: [SourceryModifier] { value(.modifiers).objects(in: model) }
    public var documentation: Documentation { value(.documentation).strings }
    public var annotations: Annotations { value(.annotations).annotations }
    /// The inheritance clause's names as written.
    public var inheritedTypes: [String] { value(.inheritedTypes).strings }
    /// Protocols it conforms to, directly or not, that were scanned.
    public var implements: [String: Type] { value(.implements).objectDictionary(in: model) }
    /// Classes it inherits from, that were scanned.
    public var inherits: [String: Type] { value(.inherits).objectDictionary(in: model) }
    /// Every name it is based on (scanned or not), each to itself.
    public var based: [String: String] {
        guard case .dictionary(let entries) = value(.based) else { return [:] }
        return Dictionary(uniqueKeysWithValues: entries.keys.map { ($0, $0) })
    }
    public var basedTypes: [String: Type] { value(.basedTypes).objectDictionary(in: model) }
    public var supertype: Type? { value(.supertype).object(in: model) }
    public var isExtension: Bool { value(.isExtension).bool }
    public var isUnknownExtension: Bool { value(.isUnknownExtension).bool }
    public var variables: [Variable] { value(.variables).objects(in: model) }
    public var rawVariables: [Variable] { value(.rawVariables).objects(in: model) }
    public var allVariables: [Variable] { value(.allVariables).objects(in: model) }
    public var storedVariables: [Variable] { value(.storedVariables).objects(in: model) }
    public var computedVariables: [Variable] { value(.computedVariables).objects(in: model) }
    public var instanceVariables: [Variable] { value(.instanceVariables).objects(in: model) }
    public var staticVariables: [Variable] { value(.staticVariables).objects(in: model) }
    public var methods: [Method] { value(.methods).objects(in: model) }
    public var rawMethods: [Method] { value(.rawMethods).objects(in: model) }
    public var allMethods: [Method] { value(.allMethods).objects(in: model) }
    public var initializers: [Method] { value(.initializers).objects(in: model) }
    public var instanceMethods: [Method] { value(.instanceMethods).objects(in: model) }
    public var staticMethods: [Method] { value(.staticMethods).objects(in: model) }
    public var classMethods: [Method] { value(.classMethods).objects(in: model) }
    public var subscripts: [Subscript] { value(.subscripts).objects(in: model) }
    public var rawSubscripts: [Subscript] { subscripts }
    public var allSubscripts: [Subscript] { value(.allSubscripts).objects(in: model) }
    /// Its own typealiases by local name.
    public var typealiases: [String: Typealias] { value(.typealiases).objectDictionary(in: model) }
    public var path: String? { value(.path).optionalString }
    public var fileName: String? { value(.fileName).optionalString }
    public var directory: String? { value(.directory).optionalString }
    public var imports: [Import] { value(.imports).objects(in: model) }
    public var allImports: [Import] { value(.allImports).objects(in: model) }

    public override var description: String { value(.description).string }
}

/// A class.
public final class Class: Type {
    public class var kind: String { "class" }
    public var isFinal: Bool { value(.isFinal).bool }
}

/// A struct.
public final class Struct: Type {
    public class var kind: String { "struct" }
}

/// An enum, with its cases.
public final class Enum: Type {
    public class var kind: String { "enum" }
    public var cases: [EnumCase] { value(.cases).objects(in: model) }
    public var rawTypeName: TypeName? { value(.rawTypeName).object(in: model) }
    public var hasRawType: Bool { value(.hasRawType).bool }
    public var rawType: Type? { value(.rawType).object(in: model) }
    public var hasAssociatedValues: Bool { value(.hasAssociatedValues).bool }
}

/// A protocol (Sourcery on Linux names it `Protocol`, and `SourceryProtocol` everywhere).
public final class `Protocol`: Type {
    public class var kind: String { "protocol" }
}

public typealias SourceryProtocol = `Protocol`

/// An actor.
public final class Actor: Type {
    public class var kind: String { "actor" }
    public var isFinal: Bool { value(.isFinal).bool }
    public var isDistributed: Bool { value(.isDistributed).bool }
}
"""#),
        ("TypeName.swift", #"""
import Foundation

/// A type as written where it is used (`[String: Item]?`). Prints as its name.
public final class TypeName: PackedObject, LosslessStringConvertible {
    @inline(__always) func value(_ member: TypeNameMember) -> PackedValue { value(member.rawValue) }

    /// An empty name, for a member the model left without one.
    static func empty(in model: PackedModel) -> TypeName { TypeName(members: [], model: model) }

    /// A name a template makes itself (Sourcery's `TypeName(name:)`): what its spelling tells.
    public convenience init(name: String) {
        var members = [PackedValue](repeating: .null, count: TypeNameMember.allCases.count)
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        let isOptional = trimmed.hasSuffix("?") || trimmed.hasPrefix("Optional<")
        let isImplicitlyUnwrapped = trimmed.hasSuffix("!")
        let unwrapped = isOptional || isImplicitlyUnwrapped ? String(trimmed.dropLast()) : trimmed
        members[TypeNameMember.name.rawValue] = .string(trimmed)
        members[TypeNameMember.description.rawValue] = .string(trimmed)
        members[TypeNameMember.unwrappedTypeName.rawValue] = .string(unwrapped)
        members[TypeNameMember.asSource.rawValue] = .string(trimmed)
        members[TypeNameMember.isOptional.rawValue] = .bool(isOptional || isImplicitlyUnwrapped)
        members[TypeNameMember.isImplicitlyUnwrappedOptional.rawValue] = .bool(isImplicitlyUnwrapped)
        members[TypeNameMember.isVoid.rawValue] = .bool(["Void", "()", "Swift.Void"].contains(unwrapped))
        members[TypeNameMember.isNever.rawValue] = .bool(unwrapped == "Never" || unwrapped == "Swift.Never")
        self.init(members: members, model: PackedModel.detached)
    }

    public convenience init?(_ description: String) { self.init(name: description) }

    public var name: String { value(.name).string }
    public var unwrappedTypeName: String { value(.unwrappedTypeName).string }
    /// The name with typealiases replaced and nested names qualified; nil when it is `name`.
    public var actualTypeName: TypeName? { value(.actualTypeName).object(in: model) }
    /// The scanned type it names, if any.
    var type: Type? { value(.type).object(in: model) }
    public var isOptional: Bool { value(.isOptional).bool }
    public var isImplicitlyUnwrappedOptional: Bool { value(.isImplicitlyUnwrappedOptional).bool }
    public var isProtocolComposition: Bool { value(.isProtocolComposition).bool }
    public var isGeneric: Bool { value(.isGeneric).bool }
    public var isVoid: Bool { value(.isVoid).bool }
    public var isTuple: Bool { value(.isTuple).bool }
    public var isArray: Bool { value(.isArray).bool }
    public var isDictionary: Bool { value(.isDictionary).bool }
    public var isClosure: Bool { value(.isClosure).bool }
    public var isSet: Bool { value(.isSet).bool }
    public var isNever: Bool { value(.isNever).bool }
    public var attributes: AttributeList { value(.attributes).attributes(in: model) }
    public var modifiers: [SourceryModifier] { value(.modifiers).objects(in: model) }
    public var asSource: String { value(.asSource).string }
    public var array: ArrayType? { value(.array).entries(in: model, as: ArrayType.init) }
    public var dictionary: DictionaryType? { value(.dictionary).entries(in: model, as: DictionaryType.init) }
    public var generic: GenericType? { value(.generic).entries(in: model, as: GenericType.init) }
    public var tuple: TupleType? { value(.tuple).entries(in: model, as: TupleType.init) }
    public var closure: ClosureType? { value(.closure).entries(in: model, as: ClosureType.init) }
    public var set: SetType? { value(.set).entries(in: model, as: SetType.init) }

    public override var description: String {
        let description = value(.description)
        return description == .null ? name : description.string
    }
}

/// `[Element]`.
public final class ArrayType: PackedEntries {
    public var name: String { value("name").string }
    public var elementTypeName: TypeName { value("elementTypeName").object(in: model) ?? TypeName.empty(in: model) }
    public var elementType: Type? { value("elementType").object(in: model) }
    public var asGeneric: GenericType? { value("asGeneric").entries(in: model, as: GenericType.init) }
    public override var description: String { name }
}

/// `Set<Element>`.
public final class SetType: PackedEntries {
    public var name: String { value("name").string }
    public var elementTypeName: TypeName { value("elementTypeName").object(in: model) ?? TypeName.empty(in: model) }
    public var elementType: Type? { value("elementType").object(in: model) }
    public var asGeneric: GenericType? { value("asGeneric").entries(in: model, as: GenericType.init) }
    public override var description: String { name }
}

/// `[Key: Value]`.
public final class DictionaryType: PackedEntries {
    public var name: String { value("name").string }
    public var keyTypeName: TypeName { value("keyTypeName").object(in: model) ?? TypeName.empty(in: model) }
    public var keyType: Type? { value("keyType").object(in: model) }
    public var valueTypeName: TypeName { value("valueTypeName").object(in: model) ?? TypeName.empty(in: model) }
    public var valueType: Type? { value("valueType").object(in: model) }
    public var asGeneric: GenericType? { value("asGeneric").entries(in: model, as: GenericType.init) }
    public override var description: String { name }
}

/// `Base<Arguments>`.
public final class GenericType: PackedEntries {
    public var name: String { value("name").string }
    public var typeParameters: [GenericTypeParameter] {
        value("typeParameters").objects(in: model).map { (typeName: TypeName) in GenericTypeParameter(typeName: typeName) }
    }
    public override var description: String { name }
}

/// One argument of a generic type.
public final class GenericTypeParameter: NSObject {
    public let typeName: TypeName
    public var type: Type? { typeName.type }

    public init(typeName: TypeName) { self.typeName = typeName }

    public override var description: String { typeName.description }
}

/// `(a: Int, String)`.
public final class TupleType: PackedEntries {
    public var name: String { value("name").string }
    public var elements: [TupleElement] {
        guard case .array(let elements) = value("elements") else { return [] }
        return elements.compactMap { $0.entries(in: model, as: TupleElement.init) }
    }
    public override var description: String { name }
}

/// One element of a tuple.
public final class TupleElement: PackedEntries, Typed {
    public var name: String? { value("name").optionalString }
    public var typeName: TypeName { value("typeName").object(in: model) ?? TypeName.empty(in: model) }
    public var type: Type? { value("type").object(in: model) }
    public var asSource: String {
        guard let name, Int(name) == nil else { return typeName.asSource }
        return "\(name): \(typeName.asSource)"
    }
}

/// `(Int) async throws -> String`.
public final class ClosureType: PackedEntries {
    public var name: String { value("name").string }
    public var parameters: [ClosureParameter] {
        guard case .array(let elements) = value("parameters") else { return [] }
        return elements.compactMap { $0.entries(in: model, as: ClosureParameter.init) }
    }
    public var returnTypeName: TypeName { value("returnTypeName").object(in: model) ?? TypeName.empty(in: model) }
    public var actualReturnTypeName: TypeName { value("actualReturnTypeName").object(in: model) ?? returnTypeName }
    public var returnType: Type? { value("returnType").object(in: model) }
    public var isOptionalReturnType: Bool { value("isOptionalReturnType").bool }
    public var isImplicitlyUnwrappedOptionalReturnType: Bool { value("isImplicitlyUnwrappedOptionalReturnType").bool }
    public var unwrappedReturnTypeName: String { value("unwrappedReturnTypeName").string }
    public var isAsync: Bool { value("isAsync").bool }
    public var asyncKeyword: String? { value("asyncKeyword").optionalString }
    public var `throws`: Bool { value("throws").bool }
    public var throwsOrRethrowsKeyword: String? { value("throwsOrRethrowsKeyword").optionalString }
    public var throwsTypeName: TypeName? { value("throwsTypeName").object(in: model) }
    public override var description: String { name }
}

/// A closure type's parameter.
public final class ClosureParameter: PackedEntries, Typed {
    public var argumentLabel: String? { value("argumentLabel").optionalString }
    public var name: String? { value("name").optionalString }
    public var typeName: TypeName { value("typeName").object(in: model) ?? TypeName.empty(in: model) }
    public var type: Type? { value("type").object(in: model) }
    public var `inout`: Bool { value("inout").bool }
    public var isVariadic: Bool { value("isVariadic").bool }
    public var defaultValue: String? { value("defaultValue").optionalString }
    public var annotations: Annotations { value("annotations").annotations }
    public var asSource: String { value("asSource").string }
}
"""#),
        ("Typed.swift", #"""
/// What has a type name (a variable, parameter, associated value, tuple element): Sourcery's
/// shortcuts to its type name's members.
public protocol Typed {
    var typeName: TypeName { get }
}

extension Typed {
    public var isOptional: Bool { typeName.isOptional }
    public var isImplicitlyUnwrappedOptional: Bool { typeName.isImplicitlyUnwrappedOptional }
    public var unwrappedTypeName: String { typeName.unwrappedTypeName }
    public var actualTypeName: TypeName? { typeName.actualTypeName ?? typeName }
    public var isGeneric: Bool { typeName.isGeneric }
    public var isTuple: Bool { typeName.isTuple }
    public var isClosure: Bool { typeName.isClosure }
    public var isArray: Bool { typeName.isArray }
    public var isSet: Bool { typeName.isSet }
    public var isDictionary: Bool { typeName.isDictionary }
}

/// A declaration's read and write access.
public enum AccessLevel: String, Sendable {
    case `package`, `internal`, `private`, `fileprivate`, `public`, `open`, none = ""
}
"""#),
        ("Types.swift", #"""
import Foundation

/// `types`: every scanned type by kind, and lookups by conformance, each sorted by name.
public final class Types: NSObject {
    /// Every type, protocols included.
    public let types: [Type]
    /// Every type but protocols.
    public let all: [Type]
    public let classes: [Class]
    public let structs: [Struct]
    public let enums: [Enum]
    public let protocols: [SourceryProtocol]
    public let actors: [Actor]
    /// Extensions of types that were not scanned.
    public let extensions: [Type]
    public let typealiases: [Typealias]
    /// `types.implementing["AutoEquatable"]`: types conforming to a protocol, directly or not.
    public let implementing: TypesCollection
    /// `types.inheriting["Base"]`: subclasses, directly or not.
    public let inheriting: TypesCollection
    /// `types.based["X"]`: types that implement or inherit X or name it in their inheritance clause.
    public let based: TypesCollection

    init(model: PackedModel) {
        let value = model.rootValue("types")
        func list(_ name: String) -> PackedValue {
            guard case .dictionary(let entries) = value else { return .null }
            return entries[name] ?? .null
        }
        types = list("types").objects(in: model)
        all = list("all").objects(in: model)
        classes = list("classes").objects(in: model)
        structs = list("structs").objects(in: model)
        enums = list("enums").objects(in: model)
        protocols = list("protocols").objects(in: model)
        actors = list("actors").objects(in: model)
        extensions = list("extensions").objects(in: model)
        typealiases = list("typealiases").objects(in: model)
        let every: [Type] = list("types").objects(in: model)
        implementing = TypesCollection(list("implementing"), model: model, types: every) { (type: Type) -> String? in
            type is SourceryProtocol ? nil : "\(type.name) is a class and should be used with `inheriting` or `based`"
        }
        inheriting = TypesCollection(list("inheriting"), model: model, types: every) { (type: Type) -> String? in
            type is Class ? nil : "\(type.name) is not a class and should be used with `implementing` or `based`"
        }
        based = TypesCollection(list("based"), model: model, types: nil, check: nil)
    }

    /// Every type by qualified name.
    public lazy var typesByName: [String: Type] = Dictionary(types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    /// Every typealias by qualified name.
    public lazy var typesaliasesByName: [String: Typealias] =
        Dictionary(typealiases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}

/// Types under names: `types.implementing["AutoEquatable"]`. As in Sourcery, `implementing` takes a
/// scanned protocol's name and `inheriting` a scanned class's; another name is an error, written to
/// standard error (which fails the template's render) by the subscript, thrown by `types(forKey:)`.
public final class TypesCollection: NSObject {
    private let lists: [String: [Type]]
    /// Every type by name, for the check; nil for `based`, which takes any name.
    private let types: [String: Type]?
    private let check: ((Type) -> String?)?

    init(_ value: PackedValue, model: PackedModel, types: [Type]?, check: ((Type) -> String?)?) {
        if case .dictionary(let entries) = value {
            lists = entries.mapValues { $0.objects(in: model) }
        } else {
            lists = [:]
        }
        self.types = types.map { Dictionary($0.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }) }
        self.check = check
    }

    /// The types under `key`; none when no type has it (and an error on standard error when `key`
    /// is not a name this lookup takes).
    public subscript(_ key: String) -> [Type] {
        do {
            return try types(forKey: key)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return []
        }
    }

    /// The types under `key`; an error when `key` is not a name this lookup takes.
    public func types(forKey key: String) throws -> [Type] {
        if let types, let check {
            guard let type = types[key] else { throw PackedModelError(description: "Unknown type \(key), should be used with `based`") }
            if let problem = check(type) { throw PackedModelError(description: problem) }
        }
        return lists[key] ?? []
    }
}
"""#),
        ("Variable.swift", #"""
import Foundation

public typealias SourceryVariable = Variable

/// A property (or a protocol's property requirement).
public final class Variable: PackedObject, Typed {
    @inline(__always) func value(_ member: VariableMember) -> PackedValue { value(member.rawValue) }

    public var name: String { value(.name).string }
    public var typeName: TypeName { value(.typeName).object(in: model) ?? TypeName.empty(in: model) }
    public var type: Type? { value(.type).object(in: model) }
    public var isComputed: Bool { value(.isComputed).bool }
    public var isStatic: Bool { value(.isStatic).bool }
    public var isAsync: Bool { value(.isAsync).bool }
    public var `throws`: Bool { value(.throws).bool }
    public var throwsTypeName: TypeName? { value(.throwsTypeName).object(in: model) }
    public var readAccess: String { value(.readAccess).string }
    public var writeAccess: String { value(.writeAccess).string }
    public var accessLevel: (read: AccessLevel, write: AccessLevel) {
        (AccessLevel(rawValue: readAccess) ?? .none, AccessLevel(rawValue: writeAccess) ?? .none)
    }
    public var isMutable: Bool { value(.isMutable).bool }
    public var isLazy: Bool { value(.isLazy).bool }
    public var isFinal: Bool { value(.isFinal).bool }
    public var isDynamic: Bool { value(.isDynamic).bool }
    public var defaultValue: String? { value(.defaultValue).optionalString }
    public var attributes: AttributeList { value(.attributes).attributes(in: model) }
    public var modifiers: [SourceryModifier] { value(.modifiers).objects(in: model) }
    public var documentation: Documentation { value(.documentation).strings }
    public var annotations: Annotations { value(.annotations).annotations }
    public var definedInType: Type? { value(.definedInType).object(in: model) }
    public var definedInTypeName: TypeName? { value(.definedInTypeName).object(in: model) }
    public var actualDefinedInTypeName: TypeName? { value(.actualDefinedInTypeName).object(in: model) }

    public override var description: String { value(.description).string }
}
"""#),
    ]
}
