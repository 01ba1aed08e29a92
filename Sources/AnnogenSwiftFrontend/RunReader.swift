import AnnogenModel
import SwiftSyntax

/// Reads one large file in runs of whole top-level declarations (cut by `TopLevelChunks`), with one
/// run's tree alive at a time. Two passes, because what comments give across the file (`gen:file:`
/// annotations, `gen:begin` blocks) and its diagnostics are the whole file's: the first parses each
/// run for those and its syntax errors, the second parses each run again and walks it with one
/// visitor and the index of that run's comments. Locations and offsets are the whole file's, so the
/// result equals reading the file whole.
struct RunReader {
    /// A run with syntax errors is merged with the next runs and parsed again while the merged run is
    /// at most this many targets; if that does not clear them, with the run before. A cut the byte
    /// scan got wrong must not invent errors; an error that remains is the file's and is reported.
    static let mergeLimit = 8

    private let file: SourceFile
    private let target: Int
    /// Finds the bodies blanked in each run before it is parsed (see `BodySkipping`; a run is cut
    /// after a top-level `}`, so its bodies are whole); nil to parse them.
    private let findingBodies: BodySkipping.Finder?

    init(file: SourceFile, target: Int, findingBodies: BodySkipping.Finder? = BodyScanner.bodies(in:)) {
        self.file = file
        self.target = max(target, 1)
        self.findingBodies = findingBodies
    }

    /// What the first pass finds: what the file's comments give across it (and the problems in them),
    /// the lines of its marker comments, its syntax errors, and the runs as finally cut (after
    /// merging), for the second pass. Comments by line are not kept: each run's are read again with
    /// its tree (every comment of a 50 MB file and their index were ~90 MB at once).
    struct FirstPass {
        var scope = CommentScope.Reader()
        var markerLines: Set<Int> = []
        var errors = SyntaxErrorReporter.Tally()
        var runs: [Range<Int>] = []
    }

    /// The first pass over the file.
    func firstPass() -> FirstPass {
        SourceMap.reading(path: file.path, text: file.text) { firstPass(map: $0) }
    }

    /// The first pass: each run parsed, what its comments give across the file and its syntax errors
    /// kept, its tree dropped.
    private func firstPass(map: SourceMap) -> FirstPass {
        let cuts = TopLevelChunks.runs(of: map.bytes, target: target)
        var result = FirstPass()
        // What `result` held before the last accepted run, to take that run back when the next one
        // only parses cleanly together with it.
        var beforeLast = result
        var first = 0
        while first < cuts.count {
            var last = first
            var range = cuts[first]
            var parsed = parse(range, of: map)
            while parsed.tree.hasError, last + 1 < cuts.count,
                  cuts[last + 1].upperBound - range.lowerBound <= Self.mergeLimit * target {
                last += 1
                range = range.lowerBound..<cuts[last].upperBound
                parsed = parse(range, of: map)
            }
            if parsed.tree.hasError, let previous = result.runs.last {
                let joined = previous.lowerBound..<range.upperBound
                let retry = parse(joined, of: map)
                if !retry.tree.hasError {
                    result = beforeLast
                    range = joined
                    parsed = retry
                }
            }
            let tree = parsed.tree
            beforeLast = result
            let view = map.run(range)
            let comments = CommentCollector.comments(in: tree, map: view, blanked: parsed.blanked)
            result.scope.read(comments)
            result.markerLines.formUnion(SwiftFrontend.markerCommentLines(comments))
            result.errors.add(tree, map: view)
            result.runs.append(range)
            first = last + 1
        }
        return result
    }

    /// Both passes: the file's model and diagnostics. The second pass indexes each run's comments with
    /// its tree. A declaration's comments are in its run (a run starts on the line after a `}` line),
    /// except own-line block comments before that `}` (`/* gen: a */ }`) and the comments they chain
    /// up to, which the index carries into the next run; what applies across runs (`gen:file:`,
    /// `gen:begin` blocks) is in the first pass's scope.
    func parse() -> ParsedFile {
        SourceMap.reading(path: file.path, text: file.text) { map in
            let found = firstPass(map: map)
            let scope = found.scope.finish()
            // The file-level context's index holds no comments, only the scope's diagnostics: every
            // tree is walked with the index of its own run.
            return SwiftFrontend.model(
                of: file, map: map, comments: CommentIndex(comments: [], scope: scope),
                markerLines: found.markerLines, syntaxDiagnostics: found.errors.diagnostics
            ) { visitor in
                var carried: [SourceComment] = []
                for range in found.runs {
                    let parsed = parse(range, of: map)
                    let tree = parsed.tree
                    let view = map.run(range)
                    let runComments = carried + CommentCollector.comments(in: tree, map: view, blanked: parsed.blanked)
                    let comments = CommentIndex(comments: runComments, scope: scope)
                    visitor.walk(tree, parsedFrom: range, comments: comments)
                    // The run's last line: the line before the next run's first.
                    let lastLine = view.line(at: AbsolutePosition(utf8Offset: range.count)) - 1
                    carried = comments.ownLineComments(endingOn: lastLine)
                }
            }
        }
    }

    /// The tree of one run; its positions count from the run's start. The same range always gives
    /// the same tree, with or without bodies, so both passes read the same comments and declarations.
    private func parse(_ range: Range<Int>, of map: SourceMap) -> BodySkipping.Parsed {
        BodySkipping.parse(UnsafeBufferPointer(rebasing: map.bytes[range]), finder: findingBodies)
    }
}
