import Testing

/// A small model: variables, methods and types shaped like the template context.
private enum Model {
    static let codableType = FakeModel("Product", [
        "kind": "struct",
        "based": ["Codable": "Codable", "Base": "Base"] as [String: Any],
        "implements": ["Codable": "Codable"] as [String: Any],
        "inherits": [:] as [String: Any],
    ])
    static let plainTypeName = FakeModel("Int", ["isTuple": false, "name": "Int", "unwrappedTypeName": "Int"])
    static let tupleTypeName = FakeModel("(Int, Int)", ["isTuple": true])
    static let productTypeName = FakeModel("Product?", ["isTuple": false, "unwrappedTypeName": "Product"])

    static func variable(
        _ name: String, isStatic: Bool = false, isComputed: Bool = false, typeName: FakeModel = plainTypeName,
        type: FakeModel? = nil, read: String = "internal", write: String = "internal",
        annotations: [String: Any] = [:]
    ) -> FakeModel {
        var members: [String: Any] = [
            "isStatic": isStatic, "isComputed": isComputed, "typeName": typeName,
            "readAccess": read, "writeAccess": write, "accessLevel": read, "annotations": annotations,
        ]
        members["type"] = type
        return FakeModel(name, members)
    }

    static let variables: [FakeModel] = [
        variable("id", read: "public", write: "private", annotations: ["jsonKey": "product_id", "decoding": ["key": "pid"] as [String: Any]]),
        variable("shared", isStatic: true, read: "public", write: "public"),
        variable("total", isComputed: true, read: "fileprivate", write: "fileprivate"),
        variable("pair", typeName: tupleTypeName, read: "private", write: "private", annotations: ["skip": true]),
        variable("product", typeName: productTypeName, type: codableType, read: "open", write: "internal"),
        variable("cache", isStatic: true, isComputed: true),
    ]

    static func method(_ name: String, isStatic: Bool = false, isClass: Bool = false, isInitializer: Bool = false, access: String = "internal") -> FakeModel {
        FakeModel(name, [
            "isStatic": isStatic, "isClass": isClass, "isInitializer": isInitializer,
            "accessLevel": access, "annotations": [:] as [String: Any],
        ])
    }

    static let methods: [FakeModel] = [
        method("run()", access: "public"),
        method("make()", isStatic: true),
        method("shared()", isClass: true, access: "open"),
        method("init()", isInitializer: true, access: "private"),
    ]

    static func type(_ name: String, _ kind: String, access: String = "internal", annotations: [String: Any] = [:]) -> FakeModel {
        FakeModel(name, [
            "kind": kind, "accessLevel": access, "annotations": annotations,
            "based": [:] as [String: Any], "implements": [:] as [String: Any], "inherits": [:] as [String: Any],
        ])
    }

    static let types: [FakeModel] = [
        type("Animal", "class", access: "open"),
        codableType,
        type("Color", "enum", access: "public", annotations: ["gen": ["options": "x"] as [String: Any]]),
        type("Named", "protocol"),
        type("Store", "actor"),
    ]

    static var context: [String: Any] { ["vars": variables, "methods": methods, "types": types] }
}

@Suite struct CollectionFilterTests {
    private func check(_ expression: String, _ expected: String) throws {
        let output = try render("{{ \(expression)|join:\",\" }}", Model.context)
        #expect(output == expected, "\(expression)")
    }

    @Test func variableSelections() throws {
        try check("vars|instance", "id,total,pair,product")
        try check("vars|!instance", "shared,cache")
        try check("vars|static", "shared,cache")
        try check("vars|!static", "id,total,pair,product")
        try check("vars|computed", "total")
        try check("vars|!computed", "id,shared,pair,product,cache")
        try check("vars|stored", "id,pair,product")
        try check("vars|!stored", "shared,total,cache")
        try check("vars|tuple", "pair")
        try check("vars|!tuple", "id,shared,total,product,cache")
    }

    @Test func methodSelections() throws {
        try check("methods|instance", "run(),init()")
        try check("methods|!instance", "make(),shared()")
        try check("methods|static", "make()")
        try check("methods|class", "shared()")
        try check("methods|!class", "run(),make(),init()")
        try check("methods|initializer", "init()")
        try check("methods|!initializer", "run(),make(),shared()")
    }

    @Test func typeKinds() throws {
        try check("types|class", "Animal")
        try check("types|struct", "Product")
        try check("types|enum", "Color")
        try check("types|protocol", "Named")
        try check("types|!protocol", "Animal,Product,Color,Store")
        try check("types|actor", "Store")
    }

    @Test func singleElementsGiveBools() throws {
        let template = "{{ v|static }} {{ v|!static }} {{ m|class }} {{ t|class }} {{ t|!enum }} {{ v|annotated:\"jsonKey\" }}"
        let context: [String: Any] = ["v": Model.variables[0], "m": Model.methods[2], "t": Model.types[0]]
        #expect(try render(template, context) == "false true true true true true")
        #expect(try render("{% if t|class %}class {{ t }}{% endif %}", context) == "class Animal")
    }

    @Test func relations() throws {
        try check("types|implements:\"Codable\"", "Product")
        try check("types|!implements:\"Codable\"", "Animal,Color,Named,Store")
        try check("types|based:\"Base\"", "Product")
        try check("types|inherits:\"Base\"", "")
        // Variables use their resolved type; `based` also matches the type name itself.
        try check("vars|implements:\"Codable\"", "product")
        try check("vars|based:\"Codable\"", "product")
        try check("vars|based:\"Int\"", "id,shared,total,cache")
        try check("vars|based:\"Product\"", "product")
        try check("vars|!based:\"Int\"", "pair,product")
    }

    @Test func annotated() throws {
        try check("vars|annotated:\"jsonKey\"", "id")
        try check("vars|!annotated:\"jsonKey\"", "shared,total,pair,product,cache")
        try check("vars|annotated:\"decoding.key\"", "id")
        try check("vars|annotated:\"decoding.other\"", "")
        try check("vars|annotated:\"jsonKey = product_id\"", "id")
        try check("vars|annotated:\"jsonKey = other\"", "")
        try check("types|annotated:\"gen.options\"", "Color")
    }

    @Test func accessLevels() throws {
        try check("vars|public", "id,shared")
        try check("vars|!public", "total,pair,product,cache")
        try check("vars|open", "product")
        try check("vars|fileprivate", "total")
        try check("vars|private", "pair")
        try check("vars|internal", "cache")
        try check("methods|public", "run()")
        try check("methods|private", "init()")
        try check("types|open", "Animal")
        try check("types|!internal", "Animal,Product,Color")
    }

    @Test func getterAndSetterAccess() throws {
        try check("vars|publicGet", "id,shared")
        try check("vars|publicSet", "shared")
        try check("vars|privateSet", "id,pair")
        try check("vars|!privateSet", "shared,total,product,cache")
        try check("vars|internalSet", "product,cache")
        try check("vars|openGet", "product")
        try check("vars|fileprivateGet", "total")
    }

    @Test func chainingAndNil() throws {
        try check("vars|stored|public", "id")
        #expect(try render("[{{ missing|static }}][{{ missing|!static }}]") == "[][]")
        #expect(try render("{{ vars|stored|count }}", Model.context) == "3")
    }

    @Test func dictionariesWorkLikeObjects() throws {
        let variables: [[String: Any]] = [
            ["name": "a", "isStatic": true, "isComputed": false],
            ["name": "b", "isStatic": false, "isComputed": false],
        ]
        #expect(try render("{% for v in vars|stored %}{{ v.name }}{% endfor %}", ["vars": variables]) == "b")
    }
}
