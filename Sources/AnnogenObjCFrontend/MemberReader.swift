import AnnogenModel
import CClangShim

/// The properties and methods of an `@interface`, category or `@protocol`.
///
/// - `@property` → a stored `Variable` (`readonly` → not mutable, `class` → static with the `class`
///   modifier, `copy` → `@NSCopying`, `weak` → `weak`, a custom getter names it as in Swift).
/// - Methods → `Method`s named the Swift way (`SwiftNaming`), `+` methods as class methods,
///   `init…` as initializers, a trailing `NSError **` parameter as `throws`; the selector is kept in
///   `@objc(selector)`.
/// - `@optional` members of a protocol get the modifier `optional`.
/// - Property accessors clang reports as methods, and `NS_UNAVAILABLE` members, are skipped.
struct MemberReader {
    let unit: TranslationUnit
    let comments: CommentIndex
    let mapper: TypeMapper
    private var clang: LibClang { unit.clang }
    private static let notAvailable: Int32 = 2 // CXAvailability_NotAvailable

    func members(of container: CXCursor) -> (variables: [Variable], methods: [Method]) {
        let children = unit.children(of: container)
        let properties = children.filter { $0.kind == CursorKind.objCPropertyDecl }
        let accessorLocations = Set(properties.map { position(of: $0) })
        let methods = children.filter {
            $0.kind == CursorKind.objCInstanceMethodDecl || $0.kind == CursorKind.objCClassMethodDecl
        }
        let hasDesignatedInitializers = methods.contains { isDesignated($0) }

        var variables: [Variable] = []
        var result: [Method] = []
        for child in children where isImported(child) {
            if child.kind == CursorKind.objCPropertyDecl {
                variables.append(variable(child))
            } else if methods.contains(where: { isSame($0, child) }), !accessorLocations.contains(position(of: child)) {
                result.append(method(child, hasDesignatedInitializers: hasDesignatedInitializers))
            }
        }
        return (variables, result)
    }

    private func isImported(_ cursor: CXCursor) -> Bool {
        clang.getCursorAvailability(cursor) != Self.notAvailable
            && !unit.annogenAnnotations(cursor).contains("swift_unavailable")
    }

    private func isSame(_ a: CXCursor, _ b: CXCursor) -> Bool {
        a.kind == b.kind && position(of: a) == position(of: b) && unit.spelling(a) == unit.spelling(b)
    }

    private func position(of cursor: CXCursor) -> [Int] {
        let found = unit.expansion(clang.getCursorLocation(cursor))
        return [found.line, found.column]
    }

    private func isDesignated(_ method: CXCursor) -> Bool {
        unit.hasChild(method, kind: CursorKind.objCDesignatedInitializer)
    }

    private func variable(_ cursor: CXCursor) -> Variable {
        let attributes = clang.getObjCPropertyAttributes(cursor, 0)
        let objcName = unit.spelling(cursor)
        let getter = clang.string(clang.getObjCPropertyGetterName(cursor))
        // Swift lowercases a property's first word (`URL` → `url`, `HTTPMethod` → `httpMethod`).
        let name = unit.swiftName(cursor)
            ?? SwiftNaming.lowerCamel(attributes & PropertyAttribute.getter != 0 && !getter.isEmpty ? getter : objcName)
        let isMutable = attributes & PropertyAttribute.readonly == 0
        var modifiers: [Modifier] = []
        if attributes & PropertyAttribute.classProperty != 0 { modifiers.append(Modifier(name: "class")) }
        if attributes & PropertyAttribute.weak != 0 { modifiers.append(Modifier(name: "weak")) }
        if clang.isObjCOptional(cursor) != 0 { modifiers.append(Modifier(name: "optional")) }
        var declared = [Attribute(name: "objc", arguments: name == objcName ? nil : objcName)]
        if attributes & PropertyAttribute.copy != 0 { declared.append(Attribute(name: "NSCopying")) }
        let attachment = DeclarationComments.attachment(for: cursor, unit: unit, comments: comments)
        return Variable(
            name: name, typeName: mapper.typeName(clang.getCursorType(cursor)),
            isStatic: attributes & PropertyAttribute.classProperty != 0, isMutable: isMutable,
            readAccess: .public, writeAccess: isMutable ? .public : nil, attributes: declared,
            modifiers: modifiers, documentation: attachment.documentation, annotations: attachment.annotations,
            location: unit.location(of: cursor)
        )
    }

    private func method(_ cursor: CXCursor, hasDesignatedInitializers: Bool) -> Method {
        let selector = unit.spelling(cursor)
        let isClassMethod = cursor.kind == CursorKind.objCClassMethodDecl
        let isInitializer = !isClassMethod && Self.isInitSelector(selector)
        var parameters = unit.children(of: cursor).filter { $0.kind == CursorKind.parmDecl }
        let resultType = clang.getCursorResultType(cursor)

        // `- (BOOL)save:(NSError **)error` → `func save() throws`.
        var throwsError = false
        if let last = parameters.last, isErrorOutParameter(clang.getCursorType(last)) {
            throwsError = true
            parameters.removeLast()
        }
        var naming = SwiftNaming.methodName(selector: selector, isInitializer: isInitializer)
        if throwsError { naming = Self.droppingErrorLabel(naming, parameterCount: parameters.count) }
        if let written = unit.swiftName(cursor).flatMap(SwiftNaming.parseFunctionName),
           written.labels.count == parameters.count {
            naming = written
        }
        let labels = naming.labels.count == parameters.count ? naming.labels : parameters.map { _ in nil }

        let modelParameters = zip(parameters, labels).map { parameter, label in
            var type = mapper.typeName(clang.getCursorType(parameter))
            if case .closure = type.shape { type.attributes.append(Attribute(name: "escaping")) }
            return MethodParameter(argumentLabel: label, name: unit.spelling(parameter), typeName: type)
        }
        var returnType: TypeName?
        if !isInitializer, resultType.kind != TypeKindValue.void {
            let mapped = mapper.typeName(resultType)
            returnType = throwsError ? (mapped.name == "Bool" ? nil : mapped.unwrapped) : mapped
        }
        let failability = Self.failability(clang.typeGetNullability(resultType))
        let attachment = DeclarationComments.attachment(for: cursor, unit: unit, comments: comments)
        return Method(
            kind: isInitializer ? .initializer : .function,
            shortName: naming.baseName,
            parameters: modelParameters,
            returnTypeName: returnType,
            throws: throwsError,
            isClass: isClassMethod,
            isFailableInitializer: isInitializer && failability != .none,
            isImplicitlyUnwrappedFailable: isInitializer && failability == .implicitlyUnwrapped,
            isConvenienceInitializer: isInitializer && hasDesignatedInitializers && !isDesignated(cursor),
            accessLevel: .public,
            attributes: [Attribute(name: "objc", arguments: selector)],
            modifiers: clang.isObjCOptional(cursor) != 0 ? [Modifier(name: "optional")] : [],
            documentation: attachment.documentation,
            annotations: attachment.annotations,
            location: unit.location(of: cursor)
        )
    }

    /// How an initializer's result nullability imports: `nonnull` → `init`, `nullable` → `init?`,
    /// unspecified (an unaudited `- (id)initWithText:`) → `init!`.
    enum Failability { case none, optional, implicitlyUnwrapped }

    static func failability(_ nullability: Int32) -> Failability {
        switch nullability {
        case Nullability.nonNull: .none
        case Nullability.nullable, Nullability.nullableResult: .optional
        default: .implicitlyUnwrapped
        }
    }

    /// `init`, `initWithName:`; not `initialize` or `initials`.
    static func isInitSelector(_ selector: String) -> Bool {
        guard selector.hasPrefix("init") else { return false }
        let next = selector.dropFirst(4).first
        return next == nil || next == ":" || next?.isUppercase == true
    }

    /// `NSError **` (with any nullability).
    private func isErrorOutParameter(_ type: CXType) -> Bool {
        let canonical = clang.getCanonicalType(type)
        guard canonical.kind == TypeKindValue.pointer else { return false }
        let pointee = clang.getPointeeType(canonical)
        guard pointee.kind == TypeKindValue.objCObjectPointer else { return false }
        let object = clang.getPointeeType(pointee)
        return unit.spelling(clang.getTypeDeclaration(object)) == "NSError"
    }

    /// The label of the dropped `error:` parameter goes, and `…AndReturnError` leaves the base name.
    private static func droppingErrorLabel(_ naming: SwiftNaming.MethodName, parameterCount: Int) -> SwiftNaming.MethodName {
        var result = naming
        if parameterCount == 0 {
            for suffix in ["AndReturnError", "WithError", "Error"] where result.baseName.hasSuffix(suffix) && result.baseName.count > suffix.count {
                result.baseName = String(result.baseName.dropLast(suffix.count))
                break
            }
            result.labels = []
        } else {
            result.labels = Array(result.labels.prefix(parameterCount))
        }
        return result
    }
}
