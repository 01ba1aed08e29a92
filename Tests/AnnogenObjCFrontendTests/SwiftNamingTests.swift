@testable import AnnogenObjCFrontend
import Testing

/// Selector and enum-case naming, without libclang.
struct SwiftNamingTests {
    private func name(_ selector: String, initializer: Bool = false) -> String {
        let result = SwiftNaming.methodName(selector: selector, isInitializer: initializer)
        return "\(result.baseName)(\(result.labels.map { "\($0 ?? "_"):" }.joined()))"
    }

    @Test func selectors() {
        #expect(name("reload") == "reload()")
        #expect(name("fetchUserWithID:completion:") == "fetchUser(withID:completion:)")
        #expect(name("setName:forKey:") == "setName(_:forKey:)")
        #expect(name("didReceiveDataFromServer:") == "didReceiveData(fromServer:)")
        #expect(name("loadInfo:") == "loadInfo(_:)")
        #expect(name("initWithName:age:", initializer: true) == "init(name:age:)")
        #expect(name("init", initializer: true) == "init()")
        #expect(name("initWithURLString:", initializer: true) == "init(urlString:)")
        // The first word is lowercased, underscores stay (as Swift imports them).
        #expect(name("URLForKey:") == "url(forKey:)")
        #expect(name("UUIDString") == "uuidString()")
        #expect(name("mtl_arrayByRemovingObject:") == "mtl_array(byRemovingObject:)")
    }

    @Test func words() {
        #expect(SwiftNaming.words("URLString") == ["URL", "String"])
        #expect(SwiftNaming.words("fetchUserWithID") == ["fetch", "User", "With", "ID"])
        #expect(SwiftNaming.lowerCamel("ID") == "id")
        #expect(SwiftNaming.lowerCamel("Active") == "active")
        #expect(SwiftNaming.lowerCamel("URLString") == "urlString")
    }

    @Test func enumCases() {
        #expect(SwiftNaming.enumCaseNames(["LGStatusActive", "LGStatusInactive"], enumName: "LGStatus") == ["active", "inactive"])
        #expect(SwiftNaming.enumCaseNames(["LGSizeSmall"], enumName: "LGSize") == ["small"])
        #expect(SwiftNaming.enumCaseNames(["LGLevel1", "LGLevel2"], enumName: "LGLevel") == ["level1", "level2"])
        // A rest without lower-case letters keeps its case (ClangImporter's shouldLowercaseValueName:
        // `UIKeyboardTypeURL` is `.URL`); one with them is lowercased as an initialism.
        #expect(SwiftNaming.enumCaseNames(["LGHTTPMethodGET", "LGHTTPMethodPOST"], enumName: "LGHTTPMethod") == ["GET", "POST"])
        #expect(SwiftNaming.enumCaseNames(["LGKeyboardURL", "LGKeyboardASCIICapable"], enumName: "LGKeyboard") == ["URL", "asciiCapable"])
        // The shared prefix is cut back to what the enum's name shares (issue #23's examples).
        #expect(SwiftNaming.enumCaseNames(["LGOrderByDate", "LGOrderByName"], enumName: "LGOrder") == ["byDate", "byName"])
        #expect(SwiftNaming.enumCaseNames(["LGSortOrderAscending", "LGSortOrderDescending"], enumName: "LGSort")
                == ["orderAscending", "orderDescending"])
        // Underscores are kept in what is left.
        #expect(SwiftNaming.enumCaseNames(["LGModelVersion_1_0", "LGModelVersion_2_0"], enumName: "LGModelVersion") == ["_1_0", "_2_0"])
        // A plural enum name matches its singular case prefix.
        #expect(SwiftNaming.enumCaseNames(["LGFeatureSearch", "LGFeatureCheckout"], enumName: "LGFeatures") == ["search", "checkout"])
        #expect(SwiftNaming.enumCaseNames([], enumName: "LGEmpty") == [])
    }

    @Test func swiftNames() {
        #expect(SwiftNaming.parseFunctionName("setExtra(_:forKey:)") == .init(baseName: "setExtra", labels: [nil, "forKey"]))
        #expect(SwiftNaming.parseFunctionName("reload()") == .init(baseName: "reload", labels: []))
        #expect(SwiftNaming.parseFunctionName("name") == nil)
        #expect(SwiftNaming.splitQualified("Legacy.Order") == ("Legacy", "Order"))
    }
}
