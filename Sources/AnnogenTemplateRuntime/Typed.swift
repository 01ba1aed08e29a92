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
