

// The members of a type declaration, field by field in declaration order (see `AnnogenModel`'s
// `Members.swift`); the Bool fields of each are packed into one `flags` varint, in the order listed.
//
// ```
// variable   = name typeName flags(typeInferred computed static mutable lazy final async throws
//              backticked) throwsTypeName?
//              readAccess writeAccess? defaultValue:string? attributes modifiers documentation
//              annotations location
// parameter  = label:string? name typeName defaultValue:string? flags(variadic inout singleName) annotations
// method     = kind:u8 (0 function, 1 initializer, 2 deinitializer) shortName count parameter*
//              returnTypeName? flags(throws rethrows async static class failable convenience
//              required mutating backticked) throwsTypeName? genericParameters genericRequirements access
//              attributes modifiers documentation annotations location
// subscript  = count parameter* returnTypeName flags(static mutable async throws) throwsTypeName? readAccess
//              writeAccess? genericParameters genericRequirements attributes modifiers
//              documentation annotations location
// typealias  = aliasName typeName parentName:string? access genericParameters documentation
//              annotations location
// associated = name typeName? defaultTypeName? genericRequirements annotations location
// case       = name rawValue:string? count { localName? externalName? typeName defaultValue?
//              annotations }* flags(indirect backticked) documentation annotations location
// ```
// (`typeName?` is a Bool followed by the type name when true.)

extension ModelWriter {
    package mutating func variable(_ value: Variable) {
        string(value.name)
        typeName(value.typeName)
        flags(
            value.isTypeInferred, value.isComputed, value.isStatic, value.isMutable, value.isLazy, value.isFinal,
            value.isAsync, value.throws, value.isBackticked
        )
        optionalTypeName(value.throwsTypeName)
        accessLevel(value.readAccess)
        optionalAccessLevel(value.writeAccess)
        optionalString(value.defaultValue)
        attributes(value.attributes)
        modifiers(value.modifiers)
        strings(value.documentation)
        annotations(value.annotations)
        location(value.location)
    }

    private mutating func parameters(_ values: [MethodParameter]) {
        count(values.count)
        for value in values {
            optionalString(value.argumentLabel)
            string(value.name)
            typeName(value.typeName)
            optionalString(value.defaultValue)
            flags(value.isVariadic, value.isInout, value.hasSingleName)
            annotations(value.annotations)
        }
    }

    package mutating func method(_ value: Method) {
        switch value.kind {
        case .function: byte(0)
        case .initializer: byte(1)
        case .deinitializer: byte(2)
        }
        string(value.shortName)
        parameters(value.parameters)
        optionalTypeName(value.returnTypeName)
        flags(
            value.throws, value.rethrows, value.isAsync, value.isStatic, value.isClass, value.isFailableInitializer,
            value.isConvenienceInitializer, value.isRequired, value.isMutating, value.isBackticked,
            value.isImplicitlyUnwrappedFailable
        )
        optionalTypeName(value.throwsTypeName)
        genericParameters(value.genericParameters)
        genericRequirements(value.genericRequirements)
        accessLevel(value.accessLevel)
        attributes(value.attributes)
        modifiers(value.modifiers)
        strings(value.documentation)
        annotations(value.annotations)
        location(value.location)
    }

    package mutating func subscriptDecl(_ value: Subscript) {
        parameters(value.parameters)
        typeName(value.returnTypeName)
        flags(value.isStatic, value.isMutable, value.isAsync, value.throws)
        optionalTypeName(value.throwsTypeName)
        accessLevel(value.readAccess)
        optionalAccessLevel(value.writeAccess)
        genericParameters(value.genericParameters)
        genericRequirements(value.genericRequirements)
        attributes(value.attributes)
        modifiers(value.modifiers)
        strings(value.documentation)
        annotations(value.annotations)
        location(value.location)
    }

    package mutating func typealiasDecl(_ value: Typealias) {
        string(value.aliasName)
        typeName(value.typeName)
        optionalString(value.parentName)
        accessLevel(value.accessLevel)
        genericParameters(value.genericParameters)
        strings(value.documentation)
        annotations(value.annotations)
        location(value.location)
    }

    package mutating func associatedType(_ value: AssociatedType) {
        string(value.name)
        optionalTypeName(value.typeName)
        optionalTypeName(value.defaultTypeName)
        genericRequirements(value.genericRequirements)
        annotations(value.annotations)
        location(value.location)
    }

    package mutating func enumCase(_ value: EnumCase) {
        string(value.name)
        optionalString(value.rawValue)
        count(value.associatedValues.count)
        for associated in value.associatedValues {
            optionalString(associated.localName)
            optionalString(associated.externalName)
            typeName(associated.typeName)
            optionalString(associated.defaultValue)
            annotations(associated.annotations)
        }
        flags(value.isIndirect, value.isBackticked)
        strings(value.documentation)
        annotations(value.annotations)
        location(value.location)
    }
}

extension ModelReader {
    package mutating func variable() throws -> Variable {
        let name = try string()
        let typeName = try self.typeName()
        let flags = try self.flags(9)
        return Variable(
            name: name, typeName: typeName, isTypeInferred: flags[0], isComputed: flags[1], isStatic: flags[2],
            isMutable: flags[3], isLazy: flags[4], isFinal: flags[5], isAsync: flags[6], throws: flags[7],
            throwsTypeName: try optionalTypeName(), isBackticked: flags[8],
            readAccess: try accessLevel(), writeAccess: try optionalAccessLevel(), defaultValue: try optionalString(),
            attributes: try attributes(), modifiers: try modifiers(), documentation: try strings(),
            annotations: try annotations(), location: try location()
        )
    }

    private mutating func parameters() throws -> [MethodParameter] {
        try array { reader in
            let label = try reader.optionalString()
            let name = try reader.string()
            let typeName = try reader.typeName()
            let defaultValue = try reader.optionalString()
            let flags = try reader.flags(3)
            return MethodParameter(
                argumentLabel: label, name: name, typeName: typeName, defaultValue: defaultValue,
                isVariadic: flags[0], isInout: flags[1], hasSingleName: flags[2], annotations: try reader.annotations()
            )
        }
    }

    package mutating func method() throws -> Method {
        let kind: Method.Kind = switch try byte() {
        case 0: .function
        case 1: .initializer
        case 2: .deinitializer
        case let other: throw ModelCodingError("unknown method kind \(other)")
        }
        let shortName = try string()
        let parameters = try self.parameters()
        let returnTypeName = try optionalTypeName()
        let flags = try self.flags(11)
        return Method(
            kind: kind, shortName: shortName, parameters: parameters, returnTypeName: returnTypeName,
            throws: flags[0], rethrows: flags[1], throwsTypeName: try optionalTypeName(), isAsync: flags[2],
            isStatic: flags[3], isClass: flags[4], isFailableInitializer: flags[5], isImplicitlyUnwrappedFailable: flags[10],
            isConvenienceInitializer: flags[6],
            isRequired: flags[7], isMutating: flags[8], isBackticked: flags[9], genericParameters: try genericParameters(),
            genericRequirements: try genericRequirements(), accessLevel: try accessLevel(),
            attributes: try attributes(), modifiers: try modifiers(), documentation: try strings(),
            annotations: try annotations(), location: try location()
        )
    }

    package mutating func subscriptDecl() throws -> Subscript {
        let parameters = try self.parameters()
        let returnTypeName = try typeName()
        let flags = try self.flags(4)
        return Subscript(
            parameters: parameters, returnTypeName: returnTypeName, isStatic: flags[0], isMutable: flags[1],
            isAsync: flags[2], throws: flags[3], throwsTypeName: try optionalTypeName(), readAccess: try accessLevel(),
            writeAccess: try optionalAccessLevel(),
            genericParameters: try genericParameters(), genericRequirements: try genericRequirements(),
            attributes: try attributes(), modifiers: try modifiers(), documentation: try strings(),
            annotations: try annotations(), location: try location()
        )
    }

    package mutating func typealiasDecl() throws -> Typealias {
        Typealias(
            aliasName: try string(), typeName: try typeName(), parentName: try optionalString(),
            accessLevel: try accessLevel(), genericParameters: try genericParameters(), documentation: try strings(),
            annotations: try annotations(), location: try location()
        )
    }

    package mutating func associatedType() throws -> AssociatedType {
        AssociatedType(
            name: try string(), typeName: try optionalTypeName(), defaultTypeName: try optionalTypeName(),
            genericRequirements: try genericRequirements(), annotations: try annotations(), location: try location()
        )
    }

    package mutating func enumCase() throws -> EnumCase {
        let name = try string()
        let rawValue = try optionalString()
        let associatedValues = try array { reader in
            AssociatedValue(
                localName: try reader.optionalString(), externalName: try reader.optionalString(),
                typeName: try reader.typeName(), defaultValue: try reader.optionalString(),
                annotations: try reader.annotations()
            )
        }
        let flags = try self.flags(2)
        return EnumCase(
            name: name, rawValue: rawValue, associatedValues: associatedValues, isIndirect: flags[0],
            isBackticked: flags[1], documentation: try strings(), annotations: try annotations(), location: try location()
        )
    }
}
