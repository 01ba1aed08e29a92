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
        #expect(method.cases.map(\.name) == ["get", "post"])
        #expect(method.attributes == [Attribute(name: "objc", arguments: "LGHTTPMethod")])
    }

    @Test func cEnumKeepsItsNames() throws {
        let color = try #require(file.type("LGColor"))
        #expect(color.kind == .enum)
        #expect(color.inheritedTypes == ["UInt32"])
        #expect(color.cases.map(\.name) == ["LGColorRed", "LGColorGreen"])
        #expect(color.cases.map(\.rawValue) == ["1", "2"])
        #expect(color.attributes.isEmpty)
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
