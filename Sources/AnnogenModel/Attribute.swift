/// An attribute as written: `@MainActor`, `@available(iOS 15, *)`, `@SafeOptionalDecodable`.
public struct Attribute: Hashable, Sendable, Codable {
    /// Without the `@`: `available`.
    public var name: String
    /// The text inside the parentheses, if any: `iOS 15, *`.
    public var arguments: String?

    public init(name: String, arguments: String? = nil) {
        self.name = name
        self.arguments = arguments
    }

    /// `@available(iOS 15, *)`.
    public var asSource: String {
        if let arguments { return "@\(name)(\(arguments))" }
        return "@\(name)"
    }

    /// Whether the attribute may be a property wrapper, told by its name alone: capitalised, and
    /// not one of Swift's or Interface Builder's (a scanned type of that name says for sure).
    public var mayWrapProperty: Bool {
        guard let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
        return !Self.notPropertyWrappers.contains(name)
    }

    /// Capitalised attributes that are not property wrappers.
    public static let notPropertyWrappers: Set<String> = [
        "MainActor", "Sendable", "NSManaged", "NSCopying", "IBOutlet", "IBInspectable", "IBAction",
        "IBSegueAction", "GKInspectable", "UIApplicationMain", "NSApplicationMain",
    ]
}

/// A declaration modifier: `static`, `final`, `private(set)` (name `private`, detail `set`).
public struct Modifier: Hashable, Sendable, Codable {
    public var name: String
    public var detail: String?

    public init(name: String, detail: String? = nil) {
        self.name = name
        self.detail = detail
    }

    public var asSource: String {
        if let detail { return "\(name)(\(detail))" }
        return name
    }
}

/// Swift's access levels, ordered from most to least restrictive.
public enum AccessLevel: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    private var rank: Int {
        switch self {
        case .private: 0
        case .fileprivate: 1
        case .internal: 2
        case .package: 3
        case .public: 4
        case .open: 5
        }
    }

    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rank < rhs.rank }
}

/// `T: Equatable` or `T.Element == Int` in a generic clause or `where`.
public struct GenericRequirement: Hashable, Sendable, Codable {
    public enum Relationship: String, Hashable, Sendable, Codable {
        case conformsTo, equals
    }

    public var leftType: String
    public var rightType: String
    public var relationship: Relationship

    public init(leftType: String, rightType: String, relationship: Relationship) {
        self.leftType = leftType
        self.rightType = rightType
        self.relationship = relationship
    }

    /// `:` or `==`.
    public var relationshipSyntax: String { relationship == .equals ? "==" : ":" }

    public var asSource: String { "\(leftType) \(relationshipSyntax) \(rightType)" }
}

/// A generic parameter: `T` or `T: Codable`.
public struct GenericParameter: Hashable, Sendable, Codable {
    public var name: String
    public var inheritedTypeName: String?

    public init(name: String, inheritedTypeName: String? = nil) {
        self.name = name
        self.inheritedTypeName = inheritedTypeName
    }
}
