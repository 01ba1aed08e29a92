import AnnogenModel
import AnnogenObjCFrontend
import Testing

/// Methods: Swift-style names from selectors, initializers, class methods, blocks, the error
/// convention, NS_SWIFT_NAME, unavailable members and accessors left out.
@Suite(.enabled(if: libclangAvailable, Comment(rawValue: libclangMissing)))
struct MethodTests {
    let file = parseHeader("LGModels.h")

    @Test func selectorsBecomeSwiftNames() throws {
        let user = try #require(file.type("LGUser"))
        #expect(user.methods.map(\.swiftSignature) == [
            "init(name:identifier:)", "init(name:)", "user(fromDictionary:)", "fetchAvatar(withSize:completion:)",
            "save()", "reload()", "setExtra(_:forKey:)",
        ])
    }

    @Test func accessorsAndUnavailableMembersAreSkipped() throws {
        let user = try #require(file.type("LGUser"))
        #expect(!user.methods.contains { $0.shortName == "name" || $0.shortName == "setName" })
        #expect(user.method("init") == nil)
    }

    @Test func initializers() throws {
        let user = try #require(file.type("LGUser"))
        let designated = try #require(user.method("initWithName:identifier:"))
        #expect(designated.kind == .initializer)
        #expect(!designated.isConvenienceInitializer)
        #expect(designated.returnTypeName == nil)
        #expect(designated.parameters.map(\.name) == ["name", "identifier"])
        #expect(designated.parameters.map(\.typeName.name) == ["String", "Int"])
        let convenience = try #require(user.method("initWithName:"))
        #expect(convenience.isConvenienceInitializer)
        #expect(!convenience.isFailableInitializer)
    }

    @Test func classMethod() throws {
        let user = try #require(file.type("LGUser"))
        let factory = try #require(user.method("userFromDictionary:"))
        #expect(factory.isClass)
        #expect(!factory.isStatic)
        #expect(factory.kind == .function)
        #expect(factory.returnTypeName?.name == "Self?")
        #expect(factory.parameters.first?.typeName.name == "[String: Any]")
    }

    @Test func blockParameter() throws {
        let user = try #require(file.type("LGUser"))
        let fetch = try #require(user.method("fetchAvatarWithSize:completion:"))
        #expect(fetch.returnTypeName == nil)
        let completion = try #require(fetch.parameters.last)
        #expect(completion.argumentLabel == "completion")
        #expect(completion.typeName.name == "(Data?, Error?) -> Void")
        #expect(completion.typeName.attributes == [Attribute(name: "escaping")])
        #expect(completion.typeName.isClosure)
        #expect(fetch.parameters.first?.typeName.name == "CGSize")
    }

    @Test func errorOutParameterBecomesThrows() throws {
        let user = try #require(file.type("LGUser"))
        let save = try #require(user.method("saveAndReturnError:"))
        #expect(save.throws)
        #expect(save.parameters.isEmpty)
        #expect(save.returnTypeName == nil)
        #expect(save.shortName == "save")
    }

    @Test func swiftNameOnAMethod() throws {
        let user = try #require(file.type("LGUser"))
        let set = try #require(user.method("setValue:forExtraKey:"))
        #expect(set.shortName == "setExtra")
        #expect(set.parameters.map(\.argumentLabel) == [nil, "forKey"])
        #expect(set.parameters.first?.typeName.name == "Any?")
    }

    @Test func protocolOptionalAndRequiredMembers() throws {
        let file = parseHeader("LGSessionDelegate.h")
        #expect(file.diagnostics == [])
        let delegate = try #require(file.type("LGSessionDelegate"))
        #expect(delegate.kind == .protocol)
        #expect(delegate.annotations["delegate"] == .bool(true))
        #expect(delegate.inheritedTypes == ["NSObjectProtocol"])
        #expect(delegate.methods.map(\.swiftSignature) == [
            "sessionDidStart()", "session(_:didRefreshUser:)", "shouldRetryRequest(_:afterError:)",
        ])
        #expect(delegate.methods.map { $0.modifiers.contains(Modifier(name: "optional")) } == [false, true, false])
        #expect(delegate.method("session:didRefreshUser:")?.documentation == ["Called after every refresh."])
        #expect(delegate.method("session:didRefreshUser:")?.parameters.map(\.typeName.name) == ["Any", "LGUser"])
        let name = try #require(delegate.variable("sessionName"))
        #expect(name.modifiers == [Modifier(name: "optional")])
        #expect(name.typeName.name == "String?")
        #expect(delegate.method("shouldRetryRequest:afterError:")?.parameters.map(\.typeName.name) == ["URLRequest", "Error"])
    }
}
