import AnnogenModel
import AnnogenObjCFrontend
import Testing

/// NS_ENUM, NS_OPTIONS, C enums and typedefs.
@Suite(.enabled(if: libclangAvailable, Comment(rawValue: libclangMissing)))
struct EnumAndTypedefTests {
    let file = parseHeader("LGEnums.h")

    @Test func declarations() {
        #expect(file.diagnostics == [])
        #expect(file.types.map(\.name) == ["LGStatus", "LGFeatures", "LegacyHTTPMethod", "LGColor"])
        #expect(file.typealiases.map(\.name) == ["LGToken", "LGCompletion"])
    }

    @Test func nsEnum() throws {
        let status = try #require(file.type("LGStatus"))
        #expect(status.kind == .enum)
        #expect(status.inheritedTypes == ["Int"])
        #expect(status.attributes == [Attribute(name: "objc", arguments: "LGStatus")])
        #expect(status.documentation == ["Where a user stands."])
        #expect(status.cases.map(\.name) == ["active", "suspended", "deleted"])
        #expect(status.cases.map(\.rawValue) == ["0", "5", "6"])
        #expect(status.cases[1].annotations["deprecatedCase"] == .bool(true))
        #expect(status.cases[0].annotations.isEmpty)
    }

    @Test func nsOptions() throws {
        let features = try #require(file.type("LGFeatures"))
        #expect(features.kind == .struct)
        #expect(features.inheritedTypes == ["OptionSet"])
        #expect(features.cases.map(\.name) == ["none", "search", "checkout"])
        #expect(features.cases.map(\.rawValue) == ["0", "1", "4"])
        #expect(features.variables.map(\.name) == ["rawValue", "none", "search", "checkout"])
        #expect(features.variable("rawValue")?.typeName.name == "UInt")
        let search = try #require(features.variable("search"))
        #expect(search.isStatic)
        #expect(search.typeName.name == "LGFeatures")
        #expect(search.defaultValue == "LGFeatures(rawValue: 1)")
    }

    @Test func swiftNameOnAnEnum() throws {
        let method = try #require(file.type("LegacyHTTPMethod"))
        // All capitals keep their case, as `UIKeyboardTypeURL` is `.URL` (ClangImporter's shouldLowercaseValueName).
        #expect(method.cases.map(\.name) == ["GET", "POST"])
        #expect(method.attributes == [Attribute(name: "objc", arguments: "LGHTTPMethod")])
    }

    /// Swift imports a C enum as a struct with a raw value; its constants are globals with the C
    /// names, listed as the struct's cases.
    @Test func cEnumIsARawRepresentableStruct() throws {
        let color = try #require(file.type("LGColor"))
        #expect(color.kind == .struct)
        #expect(color.inheritedTypes == ["Equatable", "Hashable", "RawRepresentable"])
        #expect(color.variables.map(\.name) == ["rawValue"])
        #expect(color.variable("rawValue")?.typeName.name == "UInt32")
        #expect(color.cases.map(\.name) == ["LGColorRed", "LGColorGreen"])
        #expect(color.cases.map(\.rawValue) == ["1", "2"])
        #expect(color.attributes.isEmpty)
    }

    @Test func errorEnumIsAStructWithANestedCode() throws {
        let file = parseHeaderText("""
            #import <Foundation/Foundation.h>
            extern NSErrorDomain const LGNetworkErrorDomain;
            typedef NS_ERROR_ENUM(LGNetworkErrorDomain, LGNetworkError) {
                LGNetworkErrorOffline = 1,
                LGNetworkErrorTimedOut,
            };
            typedef enum : NSUInteger { LGModeOff, LGModeOn } LGMode;
            @interface LGCall : NSObject
            @property (nonatomic) LGNetworkError lastError;
            @property (nonatomic) LGMode mode;
            - (BOOL)validate:(BOOL *)stop;
            @end
            """)
        #expect(file.diagnostics == [])
        #expect(file.types.map(\.name) == ["LGNetworkError", "LGNetworkError.Code", "LGMode", "LGCall"])
        let error = try #require(file.type("LGNetworkError"))
        #expect(error.kind == .struct)
        #expect(error.inheritedTypes == ["CustomNSError", "Hashable", "Error"])
        let code = try #require(file.type("LGNetworkError.Code"))
        #expect(code.kind == .enum)
        #expect(code.inheritedTypes == ["Int"])
        #expect(code.cases.map(\.name) == ["offline", "timedOut"])
        #expect(code.cases.map(\.rawValue) == ["1", "2"])
        let mode = try #require(file.type("LGMode"))
        #expect(mode.kind == .struct)
        #expect(mode.variable("rawValue")?.typeName.name == "UInt")
        let call = try #require(file.type("LGCall"))
        #expect(call.variable("lastError")?.typeName.name == "LGNetworkError.Code")
        #expect(call.variable("mode")?.typeName.name == "LGMode")
        #expect(call.methods.first?.parameters.first?.typeName.name == "UnsafeMutablePointer<ObjCBool>!")
    }

    /// `@protocol MTLModel` and `@interface MTLModel : NSObject <MTLModel>`: two types, the protocol
    /// renamed as Swift does; properties named with an acronym are lowercased.
    @Test func aClassAndAProtocolOfOneName() throws {
        let file = parseHeaderText("""
            #import <Foundation/Foundation.h>
            @protocol LGModel <NSObject>
            @property (nonatomic, readonly) NSUInteger version;
            @end
            @interface LGModel : NSObject <LGModel>
            @property (nonatomic, copy) NSURL *URL;
            @property (nonatomic, copy) NSUUID *UUID;
            @property (nonatomic, copy) NSString *HTTPMethod;
            @end
            @interface LGUserModel : LGModel
            @property (nonatomic, strong) id<LGModel> parent;
            @end
            """)
        #expect(file.diagnostics == [])
        #expect(file.types.map(\.name) == ["LGModelProtocol", "LGModel", "LGUserModel"])
        #expect(file.type("LGModelProtocol")?.kind == .protocol)
        #expect(file.type("LGModelProtocol")?.inheritedTypes == ["NSObjectProtocol"])
        #expect(file.type("LGModel")?.inheritedTypes == ["NSObject", "LGModelProtocol"])
        #expect(file.type("LGModel")?.variables.map(\.name) == ["url", "uuid", "httpMethod"])
        #expect(file.type("LGUserModel")?.inheritedTypes == ["LGModel"])
        #expect(file.type("LGUserModel")?.variable("parent")?.typeName.name == "(any LGModelProtocol)!")
    }

    @Test func typedefs() throws {
        let token = try #require(file.typealiases.first { $0.name == "LGToken" })
        #expect(token.typeName.name == "String")
        #expect(token.typeName.objcName == "NSString *")
        let completion = try #require(file.typealiases.first { $0.name == "LGCompletion" })
        #expect(completion.typeName.name == "(Error?) -> Void")
        #expect(completion.typeName.isClosure)
    }

    @Test func enumTypesInPropertiesUseSwiftNames() throws {
        let file = parseHeaderText("""
            #import "LGEnums.h"
            @interface LGRequest : NSObject
            @property (nonatomic) LGHTTPMethod method;
            @property (nonatomic, nonnull) LGToken token;
            @end
            """)
        #expect(file.diagnostics == [])
        let request = try #require(file.type("LGRequest"))
        #expect(request.variable("method")?.typeName.name == "LegacyHTTPMethod")
        #expect(request.variable("token")?.typeName.name == "LGToken")
        #expect(request.variable("token")?.typeName.objcName == "LGToken")
    }
}
