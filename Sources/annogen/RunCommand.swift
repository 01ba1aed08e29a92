import AnnogenCore
import AnnogenModel
import ArgumentParser
import Dispatch

/// `annogen run`: generate once.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Parse the sources, render the templates and write outputs that changed.",
        // Every line under 80 columns: ArgumentParser wraps longer ones at the terminal's width
        // (80 when it is not one), which broke the exit-code table into pieces.
        discussion: """
            Without --sources/--templates, reads .annogen.yml in the current folder or the
            nearest folder above it, and runs in that folder: relative paths in it are
            relative to it, and the cache is the same from any sub-folder.

            Examples:
              annogen run --sources Sources --templates Templates --output Generated
              annogen run --check    # in CI or a pre-commit hook: exit 1 when stale

            Exit codes:
              0  done: every output is right (written, or already up to date)
              1  errors in the inputs (sources, templates, config; warnings too
                 under --strict), a file that cannot be written, or a source
                 changed on disk during the run: nothing was written; with
                 --check, outputs are stale
              2  usage error (unknown option, no sources)
              130  stopped by Ctrl-C (143: by kill); the programs it runs
                   (Swift templates' programs, swiftc) are stopped too
            """
    )

    @OptionGroup var generation: GenerationOptions
    @OptionGroup var output: OutputOptions

    @Flag(name: [.short, .long], help: "Write nothing; list stale or missing outputs and exit 1 if there are any.")
    var check = false

    @Flag(name: .long, help: "Write nothing; print what would change.")
    var dryRun = false

    @Flag(name: .long, help: "Generate, then regenerate on every change (Sourcery's spelling of `annogen watch`).")
    var watch = false

    @Flag(name: .customLong("dry"), help: "Write nothing; print Sourcery's JSON report of every output (Sourcery's --dry).")
    var sourceryDry = false

    func validate() throws {
        if check && dryRun { throw ValidationError("--check and --dry-run cannot be combined") }
        if watch && (check || dryRun) { throw ValidationError("--watch cannot be combined with --check or --dry-run") }
        if sourceryDry && (check || dryRun || watch) { throw ValidationError("--dry cannot be combined with --check, --dry-run or --watch") }
        if output.verbose && output.quiet { throw ValidationError("--verbose and --quiet cannot be combined") }
    }

    mutating func run() throws {
        // The config's folder, when the run moved into it: its paths are shown from here.
        let project = ProjectFolder.enter(&generation)
        if watch { WatchSession(generation: generation, verbose: output.verbose, quiet: output.quiet, project: project).run() }
        let (configs, configDiagnostics) = try generation.resolveAll()
        if sourceryDry { return try runDry(configs, configDiagnostics: configDiagnostics, project: project) }
        if configDiagnostics.containsErrors {
            Console.report(configDiagnostics, quiet: output.quiet, from: project)
            throw ExitCode.failure
        }
        Console.report(configDiagnostics, quiet: output.quiet, from: project)
        // Sourcery's child configurations run in turn, each its own run; the first that fails stops.
        var stale = 0
        for (index, config) in configs.enumerated() { stale += try run(config, last: index == configs.count - 1, project: project) }
        if stale > 0 {
            Console.printError("annogen: \(stale == 1 ? "1 output is" : "\(stale) outputs are") out of date; run `annogen run`")
            throw ExitCode.failure
        }
    }

    /// `--dry`: every configuration planned, nothing written; Sourcery's JSON report on standard output
    /// (its failure form, and exit 1, when a run stops with errors).
    private func runDry(_ configs: [Config], configDiagnostics: [Diagnostic], project: ProjectFolder?) throws {
        var diagnostics = configDiagnostics
        var outputs: [SourceryDryReport.Output] = []
        if !diagnostics.containsErrors {
            for config in configs {
                let report = Pipeline(config: config, cache: generation.makeCache(readOnly: true, configured: config.cachePath))
                    .runUsingCache(mode: .dryRun)
                diagnostics += report.diagnostics
                if report.hasErrors { break }
                outputs += SourceryDryReport.outputs(for: report.changes, config: config)
            }
        }
        if diagnostics.containsErrors {
            print(SourceryDryReport.json(SourceryDryReport.Failure(
                error: "annogen: stopped with errors; nothing was written", log: diagnostics.map(\.description))))
            throw ExitCode.failure
        }
        Console.report(diagnostics, quiet: output.quiet, verbose: output.verbose, from: project)
        print(SourceryDryReport.json(SourceryDryReport.Success(outputs: outputs)))
    }

    /// One configuration's run: its report printed; the number of stale outputs under `--check`.
    /// `last`: the process ends after it.
    private func run(_ config: Config, last: Bool, project: ProjectFolder?) throws -> Int {
        let mode: RunMode = check ? .check : (dryRun ? .dryRun : .write)
        let cache = generation.makeCache(readOnly: mode != .write, configured: config.cachePath)
        var pipeline = Pipeline(config: config, cache: cache)
        pipeline.leavesLoadedToExit = last
        let report = pipeline.runUsingCache(mode: mode)
        // The cache holds what the run kept of the model (memos, the patched types). After the last
        // configuration it is not freed at all: the process ends, and freeing it only delayed that
        // (~4 ms of a run that patched the model of 10,000 files, on the main thread). Before,
        // it is let go on another thread, which the process does not wait for.
        if let cache {
            if last {
                LeftToExit.keep(cache)
            } else {
                DispatchQueue.global(qos: .utility).async { withExtendedLifetime(cache) {} }
            }
        }
        Console.report(report.diagnostics, quiet: output.quiet, verbose: output.verbose, from: project)
        if report.hasErrors {
            Console.printError("annogen: stopped with errors; nothing was written")
            throw ExitCode.failure
        }
        for change in report.changes {
            let path = project?.forDisplay(change.displayPath) ?? change.displayPath
            switch mode {
            case .write:
                // A template that rendered nothing and has no file is not an output.
                let isFile = change.oldContent != nil || change.newContent != nil
                if (output.verbose && isFile) || (change.kind != .unchanged && !output.quiet) {
                    print("\(change.kind.rawValue): \(path)")
                }
            case .check:
                if change.kind != .unchanged { print("stale: \(path) (\(describe(change.kind)))") }
            case .dryRun:
                guard change.kind != .unchanged else { continue }
                print("would be \(change.kind.rawValue): \(path)")
                if output.verbose {
                    print(LineDiff.unified(old: change.oldContent ?? "", new: change.newContent ?? ""))
                }
            }
        }
        if !output.quiet { print(report.summary(mode: mode)) }
        if output.verbose {
            let replayed = report.declarationsReplayed > 0
                ? "replayed (declarations unchanged in \(report.declarationsReplayed) changed file\(report.declarationsReplayed == 1 ? "" : "s")), "
                : "replayed, "
            let stages = report.replayed ? replayed + report.stageTimes.summary : report.patchSummary + report.stageTimes.summary
            print("stages: \(stages)" + (PeakMemory.bytes().map { "; peak memory \(PeakMemory.describe($0))" } ?? ""))
        }
        return mode == .check ? report.staleOutputs.count : 0
    }

    private func describe(_ kind: OutputChange.Kind) -> String {
        switch kind {
        case .created: "missing"
        case .updated: "differs"
        case .removed: "should be removed"
        case .unchanged: "up to date"
        }
    }
}
