

// `TypeName` and its recursive shape. Most type names are simple, without attributes or resolved
// names, so one header byte carries the shape and which optional parts follow.
//
// ```
// typeName = header:u8 name:string [attributes] [actualName:string] [objcName:string] shape
//            [actualShape:(code:u8 shape)]
//   header: bits 0–3 shape, bit 4 attributes follow, bit 5 actualName follows, bit 6 objcName follows,
//           bit 7 actualShape follows
// shape    = simple (nothing) | optional typeName | implicitlyUnwrapped typeName | array typeName
//          | dictionary typeName typeName | tuple count { label:string? typeName }*
//          | closure count typeName* returns:typeName flags:varint (bit 0 async, bit 1 throws,
//                    bit 2 details follow, bit 3 throws type follows)
//                    [{ label:string? name:string? flags:varint (inout, variadic) }*] [throwsType:typeName]
//          | generic base:string count typeName* | composition count typeName*
//          | opaque keyword:string typeName
//   codes 0 simple, 1 optional, 2 implicitlyUnwrapped, 3 array, 4 dictionary, 5 tuple,
//         6 closure, 7 generic, 8 composition, 9 opaque
// ```

private enum ShapeCode {
    static let simple: UInt8 = 0, optional: UInt8 = 1, implicitlyUnwrapped: UInt8 = 2, array: UInt8 = 3
    static let dictionary: UInt8 = 4, tuple: UInt8 = 5, closure: UInt8 = 6, generic: UInt8 = 7
    static let composition: UInt8 = 8, opaque: UInt8 = 9
    static let mask: UInt8 = 0x0f
    static let hasAttributes: UInt8 = 0x10, hasActualName: UInt8 = 0x20, hasObjCName: UInt8 = 0x40
    static let hasActualShape: UInt8 = 0x80

    static func code(of shape: TypeName.Shape) -> UInt8 {
        switch shape {
        case .simple: simple
        case .optional: optional
        case .implicitlyUnwrappedOptional: implicitlyUnwrapped
        case .array: array
        case .dictionary: dictionary
        case .tuple: tuple
        case .closure: closure
        case .generic: generic
        case .composition: composition
        case .opaque: opaque
        }
    }
}

extension ModelWriter {
    package mutating func typeName(_ value: TypeName) {
        typeNameLevel { $0.typeNameBody(value) }
    }

    private mutating func typeNameBody(_ value: TypeName) {
        var header = ShapeCode.code(of: value.shape)
        if !value.attributes.isEmpty { header |= ShapeCode.hasAttributes }
        if value.actualName != nil { header |= ShapeCode.hasActualName }
        if value.objcName != nil { header |= ShapeCode.hasObjCName }
        if value.actualShape != nil { header |= ShapeCode.hasActualShape }
        byte(header)
        string(value.name)
        if !value.attributes.isEmpty { attributes(value.attributes) }
        if let actualName = value.actualName { string(actualName) }
        if let objcName = value.objcName { string(objcName) }
        shapeBody(value.shape)
        if let actualShape = value.actualShape {
            byte(ShapeCode.code(of: actualShape))
            shapeBody(actualShape)
        }
    }

    /// What follows a shape's code: its parts.
    private mutating func shapeBody(_ shape: TypeName.Shape) {
        switch shape {
        case .simple:
            break
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped):
            typeName(wrapped)
        case .dictionary(let key, let value):
            typeName(key)
            typeName(value)
        case .tuple(let elements):
            count(elements.count)
            for element in elements {
                optionalString(element.label)
                typeName(element.typeName)
            }
        case .closure(let closure):
            typeNames(closure.parameters)
            typeName(closure.returnTypeName)
            flags(closure.isAsync, closure.throws, !closure.parameterDetails.isEmpty, closure.throwsTypeName != nil)
            for detail in closure.parameterDetails {
                optionalString(detail.argumentLabel)
                optionalString(detail.name)
                flags(detail.isInout, detail.isVariadic)
            }
            if let thrown = closure.throwsTypeName { typeName(thrown) }
        case .generic(let base, let arguments):
            string(base)
            typeNames(arguments)
        case .composition(let types):
            typeNames(types)
        case .opaque(let keyword, let constraint):
            string(keyword)
            typeName(constraint)
        }
    }

    package mutating func optionalTypeName(_ value: TypeName?) {
        bool(value != nil)
        if let value { typeName(value) }
    }

    private mutating func typeNames(_ values: [TypeName]) {
        count(values.count)
        for value in values { typeName(value) }
    }
}

extension ModelReader {
    package mutating func typeName() throws -> TypeName {
        try nested { reader in try reader.typeNameLevel() }
    }

    package mutating func optionalTypeName() throws -> TypeName? {
        try bool() ? try typeName() : nil
    }

    private mutating func typeNameLevel() throws -> TypeName {
        let header = try byte()
        let name = try string()
        let attributes = header & ShapeCode.hasAttributes != 0 ? try self.attributes() : []
        let actualName = header & ShapeCode.hasActualName != 0 ? try string() : nil
        let objcName = header & ShapeCode.hasObjCName != 0 ? try string() : nil
        let shape = try shapeBody(code: header & ShapeCode.mask)
        let actualShape = header & ShapeCode.hasActualShape != 0 ? try shapeBody(code: try byte()) : nil
        return TypeName(
            name, shape: shape, attributes: attributes, actualName: actualName, actualShape: actualShape, objcName: objcName
        )
    }

    /// A shape's parts, after its code.
    private mutating func shapeBody(code: UInt8) throws -> TypeName.Shape {
        let shape: TypeName.Shape
        switch code {
        case ShapeCode.simple:
            shape = .simple
        case ShapeCode.optional:
            shape = .optional(try typeName())
        case ShapeCode.implicitlyUnwrapped:
            shape = .implicitlyUnwrappedOptional(try typeName())
        case ShapeCode.array:
            shape = .array(element: try typeName())
        case ShapeCode.dictionary:
            shape = .dictionary(key: try typeName(), value: try typeName())
        case ShapeCode.tuple:
            shape = .tuple(try array { TypeName.TupleElement(label: try $0.optionalString(), typeName: try $0.typeName()) })
        case ShapeCode.closure:
            let parameters = try array { try $0.typeName() }
            let returnTypeName = try typeName()
            let flags = try self.flags(4)
            var details: [TypeName.ClosureParameter] = []
            if flags[2] {
                for _ in parameters {
                    let label = try optionalString(), name = try optionalString(), bits = try self.flags(2)
                    details.append(TypeName.ClosureParameter(argumentLabel: label, name: name, isInout: bits[0], isVariadic: bits[1]))
                }
            }
            let thrown = flags[3] ? try typeName() : nil
            shape = .closure(TypeName.Closure(
                parameters: parameters, returnTypeName: returnTypeName, isAsync: flags[0], throws: flags[1],
                throwsTypeName: thrown, parameterDetails: details
            ))
        case ShapeCode.generic:
            shape = .generic(base: try string(), arguments: try array { try $0.typeName() })
        case ShapeCode.composition:
            shape = .composition(try array { try $0.typeName() })
        case ShapeCode.opaque:
            shape = .opaque(keyword: try string(), constraint: try typeName())
        case let other:
            throw ModelCodingError("unknown type shape \(other)")
        }
        return shape
    }
}
