// A type declaration with its members:
//
// ```
// typeDecl = kind:u8 (0 class, 1 struct, 2 enum, 3 protocol, 4 actor, 5 extension) localName
//            parentName:string? access attributes modifiers inheritedTypes:count string*
//            genericParameters genericRequirements documentation annotations
//            count variable* count method* count subscript* count case* count typealias*
//            count associatedType* location hasBodyRange:bool [lower:int upper:int]
// ```

extension ModelWriter {
    package mutating func typeDecl(_ value: TypeDecl) {
        switch value.kind {
        case .class: byte(0)
        case .struct: byte(1)
        case .enum: byte(2)
        case .protocol: byte(3)
        case .actor: byte(4)
        case .extension: byte(5)
        }
        string(value.localName)
        optionalString(value.parentName)
        accessLevel(value.accessLevel)
        attributes(value.attributes)
        modifiers(value.modifiers)
        strings(value.inheritedTypes)
        genericParameters(value.genericParameters)
        genericRequirements(value.genericRequirements)
        strings(value.documentation)
        annotations(value.annotations)
        count(value.variables.count)
        for variable in value.variables { self.variable(variable) }
        count(value.methods.count)
        for method in value.methods { self.method(method) }
        count(value.subscripts.count)
        for item in value.subscripts { subscriptDecl(item) }
        count(value.cases.count)
        for item in value.cases { enumCase(item) }
        count(value.typealiases.count)
        for alias in value.typealiases { typealiasDecl(alias) }
        count(value.associatedTypes.count)
        for item in value.associatedTypes { associatedType(item) }
        location(value.location)
        bool(value.bodyRange != nil)
        if let range = value.bodyRange {
            int(range.lowerBound)
            int(range.upperBound)
        }
        bool(value.isConditional)
    }
}

extension ModelReader {
    /// The kind code that starts a `typeDecl`.
    package mutating func typeKind() throws -> TypeKind {
        try Self.typeKind(code: try byte())
    }

    /// The kind a `typeDecl`'s first byte stands for.
    package static func typeKind(code: UInt8) throws -> TypeKind {
        switch code {
        case 0: .class
        case 1: .struct
        case 2: .enum
        case 3: .protocol
        case 4: .actor
        case 5: .extension
        case let other: throw ModelCodingError("unknown type kind \(other)")
        }
    }

    package mutating func typeDecl() throws -> TypeDecl {
        let kind = try typeKind()
        var decl = TypeDecl(
            kind: kind, localName: try string(), parentName: try optionalString(), accessLevel: try accessLevel(),
            attributes: try attributes(), modifiers: try modifiers(), inheritedTypes: try strings(),
            genericParameters: try genericParameters(), genericRequirements: try genericRequirements(),
            documentation: try strings(), annotations: try annotations(), variables: try array { try $0.variable() },
            methods: try array { try $0.method() }, subscripts: try array { try $0.subscriptDecl() },
            cases: try array { try $0.enumCase() }, typealiases: try array { try $0.typealiasDecl() },
            associatedTypes: try array { try $0.associatedType() }, location: try location(),
            bodyRange: try bodyRange()
        )
        decl.isConditional = try bool()
        return decl
    }

    private mutating func bodyRange() throws -> Range<Int>? {
        guard try bool() else { return nil }
        let lower = try int()
        let upper = try int()
        // `Range` traps on reversed bounds; a corrupt blob must throw instead.
        guard lower <= upper else { throw ModelCodingError("body range \(lower)..<\(upper) is reversed") }
        return lower..<upper
    }
}
