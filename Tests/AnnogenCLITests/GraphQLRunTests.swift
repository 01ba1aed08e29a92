import Foundation
import Testing

/// GraphQL through the built binary: a project of a schema, operations and a model filled from
/// them; an edit to an operation regenerates, watch follows `.graphql` files, an operation that does
/// not validate stops the run with its one error and leaves the outputs as they were.
@Suite(.serialized) struct GraphQLRunTests {
    static func project() -> Project {
        let project = Project()
        project.write("Schema/schema.graphqls", "type Query { games: [Game!]! }\ntype Game { id: ID!, title: String!, rank: Int }\n")
        project.write("Operations/games.graphql", "query Games {\n  games { id title }\n}\n")
        project.write("Sources/Models.swift", "// gen: mapFrom = GamesQuery.Data.Game\nstruct GameRow {\n    let id: String\n    let title: String\n}\n")
        project.write(".annogen.yml", """
            sources: [Schema, Operations, Sources]
            templates: [\(Self.repository)/Templates/GraphQL.stencil, \(Self.repository)/Templates/Coding.stencil, \(Self.repository)/Templates/Converters.stencil]
            output: Generated
            """)
        return project
    }

    static let repository: String = {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        return root.path
    }()

    @Test func anEditedOperationRegeneratesAndABrokenOneIsOneErrorWithOutputsKept() throws {
        let project = Self.project()
        let first = try project.run("run")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(project.read("Generated/GraphQL.generated.swift")?.contains("let title: String") == true)
        #expect(project.read("Generated/Converters.generated.swift")?.contains("init(_ source: GamesQuery.Data.Game) throws") == true)
        project.write("Operations/games.graphql", "query Games {\n  games { id title rank }\n}\n")
        #expect(try project.run("run").status == 0)
        #expect(project.read("Generated/GraphQL.generated.swift")?.contains("let rank: Int?") == true)
        let before = project.read("Generated/GraphQL.generated.swift")
        // A typo: the operation's error alone (not the converter's source, gone with it), nothing written.
        project.write("Operations/games.graphql", "query Games {\n  games { id titel }\n}\n")
        let broken = try project.run("run")
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix("Operations/games.graphql:2:14: error: Cannot query field \"titel\" on type \"Game\". Did you mean \"title\"?\n"), "\(broken.stderr)")
        #expect(!broken.stderr.contains("mapFrom"), "\(broken.stderr)")
        #expect(project.read("Generated/GraphQL.generated.swift") == before)
    }

    @Test func watchRegeneratesWhenAnOperationChanges() throws {
        let project = Self.project()
        let watch = try WatchProcess(in: project.path)
        #expect(eventually { watch.output.contains("watching") }, "\(watch.output)")
        project.write("Operations/games.graphql", "query Games {\n  games { id title rank }\n}\n")
        #expect(eventually { project.read("Generated/GraphQL.generated.swift")?.contains("let rank: Int?") == true }, "\(watch.output)")
        #expect(watch.interrupt() == 0)
    }

    /// Apollo projects commit the schema as `schema.json`: a run after an edit to one of several
    /// operation files reads it from the cache's stamps, and still finds it a schema.
    @Test func anIntrospectionSchemaStaysASchemaAcrossCachedRuns() throws {
        let project = Project()
        project.write("Sources/schema.json", #"{"data": {"__schema": {"queryType": {"name": "Query"}, "types": [{"kind": "OBJECT", "name": "Query", "interfaces": [], "fields": [{"name": "hello", "args": [], "type": {"kind": "SCALAR", "name": "String"}}]}, {"kind": "SCALAR", "name": "String"}]}}}"#)
        project.write("Sources/a.graphql", "query A { hello }\n")
        project.write("Sources/b.graphql", "query B { hello }\n")
        project.write(".annogen.yml", "sources: [Sources]\ntemplates: [\(Self.repository)/Templates/GraphQL.stencil]\noutput: Generated\n")
        #expect(try project.run("run").status == 0)
        project.write("Sources/a.graphql", "query A2 { hello }\n")
        let second = try project.run("run")
        #expect(second.status == 0, "\(second.stderr)")
        #expect(project.read("Generated/GraphQL.generated.swift")?.contains("enum A2Query") == true)
    }
}
