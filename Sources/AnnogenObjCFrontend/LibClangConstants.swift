/// The libclang cursor, type and token kinds the front end looks at (values of libclang's stable
/// C enumerations `CXCursorKind`, `CXTypeKind`, `CXTokenKind`, `CXTypeNullabilityKind`).
enum CursorKind {
    static let enumDecl: Int32 = 5
    static let enumConstantDecl: Int32 = 7
    static let parmDecl: Int32 = 10
    static let objCInterfaceDecl: Int32 = 11
    static let objCCategoryDecl: Int32 = 12
    static let objCProtocolDecl: Int32 = 13
    static let objCPropertyDecl: Int32 = 14
    static let objCInstanceMethodDecl: Int32 = 16
    static let objCClassMethodDecl: Int32 = 17
    static let typedefDecl: Int32 = 20
    static let templateTypeParameter: Int32 = 27
    static let objCSuperClassRef: Int32 = 40
    static let objCProtocolRef: Int32 = 41
    static let objCClassRef: Int32 = 42
    static let annotateAttribute: Int32 = 406
    static let objCDesignatedInitializer: Int32 = 434
    /// With a detailed preprocessing record: a `#define`.
    static let macroDefinition: Int32 = 501
}

/// `CXTypeKind` values.
enum TypeKindValue {
    static let void: Int32 = 2
    static let bool: Int32 = 3
    static let charU: Int32 = 4
    static let uChar: Int32 = 5
    static let char16: Int32 = 6
    static let char32: Int32 = 7
    static let uShort: Int32 = 8
    static let uInt: Int32 = 9
    static let uLong: Int32 = 10
    static let uLongLong: Int32 = 11
    static let charS: Int32 = 13
    static let sChar: Int32 = 14
    static let wChar: Int32 = 15
    static let short: Int32 = 16
    static let int: Int32 = 17
    static let long: Int32 = 18
    static let longLong: Int32 = 19
    static let float: Int32 = 21
    static let double: Int32 = 22
    static let longDouble: Int32 = 23
    static let objCId: Int32 = 27
    static let objCClass: Int32 = 28
    static let objCSel: Int32 = 29
    static let pointer: Int32 = 101
    static let blockPointer: Int32 = 102
    static let record: Int32 = 105
    static let enumType: Int32 = 106
    static let typedef: Int32 = 107
    static let objCInterface: Int32 = 108
    static let objCObjectPointer: Int32 = 109
    static let functionNoProto: Int32 = 110
    static let functionProto: Int32 = 111
    static let elaborated: Int32 = 119
    static let objCObject: Int32 = 161
    static let objCTypeParam: Int32 = 162
    static let attributed: Int32 = 163
}

/// `CXTypeNullabilityKind` values.
enum Nullability {
    static let nonNull: Int32 = 0
    static let nullable: Int32 = 1
    static let unspecified: Int32 = 2
    static let invalid: Int32 = 3
    static let nullableResult: Int32 = 4
}

/// `CXObjCPropertyAttrKind` bits.
enum PropertyAttribute {
    static let readonly: UInt32 = 0x01
    static let getter: UInt32 = 0x02
    static let copy: UInt32 = 0x20
    static let weak: UInt32 = 0x200
    static let classProperty: UInt32 = 0x1000
}
