import AnnogenModel
import CClangShim

/// `NS_ENUM`, `NS_OPTIONS`, `NS_ERROR_ENUM` and C enums, shaped as Swift imports them.
///
/// - `NS_ENUM(NSInteger, LGStatus)` → `enum LGStatus: Int` with its cases (the prefix shared with
///   the enum's name dropped: `LGStatusActive` → `active`) and their raw values, attribute
///   `@objc(LGStatus)`.
/// - `NS_OPTIONS(NSUInteger, LGFeatures)` → `struct LGFeatures: OptionSet` with `rawValue` and one
///   `static let` per option (`LGFeaturesSearch = 1 << 0` → `search`, default value
///   `LGFeatures(rawValue: 1)`); the options are also listed as `cases` with their raw values, so a
///   template can walk them like an enum's.
/// - `NS_ERROR_ENUM(LGErrorDomain, LGError)` → `struct LGError: CustomNSError, Hashable, Error` and
///   the nested `enum LGError.Code: Int` with the cases.
/// - A plain C enum (`typedef enum { … } Name;`, `typedef enum : NSUInteger { … } Name;`,
///   `enum Name : int { … }`) → `struct Name: Equatable, Hashable, RawRepresentable` with
///   `rawValue` of the C type (`UInt32` for an unsigned `int`); Swift makes its constants globals
///   with the C names, which are listed as `cases` as written.
struct EnumReader {
    let unit: TranslationUnit
    let comments: CommentIndex
    let mapper: TypeMapper
    private var clang: LibClang { unit.clang }

    func enumDecls(_ cursor: CXCursor, typedefName: String?, typedefCursor: CXCursor? = nil) -> [TypeDecl] {
        let markers = unit.annogenAnnotations(cursor)
        let isOptions = markers.contains("ns_options")
        let isError = markers.contains("ns_error_enum")
        let isNSEnum = isOptions || isError || markers.contains("ns_enum")
        let objcName = typedefName ?? unit.spelling(cursor)
        let swiftName = unit.swiftName(cursor) ?? typedefCursor.flatMap(unit.swiftName) ?? objcName
        let (parent, local) = SwiftNaming.splitQualified(swiftName)
        let integerType = clang.getEnumDeclIntegerType(cursor)
        // `NS_ENUM(NSUInteger, …)` and `enum : NSUInteger` keep `UInt` as their raw type in Swift.
        let rawType = unit.spelling(integerType) == "NSUInteger"
            ? TypeName("UInt") : mapper.typeName(integerType, applyingNullability: false)
        let isUnsigned = rawType.name.hasPrefix("U")

        let constants = unit.children(of: cursor).filter { $0.kind == CursorKind.enumConstantDecl }
        let objcCaseNames = constants.map { unit.spelling($0) }
        let strippedNames = isNSEnum ? SwiftNaming.enumCaseNames(objcCaseNames, enumName: objcName) : objcCaseNames
        let cases = zip(constants, strippedNames).map { constant, stripped in
            let attachment = DeclarationComments.attachment(for: constant, unit: unit, comments: comments)
            let value = isUnsigned
                ? String(clang.getEnumConstantDeclUnsignedValue(constant))
                : String(clang.getEnumConstantDeclValue(constant))
            return EnumCase(
                name: unit.swiftName(constant) ?? stripped, rawValue: value,
                documentation: attachment.documentation, annotations: attachment.annotations,
                location: unit.location(of: constant)
            )
        }

        let attachment = DeclarationComments.attachment(for: typedefCursor ?? cursor, unit: unit, comments: comments)
        let location = unit.location(of: typedefCursor ?? cursor)
        let objcAttribute = isNSEnum ? [Attribute(name: "objc", arguments: objcName)] : []
        if isError {
            let error = TypeDecl(
                kind: .struct, localName: local, parentName: parent, accessLevel: .public, attributes: objcAttribute,
                inheritedTypes: ["CustomNSError", "Hashable", "Error"],
                documentation: attachment.documentation, annotations: attachment.annotations, location: location
            )
            let code = TypeDecl(
                kind: .enum, localName: "Code", parentName: swiftName, accessLevel: .public,
                inheritedTypes: [rawType.name], cases: cases, location: location
            )
            return [error, code]
        }
        if isNSEnum && !isOptions {
            return [TypeDecl(
                kind: .enum, localName: local, parentName: parent, accessLevel: .public, attributes: objcAttribute,
                inheritedTypes: [rawType.name],
                documentation: attachment.documentation, annotations: attachment.annotations, cases: cases,
                location: location
            )]
        }
        var decl = TypeDecl(
            kind: .struct, localName: local, parentName: parent, accessLevel: .public, attributes: objcAttribute,
            inheritedTypes: isOptions ? ["OptionSet"] : ["Equatable", "Hashable", "RawRepresentable"],
            documentation: attachment.documentation, annotations: attachment.annotations, cases: cases,
            location: location
        )
        decl.variables = [Variable(name: "rawValue", typeName: rawType, isMutable: !isOptions, readAccess: .public,
                                   writeAccess: isOptions ? nil : .public, location: location)]
        if isOptions {
            decl.variables += cases.map { option in
                Variable(
                    name: option.name, typeName: TypeName(local), isStatic: true, readAccess: .public,
                    defaultValue: "\(local)(rawValue: \(option.rawValue ?? "0"))",
                    documentation: option.documentation, annotations: option.annotations, location: option.location
                )
            }
        }
        return [decl]
    }
}
