import AnnogenCore
import AnnogenModel
import TemplateEngine
import Testing

@Suite struct TemplateDiagnosticTests {
    @Test func unknownFilterPointsAtTheFilterName() throws {
        #expect(try diagnostic(["main.stencil": "line one\n  {{ name|nope }}\n"])
            == "T/main.stencil:2:11: error: Unknown filter 'nope'.")
        #expect(try diagnostic(["main.stencil": "{{ name | lowercase | zzzzzzzz }}"])
            == "T/main.stencil:1:23: error: Unknown filter 'zzzzzzzz'.")
    }

    @Test func unknownFilterInsideATag() throws {
        #expect(try diagnostic(["main.stencil": "a\n\n{% for x in items|frob %}{% endfor %}"])
            == "T/main.stencil:3:19: error: Unknown filter 'frob'.")
    }

    @Test func unknownFilterInAConditionAndInAMultiLineTag() throws {
        #expect(try diagnostic(["main.stencil": "a\n{% if x|nope %}y{% endif %}"])
            == "T/main.stencil:2:9: error: Unknown filter 'nope'.")
        #expect(try diagnostic(["main.stencil": "a\n{% for x in\n  items|nope %}{% endfor %}"])
            == "T/main.stencil:3:9: error: Unknown filter 'nope'.")
    }

    @Test func strayEndTag() throws {
        #expect(try diagnostic(["main.stencil": "{% if a %}\n{% else %}\n{% endif %}{% endif %}"])
            == "T/main.stencil:3:15: error: Unknown template tag 'endif'")
    }

    @Test func unknownTag() throws {
        #expect(try diagnostic(["main.stencil": "a\nb\n\t{% frobnicate 1 %}\n"])
            == "T/main.stencil:3:5: error: Unknown template tag 'frobnicate'")
    }

    @Test func unclosedIf() throws {
        #expect(try diagnostic(["main.stencil": "start\n{% if x %}\nbody\n"])
            == "T/main.stencil:2:4: error: `endif` was not found.")
    }

    @Test func unclosedVariableIsReportedAtItsOpening() throws {
        // Its `}` is missing: the next `}}` ends it, after the tags in between (Stencil reported the
        // `endif` those swallowed tags left unmatched, lines further on).
        let template = "{% if a %}\n  {{ type.name }\n{% endif %}\n{% for x in xs %}{{ x }}{% endfor %}\n"
        #expect(try diagnostic(["main.stencil": template])
            == "T/main.stencil:2:3: error: '{{' is not closed before the next tag (at 3:1): add its '}}'")
        #expect(try diagnostic(["main.stencil": "a\nb {{ name "])
            == "T/main.stencil:2:3: error: '{{' is never closed: no '}}' after it")
        #expect(try diagnostic(["main.stencil": "a\n{% if x \n{% endif %}"])
            == "T/main.stencil:2:1: error: '{%' is not closed before the next tag (at 3:1): add its '%}'")
    }

    @Test func similarFilterNamesAreSuggested() throws {
        #expect(try diagnostic(["main.stencil": "{{ name|lowercasee }}"])
            == "T/main.stencil:1:9: error: Unknown filter 'lowercasee'. Found similar filters: 'lowercase'.")
        #expect(try diagnostic(["main.stencil": "{{ name|upperFirst }}"])
            == "T/main.stencil:1:9: error: Unknown filter 'upperFirst'. Found similar filters: 'upperFirstLetter'.")
    }

    @Test func missingInclude() throws {
        let text = try diagnostic(["main.stencil": "x\n   {% include \"missing.stencil\" %}"])
        #expect(text == "T/main.stencil:2:7: error: Included template 'missing.stencil' not found (looked beside the including template and in T)")
    }

    @Test func repeatedLinesAreLocatedExactly() throws {
        // Stencil's own location is line 0 here: the line repeats line 1.
        #expect(try diagnostic(["main.stencil": "{% if a %}\n{% endif %}\n{% if a %}\n"])
            == "T/main.stencil:3:4: error: `endif` was not found.")
    }

    @Test func crlfLineEndingsCountOnce() throws {
        #expect(try diagnostic(["main.stencil": "a\r\nb\r\n  {{ x|nope }}\r\n"])
            == "T/main.stencil:3:8: error: Unknown filter 'nope'.")
    }

    @Test func errorInAnIncludedTemplateIsLocatedThere() throws {
        let files = [
            "main.stencil": "header\n{% include \"partials/row.stencil\" %}\n",
            "partials/row.stencil": "ok\nok\n  {% bogus %}\n",
        ]
        #expect(try diagnostic(files)
            == "T/partials/row.stencil:3:6: error: Unknown template tag 'bogus' (included from T/main.stencil:2:4)")
    }

    @Test func renderErrorInsideAMacroBody() throws {
        let files = ["main.stencil": "{% macro m x %}\n  {{ x|replace:\"a\" }}\n{% endmacro %}\n{% call m \"abc\" %}"]
        #expect(try diagnostic(files) == "T/main.stencil:2:6: error: 'replace' filter expects 2 arguments, got 1")
    }

    @Test func missingTopLevelTemplate() throws {
        let renderer = TemplateRenderer(roots: ["/nonexistent-annogen-root"])
        let result = renderer.render(templatePath: "gone.stencil", context: [:])
        guard case .failure(let error) = result else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.diagnostic.location == nil)
        #expect(error.diagnostic.severity == .error)
        #expect(error.description
            == "error: template 'gone.stencil' not found: Template named `gone.stencil` does not exist in loader TemplateFolderLoader(/nonexistent-annogen-root)")
    }

    @Test func otherErrorsWithoutALoader() {
        struct Odd: Error, CustomStringConvertible { var description: String { "odd" } }
        #expect(templateDiagnostic(for: Odd(), templatePath: "t.stencil").description == "error: t.stencil: odd")
        let bare = TemplateError("no token")
        #expect(templateDiagnostic(for: bare, templatePath: "t.stencil").description == "t.stencil:1:1: error: no token")
    }

    @Test func theEnginesLocationIsUsedWithoutALoader() throws {
        let environment = AnnogenTemplates.environment(loader: nil, trimBehaviour: .nothing)
        do {
            _ = try environment.compile("x\n {{ a|lowercasee }}", name: "inline").render()
            Issue.record("expected an error")
        } catch {
            #expect(templateDiagnostic(for: error, templatePath: "inline").description
                == "inline:2:7: error: Unknown filter 'lowercasee'. Found similar filters: 'lowercase'.")
        }
    }
}
