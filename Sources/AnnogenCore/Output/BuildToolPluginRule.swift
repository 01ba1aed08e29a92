import AnnogenModel

/// What a template may write under SwiftPM's build-tool plugin: its own output file only. The build
/// declared that file before the run and compiles nothing else, so a `gen:file:` file would be
/// written but never compiled, and an inline block would rewrite a source inside the build.
enum BuildToolPluginRule {
    static let remedy = "run `swift package generate-code` (the command plugin) or `annogen run` for templates that write other files"

    /// One error per template that has `gen:file:` or inline blocks, at its first such block.
    static func diagnostics(_ outputs: [RenderedOutput]) -> [Diagnostic] {
        outputs.compactMap { output in
            if let block = output.fileBlocks.first {
                return .error("'\(output.template.name)' writes the file '\(block.path)' (gen:file), which the SwiftPM build-tool plugin cannot compile; \(remedy)",
                              at: block.location)
            }
            if let block = output.inlineBlocks.first {
                return .error("'\(output.template.name)' writes the inline block '\(block.key)' into a source, which the SwiftPM build-tool plugin cannot do; \(remedy)",
                              at: block.location)
            }
            return nil
        }
    }
}
