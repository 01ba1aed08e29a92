import AnnogenModel
import SwiftParser
import SwiftSyntax

/// Reads one large file in runs of whole top-level declarations (cut by `TopLevelChunks`), with one
/// run's tree alive at a time. Two passes, because annotations and documentation attach by line from a
/// comment index of the whole file (and its diagnostics are the whole file's): the first parses each
/// run for its comments and syntax errors, the second parses each run again and walks it with one
/// visitor. Locations and offsets are the whole file's, so the result equals reading the file whole.
struct RunReader {
    /// A run with syntax errors is merged with the next runs and parsed again while the merged run is
    /// at most this many targets; if that does not clear them, with the run before. A cut the byte
    /// scan got wrong must not invent errors; an error that remains is the file's and is reported.
    static let mergeLimit = 8

    private let file: SourceFile
    private let map: SourceMap
    private let target: Int

    init(file: SourceFile, target: Int) {
        self.file = file
        self.map = SourceMap(path: file.path, text: file.text)
        self.target = max(target, 1)
    }

    /// What the first pass finds: every comment of the file, its syntax errors, and the runs as
    /// finally cut (after merging), for the second pass.
    struct Comments {
        var comments: [SourceComment] = []
        var errors = SyntaxErrorReporter.Tally()
        var runs: [Range<Int>] = []
    }

    /// The first pass: each run parsed, its comments and syntax errors kept, its tree dropped.
    func comments() -> Comments {
        let cuts = TopLevelChunks.runs(of: map.bytes, target: target)
        var result = Comments()
        // What `result` held before the last accepted run, to take that run back when the next one
        // only parses cleanly together with it.
        var beforeLast = result
        var first = 0
        while first < cuts.count {
            var last = first
            var range = cuts[first]
            var tree = parse(range)
            while tree.hasError, last + 1 < cuts.count,
                  cuts[last + 1].upperBound - range.lowerBound <= Self.mergeLimit * target {
                last += 1
                range = range.lowerBound..<cuts[last].upperBound
                tree = parse(range)
            }
            if tree.hasError, let previous = result.runs.last {
                let joined = previous.lowerBound..<range.upperBound
                let retry = parse(joined)
                if !retry.hasError {
                    result = beforeLast
                    range = joined
                    tree = retry
                }
            }
            beforeLast = result
            let view = map.run(range)
            result.comments += CommentCollector.comments(in: tree, map: view)
            result.errors.add(tree, map: view)
            result.runs.append(range)
            first = last + 1
        }
        return result
    }

    /// Both passes: the file's model and diagnostics.
    func parse() -> ParsedFile {
        let found = comments()
        return SwiftFrontend.model(of: file, map: map, comments: found.comments,
                                   syntaxWarnings: found.errors.warnings) { visitor in
            for range in found.runs {
                visitor.walk(parse(range), parsedFrom: range)
            }
        }
    }

    /// The tree of one run; its positions count from the run's start.
    private func parse(_ range: Range<Int>) -> SourceFileSyntax {
        map.bytes.withUnsafeBufferPointer { bytes in
            Parser.parse(source: UnsafeBufferPointer(rebasing: bytes[range]))
        }
    }
}
