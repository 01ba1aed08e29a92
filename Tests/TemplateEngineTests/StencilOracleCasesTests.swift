import Stencil
import TemplateEngine
import Testing

/// Loops of every shape render as Stencil 0.15.1 renders them, and fail where it fails (fixed cases;
/// the random ones are the differential test's).
@Suite struct StencilOracleCasesTests {
    /// A struct a loop walks through its stored properties.
    struct Pair {
        let left: Int
        let right: String
    }

    final class Node {
        let value = 1
    }

    /// An object both engines read members of.
    final class Model: Stencil.DynamicMemberLookup, TemplateObject, CustomStringConvertible, @unchecked Sendable {
        let name: String
        let flag: Bool

        init(_ name: String, flag: Bool) {
            self.name = name
            self.flag = flag
        }

        subscript(dynamicMember member: String) -> Any? {
            member == "flag" ? flag : member == "name" ? name : nil
        }

        func member(_ member: String) -> TemplateValue {
            member == "flag" ? .bool(flag) : member == "name" ? .string(name) : .null
        }

        var description: String { name }
    }

    static var context: [String: Any] { [
        "items": [1, 2, 3],
        "names": ["a", "b"],
        "empty": [Int](),
        "dictionary": ["b": 2, "a": 1, "c": 3],
        "emptyDictionary": [String: Int](),
        "tuples": [(1, "one"), (2, "two")],
        "pair": Pair(left: 1, right: "r"),
        "node": Node(),
        "nested": [[1, 2], [3]],
        "models": [Model("x", flag: true), Model("y", flag: false)],
        "number": 7,
    ] }

    static func stencil(_ template: String) -> String {
        do {
            return try Stencil.Environment().renderTemplate(string: template, context: context)
        } catch {
            return "error: \(error)"
        }
    }

    static func ours(_ template: String) -> String {
        do {
            return try TemplateEngine.Environment().compile(template, name: "t").render(context.mapValues { TemplateValue(any: $0) })
        } catch let error as TemplateError {
            return "error: \(error.reason)"
        } catch {
            return "error: \(error)"
        }
    }

    @Test(arguments: [
        "{% for i in items %}{{ i }}{% endfor %}",
        "{% for i in items %}{{ forloop.counter }}/{{ forloop.counter0 }}/{{ forloop.length }}{% if forloop.first %}F{% endif %}{% if forloop.last %}L{% endif %} {% endfor %}",
        "{% for i in empty %}{{ i }}{% empty %}nothing{% endfor %}",
        "{% for i in missing %}{{ i }}{% empty %}nothing{% endfor %}",
        "{% for i in items where i > 1 %}{{ i }}{% endfor %}",
        "{% for i in items where i == 5 %}{{ i }}{% empty %}none{% endfor %}",
        "{% for key, value in dictionary %}{{ key }}={{ value }};{% endfor %}",
        "{% for key in dictionary %}{{ key.key }};{% endfor %}",
        "{% for key, value in emptyDictionary %}{{ key }}{% empty %}empty{% endfor %}",
        "{% for number, name in tuples %}{{ number }}:{{ name }} {% endfor %}",
        "{% for _, name in tuples %}{{ name }}{% endfor %}",
        "{% for a, b, c in tuples %}{{ a }}{% endfor %}",
        "{% for i in 1...3 %}{{ i }}{% endfor %}",
        "{% for i in 3...1 %}{{ i }}{% endfor %}",
        "{% for property in pair %}{{ property.0 }}={{ property.1 }};{% endfor %}",
        "{% for i in number %}{{ i }}{% empty %}not a list{% endfor %}",
        "{% for row in nested %}[{% for i in row %}{{ forloop.counter }}{% endfor %}]{% endfor %}",
        "{% for i in items %}{% if i == 2 %}{% break %}{% endif %}{{ i }}{% endfor %}",
        "{% for i in items %}{% if i == 2 %}{% continue %}{% endif %}{{ i }}{% endfor %}",
        "{% for model in models where model.flag %}{{ model }}{% endfor %}",
        "{% for model in models where not model.flag %}{{ model }}{% endfor %}",
        "{% for i in items where %}{{ i }}{% endfor %}",
        "{% for i items %}{{ i }}{% endfor %}",
        "{% for i in items %}{{ i }}",
        "{% for in items %}{% endfor %}",
        "{% for i in items where i > %}{% endfor %}",
        "{% for i in names %}{{ i }}{% empty %}{% endfor %}",
        "{% for row in nested %}{% for i in row %}{% if i == 1 %}{% continue %}{% endif %}{{ i }}{% endfor %}!{% endfor %}",
        "{{ items }} {{ names }} {{ nested }} {{ dictionary.count }} {{ items.last }} {{ names.first }}",
        "{% if items.count > 2 and not missing or number == 7 %}yes{% else %}no{% endif %}",
        "{% if 2 in items %}in{% endif %}{% if \"a\" in names %}a{% endif %}{% if \"x\" in \"xyz\" %}x{% endif %}",
        "{{ names|join:\", \"|uppercase }} {{ missing|default:\"d\" }} {{ \"a b\"|split }}",
    ])
    func rendersAsStencilDoes(template: String) {
        #expect(Self.ours(template) == Self.stencil(template), "\(template)")
    }
}

/// Templates found by name, for `include` and `extends` in both engines.
struct DictionaryTemplates: TemplateEngine.TemplateLoader {
    let templates: [String: String]

    func template(named name: String, from includer: String?, environment: TemplateEngine.Environment) throws -> TemplateEngine.Template {
        guard let text = templates[name] else { throw TemplateError("Template named `\(name)` does not exist") }
        return try environment.compile(text, name: name)
    }
}

@Suite struct StencilOracleInheritanceTests {
    static func both(_ templates: [String: String], main: String, context: [String: Any] = [:]) -> (ours: String, stencil: String) {
        let stencil: String
        do {
            let environment = Stencil.Environment(loader: DictionaryLoader(templates: templates))
            stencil = try environment.renderTemplate(name: main, context: context)
        } catch {
            stencil = "error: \(error)"
        }
        let ours: String
        do {
            let environment = TemplateEngine.Environment(loader: DictionaryTemplates(templates: templates))
            ours = try environment.compile(templates[main] ?? "", name: main).render(context.mapValues { TemplateValue(any: $0) })
        } catch let error as TemplateError {
            ours = "error: \(error.reason)"
        } catch {
            ours = "error: \(error)"
        }
        return (ours, stencil)
    }

    @Test func aReplacedBlocksTextIsTheChilds() {
        let result = Self.both([
            "base": "{% block h %}Base{% endblock %}|{{ block.h }}",
            "child": "{% extends \"base\" %}{% block h %}Child{% endblock %}",
        ], main: "child")
        #expect(result.ours == result.stencil)
        #expect(result.ours == "Child|Child")
    }

    @Test func threeLevelsWithSuper() {
        let result = Self.both([
            "base": "<{% block b %}base{% endblock %}>{{ block.b }}",
            "middle": "{% extends \"base\" %}{% block b %}middle+{{ block.super }}{% endblock %}",
            "child": "{% extends \"middle\" %}{% block b %}child+{{ block.super }}{% endblock %}",
        ], main: "child")
        #expect(result.ours == result.stencil)
    }

    @Test func rangesInTheContextAreArrays() {
        let templates = ["main": "{% for i in r %}{{ i }}{% endfor %}{% if 2 in r %} in{% endif %}{% for i in h %}{{ i }}{% endfor %}"]
        let result = Self.both(templates, main: "main", context: ["r": 1...3, "h": 1..<4])
        #expect(result.ours == result.stencil)
        #expect(result.ours == "123 in123")
    }
}
