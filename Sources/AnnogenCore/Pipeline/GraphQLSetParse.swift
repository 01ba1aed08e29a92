import AnnogenGraphQLFrontend
import AnnogenModel
import Foundation

/// The GraphQL files of a run, parsed together once (by whichever worker asks first) and then
/// handed out file by file. A file the run did not read (its stamp matched the cache) is read here.
final class GraphQLSetParse: @unchecked Sendable {
    private let files: [SourceFile]
    private let options: GraphQLOptions
    private let lock = NSLock()
    private var results: [String: ParsedFile]?

    init(files: [SourceFile], options: GraphQLOptions) {
        self.files = files
        self.options = options
    }

    func result(for path: String) -> ParsedFile? {
        lock.lock()
        defer { lock.unlock() }
        if results == nil {
            let texts = files.map { file -> SourceFile in
                guard file.text.isEmpty, let data = FileManager.default.contents(atPath: file.path),
                      let text = String(data: data, encoding: .utf8) else { return file }
                return SourceFile(path: file.path, text: text, contentHash: file.contentHash)
            }
            let parsed = GraphQLFrontend.parse(texts, options: options)
            results = Dictionary(parsed.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        }
        return results?[path]
    }
}
