@testable import AnnogenCore
import AnnogenModel
import Testing

/// `ComposedModule.positionLookup` answers as `positionsByName()` does, in a module sorted by name
/// (as composed) and in one that is not.
struct PositionLookupTests {
    private static func module(_ names: [String]) -> ComposedModule {
        let here = SourceLocation(path: "A.swift", line: 1, column: 1)
        return ComposedModule(types: names.map { name in
            ComposedType(packedDeclaration: PackedTypeDecl(TypeDecl(kind: .struct, localName: name, location: here)),
                         name: name, parentName: nil, isUnknownExtension: false)
        }, typealiases: [])
    }

    @Test(arguments: [
        ["A", "B", "C", "D", "E"],
        ["E", "D", "C", "B", "A"],
        ["C", "A", "E", "B", "D"],
    ])
    func aLookupAnswersAsTheTableOfEveryName(names: [String]) {
        let module = Self.module(names)
        let table = module.positionsByName()
        let lookup = module.positionLookup()
        for name in names + ["0", "Bb", "F", ""] {
            #expect(lookup(name) == table[name], "\(name) in \(names)")
        }
        // Asked again, after a name that is not there made the lookup check the order.
        for name in names { #expect(lookup(name) == table[name]) }
    }
}
