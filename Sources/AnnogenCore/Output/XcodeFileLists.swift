import AnnogenModel
import Foundation

/// The input and output file lists of an Xcode Run Script build phase that runs annogen
/// (`.xcfilelist`, one path per line): with them Xcode runs the phase only when an input changed, and
/// under user-script sandboxing lets it read the inputs and write the outputs. Inputs: every source
/// file read, every file in the template folders (partials included) and the config. Outputs: every
/// file the run writes (template outputs and `gen:file:` files); sources that receive inline blocks
/// are inputs, not outputs, as a file cannot be both.
public struct XcodeFileLists: Equatable, Sendable {
    public var inputs: [String]
    public var outputs: [String]

    /// The lists for a run of `config` (planned as a dry run: nothing is written), with paths as
    /// `$(SRCROOT)/relative/path` when under `sourceRoot`, else absolute. Errors when the run has errors.
    public static func make(config: Config, configPath: String?, sourceRoot: String) -> (lists: XcodeFileLists?, diagnostics: [Diagnostic]) {
        let pipeline = Pipeline(config: config)
        // The sources are read once: their paths are inputs, and the dry run plans from them.
        let loaded = pipeline.sourceLoader.load()
        var inputs = loaded.files.map(\.path)
        // The project files templates read (a `mockFile`) are inputs too: Xcode runs the phase again
        // when one changes.
        let read = ProjectFileReadLog()
        let report = ProjectFile.$readLog.withValue(read) {
            pipeline.run(mode: .dryRun, writer: OutputWriter(), preloaded: (loaded.files, [], loaded.diagnostics))
        }
        guard !report.hasErrors else { return (nil, report.diagnostics) }
        inputs += read.all.map(\.fullPath)
        // Hidden files (.DS_Store) come and go without being templates' inputs.
        inputs += TemplateFinder.files(under: config.templates).flatMap { $0.files ?? [] }
            .filter { !($0 as NSString).lastPathComponent.hasPrefix(".") }
        if let configPath { inputs.append(configPath) }
        let outputs = report.changes.filter { $0.expectedHash == nil && $0.newContent != nil }.map(\.path)
        let root = TemplatePaths.absolute(sourceRoot)
        let spell = { (path: String) -> String in
            let full = TemplatePaths.absolute(path)
            guard full.hasPrefix(root + "/") else { return full }
            return "$(SRCROOT)/" + full.dropFirst(root.count + 1)
        }
        let unique = { (paths: [String]) in Array(Set(paths.map(spell))).sorted() }
        return (XcodeFileLists(inputs: unique(inputs), outputs: unique(outputs)), report.diagnostics)
    }

    /// A file list's text: one path per line.
    public static func text(_ paths: [String]) -> String {
        paths.map { $0 + "\n" }.joined()
    }
}
