import Foundation
import AnnogenTestSupport
import Testing

/// `annogen run` killed with SIGKILL at random points of a run that rewrites every output, every
/// `gen:file:` file and every source's inline block: each file is afterwards byte-identical to its
/// content before the run or to the content the run was writing, temporary files left behind are ones
/// annogen never reads back, and a complete run finishes the job. Runs start from what the previous
/// kill left; every fourth kill is followed by a complete run.
/// `ANNOGEN_KILL_POINTS` (default 200) sets how many kills, `ANNOGEN_KILL_SEED` the seed.
@Suite(.serialized) struct KillTests {
    static let templateCount = 32
    static let sourceCount = 24

    /// 24 sources (each gets an inline block), 32 templates with an output file each, and a template
    /// giving each type a `gen:file:` file: 80 files that all change with `--args rev=…`.
    private func makeProject() -> FaultProject {
        var files = [".annogen.yml": "sources: [Sources]\ntemplates: [Templates]\noutput: Generated\n"]
        for index in 0..<Self.sourceCount {
            files["Sources/Model\(index).swift"] = "struct Model\(index) {\n    let id: Int\n    var name: String\n}\n"
        }
        for index in 0..<Self.templateCount {
            files["Templates/T\(index).stencil"] = """
                // template \(index), revision {{ argument.rev }}
                {% for type in types.all %}// {{ type.name }} {{ argument.rev }}: {% for v in type.variables %}{{ v.name }} {% endfor %}
                {% endfor %}
                """
        }
        files["Templates/Inline.stencil"] = """
            {% for type in types.all %}
            // gen:inline:auto:{{ type.name }}.revision
                static let revision = "{{ argument.rev }}"
            // gen:end
            // gen:file:Files/{{ type.name }}.swift
            extension {{ type.name }} { static let fileRevision = "{{ argument.rev }}" }
            // gen:end
            {% endfor %}

            """
        return FaultProject(files)
    }

    @Test func killedRunsLeaveEveryFileOldOrNew() async throws {
        let points = ProcessInfo.processInfo.environment["ANNOGEN_KILL_POINTS"].flatMap(Int.init) ?? 200
        let seed = ProcessInfo.processInfo.environment["ANNOGEN_KILL_SEED"].flatMap(UInt64.init) ?? 20_260_507
        var random = SeededRandom(seed: seed)
        let project = makeProject()
        let path = project.path
        let arguments = { @Sendable (revision: Int) in ["run", "--quiet", "--args", "rev=\(revision)"] }

        // The two states every file alternates between, and how long a whole run takes.
        var states: [TreeSnapshot] = []
        var durations: [TimeInterval] = []
        for revision in [0, 1, 0, 1] {
            let start = Date()
            let result = try await offThePool { try AnnogenProcess.run(arguments(revision), in: path) }
            durations.append(Date().timeIntervalSince(start))
            try #require(result.status == 0, "\(result.stderr)")
            if states.count < 2 { states.append(try await offThePool { TreeSnapshot(path) }) }
        }
        // Kill delays follow the time a run takes now (the machine's load changes while tests run):
        // the median of the last five complete runs.
        var runTime: TimeInterval {
            let recent = durations.suffix(5).sorted()
            return recent[recent.count / 2]
        }
        // Every file is checked; all but the config and the templates change between revisions.
        let files = states[0].files.keys.sorted()
        let changing = files.filter { states[0].files[$0] != states[1].files[$0] }
        try #require(Set(states[0].files.keys) == Set(states[1].files.keys))
        try #require(changing.count == Self.templateCount + 2 * Self.sourceCount, "\(changing.count) files change")
        // What each file held before the killed run: a revision's content, or after a kill, a mix.
        var before = states[1].files
        var filesChecked = 0, corrupted = 0, temporariesLeft = 0, completions = 0
        var beforeAnyRename = 0, betweenRenames = 0, afterAllRenames = 0
        // Where kills caught a run with some files renamed into place and others not; every other kill
        // point is drawn from that window once it is known, the rest from the whole run.
        var window: ClosedRange<TimeInterval>?
        for point in 0..<points {
            // Revisions alternate, so every file the last run finished must change again.
            let target = point % 2 == 0 ? 0 : 1
            let delay = (point % 2 == 1 ? window : nil).map { TimeInterval.random(in: $0, using: &random) }
                ?? TimeInterval.random(in: 0...(runTime * 1.1), using: &random)
            let after = try await offThePool {
                _ = try runAndKill(arguments(target), in: path, after: delay)
                return TreeSnapshot(path).entries
            }
            var old = 0, new = 0
            for path in files {
                filesChecked += 1
                let wanted = states[target].files[path]
                switch after[path] {
                case .file(let bytes)? where bytes == wanted && bytes == before[path]: break
                case .file(let bytes)? where bytes == before[path]: old += 1
                case .file(let bytes)? where bytes == wanted: new += 1
                default:
                    corrupted += 1
                    Issue.record("kill point \(point) (\(delay) s): \(path) is neither its old nor its new content")
                }
                if case .file(let bytes)? = after[path] { before[path] = bytes }
            }
            for (path, _) in after where states[0].entries[path] == nil {
                let name = (path as NSString).lastPathComponent
                let isTemporary = name.hasPrefix(".") && name.hasSuffix(".tmp") && name.contains(".annogen-")
                if isTemporary { temporariesLeft += 1 } else { Issue.record("kill point \(point): unexpected file \(path)") }
            }
            switch (old, new) {
            case (_, 0): beforeAnyRename += 1
            case (0, _): afterAllRenames += 1
            default:
                betweenRenames += 1
                window = min(window?.lowerBound ?? delay, delay)...max(window?.upperBound ?? delay, delay)
            }

            // Every fourth kill, a complete run finishes the job and removes the temporary files of the
            // killed runs; the others start from the mix a kill left.
            if point % 4 == 3 || point == points - 1 {
                completions += 1
                let start = Date()
                let finish = try await offThePool { try AnnogenProcess.run(arguments(target), in: path) }
                durations.append(Date().timeIntervalSince(start))
                let finished = try await offThePool { TreeSnapshot(path) }
                #expect(finish.status == 0, "kill point \(point): \(finish.stderr)")
                if finished != states[target] {
                    Issue.record("kill point \(point): the run after the kill left \(finished.differences(from: states[target]))")
                }
                before = states[target].files
            }
        }
        print("kill test: \(points) kill points (seed \(seed); a run takes \(String(format: "%.2f", durations.min() ?? 0))–\(String(format: "%.2f", durations.max() ?? 0)) s and rewrites "
            + "\(changing.count) of \(files.count) files), \(filesChecked) files checked, corrupted \(corrupted); killed before any "
            + "rename \(beforeAnyRename), between renames \(betweenRenames), after all renames \(afterAllRenames); "
            + "\(temporariesLeft) temporary files seen after kills, none after each of \(completions) completing runs")
        #expect(corrupted == 0)
    }
}
