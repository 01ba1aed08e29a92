import AnnogenCore
import Foundation
import Testing

/// Templates written for Sourcery (no `{# annogen: whitespace = smart #}`) see names and member
/// lists as Sourcery 2.x reports them; annogen's own templates see names as written.
@Suite struct SourceryDialectTests {
    let sources = [
        "A.swift": """
        protocol P {}
        protocol Service {
            func f(_ x: (any P)?, y: (any P)!, z: any P)
            func g(x: ((any P)?) -> Void, handler: @escaping (String, Int...) -> Void)
            func h(_ values: inout [String], _: Int, list: Array<Int>)
            func walk()
            func `continue`(with message: String) -> String
            func run() throws(Never)
            func maybe() -> (() -> Void)?
            subscript(index: Int) -> (any P)? { get }
        }
        protocol Generic {
            subscript(index: Int) -> Int { get }
            subscript<T: Hashable>(_ key: T, other: String) -> T? where T: Sendable { get throws(E2) }
            var checked: Int { get throws(E2) }
            func rethrowing<E>(_ block: () throws(E) -> Void) throws(E) -> Int where E: Error
            init<E>(from: E) where E: Error
        }
        struct E2: Error {}
        struct Shapes {
            var handler: () async throws -> Int?
            var tags: Set<String>
            var list: [Int]
            var pair: (a: Int, b: String)
            var box: Result<Int, E2>
        }
        protocol Store {
            associatedtype Value: Sequence where Value.Element: Hashable
            associatedtype Key = Int
            associatedtype Free
            func value() -> Value
        }
        class Base {
            init(name: String) {}
            func base() {}
        }
        class Child: Base {
            init(age: Int) { super.init(name: "") }
            static func make() -> Child { Child(age: 1) }
        }
        enum E {
            case one(label: String)
            case two(String, Int)
            case three(a: Int, b: Int)
            case `class`, `default`, `open`
        }
        """,
    ]

    private func rendered(_ template: String, smart: Bool = false) throws -> String {
        let context = TemplateContext(module: compose(sources).module, arguments: [:])
        let header = smart ? "{# annogen: whitespace = smart #}\n" : ""
        return try render(header + template, context.dictionary(templateName: "t.stencil"))
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func typeNamesAreSpelledAsSourcerySpellsThem() throws {
        let template = """
            {% for m in type.Service.methods %}{% for p in m.parameters %}{{ p.typeName }}|{{ p.typeName.name }}|{{ p.asSource }};{% endfor %}{% endfor %}
            """
        #expect(try rendered(template) == """
            any P?|any P?|_ x: any P?;any P!|any P!|y: any P!;any P|any P|z: any P;\
            (any P?) -> Void|(any P?) -> Void|x: (any P?) -> Void;\
            @escaping (String, Int...) -> Void|(String, Int...) -> Void|handler: @escaping (String, Int...) -> Void;\
            inout [String]|inout [String]|_ values: inout [String];Int|Int|_: Int;Array<Int>|Array<Int>|list: Array<Int>;\
            String|String|with message: String;
            """)
        // annogen's own templates get the names as written.
        #expect(try rendered("{% for p in type.Service.methods.first.parameters %}{{ p.typeName }};{% endfor %}", smart: true)
            == "(any P)?;(any P)!;any P;")
    }

    @Test func optionalClosuresKeepTheirParentheses() throws {
        #expect(try rendered(#"{% for m in type.Service.methods %}{% if m.shortName == "maybe" %}{{ m.returnTypeName }}|{{ m.unwrappedReturnTypeName }}{% endif %}{% endfor %}"#)
            == "(() -> Void)?|(() -> Void)")
    }

    @Test func actualReturnTypeNamesAreTheReturnTypeWhenNothingResolves() throws {
        // As for methods: the return type itself, spelled as Sourcery spells it.
        #expect(try rendered("{% for s in type.Service.subscripts %}{{ s.actualReturnTypeName }}|{{ s.returnTypeName }}{% endfor %}")
            == "any P?|any P?")
        #expect(try rendered(#"{% for m in type.Service.methods %}{% if m.shortName == "maybe" %}{{ m.actualReturnTypeName }}{% endif %}{% endfor %}"#)
            == "(() -> Void)?")
    }

    @Test func subscriptsAndGenericClausesAsSourceryReportsThem() throws {
        let template = """
            {% for s in type.Generic.subscripts %}{% for p in s.parameters %}{{ p.asSource }}/{{ p.argumentLabel|default:"-" }};{% endfor %}\
            {% for g in s.genericParameters %}<{{ g.name }}{% if g.inheritedTypeName %}: {{ g.inheritedTypeName.name }}{% endif %}>{% endfor %}\
            {% for r in s.genericRequirements %} where {{ r.leftType.name }} {{ r.relationshipSyntax }} {{ r.rightType.typeName.name }}{% endfor %}\
            {% if s.throws %} throws({{ s.throwsTypeName }}){% endif %}|{% endfor %}
            """
        #expect(try rendered(template) == "index: Int/index;|_ key: T/-;other: String/other;<T: Hashable> where T : Sendable throws(E2)|")
        // annogen's own templates: Swift's labels, and every requirement.
        #expect(try rendered("{% for s in type.Generic.subscripts %}{% for p in s.parameters %}{{ p.argumentLabel|default:\"-\" }};{% endfor %}{{ s.genericRequirements|count }}|{% endfor %}", smart: true)
            == "-;0|-;-;2|")
    }

    @Test func typedThrowsAndWhereClauses() throws {
        #expect(try rendered(#"{% for v in type.Generic.variables %}{{ v.name }} {{ v.throws }} {{ v.throwsTypeName }}{% endfor %}"#)
            == "checked true E2")
        let template = #"{% for m in type.Generic.methods %}{{ m.name }} -> {{ m.returnTypeName }}|{{ m.returnTypeName.unwrappedTypeName }}{% endfor %}"#
        #expect(try rendered(template) == "rethrowing<E>(_ block: () throws(E) -> Void) -> Int where E: Error|Intinit<E>(from: E) -> Generic|Generic")
        #expect(try rendered(template, smart: true) == "rethrowing<E>(_ block: () throws(E) -> Void) -> Int|Intinit<E>(from: E) -> Generic|Generic")
    }

    @Test func associatedTypesAsSourceryHasThem() throws {
        let template = """
            {% for a in type.Store.associatedTypes|sortedValuesByKeys %}{{ a.name }}={{ a.typeName }}/{{ a.type.kind|default:"-" }}\
            {% for r in a.type.genericRequirements %} {{ r.leftType.name }} {{ r.relationshipSyntax }} {{ r.rightType.typeName.name }}{% endfor %};{% endfor %}\
            {% for m in type.Store.methods %}{{ m.actualReturnTypeName }}{% endfor %}
            """
        #expect(try rendered(template) == "Free=Any/unknown;Key=Int/-;Value=Sequence/protocol Value.Element : Hashable;Sequence")
        // annogen's own templates: the return type as written.
        #expect(try rendered("{% for m in type.Store.methods %}{{ m.actualReturnTypeName }}{% endfor %}", smart: true) == "Value")
    }

    @Test func typeNameShapesHaveSourcerysMembers() throws {
        let template = """
            {% for v in type.Shapes.variables %}{% set t v.typeName %}\
            {% if t.closure %}{{ t.closure.asyncKeyword }} {{ t.closure.throwsOrRethrowsKeyword }} {{ t.closure.isOptionalReturnType }} {{ t.closure.unwrappedReturnTypeName }};{% endif %}\
            {% if t.set %}{{ t.set.name }} {{ t.set.elementTypeName }} {{ t.set.asGeneric.name }};{% endif %}\
            {% if t.array %}{{ t.array.asGeneric.name }} {{ t.array.asGeneric.typeParameters.first }};{% endif %}\
            {% if t.tuple %}{{ t.tuple.asTypeName }};{% endif %}\
            {{ t.modifiers|count }}|{% endfor %}
            """
        #expect(try rendered(template) == "async throws true Int;0|Set<String> String Set;0|Array Int;0|(a: Int, b: String);0|0|")
    }

    @Test func closureParametersHaveTheirOwnMembers() throws {
        let template = """
            {% for m in type.Service.methods %}{% if m.shortName == "g" %}{% for p in m.parameters.last.typeName.closure.parameters %}\
            {{ p.typeName }}/{{ p.isVariadic }}/{{ p.asSource }};{% endfor %}{% endif %}{% endfor %}
            """
        #expect(try rendered(template) == "String/false/String;Int/true/Int...;")
    }

    @Test func methodNamesSelectorsAndFlags() throws {
        let template = """
            {% for m in type.Service.methods %}{{ m.selectorName }}|{{ m.callName }}|{{ m.throws }};{% endfor %}
            """
        #expect(try rendered(template)
            == "f(_:y:z:)|f|false;g(x:handler:)|g|false;h(_:_:list:)|h|false;walk|walk|false;`continue`(with:)|`continue`|false;run|run|false;maybe|maybe|false;")
        #expect(try rendered("{{ type.Child.methods.first.isStatic }} {{ type.Child.staticMethods|count }} {{ type.Child.instanceMethods|count }}")
            == "true 2 0")
    }

    @Test func allMethodsFollowSourcerysOrder() throws {
        #expect(try rendered("{% for m in type.Child.allMethods %}{{ m.name }};{% endfor %}")
            == "init(age: Int);make();init(name: String);base();")
        #expect(try rendered("{% for m in type.Child.allMethods %}{{ m.name }};{% endfor %}", smart: true)
            == "init(age: Int);make();base();")
    }

    @Test func namesWrittenInBackticksKeepThem() throws {
        // Found running a public project's AutoEquatable (Pasanpr/SwiftInspector): Sourcery reports a
        // name with the backticks it was written with.
        // As written: `open` needs none, but was written with them.
        #expect(try rendered("{% for c in type.E.cases %}{{ c.name }};{% endfor %}") == "one;two;three;`class`;`default`;`open`;")
        #expect(try rendered("{% for c in type.E.cases %}{{ c.name }};{% endfor %}", smart: true) == "one;two;three;class;default;open;")
    }

    @Test func associatedValueNames() throws {
        let template = """
            {% for c in type.E.cases %}{% for v in c.associatedValues %}{{ v.localName|default:"-" }}/{{ v.externalName|default:"-" }};{% endfor %}{% endfor %}
            """
        #expect(try rendered(template) == "label/-;-/0;-/1;a/a;b/b;")
    }
}
