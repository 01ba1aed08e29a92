import AnnogenCore
import AnnogenModel
import AnnogenObjCFrontend
import Testing

/// Categories and class extensions (merged by the composer), headers that fail, and annotations
/// in `gen:file:` / `gen:begin` blocks.
@Suite(.enabled(if: libclangAvailable, Comment(rawValue: libclangMissing)))
struct CategoryAndErrorTests {
    @Test func categoriesAreExtensions() throws {
        let file = parseHeader("LGUser+Networking.h")
        #expect(file.diagnostics == [])
        #expect(file.types.map(\.kind) == [.extension, .extension])
        let networking = try #require(file.extensions(of: "LGUser").first)
        #expect(networking.attributes == [Attribute(name: "objcCategory", arguments: "Networking")])
        #expect(networking.inheritedTypes == ["LGIdentifiable"])
        #expect(networking.annotations["networking"] == .bool(true))
        #expect(networking.variables.map(\.name) == ["resourcePath"])
        #expect(networking.variables.first?.isComputed == true)
        #expect(networking.methods.map(\.swiftSignature) == ["refresh(withCompletion:)"])
        let classExtension = try #require(file.extensions(of: "LGUser").last)
        #expect(classExtension.attributes.isEmpty)
        #expect(classExtension.variables.map(\.name) == ["sessionToken"])
        #expect(classExtension.variables.first?.isComputed == false)
    }

    @Test func composerMergesCategoriesIntoTheClass() throws {
        let (module, diagnostics) = Composer.compose([parseHeader("LGModels.h"), parseHeader("LGUser+Networking.h")])
        #expect(diagnostics == [])
        let user = try #require(module.types.first { $0.name == "LGUser" })
        #expect(user.declaration.variables.map(\.name).suffix(2) == ["resourcePath", "sessionToken"])
        #expect(user.implements.keys.contains("LGIdentifiable"))
        #expect(!module.types.contains { $0.isUnknownExtension })
    }

    /// A real syntax error (not a name declared elsewhere, which is assumed: HeaderRecoveryTests)
    /// gives clang's error at its place and no declarations.
    @Test func aHeaderWithASyntaxErrorGivesClangsErrors() {
        let file = parseHeader("Broken.h")
        #expect(file.types.isEmpty)
        #expect(file.diagnostics.count == 1)
        let diagnostic = file.diagnostics.first
        #expect(diagnostic?.severity == .error)
        #expect(diagnostic?.location?.line == 4)
        #expect(diagnostic?.location?.column == 38)
        #expect(diagnostic?.location?.path.hasSuffix("Headers/Broken.h") == true)
        #expect(diagnostic?.description.contains("Broken.h:4:38: error: expected ';' at end of declaration list") == true)
    }

    /// A header that is fine itself but imports one with a syntax error is named: its types are lost
    /// too. The imported header's error is reported under the path the user knows it by.
    @Test func aHeaderImportingABrokenOneIsNamed() {
        let file = parseHeaderText("#import \"Broken.h\"\n@interface LGFine : NSObject\n@end\n", name: "Fine.h")
        #expect(file.types.isEmpty)
        #expect(file.diagnostics.map(\.severity) == [.error, .error])
        #expect(file.diagnostics.first?.location?.path.hasSuffix("Headers/Broken.h") == true)
        #expect(file.diagnostics.last?.location?.path.hasSuffix("Headers/Fine.h") == true)
        #expect(file.diagnostics.last?.message.hasPrefix("not read: a header it imports has errors (") == true)
        #expect(file.diagnostics.last?.message.contains("Broken.h") == true)
    }

    @Test func fileAndBlockAnnotations() throws {
        let file = parseHeaderText("""
            #import <Foundation/Foundation.h>
            // gen:file: module = "Legacy"

            // gen:begin: dto
            @interface A : NSObject
            @property (nonatomic) NSInteger x; /* gen: ignored */
            @end
            // gen:end

            @interface B : NSObject
            @end
            """)
        #expect(file.diagnostics == [])
        let a = try #require(file.type("A"))
        #expect(a.annotations["module"] == .string("Legacy"))
        #expect(a.annotations["dto"] == .bool(true))
        #expect(a.variable("x")?.annotations["dto"] == .bool(true))
        #expect(a.variable("x")?.annotations["ignored"] == nil)
        let b = try #require(file.type("B"))
        #expect(b.annotations["module"] == .string("Legacy"))
        #expect(b.annotations["dto"] == nil)
    }

    @Test func badAnnotationIsReportedAtItsPosition() {
        let file = parseHeaderText("""
            #import <Foundation/Foundation.h>
            // gen: key = "unterminated
            @interface A : NSObject
            @end
            """)
        #expect(file.diagnostics.map(\.severity) == [.error])
        #expect(file.diagnostics.first?.location?.line == 2)
        #expect(file.diagnostics.first?.location?.column == 15)
    }

    @Test func uiKitImportParses() throws {
        let file = parseHeaderText("""
            #import <UIKit/UIKit.h>
            @interface LGAvatarView : UIView
            @property (nonatomic, strong, nullable) UIImage *image;
            @end
            """)
        #expect(file.diagnostics == [])
        #expect(file.type("LGAvatarView")?.inheritedTypes == ["UIView"])
        #expect(file.type("LGAvatarView")?.variable("image")?.typeName.name == "UIImage?")
    }
}
