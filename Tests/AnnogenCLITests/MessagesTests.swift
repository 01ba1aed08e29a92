import Foundation
import Testing

/// What the binary says when something is off (issue 48, item 4).
@Suite struct MessagesTests {
    /// A misspelt `tempaltes:` warns with the suggestion, then one error at the config, not "no
    /// templates found in " with an empty list and no location.
    @Test func aConfigWithoutTemplatesIsAnErrorAtTheConfig() throws {
        let project = Project(config: "sources: [Sources]\ntempaltes: [Templates]\noutput: Generated\n")
        let result = try project.run("run")
        #expect(result.status == 1)
        #expect(result.stderr.contains(".annogen.yml:2:1: warning: unknown config key 'tempaltes'; did you mean 'templates'?"), "\(result.stderr)")
        #expect(result.stderr.contains(".annogen.yml:1:1: error: no templates: list them under 'templates:' here, or pass --templates"), "\(result.stderr)")
        #expect(!result.stderr.contains("found in \n"))
        // dump renders nothing and needs none.
        #expect(try project.run("dump", "--type", "Product").status == 0)
    }

    /// The exit-code table of `run --help` keeps its lines at 80 columns (ArgumentParser re-wrapped
    /// longer ones into broken lines).
    @Test func runHelpKeepsTheExitCodeTable() throws {
        let help = try Project().run("run", "--help").stdout
        for line in [
            "  0  done: every output is right (written, or already up to date)",
            "  1  errors in the inputs (sources, templates, config; warnings too",
            "     under --strict), a file that cannot be written, or a source",
            "  2  usage error (unknown option, no sources)",
        ] {
            #expect(help.contains("\n" + line + "\n"), "\(line)\n\(help)")
        }
        // Re-wrapped, a table line's tail started a line of its own at column 0 (`--strict), a`).
        let table = help.components(separatedBy: "Exit codes:\n").last?.components(separatedBy: "\n\n").first ?? ""
        #expect(!table.isEmpty && table.split(separator: "\n").allSatisfy { $0.hasPrefix("  ") }, "\(table)")
    }

    /// `--dry-run -v` shows a changed line as diff does: the old line, then the new one.
    @Test func aDryRunDiffPrintsTheOldLineFirst() throws {
        let project = Project()
        #expect(try project.run("run", "--quiet").status == 0)
        project.write("Sources/A.swift", "struct Order {\n    let id: Int\n}\n")
        let dry = try project.run("run", "--dry-run", "-v")
        #expect(dry.stdout.contains("- // Product\n+ // Order\n"), "\(dry.stdout)")
    }
}

/// `annogen dump` after a run (issue 48, item 5): through the cache the run left, from any folder of
/// the project, indented unless asked for one line.
@Suite struct DumpTests {
    @Test func aDumpAfterARunReadsTheCache() throws {
        let project = Project()
        project.write("Sources/B.swift", "struct Order {\n    let total: Int\n}\n")
        #expect(try project.run("run", "--quiet").status == 0)
        let dump = try AnnogenProcess.run(["dump", "--type", "Product", "-v"], in: (project.path as NSString).appendingPathComponent("Sources"))
        #expect(dump.status == 0, "\(dump.stderr)")
        #expect(dump.stderr.contains("2 files, 2 from the cache"), "\(dump.stderr)")
        #expect(dump.stdout.hasPrefix("{\n"), "indented by default")
        let compact = try project.run("dump", "--type", "Product", "--compact")
        #expect(compact.stdout.hasPrefix("{\"") && compact.stdout.split(separator: "\n").count == 1)
    }

    /// `dump --help` lists what a dump uses: not the run's templates, output or --strict.
    @Test func dumpHelpListsItsOwnOptions() throws {
        let help = try Project().run("dump", "--help").stdout
        #expect(help.contains("--sources") && help.contains("--config") && help.contains("--compact"))
        for option in ["--templates", "--output", "--strict", "--no-prune", "--build-tool-plugin"] {
            #expect(!help.contains(option), "\(option)\n\(help)")
        }
    }
}
