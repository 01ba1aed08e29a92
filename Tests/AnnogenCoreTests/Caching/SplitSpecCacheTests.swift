@testable import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// A spec split across files is parsed again when one of its other files changes: its parse result
/// is cached under every YAML and JSON file among the sources (`ParallelParser.specSet`).
@Suite struct SplitSpecCacheTests {
    @Test func editingAFileTheSpecRefersToRegenerates() {
        let folder = TemporaryFolder()
        folder.write("Spec/openapi.yaml", "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    User: {$ref: 'schemas/user.yaml'}\n")
        folder.write("Spec/schemas/user.yaml", "type: object\nproperties:\n  name: {type: string}\n")
        folder.write("Templates/Names.stencil", "{% for type in types.all %}{{ type.name }}:{% for v in type.storedVariables %} {{ v.name }}{% endfor %}\n{% endfor %}")
        let config = Config(sources: [folder.file("Spec")], templates: [folder.file("Templates")], output: folder.file("Generated"))
        func run() -> CachedRun {
            Pipeline(config: config, cache: AnnogenCache(directory: folder.file("cache"), toolVersion: "test-1", writesModule: true)).cachedRun(mode: .write)
        }
        _ = run()
        #expect(folder.read("Generated/Names.generated.swift")?.contains("User: name\n") == true)
        #expect(run().replayed)
        folder.write("Spec/schemas/user.yaml", "type: object\nproperties:\n  name: {type: string}\n  email: {type: string}\n")
        let edited = run()
        #expect(!edited.replayed)
        #expect(folder.read("Generated/Names.generated.swift")?.contains("User: name email\n") == true, "\(folder.read("Generated/Names.generated.swift") ?? "")")
    }
}
