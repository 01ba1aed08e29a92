import AnnogenModel
import Foundation
import GraphQL

/// Reads GraphQL into the model: a schema (SDL in `.graphqls`/`.graphql` files, or the
/// introspection JSON Apollo projects commit as `schema.json`) and operation documents (`.graphql`
/// files of queries, mutations and fragments). Every operation is validated against the schema and
/// becomes an enum conforming to `GraphQLOperation` with its `Variables` and its response `Data`
/// (nested types following the selection set); fragments become types of their own; the schema's
/// enums and input objects that operations use become types too. Each carries `fromGraphQL`, so
/// the GraphQL template writes its declaration.
///
/// Unlike the other front ends it reads its files as one set: an operation means nothing without
/// the schema, and a fragment is used from other files.
public enum GraphQLFrontend {
    /// Extensions of files that hold GraphQL documents.
    public static let documentExtensions: Set<String> = ["graphql", "graphqls", "gql"]

    /// A quick test on a JSON file's text: true when it may be an introspection result
    /// (`{"data": {"__schema": …}}` or `{"__schema": …}`).
    public static func mayBeIntrospection(_ text: String) -> Bool {
        text.utf8.count > 12 && text.contains("\"__schema\"")
    }

    /// Whether the front end reads `file`: a document by its extension, or a JSON introspection result.
    /// A JSON file the run did not read (its stamp matched the cache, so its text is empty) is
    /// told by the start of the file on disk: the schema must not drop out of the set then.
    public static func reads(_ file: SourceFile) -> Bool {
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        guard let dot = name.lastIndex(of: ".") else { return false }
        let pathExtension = String(name[name.index(after: dot)...]).lowercased()
        if documentExtensions.contains(pathExtension) { return true }
        guard pathExtension == "json" else { return false }
        if !file.text.isEmpty { return mayBeIntrospection(file.text) }
        return mayBeIntrospection(fileStart(file.path))
    }

    /// The first 4 KB of the file at `path` as text (empty when it cannot be read): an introspection
    /// result names `__schema` at its start.
    private static func fileStart(_ path: String) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: 4_096)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Parses the set: one result per file, in the order given. The schema's files hold the enums
    /// and input objects operations use; each operation file its operations and fragments.
    public static func parse(_ files: [SourceFile], options: GraphQLOptions) -> [ParsedFile] {
        var project = GraphQLProject(files: files, options: options)
        project.read()
        return files.map { file in
            ParsedFile(path: file.path, contentHash: file.contentHash,
                       types: project.types[file.path] ?? [], diagnostics: project.diagnostics[file.path] ?? [])
        }
    }
}
