import AnnogenCore
import AnnogenModel
import AnnogenObjCFrontend
import AnnogenSwiftFrontend
import Testing

/// Swift and Objective-C declarations compose into one module: Swift names Objective-C types, and a
/// Swift extension of an Objective-C class merges into it.
@Suite(.enabled(if: libclangAvailable, Comment(rawValue: libclangMissing)))
struct MixedCompositionTests {
    private let swift = SwiftFrontend.parse(SourceFile(path: "Profile.swift", text: """
        struct ProfileScreen {
            let user: LGUser
            let previous: [LGUser]?
            let order: Legacy.Order
        }

        extension LGUser: CustomStringConvertible {
            var summary: String { name }
        }
        """, contentHash: "swift"))

    @Test func swiftPropertiesResolveToObjectiveCTypes() throws {
        let (module, diagnostics) = Composer.compose([parseHeader("LGModels.h"), swift])
        #expect(diagnostics == [])
        let screen = try #require(module.types.first { $0.name == "ProfileScreen" })
        let user = try #require(screen.declaration.variables.first { $0.name == "user" })
        #expect(module.types.contains { $0.name == user.typeName.resolvedName && $0.kind == .class })
        let order = try #require(screen.declaration.variables.first { $0.name == "order" })
        #expect(module.types.first { $0.name == order.typeName.resolvedName }?.declaration.attributes
            == [Attribute(name: "objc", arguments: "LGOrder")])
    }

    @Test func swiftExtensionMergesIntoTheObjectiveCClass() throws {
        let (module, _) = Composer.compose([parseHeader("LGModels.h"), swift])
        let user = try #require(module.types.first { $0.name == "LGUser" })
        #expect(!user.isUnknownExtension)
        #expect(user.declaration.variables.last?.name == "summary")
        #expect(user.inheritedTypes.contains("CustomStringConvertible"))
        #expect(user.inheritedTypes.first == "NSObject")
    }

    @Test func templatesSeeObjectiveCSpellings() throws {
        let folder = "\(testsFolder)/Headers"
        let config = Config(sources: ["\(folder)/LGModels.h", "\(folder)/LGEnums.h"],
                            templates: ["\(testsFolder)/Templates/ObjCSpellings.stencil"], omitVersionInHeader: true)
        let (files, diagnostics) = generate(config)
        #expect(diagnostics == [])
        let output = try #require(files["ObjCSpellings.generated.swift"])
        #expect(output.contains("// addresses: [LGAddress] from NSArray<LGAddress *> * objc\n"))
        #expect(output.contains("// owner: (any LGIdentifiable)? from id<LGIdentifiable> objc\n"))
    }
}
