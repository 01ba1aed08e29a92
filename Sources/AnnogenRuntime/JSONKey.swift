/// The coding key of generated `init(from:)` and `encode(to:)`: one key type for every model,
/// written as a string literal where it is used (`forKey: "display_name"`, see
/// `JSONDecodingContainer`), instead of a `CodingKeys` enum per model. Errors name it by its
/// string, as they name an enum's case. Frozen: an app that builds AnnogenRuntime with library
/// evolution still knows its layout.
@frozen
public struct JSONKey: CodingKey, Hashable, Sendable {
    public let stringValue: String

    public init(_ stringValue: String) {
        self.stringValue = stringValue
    }

    public init?(stringValue: String) {
        self.stringValue = stringValue
    }

    public var intValue: Int? { nil }

    public init?(intValue: Int) {
        nil
    }
}
