import AnnogenGraphQLFrontend
import AnnogenModel
import AnnogenObjCFrontend
import AnnogenOpenAPIFrontend
import AnnogenSwiftFrontend
import Foundation

/// Parses files on all cores, one file per work item, each with the front end for its extension
/// (`.h` → Objective-C through libclang, `.yaml`/`.yml`/`.json` → OpenAPI, `.graphql`/`.graphqls`
/// and introspection JSON → GraphQL, anything else → Swift); the result keeps the input order.
/// GraphQL files are read as one set (operations need the schema), once, by the first of them asked for.
struct ParallelParser: Sendable {
    /// Include paths, framework paths and defines for headers.
    var objc = ObjCOptions()
    /// Custom scalars and the endpoint of GraphQL operations (`graphql:` in the config).
    var graphql = GraphQLOptions()
    /// A hash of every GraphQL file among the sources and of `graphql`: a GraphQL file's parse result
    /// depends on the schema and the other documents, so it is cached under all of them.
    var graphQLSet = ""
    /// The GraphQL files among the sources, parsed together when the first of them is asked for.
    private let graphQLFiles: GraphQLSetParse?
    /// A hash of every header among the sources (paths and contents): a header's parse result
    /// depends on the headers it imports, so it is cached under all of them.
    var headerSet = ""
    /// A hash of every YAML and JSON file among the sources (paths and contents), when there are two
    /// or more: a spec split across files reads the others (`$ref: schemas/user.yaml`), so a spec's
    /// parse result is cached under all of them.
    var specSet = ""
    /// File name → the absolute folders of the headers of that name among the sources, so that
    /// `#import "Name.h"` finds a header in another folder (see `ObjCFrontend.parse`).
    var projectHeaders: [String: [String]] = [:]
    /// Class or protocol name → the header among the sources that declares it (for the notes of a
    /// header that uses it without importing it).
    var projectDeclarations: [String: String] = [:]

    init(objc: ObjCOptions = ObjCOptions(), graphql: GraphQLOptions = GraphQLOptions(), sources: [SourceFile] = []) {
        self.objc = objc
        self.graphql = graphql
        // An introspection JSON means something only beside operation documents: without any, no
        // JSON file is looked into (a cached run does not read them).
        let hasDocuments = sources.contains { GraphQLFrontend.documentExtensions.contains(PathText.pathExtension($0.path).lowercased()) }
        let graphQL = hasDocuments ? sources.filter(GraphQLFrontend.reads) : []
        if graphQL.isEmpty {
            graphQLFiles = nil
        } else {
            graphQLSet = ContentHash.of(Self.setKey(graphQL) + "\u{0}" + graphql.fingerprint)
            graphQLFiles = GraphQLSetParse(files: graphQL, options: graphql)
        }
        let specFiles = sources.filter(Self.mayBeSpecPart)
        if specFiles.count > 1 { specSet = Self.setKey(specFiles) }
        let headers = sources.filter(Self.isHeader)
        if !headers.isEmpty { headerSet = Self.setKey(headers) }
        for header in headers {
            let absolute = PathNormalizer.standardize(TemplatePaths.absolute(header.path))
            projectHeaders[(absolute as NSString).lastPathComponent, default: []].append(PathText.deletingLastComponent(absolute))
        }
        for header in headers.sorted(by: { $0.path < $1.path }) {
            for name in ProjectDeclarations.declaredNames(in: header.text) where projectDeclarations[name] == nil {
                projectDeclarations[name] = header.path
            }
        }
    }

    /// A hash of `files`' paths and contents, in any order.
    private static func setKey(_ files: [SourceFile]) -> String {
        ContentHash.of(files.map { "\($0.path)\u{0}\($0.contentHash)" }.sorted().joined(separator: "\n"))
    }

    static func isHeader(_ file: SourceFile) -> Bool {
        ObjCFrontend.fileExtensions.contains(PathText.pathExtension(file.path))
    }

    /// A file the OpenAPI front end reads: a spec, or a part of one that a spec refers to.
    static func mayBeSpecPart(_ file: SourceFile) -> Bool {
        OpenAPIFrontend.fileExtensions.contains(PathText.pathExtension(file.path))
    }

    /// When there are headers but libclang cannot be loaded, the one warning saying so (the headers are
    /// then left out; the Swift files are parsed and generate as usual).
    static func headersUnavailable(_ files: [SourceFile]) -> Diagnostic? {
        guard let firstHeader = files.first(where: isHeader), let reason = ObjCFrontend.unavailableReason else { return nil }
        let count = files.count(where: isHeader)
        return .warning("\(reason) (\(count) header\(count == 1 ? "" : "s") not read)",
                      at: SourceLocation(path: firstHeader.path, line: 1, column: 1))
    }

    /// What a file's parse result depends on, as the cache keys it: its content; for a header
    /// the other headers among the sources (it may import them) and the Objective-C options; for a
    /// spec the other YAML and JSON files (it may refer to them).
    func parseKey(_ file: SourceFile) -> String {
        if let graphQLFiles, graphQLFiles.paths.contains(file.path) {
            return ContentHash.of("\(file.contentHash)\u{0}\(graphQLSet)")
        }
        if Self.isHeader(file) {
            return ContentHash.of("\(file.contentHash)\u{0}\(headerSet)\u{0}\(objc.fingerprint)")
        }
        if !specSet.isEmpty, Self.mayBeSpecPart(file) {
            return ContentHash.of("\(file.contentHash)\u{0}\(specSet)")
        }
        return file.contentHash
    }

    /// One file, with the front end for its extension; its `contentHash` is its `parseKey`.
    func parseOne(_ file: SourceFile) -> ParsedFile {
        let pathExtension = PathText.pathExtension(file.path)
        var parsed: ParsedFile
        if let graphQLFiles, graphQLFiles.paths.contains(file.path), let result = graphQLFiles.result(for: file.path) {
            parsed = result
            parsed.contentHash = parseKey(file)
        } else if ObjCFrontend.fileExtensions.contains(pathExtension) {
            parsed = ObjCFrontend.parse(file, options: objc, projectHeaders: projectHeaders, projectDeclarations: projectDeclarations)
            parsed.contentHash = parseKey(file)
        } else if OpenAPIFrontend.fileExtensions.contains(pathExtension) {
            parsed = OpenAPIFrontend.parse(file)
            parsed.contentHash = parseKey(file)
        } else {
            parsed = SwiftFrontend.parse(file)
        }
        return parsed
    }

    /// Every file, in input order.
    func parse(_ files: [SourceFile]) -> [ParsedFile] {
        let slots = ResultSlots<ParsedFile>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            slots.set(index, parseOne(files[index]))
        }
        return slots.values
    }

    /// The parse results' diagnostics in file order, each once: an error in a header that several
    /// headers import is reported by each of their parses, and is printed once.
    static func diagnostics(of parsed: [ParsedFile]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return parsed.flatMap(\.diagnostics).filter { seen.insert($0).inserted }
    }
}
