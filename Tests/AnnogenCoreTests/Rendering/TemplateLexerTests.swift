@testable import AnnogenCore
import Foundation
import Stencil
import Testing

/// `TemplateLexer` against Stencil's own lexer: every token equal, place and whitespace included.
@Suite struct TemplateLexerTests {
    /// What a token is, readably (`Token.==` compares the same, but for the whitespace behaviour).
    private func described(_ tokens: [Token]) -> [String] {
        tokens.map { token in
            let location = token.sourceMap.location
            return "\(token.kind) \(token.contents.debugDescription) @\(token.sourceMap.filename ?? "nil") "
                + "\(location.lineNumber):\(location.lineOffset) \(location.content.debugDescription)"
        }
    }

    private func expectStencilsTokens(_ source: String, name: String? = "T/t.stencil", sourceLocation: SourceLocation = #_sourceLocation) {
        let environment = Environment()
        let ours = TemplateLexer.tokens(source, name: name, environment: environment)
        let stencils = Template(templateString: source, environment: environment, name: name).tokens
        #expect(ours == stencils, "\(source.debugDescription)", sourceLocation: sourceLocation)
        #expect(described(ours) == described(stencils), "\(source.debugDescription)", sourceLocation: sourceLocation)
        #expect(ours.map(\.whitespace) == stencils.map(\.whitespace), "\(source.debugDescription)", sourceLocation: sourceLocation)
    }

    @Test func theFactoryReadsThisStencilsSourceMaps() {
        // Without it every template would silently go through Stencil's lexer.
        #expect(TemplateLexer.Factory.shared != nil)
    }

    @Test func everyTemplateInTheRepository() throws {
        let root = URL(fileURLWithPath: repositoryRoot)
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "stencil" && !$0.path.contains("/.build") } ?? []
        #expect(files.count >= 10)
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            #expect(TemplateLexer.isReadAlike(source), "\(file.path) goes through Stencil's lexer")
            expectStencilsTokens(source, name: file.path)
        }
    }

    @Test func stencilsQuirks() {
        let cases = [
            "", "plain text", "\n\n", "{{ a }}", "{{a}}", "{{ a }}{{ b }}", "x {{ a }} y", "{%}", "{#}", "{{}}", "{%%}",
            "{% if a %}b{% endif %}", "{%- if a -%}b{%+ endif +%}", "{%-%}", "{%- -%}", "{%+%}",
            // Unclosed tags: an empty text token ends the tokens.
            "a {{ b", "a\n{% if", "{#", "text {",
            // A line's place is where its text first occurs: the second `{% endfor %}` is placed at the first.
            "{% for a in b %}\n{% endfor %}\n{% for c in d %}\n{% endfor %}\n",
            "  }\n}\n  }\n", "ab\nb\nab b {{ x }}\n",
            // Multi-line tags: lines joined by spaces, each trimmed; a line of one byte and spaces keeps them.
            "{% if a\n   and b %}x{% endif %}", "{{ a \n\n  |  lower  }}", "{% x  \n  y %}", "{{ a   }}", "{{   }}",
            "{{ a\n}}", "{%\n%}", "{#  a comment  #}", "{# {{ nested }} #}",
            // Braces that start nothing.
            "{ {a} }", "{{{ a }}}", "}} {% a %}} %}", "{x{{ y }}", "{{ a }} }}",
            // Values that do not occur as written are placed at the tag.
            "{% a\n b %}", "{{ x\n\n y }}\n{{ x y }}",
            // Tabs are not spaces to Stencil's trim.
            "{{\ta\t}}", "\t{% if a %}\n\t\t{{ b }}\n\t{% endif %}\n",
            // Offsets count characters; trim never looks at the first one, however long its bytes.
            "caf\u{E9} {{ a }}", "\u{2014} {% if a %}\u{2192}{{ b }}\n\u{6F22}\u{5B57} {{ c }}\n", "{{ \u{E9}  }}", "{{\u{1F600}  }}",
            "{% a \u{2026} %}", "{% \u{E9}\n \u{E9} %}", "\u{1F600}\n\u{1F600}\n{{ \u{1F600} }}", "{# \u{2014} #}{{ x|default:\"\u{E9}\" }}",
        ]
        for source in cases { expectStencilsTokens(source) }
        expectStencilsTokens("{{ a }}", name: nil)
    }

    @Test func textStencilReadsOtherwiseGoesThroughStencil() {
        // Characters Foundation's search takes for others: Å and the Angstrom sign, Greek tonos and oxia.
        for source in ["\u{C5}{{ a }}\n\u{212B}{{ a }}\n", "\u{3AC}{{ a }}\n\u{1F71}{{ a }}", "\u{385}{{ a }}\n\u{1FEE}{{ a }}",
                       "e\u{301} {{ a }}", "\u{212A} {{ K }}", "a\r\n{{ b }}\r\n", "a\u{85}{{ b }}", "\u{1F1E9}\u{1F1EA}{{ x }}", "a\u{0B}b {{ c }}", "a\u{0C}{{ b }}", "e\u{301}{{ x }}\u{2028}{{ y }}"] {
            #expect(!TemplateLexer.isReadAlike(source))
            expectStencilsTokens(source)
        }
    }

    /// Random templates over the bytes that matter to the lexer.
    @Test func randomTemplates() {
        var generator = SplitMix64(seed: 0x5eed_1e8e)
        let alphabet = Array("{{}}%%##--++  \n\n\tab|.\u{E9}\u{2014}\u{1F600}").map(String.init)
        for _ in 0..<3_000 {
            let length = Int(generator.next() % 60)
            expectStencilsTokens((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined())
        }
    }

    /// A template of 2,000 lines, most of them repeated (placed at their first occurrence).
    @Test func aLargeTemplateOfRepeatedLines() {
        var source = ""
        for index in 0..<700 {
            source += "{% for item in list\(index % 7) %}\n    {{ item.name|upperFirstLetter }}: {{ item.value }}\n{% endfor %}\n"
        }
        expectStencilsTokens(source)
    }

    /// A template rendered itself and named by `extends` has two sets of tokens (annogen's, and those
    /// Stencil made of it for `extends`): an error is placed in the set holding its token.
    @Test func anErrorIsPlacedAmongTheTokensThatHoldIt() throws {
        let folder = NSTemporaryDirectory() + "annogen-lexer-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/base.stencil"
        let source = "{{ a|f }}\nx\n{{ a|f }}\ny\n{{ a|f }}\n"
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let loader = TemplateFolderLoader(roots: [folder])
        let environment = Environment(loader: loader)
        _ = try? loader.nodes(atPath: path, environment: environment, variant: "smart")
        let token = try loader.template(atPath: path, environment: environment).tokens[2]
        let loaded = try #require(loader.loaded(path, containing: token))
        #expect(loaded.tokens.contains { $0 === token })
        #expect(TemplateLocator.position(of: token, source: loaded.source, tokens: loaded.tokens) == .init(line: 3, column: 4))
    }
}
