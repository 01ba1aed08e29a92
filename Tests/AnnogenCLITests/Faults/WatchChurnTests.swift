import Foundation
import AnnogenTestSupport
import Testing

/// `annogen watch` while a script edits, creates, renames and deletes sources and templates hundreds
/// of times (including editors' save-by-rename) and edits a source that watch itself writes inline
/// blocks into. Afterwards watch still runs, the outputs equal what a fresh `annogen run` produces,
/// and the script's last edit of every source survived. `ANNOGEN_CHURN_OPS` for more operations,
/// `ANNOGEN_CHURN_SEED` for another sequence.
@Suite(.serialized) struct WatchChurnTests {
    static let operations = ProcessInfo.processInfo.environment["ANNOGEN_CHURN_OPS"].flatMap(Int.init) ?? 300
    static let seed = ProcessInfo.processInfo.environment["ANNOGEN_CHURN_SEED"].flatMap(UInt64.init) ?? 20_261_122

    static let namesTemplate = "{% for type in types.all %}// {{ type.name }}: {% for v in type.storedVariables %}{{ v.name }} {% endfor %}\n{% endfor %}"
    static let kindsTemplate = "{% for type in types.all %}// {{ type.kind }} {{ type.name }}\n{% endfor %}"

    /// The user's part of a source: everything outside generated blocks.
    static func userPart(_ text: String) -> String {
        var inside = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// gen:inline:") { inside = true; return false }
            if inside, trimmed == "// gen:end" { inside = false; return false }
            return !inside
        }.joined(separator: "\n")
    }

    @Test func watchSurvivesChurnAndEndsWhereAFreshRunWould() async throws {
        let figures = try await offThePool { () -> String in
            let project = Project(config: "sources: [Sources]\ntemplates: [Templates]\noutput: Generated\n")
            try? FileManager.default.removeItem(atPath: project.path + "/Sources/A.swift")
            let autoInit = try String(contentsOfFile: repositoryRoot + "/Templates/AutoPublicInit.stencil", encoding: .utf8)
            project.write("Templates/Names.stencil", Self.namesTemplate)
            project.write("Templates/AutoPublicInit.stencil", autoInit)
            var expected: [String: String] = [:] // source path → the script's last content
            func write(_ relative: String, _ text: String) {
                project.write(relative, text)
                expected[relative] = text
            }
            for index in 0..<6 { write("Sources/S\(index).swift", "struct T\(index) {\n    let v: Int\n}\n") }
            write("Sources/Model.swift", "// gen: autoPublicInit\npublic struct Model {\n    public let id: Int\n}\n")

            let watch = try WatchProcess(in: project.path)
            defer { _ = watch.interrupt() }
            #expect(eventually { watch.output.contains("watching") }, "\(watch.output)")
            #expect(eventually { project.read("Sources/Model.swift")?.contains("public init(") == true }, "\(watch.output)")
            expected["Sources/Model.swift"] = project.read("Sources/Model.swift")

            var random = SeededRandom(seed: Self.seed)
            var next = 6
            for step in 0..<Self.operations {
                let sources = expected.keys.filter { $0 != "Sources/Model.swift" }.sorted()
                switch Int.random(in: 0..<7, using: &random) {
                case 0 where !sources.isEmpty: // edit in place
                    let path = sources[Int.random(in: 0..<sources.count, using: &random)]
                    write(path, "struct E\(step) {\n    let v\(step): Int\n}\n")
                case 1: // create
                    write("Sources/S\(next).swift", "struct C\(next) {\n    let v: Int\n}\n")
                    next += 1
                case 2 where !sources.isEmpty: // rename
                    let path = sources[Int.random(in: 0..<sources.count, using: &random)]
                    let target = "Sources/R\(step).swift"
                    if rename(project.path + "/" + path, project.path + "/" + target) == 0 {
                        expected[target] = expected.removeValue(forKey: path)
                    }
                case 3 where sources.count > 2: // delete
                    let path = sources[Int.random(in: 0..<sources.count, using: &random)]
                    try? FileManager.default.removeItem(atPath: project.path + "/" + path)
                    expected.removeValue(forKey: path)
                case 4 where !sources.isEmpty: // an editor's save: a temporary file renamed over the source
                    let path = sources[Int.random(in: 0..<sources.count, using: &random)]
                    let text = "struct S\(step) {\n    let saved: Int\n}\n"
                    project.write("Sources/.save\(step).swp", text)
                    if rename(project.path + "/Sources/.save\(step).swp", project.path + "/" + path) == 0 { expected[path] = text }
                case 5: // a template edit
                    project.write("Templates/Names.stencil", step % 2 == 0 ? Self.kindsTemplate : Self.namesTemplate)
                default: // the user edits the file watch writes blocks into
                    let current = project.read("Sources/Model.swift") ?? ""
                    let edited = current.replacingOccurrences(of: "public struct Model {", with: "public struct Model { // edit \(step)")
                        .replacingOccurrences(of: #"\{ // edit [0-9]+"#, with: "{ // edit \(step)", options: .regularExpression)
                    write("Sources/Model.swift", edited)
                }
                usleep(useconds_t(Int.random(in: 0...15_000, using: &random)))
            }

            // Wait until watch has been quiet for a while.
            var lastCount = -1, quietSince = Date()
            let deadline = Date().addingTimeInterval(120)
            while Date() < deadline {
                let count = watch.lines.count
                if count != lastCount { lastCount = count; quietSince = Date() }
                if Date().timeIntervalSince(quietSince) > 2 { break }
                usleep(100_000)
            }
            #expect(watch.isRunning, "watch stopped: \(watch.output.suffix(2_000))")

            // The outputs are what a fresh run produces.
            let check = try AnnogenProcess.run(["run", "--check", "--no-cache"], in: project.path)
            #expect(check.status == 0, "outputs differ from a fresh run:\n\(check.stdout)\n\(check.stderr)\n\(watch.output.suffix(3_000))")
            // Every source holds the script's last content (outside generated blocks).
            var kept = 0
            for (path, text) in expected.sorted(by: { $0.key < $1.key }) {
                let now = project.read(path) ?? "<missing>"
                if Self.userPart(now) == Self.userPart(text) { kept += 1 } else {
                    Issue.record("\(path): the user's last edit was lost:\n\(now)\n--- expected ---\n\(text)")
                }
            }
            let regenerations = watch.lines.filter { $0.contains(" changed") }.count
            #expect(watch.interrupt() == 0)
            return "watch churn: \(Self.operations) operations (seed \(Self.seed)), \(regenerations) regenerations, "
                + "final outputs equal a fresh run: \(check.status == 0), sources checked \(expected.count), user edits kept \(kept)"
        }
        print(figures)
    }
}
