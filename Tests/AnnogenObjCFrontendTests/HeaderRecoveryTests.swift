import AnnogenModel
import AnnogenObjCFrontend
import AnnogenTestSupport
import Foundation
import Testing

/// Headers as real projects have them (issue #23): imports that are not on this machine, base
/// classes and protocols from elsewhere, Core Data entities, project macros. Each is read with
/// what it declares, nothing is skipped, and what was assumed is a note at its first use.
@Suite(.enabled(if: libclangAvailable, Comment(rawValue: libclangMissing)))
struct HeaderRecoveryTests {
    /// The notes, in line and column order.
    private func notes(_ file: ParsedFile) -> [String] {
        file.diagnostics.filter { $0.severity == .note }
            .sorted { ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0) }
            .map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }
    }

    @Test func unknownFrameworkBaseClassProtocolsAndTypes() throws {
        let file = parseHeader("Recovery/KitModels.h")
        #expect(!file.diagnostics.containsErrors, "\(file.diagnostics)")
        let profile = try #require(file.type("LGProfile"))
        #expect(profile.kind == .class)
        // The superclass first, then the protocols, by the names the header uses.
        #expect(profile.inheritedTypes == ["KitModel", "KitSerializing", "NSCopying"])
        #expect(profile.annotations["swiftDTO"] == .bool(true))
        #expect(profile.variables.map(\.name) == ["name", "avatar", "location", "tags", "friends", "delegate"])
        #expect(profile.variable("name")?.typeName.name == "String")
        #expect(profile.variable("avatar")?.typeName.name == "KitImage?")
        #expect(profile.variable("location")?.typeName.name == "KitCoordinate")
        #expect(profile.variable("tags")?.typeName.name == "[KitTag]")
        #expect(profile.variable("friends")?.typeName.name == "KitResults<LGProfile>")
        #expect(profile.variable("delegate")?.typeName.name == "(any KitDelegate)?")
        let sync = try #require(file.extensions(of: "LGProfile").first)
        #expect(sync.inheritedTypes == ["KitSyncable"])
        #expect(sync.methods.map(\.swiftSignature) == ["sync(withStore:)"])

        #expect(notes(file) == [
            "3:9 'Kit/Kit.h' was not found; read as an empty header (add its folder to objc.includePaths to read it)",
            "4:9 'KitPrivate.h' was not found; read as an empty header (add its folder to objc.includePaths to read it)",
            "9:24 'KitModel' is declared nowhere annogen can see; assumed to be a class (an NSObject subclass known only by name)",
            "9:34 'KitSerializing' is declared nowhere annogen can see; assumed to be a protocol known only by name",
            "11:41 'KitImage' is declared nowhere annogen can see; assumed to be a class (an NSObject subclass known only by name)",
            "12:23 'KitCoordinate' is declared nowhere annogen can see; assumed to be a struct known only by name",
            "13:37 'KitTag' is declared nowhere annogen can see; assumed to be a class (an NSObject subclass known only by name)",
            "14:31 'KitResults' is declared nowhere annogen can see; assumed to be a class (an NSObject subclass known only by name)",
            "15:42 'KitDelegate' is declared nowhere annogen can see; assumed to be a protocol known only by name",
            "18:30 'KitSyncable' is declared nowhere annogen can see; assumed to be a protocol known only by name",
            "19:24 'KitStore' is declared nowhere annogen can see; assumed to be a class (an NSObject subclass known only by name)",
        ])
    }

    @Test func coreDataEntity() throws {
        let file = parseHeader("Recovery/CoreDataEntity.h")
        #expect(file.diagnostics == [])
        let owner = try #require(file.type("LGOwner"))
        #expect(owner.inheritedTypes == ["NSManagedObject"])
        #expect(owner.variables.map(\.name) == ["name", "age", "balance", "createdAt", "pets"])
        #expect(owner.variables.map(\.typeName.name) == ["String?", "Int16", "NSDecimalNumber?", "Date?", "Set<LGPet>?"])
        #expect(owner.methods.map(\.swiftSignature) == ["fetchRequest()"])
        #expect(owner.methods.first?.returnTypeName?.name == "NSFetchRequest<LGOwner>")
        let accessors = try #require(file.extensions(of: "LGOwner").first)
        #expect(accessors.methods.map(\.swiftSignature) == ["addPetsObject(_:)", "removePetsObject(_:)", "addPets(_:)"])
    }

    @Test func projectMacrosAndModuleImports() throws {
        let file = parseHeader("Recovery/ProjectMacros.h")
        #expect(!file.diagnostics.containsErrors, "\(file.diagnostics)")
        let invoice = try #require(file.type("LGInvoice"))
        #expect(invoice.variables.map(\.name) == ["number", "reference", "total"])
        #expect(invoice.variables.map(\.typeName.name) == ["String!", "String!", "Int"])
        #expect(invoice.methods.map(\.swiftSignature) == ["init(number:)"])
        let assumed = notes(file).map { $0.split(separator: " ").dropFirst().first.map(String.init) ?? "" }
        #expect(Set(assumed) == ["'LG_EXTERN'", "'LG_SUBCLASSING_RESTRICTED'", "'LG_DEPRECATED'", "'LG_UNAVAILABLE_IN_EXTENSIONS'", "'LG_DESIGNATED'"],
                "\(notes(file))")
        #expect(notes(file).allSatisfy { $0.contains("assumed to be a macro that expands to nothing") })
    }

    @Test func definesAndIncludePathsReplaceAssumptions() throws {
        let folder = TemporaryFolder()
        folder.write("Kit/Kit.h", "@interface KitModel : NSObject\n@property (nonatomic, copy) NSString *identifier;\n@end\n")
        let text = "#import <Kit/Kit.h>\n@interface LGThing : KitModel\n@property (nonatomic) NSInteger count LG_MARK;\n@end\n"
        let options = ObjCOptions(includePaths: [folder.path], defines: ["LG_MARK=__attribute__((deprecated))"])
        let file = ObjCFrontend.parse(SourceFile(path: "\(testsFolder)/Headers/Inline.h", text: text, contentHash: "t"), options: options)
        #expect(file.diagnostics == [])
        #expect(file.type("LGThing")?.inheritedTypes == ["KitModel"])
        #expect(file.type("LGThing")?.variables.map(\.name) == ["count"])
        // Only the header's own declarations are its types: KitModel is Kit's.
        #expect(file.types.map(\.name) == ["LGThing"])
        // Without the options the same header is read with assumptions.
        let assumed = parseHeaderText(text)
        #expect(assumed.type("LGThing")?.inheritedTypes == ["KitModel"])
        #expect(assumed.diagnostics.count == 3)
        #expect(!assumed.diagnostics.containsErrors)
    }

    @Test func anUnknownProtocolOnAClassOfItsOwnAndForwardDeclaredClasses() throws {
        let file = parseHeaderText("""
            #import <UIKit/UIView.h>
            @class LGLater;
            @interface LGView : UIView <LGThemable>
            @property (nonatomic, strong) LGLater *later;
            @property (nonatomic, strong) UIColor *tint;
            @end
            """)
        #expect(!file.diagnostics.containsErrors, "\(file.diagnostics)")
        let view = try #require(file.type("LGView"))
        #expect(view.inheritedTypes == ["UIView", "LGThemable"])
        #expect(view.variables.map(\.typeName.name) == ["LGLater!", "UIColor!"])
        // UIKit's other headers are read as annogen's UIKit; only the protocol is assumed.
        #expect(notes(file).count == 2, "\(notes(file))")
    }

    /// What a vendored library's own headers need: an imported header's `@import`, a sibling
    /// imported with `<…>`, the runtime's `Method` used by value and by pointer.
    @Test func importedHeadersWithModulesSiblingsAndRuntimeTypes() throws {
        let folder = TemporaryFolder()
        folder.write("LGVBase.h", "@import Foundation;\n#define LGV_KEY(x) x\n@interface LGVBase : NSObject\n@end\n")
        let text = """
            #import "LGVBase.h"
            #import <LGVBase.h>
            #import <objc/runtime.h>
            Method lgv_method(Class aClass, SEL selector);
            unsigned lgv_addMethods(Class aClass, Method *methods, unsigned count);
            @interface LGVModel : LGVBase
            @property (nonatomic, copy) NSString<NSCopying> *tag;
            @end
            """
        folder.write("LGVModel.h", text)
        let file = ObjCFrontend.parse(SourceFile(path: "\(folder.path)/LGVModel.h", text: text, contentHash: "t"))
        #expect(!file.diagnostics.containsErrors, "\(file.diagnostics)")
        let model = try #require(file.type("LGVModel"))
        #expect(model.inheritedTypes == ["LGVBase"])
        // A Foundation class with a protocol stays the class: only a plain NSString bridges to String.
        #expect(model.variable("tag")?.typeName.name == "(NSString & NSCopying)!")
        #expect(notes(file).count == 1, "\(notes(file))")
        #expect(notes(file).first?.contains("is searched for imports") == true)
    }

    /// `#import "_LGVGenerated.h"` of a header in another folder among the sources is found there,
    /// as Xcode's header map finds it (mogenerator's `Generated/` folder beside the models).
    @Test func aQuotedImportFindsAHeaderInAnotherSourceFolder() throws {
        let folder = TemporaryFolder()
        folder.write("Generated/_LGVItem.h", "#import <CoreData/CoreData.h>\n@interface _LGVItem : NSManagedObject\n@property (nonatomic, copy) NSString *title;\n@end\n")
        let text = "#import \"_LGVItem.h\"\n@interface LGVItem : _LGVItem\n@end\n"
        let file = ObjCFrontend.parse(SourceFile(path: "\(folder.path)/LGVItem.h", text: text, contentHash: "t"),
                                      projectHeaders: ["_LGVItem.h": ["\(folder.path)/Generated"]])
        #expect(!file.diagnostics.containsErrors, "\(file.diagnostics)")
        #expect(file.type("LGVItem")?.inheritedTypes == ["_LGVItem"])
        #expect(notes(file).count == 1, "\(notes(file))")
        // Without the sources' headers, the import is assumed empty and _LGVItem known only by name.
        let alone = ObjCFrontend.parse(SourceFile(path: "\(folder.path)/LGVItem.h", text: text, contentHash: "t"))
        #expect(alone.type("LGVItem")?.inheritedTypes == ["_LGVItem"])
        #expect(notes(alone).count == 2, "\(notes(alone))")
    }
}
