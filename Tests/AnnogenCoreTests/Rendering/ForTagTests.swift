@testable import AnnogenCore
import Stencil
import Testing

/// annogen's `for` (`ForNode`) renders what Stencil's own `for` renders, and fails where it fails,
/// on loops of every shape; a `where` condition it answers itself (`TypeCondition`) selects the same
/// types and notes the same reads (`TypeReadLog`) as Stencil's evaluation of it.
struct ForTagTests {
    /// A struct the loop walks through Mirror (its stored properties).
    struct Pair {
        let left: Int
        let right: String
    }

    final class Node {
        let value = 1
    }

    /// What the template renders to (or the error it fails with) in an environment with annogen's
    /// `for`, or with Stencil's.
    static func outcome(_ template: String, _ context: [String: Any], annogenFor: Bool) -> String {
        let environment = Environment(extensions: [AnnogenExtension(replacingFor: annogenFor)])
        var globals = context
        globals[MacroRegistry.contextKey] = MacroRegistry()
        do {
            return try environment.renderTemplate(string: template, context: globals)
        } catch {
            return "error: \(error)"
        }
    }

    static var plainContext: [String: Any] { [
        "items": [1, 2, 3],
        "names": ["a", "b"],
        "empty": [Int](),
        "dictionary": ["b": 2, "a": 1, "c": 3],
        "emptyDictionary": [String: Int](),
        "tuples": [(1, "one"), (2, "two")],
        "pair": Pair(left: 1, right: "r"),
        "node": Node(),
        "nested": [[1, 2], [3]],
        "models": [FakeModel("x", ["flag": true]), FakeModel("y", ["flag": false])],
        "number": 7,
    ] }

    @Test(arguments: [
        "{% for i in items %}{{ i }}{% endfor %}",
        "{% for i in items %}{{ forloop.counter }}/{{ forloop.counter0 }}/{{ forloop.length }}{% if forloop.first %}F{% endif %}{% if forloop.last %}L{% endif %} {% endfor %}",
        "{% for i in empty %}{{ i }}{% empty %}nothing{% endfor %}",
        "{% for i in missing %}{{ i }}{% empty %}nothing{% endfor %}",
        "{% for i in items where i > 1 %}{{ i }}{% endfor %}",
        "{% for i in items where i == 5 %}{{ i }}{% empty %}none{% endfor %}",
        "{% for key, value in dictionary %}{{ key }}={{ value }};{% endfor %}",
        "{% for key in dictionary %}{{ key }};{% endfor %}",
        "{% for key, value in emptyDictionary %}{{ key }}{% empty %}empty{% endfor %}",
        "{% for number, name in tuples %}{{ number }}:{{ name }} {% endfor %}",
        "{% for _, name in tuples %}{{ name }}{% endfor %}",
        "{% for a, b, c in tuples %}{{ a }}{% endfor %}",
        "{% for i in 1...3 %}{{ i }}{% endfor %}",
        "{% for i in 3...1 %}{{ i }}{% endfor %}",
        "{% for property in pair %}{{ property.label }}={{ property.value }};{% endfor %}",
        "{% for property in node %}{{ property.label }}{% endfor %}",
        "{% for i in number %}{{ i }}{% empty %}not a list{% endfor %}",
        "{% for row in nested %}[{% for i in row %}{{ forloop.counter }}{% endfor %}]{% endfor %}",
        "{% outer: for row in nested %}{% for i in row %}{{ forloop.outer.counter }}.{{ forloop.counter }} {% endfor %}{% endfor %}",
        "{% for i in items %}{% if i == 2 %}{% break %}{% endif %}{{ i }}{% endfor %}",
        "{% for i in items %}{% if i == 2 %}{% continue %}{% endif %}{{ i }}{% endfor %}",
        "{% outer: for row in nested %}{% for i in row %}{% if i == 1 %}{% continue outer %}{% endif %}{{ i }}{% endfor %}!{% endfor %}",
        "{% outer: for row in nested %}{% for i in row %}{% if i == 3 %}{% break outer %}{% endif %}{{ i }}{% endfor %}{% endfor %}",
        "{% for model in models where model.flag %}{{ model }}{% endfor %}",
        "{% for model in models where not model.flag %}{{ model }}{% endfor %}",
        "{% for i in items where %}{{ i }}{% endfor %}",
        "{% for i items %}{{ i }}{% endfor %}",
        "{% for i in items %}{{ i }}",
        "{% for in items %}{% endfor %}",
        "{% for i in items where i > %}{% endfor %}",
        "{% for i in names %}{{ i }}{% empty %}{% endfor %}",
    ])
    func rendersAsStencilDoes(template: String) {
        let ours = Self.outcome(template, Self.plainContext, annogenFor: true)
        let stencils = Self.outcome(template, Self.plainContext, annogenFor: false)
        #expect(ours == stencils, "\(template)")
    }

    // MARK: - Conditions over types

    static let sources = [
        "Model.swift": """
        protocol AutoEquatable {}
        protocol AutoMockable {}
        protocol Refined: AutoEquatable {}
        class Base {}
        // gen: AutoEquatable
        struct Annotated { let id: Int }
        // gen: skip = "yes"
        struct Skipped: AutoEquatable { let id: Int }
        class Derived: Base, Refined { var name = "" }
        enum Kind: String { case one }
        // gen: mock
        // gen: group.name = "models"
        protocol Service: AutoMockable { func call() }
        extension Outside: AutoEquatable {}
        actor Worker {}
        struct Count { let count: Int }
        """,
    ]

    /// Conditions `TypeCondition` answers itself.
    static let answered = [
        "type.implements.AutoEquatable",
        "type.implements.AutoEquatable or type|annotated:\"AutoEquatable\"",
        "type|annotated:\"AutoEquatable\" or type.implements.AutoEquatable",
        "type.based.Base",
        "type.basedTypes.Refined",
        "type.inherits.Base",
        "type|implements:\"AutoMockable\"",
        "type|!implements:\"AutoMockable\"",
        "type|based:\"Base\" and not type.isClass",
        "type|inherits:'Base'",
        "type|annotated:\"skip = yes\"",
        "type|annotated:\"skip=no\"",
        "type|annotated:\"group.name\"",
        "type|!annotated:\"mock\"",
        "not type|annotated:\"mock\" and type.implements.AutoEquatable",
        "type.kind == \"enum\" or type.kind == 'struct'",
        "type.kind != \"struct\" and not type.isProtocol",
        "not type.kind == \"class\"",
        "type.isEnum or type.isActor or type.isExtension or type.isUnknownExtension or type.isStruct",
        "type.implements.AutoEquatable and type|annotated:\"skip\" or type.isClass",
        "type.isClass or type.implements.AutoEquatable and type|annotated:\"skip\"",
        "not not type.isStruct",
    ]

    /// Conditions left to Stencil.
    static let leftToStencil = [
        "type.implements.count",
        "type.kind",
        "type.name == \"Count\"",
        "type.kind == other",
        "( type.isStruct )",
        "type.name in names",
        "type.annotations.skip",
        "type|annotated:\"a,b\"",
        "type|annotated:\"(a\"",
        "other.isStruct",
        "type.isStruct and",
        "type.variables",
        "type|count",
    ]

    /// The condition's words, split as Stencil splits a tag.
    static func words(_ condition: String) -> [String] {
        final class Probe: Extension, @unchecked Sendable {
            var words: [String] = []
            override init() {
                super.init()
                registerTag("probe") { [unowned self] _, token in
                    words = Array(token.components.dropFirst())
                    return TextNode(text: "")
                }
            }
        }
        let probe = Probe()
        _ = try? Environment(extensions: [probe]).renderTemplate(string: "{% probe " + condition + " %}")
        return probe.words
    }

    @Test func recognisesTheConditionsItAnswers() {
        for condition in Self.answered {
            #expect(TypeCondition(Self.words(condition), variable: "type") != nil, "\(condition)")
        }
        for condition in Self.leftToStencil {
            #expect(TypeCondition(Self.words(condition), variable: "type") == nil, "\(condition)")
        }
    }

    /// The selected types and, per type, the parts read, with annogen's `for` or Stencil's.
    static func selection(_ condition: String, annogenFor: Bool) -> (text: String, reads: [UInt8]) {
        let module = compose(sources).module
        // The template objects refer to their graph without keeping it: the context must outlive the render.
        let context = TemplateContext(module: module, arguments: [:])
        let log = TypeReadLog(typeCount: module.types.count)
        var values = context.dictionary(templateName: "t.stencil")
        values["names"] = ["Count"]
        let template = "{% for type in types.types where \(condition) %}{{ type.name }} {% endfor %}"
        let text = withExtendedLifetime(context) {
            TypeReadLog.$current.withValue(log) { outcome(template, values, annogenFor: annogenFor) }
        }
        return (text, log.parts)
    }

    @Test(arguments: answered + leftToStencil)
    func selectsAndReadsAsStencilDoes(condition: String) {
        let ours = Self.selection(condition, annogenFor: true)
        let stencils = Self.selection(condition, annogenFor: false)
        #expect(ours.text == stencils.text, "\(condition)")
        #expect(ours.reads == stencils.reads, "\(condition)")
    }

    @Test func answeredConditionsSelectWhatTheySay() {
        #expect(Self.selection("type.implements.AutoEquatable or type|annotated:\"AutoEquatable\"", annogenFor: true).text
            == "Annotated Derived Outside Refined Skipped ")
        #expect(Self.selection("type|annotated:\"skip = yes\"", annogenFor: true).text == "Skipped ")
        #expect(Self.selection("type.kind == \"enum\" or type.isActor", annogenFor: true).text == "Kind Worker ")
    }
}
