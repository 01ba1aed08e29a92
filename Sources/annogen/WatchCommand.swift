import AnnogenCore
import ArgumentParser
import Foundation

/// `annogen watch`: generate, then regenerate whenever sources, templates or the config change.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Generate, then regenerate whenever sources, templates or the config change (Ctrl-C to stop).",
        discussion: """
            Prints one line per regeneration: what changed, the outputs written and the time. Errors are \
            printed and the watch goes on; nothing is written until they are fixed. Parse results stay in \
            memory between regenerations, and a change that leaves every input's content as it was does \
            nothing.
            """
    )

    @OptionGroup var generation: GenerationOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if output.verbose && output.quiet { throw ValidationError("--verbose and --quiet cannot be combined") }
    }

    mutating func run() throws {
        let project = ProjectFolder.enter(&generation)
        WatchSession(generation: generation, verbose: output.verbose, quiet: output.quiet, project: project).run()
    }
}

/// The watch loop: a watcher thread that blocks until files change, and a serial queue that
/// regenerates and handles Ctrl-C between regenerations, so an interrupt never cuts a write short.
/// A config with child configurations (Sourcery's `configurations:`) regenerates each of them in
/// turn, as `annogen run` does, each with its own cache.
final class WatchSession: @unchecked Sendable {
    private let generation: GenerationOptions
    private let verbose: Bool
    private let quiet: Bool
    private let watcher = FileWatchers.make()
    private let queue = DispatchQueue(label: "annogen.watch")
    /// One configuration as the session keeps it between passes.
    private struct Watched {
        var config: Config
        let cache: AnnogenCache
        var lastKey: String?
        /// The content hash of every input (sources, templates, the config) as the last pass left
        /// them, by `CachedRun.inputPath`: a change that alters none of them (a temporary file,
        /// annogen's own write of an inline block, a save without edits) starts no pass.
        var knownInputs: [String: String] = [:]
        /// The project files its templates read in the last pass (a `mockFile`), by absolute path.
        var projectFiles: [String] = []
    }
    /// Every configuration of the config file, in order; empty while the config has errors.
    private var watched: [Watched] = []
    private var targets: WatchTargets?
    /// Whether the config read last had errors: no pass runs until it is fixed.
    private var configHasErrors = false
    /// How long a burst of changes must be quiet before a pass.
    static let settle: TimeInterval = 0.1
    /// What the config names: its sources' and templates' folders and files, and what is ignored.
    private var configTargets = WatchTargets(folders: [], files: [], ignored: [])

    /// The config's folder, when the session moved into it: paths are shown from where it started.
    private let project: ProjectFolder?

    init(generation: GenerationOptions, verbose: Bool, quiet: Bool, project: ProjectFolder? = nil) {
        self.generation = generation
        self.verbose = verbose
        self.quiet = quiet
        self.project = project
    }

    func run() -> Never {
        queue.sync {
            reloadConfig(initial: true)
            regenerate(changed: [], initial: true)
        }
        if !quiet {
            say("watching \(describe(targets)); press Ctrl-C to stop")
        }
        while true {
            // A burst of saves is one pass once it has been quiet for 0.1 s (at most 1 s after it
            // began): an editor that writes a file in several steps, or five saves 40 ms apart, gave
            // passes that wrote what was in between with 30 ms.
            let changed = watcher.nextChanges(settle: Self.settle, maximumDelay: 1)
            queue.sync {
                let configPath = generation.configPath.map(WatchTargets.absolute)
                let configChanged = changed.contains { $0 == configPath }
                if watched.isEmpty || configChanged { reloadConfig(initial: false) }
                guard !configHasErrors, configChanged || changesAnInput(changed) else { return }
                regenerate(changed: changed, initial: false)
            }
        }
    }

    /// Reads the config again and watches what it names; on errors prints them and keeps watching
    /// the config file for a fix. Each configuration keeps its cache (and the parse results in it)
    /// while the config keeps as many.
    private func reloadConfig(initial: Bool) {
        var configs: [Config] = []
        do {
            let (resolved, diagnostics) = try generation.resolveAll(watching: true)
            Console.report(diagnostics, quiet: quiet, from: project)
            if !diagnostics.containsErrors { configs = resolved }
        } catch {
            Console.printError("annogen: \(WatchCommand.message(for: error))")
        }
        configHasErrors = configs.isEmpty
        if configHasErrors {
            // The configurations are kept as they were, with what their inputs were: once the
            // config is fixed, the pass names what changed since (it named every input).
            let name = project?.forDisplay(generation.configPath ?? ".annogen.yml") ?? generation.configPath ?? ".annogen.yml"
            say("\(initial ? "initial run" : "\(name) changed"): errors in the config, nothing written; waiting for changes", always: true)
            if watched.isEmpty {
                configTargets = WatchTargets(folders: [], files: [generation.configPath ?? ".annogen.yml"], ignored: [])
                updateTargets()
            }
            return
        }
        let previous = watched
        watched = configs.enumerated().map { index, config in
            if previous.count == configs.count {
                var kept = previous[index]
                kept.config = config
                return kept
            }
            let cache = generation.makeCache(keepsParsedFiles: true, configured: config.cachePath)
                ?? AnnogenCache(directory: nil, keepsParsedFiles: true)
            return Watched(config: config, cache: cache)
        }
        var folders: [String] = []
        var files: [String] = generation.configPath.map { [$0] } ?? [".annogen.yml"]
        for config in configs {
            for path in config.sources + config.templates {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                    if !folders.contains(path) { folders.append(path) }
                } else if !files.contains(path) {
                    files.append(path)
                }
            }
        }
        let ignored = watched.flatMap { [$0.config.output, $0.cache.directory].compactMap { $0 } }
        configTargets = WatchTargets(folders: folders, files: files, ignored: ignored)
        updateTargets()
    }

    /// Watches what the config names and the project files the last passes read (a `mockFile`
    /// outside the sources: editing it changes the output, so it starts a pass).
    private func updateTargets() {
        var files = configTargets.files
        for path in watched.flatMap(\.projectFiles) where !files.contains(path) { files.append(path) }
        let newTargets = WatchTargets(folders: configTargets.folders, files: files, ignored: configTargets.ignored)
        if newTargets != targets {
            watcher.watch(newTargets)
            targets = newTargets
        }
    }

    private func regenerate(changed: Set<String>, initial: Bool) {
        defer { updateTargets() }
        for index in watched.indices {
            // As `annogen run`: the first configuration that stops with errors stops the others.
            guard regenerate(&watched[index], label: watched.count > 1 ? "configuration \(index + 1): " : "",
                             changed: changed, initial: initial) else { return }
        }
    }

    /// One configuration's pass; false when it stopped with errors.
    private func regenerate(_ state: inout Watched, label: String, changed: Set<String>, initial: Bool) -> Bool {
        // The first pass composes and renders even when the last run's record stands, so that the
        // model and the templates' texts are in memory for the passes that follow.
        let result = Pipeline(config: state.config, cache: state.cache).cachedRun(mode: .write, replays: !initial)
        let report = result.report
        var inputs = result.inputHashes
        if let configPath = generation.configPath {
            inputs[CachedRun.inputPath(configPath)] = FileManager.default.contents(atPath: configPath).map(ContentHash.of)
        }
        if !report.hasErrors { state.projectFiles = result.projectFilesRead }
        let previous = state.knownInputs
        let lastKey = state.lastKey
        state.lastKey = result.inputKey
        state.knownInputs = inputs
        // Nothing to say when no input's content changed (a touch, a save without edits, a
        // temporary file).
        if !initial, let key = result.inputKey, key == lastKey { return true }
        let what = label + (initial ? "initial run" : describeChanges(Self.changedInputs(from: previous, to: inputs), fallback: changed))
        Console.report(report.diagnostics, quiet: quiet, verbose: verbose, from: project)
        let time = String(format: "%.2f s", report.elapsedSeconds)
        if report.hasErrors {
            say("\(what): errors, nothing written in \(time); waiting for changes", always: true)
            return false
        }
        let written = report.staleOutputs
        let unchanged = report.unchangedOutputs.count
        var line = "\(what): \(written.count == 1 ? "1 output" : "\(written.count) outputs") written"
        if !written.isEmpty, written.count <= 3 || verbose {
            line += " (\(written.map { "\($0.kind.rawValue) \(project?.forDisplay($0.displayPath) ?? $0.displayPath)" }.joined(separator: ", ")))"
        }
        say(line + ", \(unchanged) unchanged in \(time)")
        if verbose {
            say("stages: \(report.patchSummary)\(report.stageTimes.summary)")
        }
        return true
    }

    /// Whether any path the watcher reported changed an input's content: a known input edited or
    /// deleted, or a new file or folder that may hold inputs. Temporary files (hidden, or without a
    /// source or template extension) and annogen's own writes do not.
    private func changesAnInput(_ changed: Set<String>) -> Bool {
        var knownInputs: [String: String] = [:]
        for state in watched { knownInputs.merge(state.knownInputs) { first, _ in first } }
        guard !knownInputs.isEmpty else { return true }
        for path in changed {
            let key = CachedRun.inputPath(path)
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            if let known = knownInputs[key] {
                if FileManager.default.contents(atPath: path).map(ContentHash.of) != known { return true }
                continue
            }
            if isDirectory.boolValue || knownInputs.keys.contains(where: { $0.hasPrefix(key + "/") }) { return true }
            let name = (path as NSString).lastPathComponent
            if exists, !name.hasPrefix("."), ["swift", "h", "yaml", "yml", "json", "stencil"].contains((name as NSString).pathExtension) { return true }
        }
        return false
    }

    /// The inputs whose content differs between two passes (edited, added or removed), sorted.
    static func changedInputs(from old: [String: String], to new: [String: String]) -> [String] {
        var result = new.compactMap { path, hash in old[path] == hash ? nil : path }
        result += old.keys.filter { new[$0] == nil }
        return result.sorted()
    }

    /// `Sources/A.swift changed`, naming the inputs whose content changed (relative to the working
    /// directory), or the paths the watcher reported when none did (without a cache).
    private func describeChanges(_ inputs: [String], fallback changed: Set<String>) -> String {
        let cwd = CachedRun.inputPath(".") + "/"
        let paths = inputs.isEmpty ? changed.sorted() : inputs
        // From where the session started.
        let names = paths.map { project?.forDisplay($0) ?? ($0.hasPrefix(cwd) ? String($0.dropFirst(cwd.count)) : $0) }
        if names.isEmpty { return "changed" }
        if names.count <= 3 { return names.joined(separator: ", ") + " changed" }
        return names.prefix(2).joined(separator: ", ") + " and \(names.count - 2) more changed"
    }

    private func describe(_ targets: WatchTargets?) -> String {
        guard let targets else { return "the config" }
        let count = targets.folders.count + targets.files.count
        return count == 1 ? "1 path" : "\(count) paths"
    }

    private func say(_ line: String, always: Bool = false) {
        guard always || !quiet else { return }
        // Unbuffered: whoever reads the pipe sees each line when it happens.
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

extension WatchCommand {
    static func message(for error: any Error) -> String {
        Annogen.message(for: error)
    }
}
