import AnnogenCore
import TemplateEngine
import Foundation
import Testing

@Suite struct IncludeAndLoaderTests {
    @Test func includeResolvesBesideTheIncluderFirstThenTheRoots() throws {
        let folder = try TemplateFolder([
            "sub/main.stencil": #"[{% include "part.stencil" %}][{% include "shared.stencil" %}][{% include "sub/part.stencil" %}]"#,
            "sub/part.stencil": "sub part",
            "part.stencil": "root part",
            "shared.stencil": "shared",
        ])
        #expect(try folder.render("sub/main.stencil").get() == "[sub part][shared][sub part]")
    }

    @Test func nestedIncludesResolveRelativeToEachIncluder() throws {
        let folder = try TemplateFolder([
            "main.stencil": #"{% include "a/one.stencil" %}"#,
            "a/one.stencil": #"one>{% include "b/two.stencil" %}"#,
            "a/b/two.stencil": #"two>{% include "../three.stencil" %}"#,
            "a/three.stencil": "three {{ name }}",
        ])
        #expect(try folder.render("main.stencil", ["name": "x"]).get() == "one>two>three x")
    }

    @Test func includeWithAContextDictionary() throws {
        let folder = try TemplateFolder([
            "main.stencil": #"{% include "p.stencil" with item %}|{% include "p.stencil" item %}|{{ label }}"#,
            "p.stencil": "{{ label }}:{{ outer }}",
        ])
        let context: [String: Any] = ["item": ["label": "in"], "outer": "o", "label": "top"]
        #expect(try folder.render("main.stencil", context).get() == "in:o|in:o|top")
    }

    @Test func includeByVariableName() throws {
        let folder = try TemplateFolder(["main.stencil": "{% include partial %}", "p.stencil": "P"])
        #expect(try folder.render("main.stencil", ["partial": "p.stencil"]).get() == "P")
    }

    @Test func refusesAbsolutePaths() throws {
        #expect(try diagnostic(["main.stencil": #"{% include "/etc/hostname" %}"#])
            == "T/main.stencil:1:4: error: Template path '/etc/hostname' is absolute; use a path relative to the template folders")
    }

    @Test func refusesDotDotOutOfTheRoots() throws {
        let outside = try TemplateFolder(["secret.stencil": "secret"])
        let folder = try TemplateFolder(["main.stencil": "x"])
        let relative = "../" + (outside.root as NSString).lastPathComponent + "/secret.stencil"
        try folder.write("main.stencil", "{% include \"\(relative)\" %}")
        let result = folder.render("main.stencil")
        #expect(result.errorDescription?.replacingOccurrences(of: folder.root, with: "T")
            == "T/main.stencil:1:4: error: Template '\(relative)' resolves outside the template folders")
    }

    @Test func refusesSymlinksLeadingOut() throws {
        let outside = try TemplateFolder(["secret.stencil": "secret"])
        let folder = try TemplateFolder(["main.stencil": #"{% include "link.stencil" %}"#, "inside.stencil": "ok"])
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("link.stencil"), withDestinationPath: outside.path("secret.stencil")
        )
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("alias.stencil"), withDestinationPath: folder.path("inside.stencil")
        )
        #expect(folder.render("main.stencil").errorDescription?.replacingOccurrences(of: folder.root, with: "T")
            == "T/main.stencil:1:4: error: Template 'link.stencil' resolves outside the template folders")
        try folder.write("main.stencil", #"{% include "alias.stencil" %}"#)
        #expect(try folder.render("main.stencil").get() == "ok")
    }

    @Test func topLevelTemplateByPath() throws {
        let folder = try TemplateFolder(["a/main.stencil": "A"])
        let renderer = TemplateRenderer(roots: [folder.root])
        #expect(try renderer.render(templatePath: folder.path("a/main.stencil"), context: [:]).get() == "A")
        #expect(try renderer.render(templatePath: "a/main.stencil", context: [:]).get() == "A")
        #expect(renderer.check(templatePath: "a/main.stencil") == nil)
    }

    @Test func parsedOnceRenderedManyTimes() throws {
        let folder = try TemplateFolder(["main.stencil": "{{ n }}"])
        let renderer = TemplateRenderer(roots: [folder.root])
        #expect(try renderer.render(templatePath: "main.stencil", context: ["n": 1]).get() == "1")
        // The cached parse is used: editing the file does not change later renders.
        try folder.write("main.stencil", "changed")
        #expect(try renderer.render(templatePath: "main.stencil", context: ["n": 2]).get() == "2")
    }

    @Test func macrosAndSetsDoNotLeakBetweenRenders() throws {
        let folder = try TemplateFolder([
            "main.stencil": #"{% if define %}{% macro m %}M{% endmacro %}{% set v = "V" %}{% endif %}{% if use %}{% call m %}{% endif %}[{{ v }}]"#,
        ])
        let renderer = TemplateRenderer(roots: [folder.root])
        #expect(try renderer.render(templatePath: "main.stencil", context: ["define": true, "use": true]).get() == "M[]")
        #expect(renderer.render(templatePath: "main.stencil", context: ["use": true]).errorDescription?
            .replacingOccurrences(of: folder.root, with: "T") == "T/main.stencil:1:87: error: Call to undefined macro 'm'")
    }

    @Test func smartTrimmingInANestedTemplate() throws {
        let folder = try TemplateFolder([
            "main.stencil": """
                {# annogen: whitespace = smart #}
                struct {{ name }} {
                    {% include "fields.stencil" %}
                }

                """,
            "fields.stencil": """
                {% for field in fields %}
                let {{ field }}: Int
                {% endfor %}
                """,
        ])
        let output = try folder.render("main.stencil", ["name": "S", "fields": ["a", "b"]]).get()
        // Smart trimming removes the spaces before a block tag and the newline after one,
        // in the partial as in the includer: lines holding only a tag vanish entirely,
        // including the indentation in front of `{% include %}`.
        #expect(output == "\nstruct S {\nlet a: Int\nlet b: Int\n}\n")
    }

    @Test func sourceryWhitespaceByDefault() throws {
        let folder = try TemplateFolder([
            "main.stencil": """
                struct {{ name }} {
                    {% include "fields.stencil" %}
                }

                """,
            "fields.stencil": """
                {% for field in fields %}
                let {{ field }}: Int
                {% endfor %}
                """,
        ])
        let output = try folder.render("main.stencil", ["name": "S", "fields": ["a", "b"]]).get()
        // As Sourcery renders (StencilSwiftKit): the lines that render blank go, in the partial as
        // in the includer.
        #expect(output == "struct S {\nlet a: Int\nlet b: Int\n}\n")
    }

    @Test func extendsResolvesFromTheRoots() throws {
        let folder = try TemplateFolder([
            "main.stencil": #"{% extends "layouts/base.stencil" %}{% block body %}child {{ x }}{% endblock %}"#,
            "layouts/base.stencil": "<{% block body %}base{% endblock %}>",
        ])
        #expect(try folder.render("main.stencil", ["x": 1]).get() == "<child 1>")
    }

    @Test func concurrentRendersShareOneRenderer() throws {
        let folder = try TemplateFolder([
            "main.stencil": #"{% include "m.stencil" %}{% for i in items %}{% call item i %}{% endfor %}"#,
            "m.stencil": "{% macro item x %}[{{ x }}]{% endmacro %}",
        ])
        let renderer = TemplateRenderer(roots: [folder.root])
        let outputs = LockedArray()
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let result = renderer.render(templatePath: "main.stencil", context: ["items": [index, index + 1]])
            outputs.append((try? result.get()) ?? "failed")
        }
        let expected = (0..<16).map { "[\($0)][\($0 + 1)]" }
        #expect(outputs.values.sorted() == expected.sorted())
    }

    @Test func annogensFiltersAndTagsWorkWithoutALoader() throws {
        // Without the renderer: no loader, but filters and inline tags still work.
        let environment = AnnogenTemplates.environment(loader: nil, trimBehaviour: .smart)
        #expect(try environment.compile(#"{% set x = "productId" %}{{ x|camelToSnakeCase }}"#, name: "t").render(["k": 1])
            == "product_id")
    }
}

extension Result where Failure == TemplateRenderError {
    var errorDescription: String? {
        if case .failure(let error) = self { return error.description }
        return nil
    }
}

private final class LockedArray: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    func append(_ value: String) {
        lock.lock()
        storage.append(value)
        lock.unlock()
    }

    var values: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
