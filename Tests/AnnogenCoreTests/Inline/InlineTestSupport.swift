@testable import AnnogenCore
import AnnogenModel
import AnnogenSwiftFrontend
import Foundation

/// A template reference for rendered text that did not come from a file.
let testTemplate = TemplateRef(path: "Templates/T.stencil", name: "T.stencil", root: "Templates")

/// Splits `rendered` as template output and puts its inline blocks into `sources` (path → text), as the
/// pipeline does but in memory. Returns every source's text afterwards (unchanged ones included) and
/// the diagnostics of splitting, planning and splicing.
func spliceInMemory(
    _ sources: [String: String], rendered: String, template: TemplateRef = testTemplate
) -> (texts: [String: String], diagnostics: [Diagnostic]) {
    let files = sources.keys.sorted().map { path in
        SourceFile(path: path, text: sources[path] ?? "", contentHash: ContentHash.of(sources[path] ?? ""))
    }
    let parsed = files.map(SwiftFrontend.parse)
    let (module, _) = Composer.compose(parsed)
    let split = RenderedOutputSplitter.split(rendered, template: template)
    let (edits, _, diagnostics) = InlinePlanner.plan(blocks: split.inlineBlocks, sources: LoadedSources(files), parsed: { _ in parsed }, module: module)
    var texts = sources
    for edit in edits { texts[edit.file.path] = edit.newText }
    return (texts, split.diagnostics + diagnostics)
}

/// The text of `source` after splicing `rendered` into it (a single file named `A.swift`).
func splice(_ source: String, rendered: String, template: TemplateRef = testTemplate) -> (text: String, diagnostics: [Diagnostic]) {
    let result = spliceInMemory(["A.swift": source], rendered: rendered, template: template)
    return (result.texts["A.swift"] ?? "", result.diagnostics)
}

/// A text with every inline block (its marker lines and content) removed: what must never change.
func outsideBlocks(_ text: String) -> [UInt8] {
    let bytes = Array(text.utf8)
    let blocks = InlineBlockScanner.scan(bytes, path: "").blocks
    var result: [UInt8] = []
    var cursor = 0
    for block in blocks {
        result.append(contentsOf: bytes[cursor..<block.blockRange.lowerBound])
        cursor = block.blockRange.upperBound
    }
    result.append(contentsOf: bytes[cursor...])
    return result
}
