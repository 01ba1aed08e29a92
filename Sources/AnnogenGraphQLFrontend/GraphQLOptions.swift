/// What a configuration says about GraphQL (`graphql:` in `.annogen.yml`).
public struct GraphQLOptions: Hashable, Sendable, Codable {
    /// Custom scalar → the Swift type it decodes as (`Long: Int64`, `DateTime: Date`). A custom
    /// scalar not named here decodes as `JSONValue`, with a warning.
    public var scalars: [String: String]
    /// The path operations are posted to, relative to the client's base URL.
    public var endpoint: String

    public init(scalars: [String: String] = [:], endpoint: String = "/graphql") {
        self.scalars = scalars
        self.endpoint = endpoint
    }

    /// What a parse depends on besides the files, for the cache key.
    public var fingerprint: String {
        "endpoint=\(endpoint);" + scalars.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";")
    }
}
