import AnnogenModel
import CClangShim

/// Walks a header's top-level declarations (those expanded in the header itself) into the model:
/// `@interface` → class, category and class extension → extension, `@protocol` → protocol,
/// enums → `EnumReader`, typedefs → typealiases. Forward declarations are skipped.
struct DeclarationReader {
    let unit: TranslationUnit
    let comments: CommentIndex
    let mapper: TypeMapper
    private(set) var types: [TypeDecl] = []
    private(set) var typealiases: [Typealias] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(unit: TranslationUnit, comments: CommentIndex) {
        self.unit = unit
        self.comments = comments
        self.mapper = TypeMapper(unit: unit)
    }

    private var clang: LibClang { unit.clang }

    mutating func readTopLevel() {
        for cursor in unit.children(of: unit.rootCursor) where unit.isInMainFile(cursor) {
            switch cursor.kind {
            case CursorKind.objCInterfaceDecl:
                types.append(classDecl(cursor))
            case CursorKind.objCCategoryDecl:
                types.append(categoryDecl(cursor))
            case CursorKind.objCProtocolDecl where clang.isCursorDefinition(cursor) != 0:
                types.append(protocolDecl(cursor))
            case CursorKind.enumDecl where clang.isCursorDefinition(cursor) != 0 && !isAnonymous(cursor):
                types += EnumReader(unit: unit, comments: comments, mapper: mapper).enumDecls(cursor, typedefName: nil)
            case CursorKind.typedefDecl:
                readTypedef(cursor)
            default:
                break
            }
        }
    }

    // MARK: Types

    private func classDecl(_ cursor: CXCursor) -> TypeDecl {
        let objcName = unit.spelling(cursor)
        let (parent, local) = SwiftNaming.splitQualified(unit.swiftName(cursor) ?? objcName)
        var inherited: [String] = []
        var generics: [GenericParameter] = []
        for child in unit.children(of: cursor) {
            switch child.kind {
            case CursorKind.objCSuperClassRef:
                inherited.insert(className(clang.getCursorReferenced(child)), at: 0)
            case CursorKind.objCProtocolRef:
                inherited.append(mapper.protocolName(clang.getCursorReferenced(child)))
            case CursorKind.templateTypeParameter:
                generics.append(genericParameter(child))
            default:
                break
            }
        }
        var decl = typeDecl(cursor, kind: .class, localName: local, parentName: parent, objcName: objcName)
        decl.inheritedTypes = inherited
        decl.genericParameters = generics
        addMembers(of: cursor, to: &decl)
        return decl
    }

    /// `@interface LGUser (Networking)` and `@interface LGUser ()`: an extension of the class's Swift
    /// name; a named category keeps its name in the attribute `objcCategory`, and its properties
    /// are computed.
    private func categoryDecl(_ cursor: CXCursor) -> TypeDecl {
        let children = unit.children(of: cursor)
        let classRef = children.first { $0.kind == CursorKind.objCClassRef }
        let extended = classRef.map { className(clang.getCursorReferenced($0)) } ?? "?"
        var decl = typeDecl(cursor, kind: .extension, localName: extended, parentName: nil, objcName: nil)
        let category = unit.spelling(cursor)
        decl.attributes = category.isEmpty ? [] : [Attribute(name: "objcCategory", arguments: category)]
        decl.inheritedTypes = children.filter { $0.kind == CursorKind.objCProtocolRef }.map {
            mapper.protocolName(clang.getCursorReferenced($0))
        }
        addMembers(of: cursor, to: &decl)
        if !category.isEmpty {
            // A category cannot add storage: its properties are accessors (computed, in Swift's
            // terms). A class extension's properties are stored like the class's own.
            for index in decl.variables.indices { decl.variables[index].isComputed = true }
        }
        return decl
    }

    private func protocolDecl(_ cursor: CXCursor) -> TypeDecl {
        let objcName = unit.spelling(cursor)
        let (parent, local) = SwiftNaming.splitQualified(mapper.protocolName(cursor))
        var decl = typeDecl(cursor, kind: .protocol, localName: local, parentName: parent, objcName: objcName)
        decl.inheritedTypes = unit.children(of: cursor).filter { $0.kind == CursorKind.objCProtocolRef }.map {
            mapper.protocolName(clang.getCursorReferenced($0))
        }
        addMembers(of: cursor, to: &decl)
        return decl
    }

    private func typeDecl(_ cursor: CXCursor, kind: TypeKind, localName: String, parentName: String?, objcName: String?) -> TypeDecl {
        let attachment = DeclarationComments.attachment(for: cursor, unit: unit, comments: comments)
        return TypeDecl(
            kind: kind, localName: localName, parentName: parentName, accessLevel: .public,
            attributes: objcName.map { [Attribute(name: "objc", arguments: $0)] } ?? [],
            documentation: attachment.documentation, annotations: attachment.annotations,
            location: unit.location(of: cursor)
        )
    }

    private func addMembers(of cursor: CXCursor, to decl: inout TypeDecl) {
        let members = MemberReader(unit: unit, comments: comments, mapper: mapper).members(of: cursor)
        decl.variables = members.variables
        decl.methods = members.methods
    }

    /// A class's Swift name: `NS_SWIFT_NAME`, Foundation's renames, or as declared. A class that
    /// bridges to a value type keeps its name (`@interface NSString (Kit)` extends `NSString`).
    private func className(_ declaration: CXCursor) -> String {
        let name = unit.spelling(declaration)
        return unit.swiftName(declaration) ?? FoundationNames.renamedClasses[name] ?? name
    }

    /// `T` or `T: id<P>` → `T: P`.
    private func genericParameter(_ cursor: CXCursor) -> GenericParameter {
        let bound = mapper.typeName(clang.getTypedefDeclUnderlyingType(cursor), applyingNullability: false)
        let constraint: String?
        switch bound.shape {
        case .opaque(_, let inner): constraint = inner.name
        default: constraint = bound.name == "Any" ? nil : bound.name
        }
        return GenericParameter(name: unit.spelling(cursor), inheritedTypeName: constraint)
    }

    /// libclang 14's `clang_Cursor_isAnonymous` answers only for records; an unnamed enum is
    /// spelled empty (later versions spell it `(unnamed enum at …)`).
    private func isAnonymous(_ cursor: CXCursor) -> Bool {
        let name = unit.spelling(cursor)
        return clang.cursorIsAnonymous(cursor) != 0 || name.isEmpty || name.contains("(unnamed") || name.contains("(anonymous")
    }

    // MARK: Typedefs

    /// `typedef enum { … } Name;` names its enum; the typedef half of `NS_ENUM` is skipped; any other
    /// typedef is a typealias (`typedef NSString *LGToken;` → `typealias LGToken = String`).
    private mutating func readTypedef(_ cursor: CXCursor) {
        var underlying = clang.getTypedefDeclUnderlyingType(cursor)
        if underlying.kind == TypeKindValue.elaborated { underlying = clang.typeGetNamedType(underlying) }
        let target = clang.getTypeDeclaration(underlying)
        if underlying.kind == TypeKindValue.enumType, target.kind == CursorKind.enumDecl {
            if isAnonymous(target), unit.isInMainFile(target) {
                let reader = EnumReader(unit: unit, comments: comments, mapper: mapper)
                types += reader.enumDecls(target, typedefName: unit.spelling(cursor), typedefCursor: cursor)
            }
            return
        }
        let attachment = DeclarationComments.attachment(for: cursor, unit: unit, comments: comments)
        let name = unit.swiftName(cursor) ?? unit.spelling(cursor)
        typealiases.append(Typealias(
            aliasName: name, typeName: mapper.typeName(underlying, applyingNullability: false), accessLevel: .public,
            documentation: attachment.documentation, annotations: attachment.annotations,
            location: unit.location(of: cursor)
        ))
    }
}

/// The comments that belong to a declaration, by the same rule as in Swift: the run of comments
/// directly above its first line (its first attribute macro counts), and a trailing `//` comment on
/// its last line.
enum DeclarationComments {
    static func attachment(for cursor: CXCursor, unit: TranslationUnit, comments: CommentIndex) -> CommentAttachment {
        var lines = unit.lines(of: cursor)
        for child in unit.children(of: cursor) where child.kind >= 400 && child.kind < 500 {
            let attributeLines = unit.lines(of: child)
            if attributeLines.first > 0, attributeLines.first < lines.first {
                lines.first = attributeLines.first
                lines.startsLine = attributeLines.startsLine
            }
        }
        return comments.attachment(firstLine: lines.first, lastLine: lines.last, startsLine: lines.startsLine)
    }
}
