import Foundation
import Testing

/// Runs annogen on damaged inputs, one process per case, and tallies what happened. A case passes
/// when annogen exits 0, or exits 1 or 2 with a diagnostic that names a place (`path:line:col:`);
/// a crash (death by signal), a hang (past the time bound) or an exit without a located diagnostic
/// is a finding, reported with the seed and case number that reproduce it.
struct FuzzHarness: Sendable {
    let kind: String
    var cases = 0
    var crashes = 0
    var hangs = 0
    var findings: [String] = []
    let timeBound: TimeInterval

    init(kind: String, timeBound: TimeInterval = 60) {
        self.kind = kind
        self.timeBound = timeBound
    }

    /// Runs `annogen run` in the project and classifies the outcome.
    mutating func run(_ project: FuzzProject, label: String, allowUnlocatedUsageErrors: Bool = false) throws {
        cases += 1
        let result = try AnnogenProcess.run(["run", "--quiet"], in: project.path, timeout: timeBound)
        if result.crashed {
            crashes += 1
            findings.append("\(label): crashed (status \(result.status)); kept at \(project.keep())\n\(result.stderr.suffix(2_000))")
        } else if result.timedOut {
            hangs += 1
            findings.append("\(label): no result within \(Int(timeBound)) s; kept at \(project.keep())")
        } else if result.status != 0 {
            let located = result.stderr.range(of: #":[0-9]+:[0-9]+: (error|warning): "#, options: .regularExpression) != nil
            let usage = result.status == 2 && allowUnlocatedUsageErrors
            if !located && !usage {
                findings.append("\(label): exit \(result.status) without a located diagnostic; kept at \(project.keep())\n\(result.stderr.prefix(1_000))")
            }
            if result.status > 2 {
                findings.append("\(label): unexpected exit status \(result.status)")
            }
        }
    }

    /// Prints the tally and records every finding as a test issue.
    func report(seed: UInt64) {
        print("fuzz \(kind): \(cases) cases run, crashes \(crashes), hangs \(hangs), other findings \(findings.count - crashes - hangs) (seed \(seed))")
        for finding in findings { Issue.record(Comment(rawValue: "fuzz \(kind) seed \(seed) \(finding)")) }
    }
}

/// A throw-away project: sources, templates and a config in a temporary folder.
final class FuzzProject {
    let path: String
    private var kept = false

    init(sources: [String: [UInt8]], templates: [String: [UInt8]], config: [UInt8]) {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent("annogen-fuzz-\(UUID().uuidString)")
        for (name, bytes) in sources { write("Sources/\(name)", bytes) }
        for (name, bytes) in templates { write("Templates/\(name)", bytes) }
        write(".annogen.yml", config)
    }

    deinit {
        if !kept { try? FileManager.default.removeItem(atPath: path) }
    }

    func write(_ relative: String, _ bytes: [UInt8]) {
        let full = (path as NSString).appendingPathComponent(relative)
        try? FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: full, contents: Data(bytes))
    }

    /// Keeps the folder for a finding, so it can be looked at.
    func keep() -> String {
        kept = true
        return path
    }

    static let defaultConfig = Array("sources: [Sources]\ntemplates: [Templates]\noutput: Generated\n".utf8)
}

/// Inputs to start from: the repository's own sources, templates and config.
enum FuzzCorpus {
    static func files(in folder: String, ending: String) -> [String: [UInt8]] {
        let root = (repositoryRoot as NSString).appendingPathComponent(folder)
        var result: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let entry = enumerator?.nextObject() as? String {
            guard entry.hasSuffix(ending), let data = FileManager.default.contents(atPath: (root as NSString).appendingPathComponent(entry)) else { continue }
            result[folder + "/" + entry] = Array(data)
        }
        return result
    }

    static let swiftSources: [(String, [UInt8])] = {
        var all: [String: [UInt8]] = [:]
        all.merge(files(in: "SampleAPI/Sources", ending: ".swift")) { a, _ in a }
        all.merge(files(in: "Tests/Golden", ending: ".swift").filter { $0.key.contains("/Sources/") }) { a, _ in a }
        return all.sorted { $0.key < $1.key }.map { (($0.key as NSString).lastPathComponent, $0.value) }
    }()

    static let templates: [(String, [UInt8])] = {
        var all = files(in: "Templates", ending: ".stencil")
        all.merge(files(in: "Tests/Golden", ending: ".stencil")) { a, _ in a }
        return all.sorted { $0.key < $1.key }.map { (($0.key as NSString).lastPathComponent, $0.value) }
    }()

    static let specs: [(String, [UInt8])] = {
        var all = files(in: "OpenAPISample/Spec", ending: ".yaml")
        all.merge(files(in: "OpenAPISample/Spec", ending: ".json")) { a, _ in a }
        return all.sorted { $0.key < $1.key }.map { (($0.key as NSString).lastPathComponent, $0.value) }
    }()

    /// Specs broken on purpose, each mutated further by the fuzzer.
    static let brokenSpecs: [(String, String)] = [
        ("alias cycle", "openapi: 3.0.0\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    A: {$ref: '#/components/schemas/B'}\n    B: {$ref: '#/components/schemas/A'}\n    C: {type: object, properties: {a: {$ref: '#/components/schemas/A'}}}\n"),
        ("allOf cycle", "openapi: 3.1.0\ninfo: {title: t, version: '1'}\ncomponents:\n  schemas:\n    A: {allOf: [{$ref: '#/components/schemas/B'}]}\n    B: {allOf: [{$ref: '#/components/schemas/A'}]}\n"),
        ("missing ref", "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    get:\n      responses:\n        '200': {description: x, content: {application/json: {schema: {$ref: '#/components/schemas/Nope'}}}}\n"),
        ("external ref", "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    A: {type: object, properties: {b: {$ref: 'other.yaml#/B'}}}\n"),
        ("not schema", "openapi: 3.1.0\ninfo: {title: t, version: '1'}\ncomponents:\n  schemas:\n    A: {type: object, properties: {b: {not: {type: string}}}}\n"),
        ("swagger body", "{\"swagger\": \"2.0\", \"info\": {\"title\": \"t\", \"version\": \"1\"}, \"paths\": {\"/a/{id}\": {\"post\": {\"parameters\": [{\"$ref\": \"#/parameters/Missing\"}, {\"name\": \"b\", \"in\": \"body\", \"schema\": {\"$ref\": \"#/definitions/B\"}}], \"responses\": {\"200\": {\"description\": \"x\"}}}}}, \"definitions\": {\"B\": {\"type\": \"object\", \"discriminator\": \"k\"}}}"),
        ("deep nesting", "openapi: 3.0.0\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    A:\n" + "      type: object\n      properties:\n        p: " + String(repeating: "{type: array, items: ", count: 200) + "{type: string}" + String(repeating: "}", count: 200) + "\n"),
        ("discriminator inline", "openapi: 3.0.0\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    P: {oneOf: [{type: object, properties: {k: {type: string}}}, {type: integer}], discriminator: {propertyName: k}}\n"),
    ]

    /// A simple template that touches most of the model, used when the sources are what is fuzzed.
    static let tourTemplate = Array("""
        {% for type in types.all %}// {{ type.name }} {{ type.kind }} {{ type.inheritedTypes|join:"," }}
        {% for v in type.variables %}//   {{ v.name }}: {{ v.typeName }} {{ v.annotations }} {{ v.typeName.unwrapped.resolved.name }}
        {% endfor %}{% for m in type.methods %}//   {{ m.name }} -> {{ m.returnTypeName }}
        {% endfor %}{% for c in type.cases %}//   case {{ c.name }} = {{ c.rawValue }}
        {% endfor %}{% endfor %}
        """.utf8)
}

/// The repository's root folder, found from this file's path.
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
}()
