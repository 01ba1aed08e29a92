import AnnogenGraphQLFrontend
import AnnogenModel
import Foundation

/// The GraphQL files of a run, parsed together once (by whichever worker asks first) and then
/// handed out file by file. A file the run did not read (its stamp matched the cache) is read here,
/// and one that changed since it was loaded is an error at it, as for any source.
final class GraphQLSetParse: @unchecked Sendable {
    private let files: [SourceFile]
    /// The paths of `files`: which sources the set answers for.
    let paths: Set<String>
    private let options: GraphQLOptions
    private let lock = NSLock()
    private var results: [String: ParsedFile]?

    init(files: [SourceFile], options: GraphQLOptions) {
        self.files = files
        paths = Set(files.map(\.path))
        self.options = options
    }

    func result(for path: String) -> ParsedFile? {
        lock.lock()
        defer { lock.unlock() }
        if results == nil { results = parseAll() }
        return results?[path]
    }

    private func parseAll() -> [String: ParsedFile] {
        var texts: [SourceFile] = []
        var changed: [String: Diagnostic] = [:]
        for file in files {
            guard file.text.isEmpty else {
                texts.append(file)
                continue
            }
            switch file.readingAgain() {
            case .read(let read): texts.append(read)
            case .changed(let error): changed[file.path] = error
            }
        }
        // A file that changed while annogen ran stops the set: it answers with that error, the
        // others with nothing (the run fails, and records none of it).
        let parsed = changed.isEmpty ? GraphQLFrontend.parse(texts, options: options) : files.map { file in
            ParsedFile(path: file.path, contentHash: file.contentHash, diagnostics: changed[file.path].map { [$0] } ?? [])
        }
        return Dictionary(parsed.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
