import Testing

@Suite struct MacroTagTests {
    @Test func callBindsArgumentsResolvedInTheCaller() throws {
        let template = #"{% macro greet who punct %}Hello {{ who }}{{ punct }}{% endmacro %}{% call greet user.name|uppercase "!" %}"#
        #expect(try render(template, ["user": ["name": "ada"]]) == "Hello ADA!")
    }

    @Test func macroBodySeesCallerVariablesAndParametersShadowThem() throws {
        let template = "{% macro show name %}{{ prefix }}{{ name }}{% endmacro %}{% call show other %}|{{ name }}"
        #expect(try render(template, ["prefix": "p-", "name": "outer", "other": "inner"]) == "p-inner|outer")
        // As in StencilSwiftKit, an undefined argument binds nothing: the caller's `name` shows through.
        #expect(try render(template, ["prefix": "p-", "name": "outer"]) == "p-outer|outer")
        // In annogen's own templates it hides the caller's variable of the same name.
        let smart = try render("{# annogen: whitespace = smart #}\n" + template, ["prefix": "p-", "name": "outer"])
        #expect(smart.hasSuffix("p-|outer"))
    }

    @Test func recursionRendersATree() throws {
        let template = """
            {% macro tree node %}{{ node.name }}({% for child in node.children %}{% call tree child %}{% endfor %}){% endmacro %}\
            {% call tree root %}
            """
        let root: [String: Any] = ["name": "a", "children": [
            ["name": "b", "children": [[String: Any]]()] as [String: Any],
            ["name": "c", "children": [["name": "d", "children": [[String: Any]]()] as [String: Any]]] as [String: Any],
        ]]
        #expect(try render(template, ["root": root]) == "a(b()c(d()))")
    }

    @Test func runawayRecursionIsAnErrorNotACrash() throws {
        let template = "{% macro loop x %}{% call loop x %}{% endmacro %}\n{% call loop 1 %}"
        #expect(try diagnostic(["main.stencil": template])
            == "T/main.stencil:1:22: error: Macro 'loop' nested deeper than 40 calls (runaway recursion?)")
    }

    @Test func wrongArgumentCountAndUndefinedMacro() throws {
        #expect(try diagnostic(["main.stencil": "{% macro m a %}{% endmacro %}{% call m 1 2 %}"])
            == "T/main.stencil:1:33: error: Macro 'm' takes 1 arguments, 2 given")
        #expect(try diagnostic(["main.stencil": "x\n  {% call nowhere %}"])
            == "T/main.stencil:2:6: error: Call to undefined macro 'nowhere'")
    }

    @Test func macroFromAnIncludedTemplate() throws {
        let folder = try TemplateFolder([
            "main.stencil": #"{% include "macros.stencil" %}{% call bold "x" %}"#,
            "macros.stencil": "{% macro bold text %}**{{ text }}**{% endmacro %}",
        ])
        #expect(try folder.render().get() == "**x**")
    }

    @Test func unclosedMacro() throws {
        #expect(try diagnostic(["main.stencil": "{% macro m %}body"])
            == "T/main.stencil:1:4: error: `endmacro` was not found.")
    }
}

@Suite struct SetTagTests {
    @Test func blockFormCapturesRenderedOutput() throws {
        let template = "{% set greeting %}Hi {{ name }}{% endset %}[{{ greeting }}][{{ greeting|count }}]"
        #expect(try render(template, ["name": "Bob"]) == "[Hi Bob][6]")
    }

    @Test func expressionForm() throws {
        let context: [String: Any] = ["type": FakeModel("ProductSearch")]
        #expect(try render("{% set n = type.name|lowercase %}{{ n }}", context) == "productsearch")
        #expect(try render(#"{% set n "literal" %}{{ n }}"#) == "literal")
        #expect(try render(#"{% set n = items|join:", " %}{{ n }}"#, ["items": ["a", "b"]]) == "a, b")
    }

    @Test func valuesKeepTheirType() throws {
        #expect(try render("{% set list = items %}{% for i in list %}<{{ i }}>{% endfor %}", ["items": [1, 2]]) == "<1><2>")
    }

    @Test func setInsideALoopStaysInTheIteration() throws {
        let template = "{% for x in items %}{% set y = x|uppercase %}{{ y }}{% endfor %}[{{ y }}]"
        #expect(try render(template, ["items": ["a", "b"]]) == "AB[]")
    }

    @Test func laterSetReplacesEarlier() throws {
        #expect(try render(#"{% set a = "1" %}{% set a = "2" %}{{ a }}"#) == "2")
    }

    @Test func malformed() throws {
        #expect(try diagnostic(["main.stencil": "{% set %}"])
            == "T/main.stencil:1:4: error: 'set' tag expects a variable name: {% set name %} or {% set name = value %}")
        #expect(try diagnostic(["main.stencil": "{% set a %}never closed"])
            == "T/main.stencil:1:4: error: `endset` was not found.")
    }
}

@Suite struct MapTagTests {
    @Test func collectsTrimmedOutputs() throws {
        let template = """
            {% map items into out using item %}
              {{ item|uppercase }}-{{ maploop.counter }}{% if maploop.first %}F{% endif %}{% if maploop.last %}L{% endif %}
            {% endmap %}{{ out|join:"," }}
            """
        #expect(try render(template, ["items": ["a", "b", "c"]]) == "A-0F,B-1,C-2L")
    }

    @Test func withoutUsingTheItemIsInMaploop() throws {
        let template = "{% map items into out %}<{{ maploop.item }}>{% endmap %}{{ out|join }}"
        #expect(try render(template, ["items": [1, 2]]) == "<1><2>")
    }

    @Test func resultIsAnArray() throws {
        let template = "{% map items into out using i %}{{ i }}{% endmap %}{{ out|count }} {{ out.first }} {{ out|contains:\"y\" }}"
        #expect(try render(template, ["items": ["x", "y"]]) == "2 x true")
    }

    @Test func missingListGivesEmptyArray() throws {
        #expect(try render("{% map nothing into out using i %}{{ i }}{% endmap %}[{{ out|count }}]") == "[0]")
    }

    @Test func malformed() throws {
        #expect(try diagnostic(["main.stencil": "{% map items to out %}{% endmap %}"])
            == "T/main.stencil:1:4: error: 'map' tag expects: {% map list into name using item %}")
        #expect(try diagnostic(["main.stencil": "{% map items into out %}x"])
            == "T/main.stencil:1:4: error: `endmap` was not found.")
    }
}
