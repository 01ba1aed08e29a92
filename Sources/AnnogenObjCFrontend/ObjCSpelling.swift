import Foundation

/// How Swift sees C's builtin types, and cleaning of clang's spellings (Foundation's names are in
/// `FoundationNames`).
enum ObjCSpelling {
    /// C's builtin types by `CXTypeKind`.
    static let builtinTypes: [Int32: String] = [
        TypeKindValue.void: "Void", TypeKindValue.bool: "Bool", TypeKindValue.charU: "CChar",
        TypeKindValue.uChar: "UInt8", TypeKindValue.char16: "UInt16", TypeKindValue.char32: "UInt32",
        TypeKindValue.uShort: "UInt16", TypeKindValue.uInt: "UInt32", TypeKindValue.uLong: "UInt",
        TypeKindValue.uLongLong: "UInt64", TypeKindValue.charS: "CChar", TypeKindValue.sChar: "Int8",
        TypeKindValue.wChar: "Int32", TypeKindValue.short: "Int16", TypeKindValue.int: "Int32",
        TypeKindValue.long: "Int", TypeKindValue.longLong: "Int64", TypeKindValue.float: "Float",
        TypeKindValue.double: "Double", TypeKindValue.longDouble: "Double",
    ]

    /// clang's spelling without nullability keywords and doubled spaces:
    /// `NSArray<NSString *> * _Nullable` → `NSArray<NSString *> *`.
    static func clean(_ spelling: String) -> String {
        var text = spelling
        for keyword in ["_Nullable_result", "_Nullable", "_Nonnull", "_Null_unspecified", "__kindof "] {
            text = text.replacingOccurrences(of: keyword, with: "")
        }
        while text.contains("  ") { text = text.replacingOccurrences(of: "  ", with: " ") }
        text = text.replacingOccurrences(of: " >", with: ">").replacingOccurrences(of: ",", with: ", ")
        while text.contains("  ") { text = text.replacingOccurrences(of: "  ", with: " ") }
        return text.trimmingCharacters(in: .whitespaces)
    }
}
