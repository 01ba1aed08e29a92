import Foundation
import Testing

/// Swift templates (`.swifttemplate`) run as Sourcery runs them: the tags and their trimming, includes,
/// the model, compile errors at the template's line and column, and the compiled programs kept.
@Suite struct SwiftTemplateTests {
    private func project(_ templates: [String: String], sources: [String: String] = [:]) -> Project {
        let project = Project()
        try? FileManager.default.removeItem(atPath: project.path + "/Templates/Names.stencil")
        for (path, text) in sources { project.write(path, text) }
        for (name, text) in templates { project.write("Templates/" + name, text) }
        return project
    }

    @Test func eachTagFormPrintsAndTrimsAsSourcerys() throws {
        let project = project(["Tags.swifttemplate": """
            <%# a comment: nothing printed %>
            <% let names = ["a", "b"] -%>
            count: <%= names.count %>
            <% for name in names { -%>
                <%_ if name == "b" { _%>   B: <%= name %>
                <%_ } else { -%>
            A: "\\(<%= name.uppercased() %>)" é
                <%_ } -%>
            <% } -%>
            <% print("printed where it runs") -%>
            end <%= names.joined(separator: "+") _%>   trimmed after
            """])
        let result = try project.run("run")
        #expect(result.status == 0, "\(result.stderr)")
        let body = try #require(project.read("Generated/Tags.generated.swift")).split(separator: "\n", maxSplits: 2).last.map(String.init)
        #expect(body == """

            count: 2
            A: "\\(A)" é
            B: b
            printed where it runs
            end a+btrimmed after
            """, "\(body ?? "")")
    }

    @Test func includesAreRelativeToTheIncludingTemplate() throws {
        let project = project([
            "Main.swifttemplate": "<%- include(\"Parts/Head\") %>|<%= shout(\"x\") %>\n<%- includeFile(\"Helpers.swift\") %>",
            "Parts/Head.swifttemplate": "head <%- include(\"Inner.swifttemplate\") -%>\n",
            "Parts/Inner.swifttemplate": "inner <%= types.all.count %>",
            "Helpers.swift": "func shout(_ text: String) -> String { text.uppercased() + \"!\" }\n",
        ])
        let result = try project.run("run")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(project.read("Generated/Main.generated.swift")?.hasSuffix("head inner 1|X!\n") == true, "\(project.read("Generated/Main.generated.swift") ?? "")")
        // Templates beside it are templates of their own (as in Sourcery); a `_` partial is not.
        #expect(project.read("Generated/Parts/Inner.generated.swift")?.hasSuffix("inner 1") == true)
    }

    @Test func aCompileErrorIsAtTheTemplatesLineAndColumn() throws {
        let project = project([
            "Good.swifttemplate": "<%= types.all.count %>\n",
            "Bad.swifttemplate": "// header\n<% for type in types.all { %>\nname: <%= type.nmae %>\n<% } %>\n",
        ])
        let result = try project.run("run")
        #expect(result.status == 1)
        #expect(result.stderr.contains("Templates/Bad.swifttemplate:3:16: error: value of type 'Type' has no member 'nmae'"), "\(result.stderr)")
        #expect(!project.exists("Generated"), "a run with an error writes nothing")
    }

    /// A template with Windows line breaks: its errors are at the lines as an editor counts them.
    @Test func aCompileErrorInACRLFTemplateIsAtItsLine() throws {
        let project = project(["Crlf.swifttemplate": "// one\r\n// two\r\n<%= types.nope %>\r\n"])
        let result = try project.run("run")
        #expect(result.status == 1)
        #expect(result.stderr.contains("Templates/Crlf.swifttemplate:3:11: error: value of type 'Types' has no member 'nope'"), "\(result.stderr)")
    }

    @Test func anUnmatchedTagAndAMissingIncludeAreErrorsAtTheirPlace() throws {
        let project = project(["Open.swifttemplate": "a\n  <% let x = 1\n", "Inc.swifttemplate": "x\n <%- include(\"Nope\") %>\n",
                               "File.swifttemplate": "x\ny\n<%- includeFile(\"Gone\") %>\n"])
        let result = try project.run("run")
        #expect(result.status == 1)
        #expect(result.stderr.contains("Templates/File.swifttemplate:3:3: error: cannot read included Swift file 'Templates/Gone.swift'"), "\(result.stderr)")
        #expect(result.stderr.contains("Templates/Open.swifttemplate:2:3: error: '<%' has no '%>'"), "\(result.stderr)")
        #expect(result.stderr.contains("Templates/Inc.swifttemplate:2:4: error: cannot read included template 'Templates/Nope.swifttemplate'"), "\(result.stderr)")
    }

    /// A `{` left open across tags is an error at that brace (the compiler tells it at the program's
    /// end, past the template's code, with a note at the brace), not at the template's first line.
    @Test func anUnclosedBraceIsAnErrorAtTheBrace() throws {
        let project = project(["Open.swifttemplate": "head\n<% for type in types.all { %>\nname <%= type.name %>\nend\n"])
        let result = try project.run("run")
        #expect(result.status == 1)
        #expect(result.stderr.contains("Templates/Open.swifttemplate:2:26: error: expected '}' at end of brace statement (to match this opening '{')"),
                "\(result.stderr)")
    }

    /// An error in an included template is found through every template that includes it: told once.
    @Test func anErrorInASharedIncludeIsToldOnce() throws {
        let project = project([
            "One.swifttemplate": "1 <%- include(\"_Shared\") %>\n",
            "Two.swifttemplate": "2 <%- include(\"_Shared\") %>\n",
            "_Shared.swifttemplate": "shared\n <% let x = 1\n",
        ])
        let result = try project.run("run")
        #expect(result.status == 1)
        let error = "Templates/_Shared.swifttemplate:2:2: error: '<%' has no '%>'"
        #expect(result.stderr.components(separatedBy: error).count == 2, "\(result.stderr)")
        #expect(!project.exists("Generated"))
    }

    @Test func aTemplateThatFailsWhenRunIsAnErrorAndWritesNothing() throws {
        let project = project(["Crash.swifttemplate": "<% let missing: Int? = nil %><%= missing! %>\n"])
        let result = try project.run("run")
        #expect(result.status == 1)
        // At the expression that crashed, in one line (no backtrace).
        #expect(result.stderr.contains("Templates/Crash.swifttemplate:1:33: error: the Swift template's program failed (status"), "\(result.stderr)")
        #expect(result.stderr.contains("Fatal error: Unexpectedly found nil"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count < 5, "\(result.stderr)")
        #expect(!project.exists("Generated"))
    }

    /// As in Sourcery: `implementing` takes a scanned protocol's name, `inheriting` a scanned class's,
    /// and what a program writes to standard error fails its render.
    @Test func aLookupByAWrongNameIsAnError() throws {
        let project = project(
            ["Wrong.swifttemplate": "<%= types.implementing[\"Codable\"].count %> <%= types.inheriting[\"Base\"].count %> <%= types.based[\"Codable\"].count %>\n"],
            sources: ["Sources/A.swift": "class Base {}\nfinal class Sub: Base, Codable {}\n"])
        let result = try project.run("run")
        #expect(result.status == 1)
        #expect(result.stderr.contains("Templates/Wrong.swifttemplate:1:1: error: the Swift template's program wrote to standard error: Unknown type Codable, should be used with `based`"),
                "\(result.stderr)")
        project.write("Templates/Wrong.swifttemplate", "<%= types.implementing[\"Base\"].count %>\n")
        let class_ = try project.run("run")
        #expect(class_.stderr.contains("Base is a class and should be used with `inheriting` or `based`"), "\(class_.stderr)")
        project.write("Templates/Wrong.swifttemplate", "<%= types.inheriting[\"Base\"].count %> <%= types.based[\"Codable\"].count %>\n")
        let right = try project.run("run")
        #expect(right.status == 0, "\(right.stderr)")
        #expect(project.read("Generated/Wrong.generated.swift")?.hasSuffix("1 1\n") == true)
    }

    /// An edit of a file a Swift template includes from outside its templates folder changes the
    /// run's key: the next run renders again (it was replayed with the old text).
    @Test func anEditOfAnIncludedFileElsewhereRendersAgain() throws {
        let project = project([:])
        project.write("Shared/Helpers.swift", "let greeting = \"hello\"\n")
        project.write("Shared/Part.swifttemplate", "part <%= greeting %>\n")
        project.write("Templates/Main.swifttemplate", "<%- include(\"../Shared/Part\") %><%- includeFile(\"../Shared/Helpers\") %>")
        #expect(try project.run("run").status == 0)
        #expect(project.read("Generated/Main.generated.swift")?.hasSuffix("part hello\n") == true)
        project.write("Shared/Helpers.swift", "let greeting = \"bye\"\n")
        #expect(try project.run("run").status == 0)
        #expect(project.read("Generated/Main.generated.swift")?.hasSuffix("part bye\n") == true, "\(project.read("Generated/Main.generated.swift") ?? "")")
        project.write("Shared/Part.swifttemplate", "piece <%= greeting %>\n")
        #expect(try project.run("run").status == 0)
        #expect(project.read("Generated/Main.generated.swift")?.hasSuffix("piece bye\n") == true)
    }

    @Test func withoutASwiftCompilerTheErrorNamesTheTemplate() throws {
        let project = project(["T.swifttemplate": "<%= 1 %>\n"])
        let result = try AnnogenProcess.run(["run"], in: project.path, environment: ["ANNOGEN_SWIFTC": "/nonexistent/swiftc"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Templates/T.swifttemplate:1:1: error: Swift templates need the Swift compiler: ANNOGEN_SWIFTC names no executable ('/nonexistent/swiftc')"), "\(result.stderr)")
    }

    @Test func programsAreCompiledOnceAndAnEditRecompilesOnlyThatTemplate() throws {
        let project = project(["A.swifttemplate": "a <%= types.all.count %>\n", "B.swifttemplate": "b <%= types.all.count %>\n"])
        let first = try project.run("run", "--verbose")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("2 Swift templates compiled"), "\(first.stdout)")
        project.write("Sources/More.swift", "struct More {}\n")
        let second = try project.run("run", "--verbose")
        #expect(second.status == 0, "\(second.stderr)")
        #expect(!second.stdout.contains("compiled"), "\(second.stdout)")
        #expect(project.read("Generated/A.generated.swift")?.hasSuffix("a 2\n") == true)
        project.write("Templates/B.swifttemplate", "b2 <%= types.all.count %>\n")
        let third = try project.run("run", "--verbose")
        #expect(third.status == 0, "\(third.stderr)")
        #expect(third.stdout.contains("1 Swift template compiled"), "\(third.stdout)")
        #expect(project.read("Generated/B.generated.swift")?.hasSuffix("b2 2\n") == true)
        // The program compiled for B before is gone; A's and B's new one are kept.
        let programs = try FileManager.default.contentsOfDirectory(atPath: project.path + "/.build/annogen-cache/swift-templates")
            .filter { $0.hasPrefix("program-") }
        #expect(programs.count == 2, "\(programs)")
    }

    /// One model for both kinds of template: a Swift template and a Stencil template printing the same
    /// members of every type print the same text.
    @Test func aSwiftTemplateSeesWhatAStencilTemplateSees() throws {
        let sources = ["Sources/A.swift": """
            protocol AutoCodable {}
            class Base {}
            /// A product.
            // sourcery: table = "products", version = 2, flag
            final class Product: Base, AutoCodable {
                // sourcery: jsonKey = "product_id"
                let id: Int
                var tags: [String: [Int]]? = nil
                lazy var total: Double = 0
                static let shared = 1
                var computed: String { "" }
                enum Kind: String { case small, large = "L" }
                func buy(_ count: Int, at place: String = "here") async throws -> Bool { true }
            }
            enum Shape { case circle(radius: Double), square(Double, label: String) }
            """]
        let stencil = """
            {% for type in types.all %}{{ type.name }} {{ type.kind }} {{ type.localName }} {{ type.accessLevel }} {{ type.inheritedTypes|join:"," }} {{ type.annotations.table }} {{ type.annotations.version }} {{ type.supertype.name }} {{ type.parent.name }}
            {% for v in type.variables %}  {{ v.name }}: {{ v.typeName }} {{ v.typeName.unwrappedTypeName }} {{ v.isOptional }} {{ v.isComputed }} {{ v.isStatic }} {{ v.readAccess }} {{ v.defaultValue }} {{ v.annotations.jsonKey }} {{ v.typeName.isDictionary }} {{ v.typeName.dictionary.valueTypeName }}
            {% endfor %}{% for m in type.methods %}  {{ m.name }} | {{ m.selectorName }} | {{ m.shortName }} | {{ m.returnTypeName }} {{ m.throws }} {{ m.isAsync }}{% for p in m.parameters %} [{{ p.argumentLabel }} {{ p.name }} {{ p.typeName }} {{ p.defaultValue }}]{% endfor %}
            {% endfor %}{% for c in type.cases %}  case {{ c.name }} {{ c.rawValue }}{% for a in c.associatedValues %} ({{ a.localName }} {{ a.externalName }} {{ a.typeName }}){% endfor %}
            {% endfor %}{% endfor %}{% for type in types.implementing.AutoCodable %}implements {{ type.name }}
            {% endfor %}{% for type in types.inheriting.Base %}inherits {{ type.name }}
            {% endfor %}
            """
        let swift = """
            <% func s(_ value: Any?) -> String { value.map { "\\($0)" } ?? "" } -%>
            <% for type in types.all { -%>
            <%= type.name %> <%= type.kind %> <%= type.localName %> <%= type.accessLevel %> <%= type.inheritedTypes.joined(separator: ",") %> <%= s(type.annotations["table"]) %> <%= s(type.annotations["version"]) %> <%= s(type.supertype?.name) %> <%= s(type.parent?.name) %>
            <% for v in type.variables { -%>
              <%= v.name %>: <%= v.typeName %> <%= v.typeName.unwrappedTypeName %> <%= v.isOptional %> <%= v.isComputed %> <%= v.isStatic %> <%= v.readAccess %> <%= s(v.defaultValue) %> <%= s(v.annotations["jsonKey"]) %> <%= v.typeName.isDictionary %> <%= s(v.typeName.dictionary?.valueTypeName) %>
            <% } -%>
            <% for m in type.methods { -%>
              <%= m.name %> | <%= m.selectorName %> | <%= m.shortName %> | <%= m.returnTypeName %> <%= m.throws %> <%= m.isAsync %><% for p in m.parameters { %> [<%= s(p.argumentLabel) %> <%= p.name %> <%= p.typeName %> <%= s(p.defaultValue) %>]<% } %>
            <% } -%>
            <% for c in (type as? Enum)?.cases ?? [] { -%>
              case <%= c.name %> <%= s(c.rawValue) %><% for a in c.associatedValues { %> (<%= s(a.localName) %> <%= s(a.externalName) %> <%= a.typeName %>)<% } %>
            <% } -%>
            <% } -%>
            <% for type in types.implementing["AutoCodable"] { -%>
            implements <%= type.name %>
            <% } -%>
            <% for type in types.inheriting["Base"] { -%>
            inherits <%= type.name %>
            <% } -%>

            """
        let project = project(["Swift.swifttemplate": swift, "Stencil.stencil": stencil], sources: sources)
        let result = try project.run("run")
        #expect(result.status == 0, "\(result.stderr)")
        let body = { (name: String) in (project.read("Generated/\(name).generated.swift") ?? "").split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n") }
        let fromSwift = body("Swift"), fromStencil = body("Stencil")
        #expect(fromSwift == fromStencil)
        #expect(fromSwift.contains("Product class Product internal Base,AutoCodable products 2 Base"), "\(fromSwift)")
        #expect(fromSwift.contains("  id: Int Int false false false internal  product_id false"), "\(fromSwift)")
        #expect(fromSwift.contains("  buy(_ count: Int, at place: String = \"here\") | buy(_:at:) | buy | Bool true true [ count Int ] [at place String \"here\"]"), "\(fromSwift)")
        #expect(fromSwift.contains("  case square  ( 0 Double) (label label String)"), "\(fromSwift)")
        #expect(fromSwift.contains("  tags: [String: [Int]]? [String: [Int]] true false false internal nil  true [Int]"), "\(fromSwift)")
        #expect(fromSwift.contains("implements Product\ninherits Product"), "\(fromSwift)")
    }

    @Test func outputGoesThroughTheSameMarkersAsStencilOutput() throws {
        let project = project(
            ["Blocks.swifttemplate": """
                <% for type in types.all { -%>
                // sourcery:inline:auto:<%= type.name %>.Count
                static let fieldCount = <%= type.storedVariables.count %>
                // sourcery:end
                <% } -%>
                // sourcery:file:Extra/Names.swift
                // <%= types.all.map(\\.name).joined(separator: ", ") %>
                // sourcery:end

                """],
            sources: ["Sources/A.swift": "struct Product {\n    let id: Int\n}\n"])
        let result = try project.run("run")
        #expect(result.status == 0, "\(result.stderr)")
        // Inserted as Sourcery inserts a block: a blank line, then markers and lines after the closing
        // brace's indentation (none here).
        #expect(project.read("Sources/A.swift") == "struct Product {\n    let id: Int\n\n// sourcery:inline:auto:Product.Count\nstatic let fieldCount = 1\n// sourcery:end\n}\n",
                "\(project.read("Sources/A.swift") ?? "")")
        #expect(project.read("Generated/Extra/Names.swift")?.contains("// Product") == true)
    }
}
