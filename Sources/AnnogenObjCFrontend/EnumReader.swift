import AnnogenModel
import CClangShim

/// `NS_ENUM`, `NS_OPTIONS` and C enums.
///
/// - `NS_ENUM(NSInteger, LGStatus)` → `enum LGStatus: Int` with its cases (common prefixes dropped:
///   `LGStatusActive` → `active`) and their raw values, attribute `@objc(LGStatus)`.
/// - `NS_OPTIONS(NSUInteger, LGFeatures)` → `struct LGFeatures: OptionSet` with `rawValue` and one
///   `static let` per option (`LGFeaturesSearch = 1 << 0` → `search`, default value
///   `LGFeatures(rawValue: 1)`); the options are also listed as `cases` with their raw values, so a
///   template can walk them like an enum's.
/// - A plain C enum (`typedef enum { … } Name;` or `enum Name : int { … }`) → an enum with the
///   C names as written and the C raw type (`Int32` for `int`).
struct EnumReader {
    let unit: TranslationUnit
    let comments: CommentIndex
    let mapper: TypeMapper
    private var clang: LibClang { unit.clang }

    func enumDecl(_ cursor: CXCursor, typedefName: String?, typedefCursor: CXCursor? = nil) -> TypeDecl {
        let markers = unit.annogenAnnotations(cursor)
        let isOptions = markers.contains("ns_options")
        let isNSEnum = isOptions || markers.contains("ns_enum")
        let objcName = typedefName ?? unit.spelling(cursor)
        let swiftName = unit.swiftName(cursor) ?? typedefCursor.flatMap(unit.swiftName) ?? objcName
        let (parent, local) = SwiftNaming.splitQualified(swiftName)
        let rawType = mapper.typeName(clang.getEnumDeclIntegerType(cursor), applyingNullability: false)
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
        var decl = TypeDecl(
            kind: isOptions ? .struct : .enum, localName: local, parentName: parent, accessLevel: .public,
            attributes: isNSEnum ? [Attribute(name: "objc", arguments: objcName)] : [],
            inheritedTypes: [isOptions ? "OptionSet" : rawType.name],
            documentation: attachment.documentation, annotations: attachment.annotations, cases: cases,
            location: unit.location(of: typedefCursor ?? cursor)
        )
        if isOptions {
            decl.variables = [Variable(name: "rawValue", typeName: rawType, readAccess: .public, location: decl.location)]
                + cases.map { option in
                    Variable(
                        name: option.name, typeName: TypeName(local), isStatic: true, readAccess: .public,
                        defaultValue: "\(local)(rawValue: \(option.rawValue ?? "0"))",
                        documentation: option.documentation, annotations: option.annotations, location: option.location
                    )
                }
        }
        return decl
    }
}
