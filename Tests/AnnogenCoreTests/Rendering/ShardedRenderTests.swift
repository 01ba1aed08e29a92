@testable import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// A template rendered in shards, one per core, each writing every n-th iteration of its loops over
/// types (`ShardedRender`), gives the text and the diagnostics of the same template rendered in one
/// piece; when the shards cannot be put together (an iteration defined a macro or broke an
/// enclosing loop, a member was unknown), the template is rendered again in one piece.
@Suite struct ShardedRenderTests {
    static let templates = [
        // `forloop` counts over the whole loop, not a shard's part; `where` filters before sharding.
        "Counters": """
            {% for type in types.all where type.storedVariables.count > 0 %}
            {{ forloop.counter }}/{{ forloop.length }}{% if forloop.first %} first{% endif %}{% if forloop.last %} last{% endif %} {{ type.name }}
            {% endfor %}
            """,
        // Text and a set variable between loops; a loop over types inside a loop over strings.
        "Frame": """
            {% set prefix = "P" %}head
            {% for type in types.all %}{{ prefix }}{{ type.name }}
            {% endfor %}middle {{ types.all.count }}
            {% for word in "x,y"|split:"," %}{% for type in types.structs %}{{ word }}{{ type.name }} {% endfor %}
            {% endfor %}tail
            """,
        // A break in the third iteration: later iterations of every shard are left out.
        "Break": """
            {% for type in types.all %}{{ type.name }}
            {% if forloop.counter == 3 %}{% break %}{% endif %}{% endfor %}after
            """,
        // An iteration defines a macro the rest of the template calls: rendered in one piece.
        "Macro": """
            {% macro m %}X{% endmacro %}
            {% for type in types.all %}{% if type.name == "T2" %}{% macro m %}Y{% endmacro %}{% endif %}{{ type.name }}:{% call m %}
            {% endfor %}
            """,
        // A loop whose text is captured renders whole in every shard.
        "Captured": """
            {% set names %}{% for type in types.all %}{{ type.name }},{% endfor %}{% endset %}
            {% for type in types.all %}{{ type.name }} of {{ names }}
            {% endfor %}
            """,
        // An unknown member: its warning, once, as in one piece.
        "Unknown": """
            {% for type in types.all %}{{ type.name }}{{ type.nmae }}
            {% endfor %}
            """,
    ]

    static let smart = """
        {# annogen: whitespace = smart #}
        {% for type in types.all %}
        {% if type.storedVariables.count > 1 %}
        extension {{ type.name }} {
        {% for variable in type.storedVariables %}
            // {{ variable.name }}
        {% endfor %}
        }
        {% endif %}
        {% endfor %}
        """

    @Test(arguments: [2, 3, 7])
    func shardsGiveTheTextOfOnePiece(shards: Int) throws {
        let folder = TemporaryFolder()
        for index in 0..<8 {
            let properties = (0..<(index % 4)).map { "    var p\($0): Int\n" }.joined()
            folder.write("Sources/T\(index).swift", "struct T\(index) {\n\(properties)}\n")
        }
        for (name, text) in Self.templates { folder.write("Templates/\(name).stencil", text) }
        folder.write("Templates/Smart.stencil", Self.smart)

        var sharded = Pipeline(config: projectConfig(folder.path, output: "Sharded"))
        sharded.shardingTypes = 1
        sharded.shardCount = shards
        let report = sharded.run(mode: .write)
        var whole = Pipeline(config: projectConfig(folder.path, output: "Whole"))
        whole.shardCount = 1
        let wholeReport = whole.run(mode: .write)

        for name in Array(Self.templates.keys) + ["Smart"] {
            let read = { (output: String) in try? String(contentsOfFile: folder.file("\(output)/\(name).generated.swift"), encoding: .utf8) }
            #expect(read("Sharded") != nil && read("Sharded") == read("Whole"), "\(name) in \(shards) shards")
        }
        #expect(report.diagnostics.map(\.description) == wholeReport.diagnostics.map(\.description))
        #expect(report.diagnostics.filter { $0.message.contains("'nmae'") }.count == 1)
        // Macro and Unknown could not be put together; the others were.
        #expect(report.templatesSharded == Self.templates.count + 1 - 2)
        #expect(wholeReport.templatesSharded == 0)
    }

    /// The loops a sharded render keeps for the next run (`LoopMemo`) are those of a render in one
    /// piece: a run after an edit reuses their iterations and gives the text of an uncached run.
    @Test func theNextRunReusesTheIterationsOfShards() throws {
        let folder = TemporaryFolder()
        for index in 0..<6 { folder.write("Sources/T\(index).swift", "struct T\(index) {\n    var p: Int\n}\n") }
        // No `where`: it would read every type's members outside the iterations.
        folder.write("Templates/Counters.stencil", """
            {% for type in types.all %}{{ forloop.counter }}/{{ forloop.length }} {{ type.name }} {{ type.storedVariables.count }}
            {% endfor %}
            """)
        func run(_ output: String, cached: Bool) -> RunReport {
            var pipeline = Pipeline(config: projectConfig(folder.path, output: output),
                                    cache: cached ? AnnogenCache(directory: folder.file("cache"), toolVersion: "t") : nil)
            pipeline.shardingTypes = 1
            pipeline.shardCount = 2
            return cached ? pipeline.runUsingCache(mode: .write) : pipeline.run(mode: .write)
        }
        #expect(run("Cached", cached: true).templatesSharded == 1)
        folder.write("Sources/T3.swift", "struct T3 {\n    var p: Int\n    var q: Int\n}\n")
        let second = run("Cached", cached: true)
        #expect(second.loopIterationsReused == 5)
        _ = run("Uncached", cached: false)
        let read = { (output: String) in try? String(contentsOfFile: folder.file("\(output)/Counters.generated.swift"), encoding: .utf8) }
        #expect(read("Cached") != nil && read("Cached") == read("Uncached"))
    }

    /// What the merge itself refuses: shards that kept different loops, or whose text around the
    /// loops differs.
    @Test func shardsThatDoNotAgreeAreNotPutTogether() {
        func iteration(_ item: Int, _ text: String) -> LoopIteration {
            LoopIteration(item: item, text: text, reads: [], parts: [], unknownMembers: [], readLocations: false, stops: false)
        }
        // The first shard's text is `<`, its iterations 0 and 2 (`a`, `c`), `>`; the second's `<`, `b`, `>`.
        let together = ShardedRender.Shard(
            text: "<ac>", runs: [LoopRun(place: "t:1", count: 3, iterations: [iteration(0, "a"), iteration(2, "c")])], spans: [1..<3]
        )
        let second = ShardedRender.Shard(text: "<b>", runs: [LoopRun(place: "t:1", count: 3, iterations: [iteration(1, "b")])], spans: [1..<2])
        #expect(ShardedRender.merge([together, second])?.text == "<abc>")
        #expect(ShardedRender.merge([together, second])?.runs.first?.iterations?.map(\.item) == [0, 1, 2])

        var otherFrame = second
        otherFrame.text = "[b>"
        #expect(ShardedRender.merge([together, otherFrame]) == nil)
        var otherPlace = second
        otherPlace.runs[0].place = "t:9"
        #expect(ShardedRender.merge([together, otherPlace]) == nil)
        var notKept = second
        notKept.runs[0].iterations = nil
        #expect(ShardedRender.merge([together, notKept]) == nil)
    }
}
