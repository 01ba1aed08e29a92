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
