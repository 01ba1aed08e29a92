import AnnogenModel
import AnnogenObjCFrontend
import Testing

/// `@interface` and `@property`: names, inheritance, generics, types as Swift imports them,
/// nullability, readonly/class/copy/weak, annotations and documentation.
@Suite(.enabled(if: libclangAvailable, Comment(rawValue: libclangMissing)))
struct ClassAndPropertyTests {
    let file = parseHeader("LGModels.h")

    @Test func headerParsesWithoutDiagnostics() {
        #expect(file.diagnostics == [])
        #expect(file.types.map(\.name) == ["LGIdentifiable", "LGAddress", "LGUser", "LGPage", "Legacy.Order", "LGLegacyThing"])
    }

    @Test func classDeclaration() throws {
        let user = try #require(file.type("LGUser"))
        #expect(user.kind == .class)
        #expect(user.inheritedTypes == ["NSObject", "LGIdentifiable", "NSCopying"])
        #expect(user.accessLevel == .public)
        #expect(user.attributes == [Attribute(name: "objc", arguments: "LGUser")])
        #expect(user.documentation == ["A user as the legacy stack models it."])
        #expect(user.annotations["swiftDTO"] == .bool(true))
        #expect(user.annotations["table"] == .string("users"))
        #expect(user.location.line == 20)
        #expect(user.location.path.hasSuffix("Headers/LGModels.h"))
    }

    @Test func propertyTypesAsSwiftImportsThem() throws {
        let user = try #require(file.type("LGUser"))
        let expected: [(String, String, String)] = [
            ("identifier", "Int", "NSInteger"),
            ("name", "String", "NSString *"),
            ("nickname", "String?", "NSString *"),
            ("verified", "Bool", "BOOL"),
            ("isActive", "Bool", "BOOL"),
            ("rating", "CGFloat", "CGFloat"),
            ("age", "NSNumber?", "NSNumber *"),
            ("createdAt", "Date", "NSDate *"),
            ("avatarURL", "URL?", "NSURL *"),
            ("thumbnail", "Data?", "NSData *"),
            ("addresses", "[LGAddress]", "NSArray<LGAddress *> *"),
            ("extras", "[String: Any]", "NSDictionary<NSString *, id> *"),
            ("tags", "[Any]", "NSArray *"),
            ("owner", "(any LGIdentifiable)?", "id<LGIdentifiable>"),
            ("status", "LGStatus", "LGStatus"),
            ("features", "LGFeatures", "LGFeatures"),
            ("entityName", "String", "NSString *"),
        ]
        #expect(user.variables.map(\.name) == expected.map(\.0))
        for (name, swift, objc) in expected {
            let variable = try #require(user.variable(name))
            #expect(variable.typeName.name == swift, "\(name)")
            #expect(variable.typeName.objcName == objc, "\(name)")
        }
    }

    @Test func typeShapes() throws {
        let user = try #require(file.type("LGUser"))
        let addresses = try #require(user.variable("addresses")?.typeName)
        #expect(addresses.shape == .array(element: TypeName("LGAddress", objcName: "LGAddress *")))
        let nickname = try #require(user.variable("nickname")?.typeName)
        #expect(nickname.isOptional)
        #expect(nickname.unwrapped.name == "String")
        let extras = try #require(user.variable("extras")?.typeName)
        guard case .dictionary(let key, let value) = extras.shape else {
            Issue.record("extras is not a dictionary: \(extras.shape)")
            return
        }
        #expect(key.name == "String")
        #expect(value.name == "Any")
        let owner = try #require(user.variable("owner")?.typeName)
        guard case .optional(let wrapped) = owner.shape, case .opaque(let keyword, let constraint) = wrapped.shape else {
            Issue.record("owner is not an optional existential: \(owner.shape)")
            return
        }
        #expect(keyword == "any")
        #expect(constraint.name == "LGIdentifiable")
    }

    @Test func propertyFlags() throws {
        let user = try #require(file.type("LGUser"))
        let identifier = try #require(user.variable("identifier"))
        #expect(!identifier.isMutable)
        #expect(identifier.writeAccess == nil)
        #expect(!identifier.isComputed)
        let name = try #require(user.variable("name"))
        #expect(name.isMutable)
        #expect(name.writeAccess == .public)
        #expect(name.attributes.contains(Attribute(name: "NSCopying")))
        let entityName = try #require(user.variable("entityName"))
        #expect(entityName.isStatic)
        #expect(entityName.modifiers == [Modifier(name: "class")])
        let owner = try #require(user.variable("owner"))
        #expect(owner.modifiers == [Modifier(name: "weak")])
        let active = try #require(user.variable("isActive"))
        #expect(active.attributes.first == Attribute(name: "objc", arguments: "active"))
    }

    @Test func propertyAnnotations() throws {
        let address = try #require(file.type("LGAddress"))
        #expect(address.variable("postalCode")?.annotations["jsonKey"] == .string("postal_code"))
        #expect(address.variable("city")?.annotations.isEmpty == true)
        let user = try #require(file.type("LGUser"))
        #expect(user.variable("nickname")?.annotations["safe"] == .bool(true), "trailing comment")
        #expect(user.variable("name")?.annotations.isEmpty == true)
    }

    @Test func genericClass() throws {
        let page = try #require(file.type("LGPage"))
        #expect(page.genericParameters == [GenericParameter(name: "ObjectType")])
        #expect(page.variable("items")?.typeName.name == "[ObjectType]")
        #expect(page.variable("first")?.typeName.name == "ObjectType?")
        // Swift imports NSUInteger as Int (outside an enum's raw type).
        #expect(page.variable("total")?.typeName.name == "Int")
        #expect(page.documentation == ["One page of results."])
    }

    @Test func swiftNameRenamesAndNests() throws {
        let order = try #require(file.type("Legacy.Order"))
        #expect(order.localName == "Order")
        #expect(order.parentName == "Legacy")
        #expect(order.attributes == [Attribute(name: "objc", arguments: "LGOrder")])
        #expect(order.variables.map(\.name) == ["id", "buyers"])
        #expect(order.variable("buyers")?.typeName.name == "LGPage<LGUser>")
    }

    @Test func nullabilityOutsideAssumeNonnullIsImplicitlyUnwrapped() throws {
        let thing = try #require(file.type("LGLegacyThing"))
        #expect(thing.variable("unspecified")?.typeName.name == "String!")
        #expect(thing.variable("unspecified")?.typeName.isImplicitlyUnwrappedOptional == true)
        #expect(thing.variable("explicitlyNonnull")?.typeName.name == "String")
    }

    @Test func protocolInheritsNSObjectProtocol() throws {
        let identifiable = try #require(file.type("LGIdentifiable"))
        #expect(identifiable.kind == .protocol)
        #expect(identifiable.inheritedTypes == ["NSObjectProtocol"])
        #expect(identifiable.variables.map(\.name) == ["identifier"])
    }
}
