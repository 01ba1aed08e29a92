import AnnogenModel
import CClangShim

/// libclang types → `TypeName`s as Swift imports them (`NSString *` → `String`, `NSArray<Foo *> *` →
/// `[Foo]`, `NSInteger` → `Int`, `id<P>` → `any P`, nullability → `?`/`!`), each keeping its
/// Objective-C spelling in `objcName`.
struct TypeMapper {
    let unit: TranslationUnit
    private var clang: LibClang { unit.clang }

    /// A use of a type: a property's, a parameter's, a result's. Pointers become optional when
    /// `nullable`, stay plain when `nonnull` (also inside NS_ASSUME_NONNULL), and become implicitly
    /// unwrapped when nothing is said, as in Swift.
    func typeName(_ type: CXType, applyingNullability: Bool = true) -> TypeName {
        var bare = self.bare(type)
        bare.objcName = ObjCSpelling.clean(unit.spelling(type))
        guard applyingNullability, isPointerLike(type) else { return bare }
        let wrappedName = needsParentheses(bare) ? "(\(bare.name))" : bare.name
        switch clang.typeGetNullability(type) {
        case Nullability.nonNull:
            return bare
        case Nullability.nullable, Nullability.nullableResult:
            return TypeName("\(wrappedName)?", shape: .optional(bare), objcName: bare.objcName)
        default:
            return TypeName("\(wrappedName)!", shape: .implicitlyUnwrappedOptional(bare), objcName: bare.objcName)
        }
    }

    /// True for object pointers, `id`, `Class`, blocks and C pointers (what nullability applies to).
    func isPointerLike(_ type: CXType) -> Bool {
        switch clang.getCanonicalType(type).kind {
        case TypeKindValue.objCObjectPointer, TypeKindValue.objCId, TypeKindValue.objCClass,
             TypeKindValue.blockPointer, TypeKindValue.pointer:
            true
        default:
            false
        }
    }

    private func needsParentheses(_ name: TypeName) -> Bool {
        switch name.shape {
        case .closure, .opaque, .composition: true
        default: false
        }
    }

    /// The type without optionality.
    private func bare(_ type: CXType) -> TypeName {
        switch type.kind {
        case TypeKindValue.attributed:
            return bare(clang.typeGetModifiedType(type))
        case TypeKindValue.elaborated:
            return bare(clang.typeGetNamedType(type))
        case TypeKindValue.typedef:
            return typedefName(type)
        case TypeKindValue.objCObjectPointer:
            return object(clang.getPointeeType(type))
        case TypeKindValue.objCId:
            return TypeName("Any")
        case TypeKindValue.objCClass:
            return TypeName("AnyClass")
        case TypeKindValue.objCSel:
            return TypeName("Selector")
        case TypeKindValue.objCTypeParam:
            // libclang has no declaration for a type parameter; its spelling is its name.
            return TypeName(ObjCSpelling.clean(unit.spelling(type)))
        case TypeKindValue.blockPointer:
            return closure(clang.getPointeeType(type))
        case TypeKindValue.pointer:
            return pointer(to: clang.getPointeeType(type))
        case TypeKindValue.enumType, TypeKindValue.record:
            let declaration = clang.getTypeDeclaration(type)
            return TypeName(unit.swiftName(declaration) ?? unit.spelling(declaration))
        default:
            if let builtin = ObjCSpelling.builtinTypes[type.kind] { return TypeName(builtin) }
            return TypeName(ObjCSpelling.clean(unit.spelling(type)))
        }
    }

    /// `NSInteger` → `Int`; an `NS_ENUM` typedef → the enum's Swift name; other typedefs by their
    /// (Swift) name.
    private func typedefName(_ type: CXType) -> TypeName {
        let declaration = clang.getTypeDeclaration(type)
        let name = unit.spelling(declaration)
        if let known = FoundationNames.typedefs[name] { return TypeName(known) }
        if let renamed = unit.swiftName(declaration) { return TypeName(renamed) }
        let underlying = clang.getTypedefDeclUnderlyingType(declaration)
        if name.hasSuffix("Ref"), name.count > 3, isCFType(underlying) {
            // A Core Foundation type: a class without `Ref` (`SecTrustRef` → `SecTrust`).
            return TypeName(String(name.dropLast(3)))
        }
        // `typedef NS_ENUM(…, Name)`: the enum may carry the Swift name.
        let target = underlying.kind == TypeKindValue.elaborated ? clang.typeGetNamedType(underlying) : underlying
        guard target.kind == TypeKindValue.enumType else { return TypeName(name) }
        let enumDeclaration = clang.getTypeDeclaration(target)
        let swiftName = unit.swiftName(enumDeclaration) ?? name
        // A value of an `NS_ERROR_ENUM` is one of its codes: `LGError.Code`.
        return TypeName(unit.annogenAnnotations(enumDeclaration).contains("ns_error_enum") ? "\(swiftName).Code" : swiftName)
    }

    /// A pointer to a struct marked `CF_BRIDGED_TYPE` (Swift's CF types).
    private func isCFType(_ type: CXType) -> Bool {
        let canonical = clang.getCanonicalType(type)
        guard canonical.kind == TypeKindValue.pointer else { return false }
        let pointee = clang.getCanonicalType(clang.getPointeeType(canonical))
        guard pointee.kind == TypeKindValue.record else { return false }
        return unit.annogenAnnotations(clang.getTypeDeclaration(pointee)).contains("cf_type")
    }

    /// What an object pointer points to: a class (bridged or renamed), `id<P>`, or a type parameter.
    private func object(_ pointee: CXType) -> TypeName {
        var type = pointee
        while type.kind == TypeKindValue.attributed || type.kind == TypeKindValue.elaborated {
            type = type.kind == TypeKindValue.attributed ? clang.typeGetModifiedType(type) : clang.typeGetNamedType(type)
        }
        if type.kind == TypeKindValue.objCTypeParam || type.kind == TypeKindValue.typedef {
            return bare(type)
        }
        let protocols = (0..<clang.typeGetNumObjCProtocolRefs(type)).map { index in
            protocolName(clang.typeGetObjCProtocolDecl(type, index))
        }.map { TypeName($0) }
        let typeArguments = (0..<clang.typeGetNumObjCTypeArgs(type)).map { clang.typeGetObjCTypeArg(type, $0) }
        let arguments = typeArguments.map { typeName($0, applyingNullability: false) }
        let base = type.kind == TypeKindValue.objCObject ? clang.typeGetObjCObjectBaseType(type) : type
        if base.kind == TypeKindValue.objCId || (base.kind != TypeKindValue.objCInterface && type.kind != TypeKindValue.objCInterface) {
            return existential(protocols)
        }
        let declaration = clang.getTypeDeclaration(base)
        let className = unit.spelling(declaration)
        guard protocols.isEmpty else {
            // `NSString<P> *` stays `NSString & P`: only a plain Foundation class bridges to a value type.
            let classSwiftName = unit.swiftName(declaration) ?? FoundationNames.renamedClasses[className] ?? className
            let members = [generic(classSwiftName, isImportedAsGeneric(declaration) ? arguments : [])] + protocols
            return TypeName(members.map(\.name).joined(separator: " & "), shape: .composition(members))
        }
        let swiftName = unit.swiftName(declaration)
            ?? FoundationNames.valueTypes[className] ?? FoundationNames.renamedClasses[className] ?? className
        return bridgedCollection(className, arguments: arguments)
            ?? generic(swiftName, isImportedAsGeneric(declaration) ? zip(typeArguments, arguments).map(classArgument) : [])
    }

    /// A type argument of a generic class stays a class: `NSCache<NSString *, NSData *>` is
    /// `NSCache<NSString, NSData>` (only NSArray, NSDictionary and NSSet bridge their elements).
    private func classArgument(_ type: CXType, _ mapped: TypeName) -> TypeName {
        let canonical = clang.getCanonicalType(type)
        guard canonical.kind == TypeKindValue.objCObjectPointer else { return mapped }
        var pointee = clang.getPointeeType(canonical)
        if pointee.kind == TypeKindValue.objCObject { pointee = clang.typeGetObjCObjectBaseType(pointee) }
        guard pointee.kind == TypeKindValue.objCInterface else { return mapped }
        let name = unit.spelling(clang.getTypeDeclaration(pointee))
        guard FoundationNames.valueTypes[name] != nil || ["NSArray", "NSDictionary", "NSSet"].contains(name) else { return mapped }
        return TypeName(name, objcName: mapped.objcName)
    }

    /// False for Foundation's collections other than the bridged ones, and their subclasses: Swift
    /// imports `NSMutableArray<NSString *> *` as `NSMutableArray` (see `FoundationNames.nonGenericRoots`).
    private func isImportedAsGeneric(_ declaration: CXCursor) -> Bool {
        var current: CXCursor? = declaration
        var seen: Set<String> = []
        while let cursor = current {
            let name = unit.spelling(cursor)
            guard seen.insert(name).inserted else { return true }
            if FoundationNames.nonGenericRoots.contains(name) { return false }
            current = unit.children(of: cursor).first { $0.kind == CursorKind.objCSuperClassRef }
                .map { clang.getCursorReferenced($0) }
        }
        return true
    }

    /// `LGPage<LGUser *>` → `LGPage<LGUser>`.
    private func generic(_ name: String, _ arguments: [TypeName]) -> TypeName {
        guard !arguments.isEmpty else { return TypeName(name) }
        return TypeName("\(name)<\(arguments.map(\.name).joined(separator: ", "))>",
                        shape: .generic(base: name, arguments: arguments))
    }

    /// `id` → `Any`; `id<P>` → `any P`; `id<P, Q>` → `any P & Q`.
    private func existential(_ protocols: [TypeName]) -> TypeName {
        guard let first = protocols.first else { return TypeName("Any") }
        let constraint = protocols.count == 1
            ? first
            : TypeName(protocols.map(\.name).joined(separator: " & "), shape: .composition(protocols))
        return TypeName("any \(constraint.name)", shape: .opaque(keyword: "any", constraint: constraint))
    }

    /// `NSArray<T>` → `[T]`, `NSDictionary<K, V>` → `[K: V]`, `NSSet<T>` → `Set<T>`; without type
    /// arguments `[Any]`, `[AnyHashable: Any]`, `Set<AnyHashable>`.
    private func bridgedCollection(_ className: String, arguments: [TypeName]) -> TypeName? {
        switch className {
        case "NSArray":
            let element = arguments.first ?? TypeName("Any")
            return TypeName("[\(element.name)]", shape: .array(element: element))
        case "NSDictionary":
            let key = arguments.count == 2 ? hashableKey(arguments[0]) : TypeName("AnyHashable")
            let value = arguments.count == 2 ? arguments[1] : TypeName("Any")
            return TypeName("[\(key.name): \(value.name)]", shape: .dictionary(key: key, value: value))
        case "NSSet":
            let element = arguments.first.map(hashableKey) ?? TypeName("AnyHashable")
            return TypeName("Set<\(element.name)>", shape: .generic(base: "Set", arguments: [element]))
        default:
            return nil
        }
    }

    /// Swift imports keys that are not known to be hashable (`id`, `id<NSCopying>`) as `AnyHashable`.
    private func hashableKey(_ key: TypeName) -> TypeName {
        if case .opaque = key.shape { return TypeName("AnyHashable", objcName: key.objcName) }
        return key.name == "Any" ? TypeName("AnyHashable", objcName: key.objcName) : key
    }

    /// A protocol's Swift name: `NS_SWIFT_NAME`, or `…Protocol` when a class of the same name is
    /// declared (`@protocol MTLModel` beside `@interface MTLModel` → `MTLModelProtocol`, as Swift
    /// imports them; `NSObject` → `NSObjectProtocol`).
    func protocolName(_ declaration: CXCursor) -> String {
        let name = unit.spelling(declaration)
        if let renamed = unit.swiftName(declaration) ?? FoundationNames.renamedProtocols[name] { return renamed }
        return unit.classNames.contains(name) ? name + "Protocol" : name
    }

    /// A block: `(A, B) -> R`.
    private func closure(_ function: CXType) -> TypeName {
        var type = function
        while type.kind == TypeKindValue.attributed { type = clang.typeGetModifiedType(type) }
        if clang.getNumArgTypes(type) < 0 { type = clang.getCanonicalType(type) }
        let count = max(clang.getNumArgTypes(type), 0)
        let parameters = (0..<UInt32(count)).map { typeName(clang.getArgType(type, $0)) }
        let result = clang.getResultType(type)
        let returnType = result.kind == TypeKindValue.void ? TypeName.void : typeName(result)
        let name = "(\(parameters.map(\.name).joined(separator: ", "))) -> \(returnType.name)"
        return TypeName(name, shape: .closure(TypeName.Closure(parameters: parameters, returnTypeName: returnType)))
    }

    /// `void *` → `UnsafeMutableRawPointer`, `const char *` → `UnsafePointer<CChar>`,
    /// `NSError **` → `AutoreleasingUnsafeMutablePointer<NSError?>`.
    private func pointer(to pointee: CXType) -> TypeName {
        let isConst = clang.isConstQualifiedType(pointee) != 0
        if clang.getCanonicalType(pointee).kind == TypeKindValue.void {
            return TypeName(isConst ? "UnsafeRawPointer" : "UnsafeMutableRawPointer")
        }
        if clang.getCanonicalType(pointee).kind == TypeKindValue.objCObjectPointer {
            let inner = typeName(pointee)
            let objectName = inner.unwrapped.name == "Error" ? "NSError" : inner.unwrapped.name
            let element = TypeName("\(objectName)?", shape: .optional(TypeName(objectName)))
            return TypeName("AutoreleasingUnsafeMutablePointer<\(element.name)>",
                            shape: .generic(base: "AutoreleasingUnsafeMutablePointer", arguments: [element]))
        }
        // `BOOL *` → `UnsafeMutablePointer<ObjCBool>`: Swift keeps Objective-C's BOOL there.
        let isObjCBool = pointee.kind == TypeKindValue.typedef && unit.spelling(clang.getTypeDeclaration(pointee)) == "BOOL"
        let element = isObjCBool ? TypeName("ObjCBool") : bare(pointee)
        let base = isConst ? "UnsafePointer" : "UnsafeMutablePointer"
        return TypeName("\(base)<\(element.name)>", shape: .generic(base: base, arguments: [element]))
    }
}
