import AnnogenModel
import AnnogenSwiftFrontend

/// Parses an inline fixture as `T.swift`.
func parse(_ text: String) -> ParsedFile {
    SwiftFrontend.parse(SourceFile(path: "T.swift", text: text, contentHash: ""))
}

extension ParsedFile {
    /// The first type with this qualified name (`API.Product`), or nil.
    func type(_ name: String) -> TypeDecl? {
        types.first { $0.name == name }
    }
}

extension TypeDecl {
    func variable(_ name: String) -> Variable? { variables.first { $0.name == name } }
    func method(_ shortName: String) -> Method? { methods.first { $0.shortName == shortName } }
}

/// The type of a property `x` declared in `struct S { <declaration> }`.
func typeOfProperty(_ declaration: String) -> TypeName? {
    parse("struct S {\n\(declaration)\n}").types.first?.variables.first?.typeName
}
