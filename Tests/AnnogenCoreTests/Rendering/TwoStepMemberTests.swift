@testable import AnnogenCore
import Testing

/// A path of two members a type object answers at once (`type.attributes.available`,
/// `type.implements.Codable`, without the dictionary in between) gives what the two steps give:
/// the same path read through a variable holding the first member takes the steps one by one.
struct TwoStepMemberTests {
    static let sources = [
        "Model.swift": """
        protocol AutoEquatable {}
        @available(iOS 15, *)
        @available(macOS 12, *)
        struct Both: AutoEquatable { let id: Int }
        @available(*, deprecated, message: "old")
        enum Old { case one }
        @objc class Plain {}
        struct Outer {
            @available(iOS 16, *)
            struct Inner: Codable {}
        }
        """,
    ]

    static func render(_ body: String) throws -> String {
        let module = compose(sources).module
        let context = TemplateContext(module: module, arguments: [:])
        let folder = try TemplateFolder(["main.stencil": "{% for type in types.all %}\(body)\n{% endfor %}"])
        return try withExtendedLifetime(context) {
            try TemplateRenderer(roots: [folder.root]).render(templatePath: "main.stencil", context: context.dictionary(templateName: "t.stencil")).get()
        }
    }

    @Test(arguments: [
        ("attributes", "available"), ("attributes", "objc"), ("attributes", "missing"),
        ("implements", "AutoEquatable"), ("implements", "Codable"), ("implements", "Missing"),
    ])
    func twoStepsAtOnceGiveWhatTheStepsGive(first: String, second: String) throws {
        let atOnce = try Self.render("{{ type.name }}: {{ type.\(first).\(second) }}")
        let stepByStep = try Self.render("{% set held = type.\(first) %}{{ type.name }}: {{ held.\(second) }}")
        #expect(atOnce == stepByStep)
        // Not vacuous: the members asked for exist on some type, and print something.
        if second != "missing" && second != "Missing" {
            #expect(atOnce.split(separator: "\n").contains { !$0.hasSuffix(": ") }, "\(atOnce)")
        }
    }
}
