

// The small values every declaration carries: locations, attributes, modifiers, generics, the
// enums with raw values (stored as fixed small codes, written out here rather than taken from case
// order, so reordering a declaration's cases cannot change what old blobs mean), and diagnostics.
//
// ```
// location     = path:string line:int column:int
// attribute    = name:string arguments:string?
// modifier     = name:string detail:string?
// requirement  = left:string right:string relationship:u8     (0 conformsTo, 1 equals)
// parameter    = name:string inherited:string?
// access       = u8       (0 private, 1 fileprivate, 2 internal, 3 package, 4 public, 5 open)
// access?      = u8       (0 nil, 1 + access)
// diagnostic   = severity:u8 (0 note, 1 warning, 2 error) message:string hasLocation:bool location?
// ```

extension ModelWriter {
    package mutating func location(_ value: SourceLocation) {
        string(value.path)
        int(value.line)
        int(value.column)
    }

    package mutating func attributes(_ values: [Attribute]) {
        list(values) { $0.named($1.name, $1.arguments) }
    }

    package mutating func modifiers(_ values: [Modifier]) {
        list(values) { $0.named($1.name, $1.detail) }
    }

    package mutating func genericRequirements(_ values: [GenericRequirement]) {
        list(values) { writer, value in
            writer.string(value.leftType)
            writer.string(value.rightType)
            switch value.relationship {
            case .conformsTo: writer.byte(0)
            case .equals: writer.byte(1)
            }
        }
    }

    package mutating func genericParameters(_ values: [GenericParameter]) {
        list(values) { $0.named($1.name, $1.inheritedTypeName) }
    }

    /// A name and an optional detail: attributes, modifiers and generic parameters.
    private mutating func named(_ name: String, _ detail: String?) {
        string(name)
        optionalString(detail)
    }

    package mutating func accessLevel(_ value: AccessLevel) { byte(Self.code(value)) }

    package mutating func optionalAccessLevel(_ value: AccessLevel?) { byte(value.map { Self.code($0) + 1 } ?? 0) }

    private static func code(_ value: AccessLevel) -> UInt8 {
        switch value {
        case .private: 0
        case .fileprivate: 1
        case .internal: 2
        case .package: 3
        case .public: 4
        case .open: 5
        }
    }

    package mutating func diagnostic(_ value: Diagnostic) {
        switch value.severity {
        case .note: byte(0)
        case .warning: byte(1)
        case .error: byte(2)
        }
        string(value.message)
        bool(value.location != nil)
        if let location = value.location { self.location(location) }
    }
}

extension ModelReader {
    package mutating func location() throws -> SourceLocation {
        SourceLocation(path: try string(), line: try int(), column: try int())
    }

    package mutating func attributes() throws -> [Attribute] {
        try array { Attribute(name: try $0.string(), arguments: try $0.optionalString()) }
    }

    package mutating func modifiers() throws -> [Modifier] {
        try array { Modifier(name: try $0.string(), detail: try $0.optionalString()) }
    }

    package mutating func genericRequirements() throws -> [GenericRequirement] {
        try array { reader in
            let left = try reader.string()
            let right = try reader.string()
            let relationship: GenericRequirement.Relationship = switch try reader.byte() {
            case 0: .conformsTo
            case 1: .equals
            case let other: throw ModelCodingError("unknown requirement relationship \(other)")
            }
            return GenericRequirement(leftType: left, rightType: right, relationship: relationship)
        }
    }

    package mutating func genericParameters() throws -> [GenericParameter] {
        try array { GenericParameter(name: try $0.string(), inheritedTypeName: try $0.optionalString()) }
    }

    package mutating func accessLevel() throws -> AccessLevel {
        try Self.accessLevel(code: byte())
    }

    package mutating func optionalAccessLevel() throws -> AccessLevel? {
        let code = try byte()
        return code == 0 ? nil : try Self.accessLevel(code: code - 1)
    }

    private static func accessLevel(code: UInt8) throws -> AccessLevel {
        switch code {
        case 0: .private
        case 1: .fileprivate
        case 2: .internal
        case 3: .package
        case 4: .public
        case 5: .open
        default: throw ModelCodingError("unknown access level \(code)")
        }
    }

    package mutating func diagnostic() throws -> Diagnostic {
        let severity: Diagnostic.Severity = switch try byte() {
        case 0: .note
        case 1: .warning
        case 2: .error
        case let other: throw ModelCodingError("unknown severity \(other)")
        }
        let message = try string()
        let place = try bool() ? try location() : nil
        return Diagnostic(severity, message, at: place)
    }
}
