import Foundation

/// The wrapper a server puts around every response body, e.g.
/// `{"status": 0, "message": "ok", "body": {…}}`. Configured once on the client; the
/// client then decodes the `body` value as the endpoint's response and turns a status that
/// `isSuccess` rejects into ``APIError/serverStatus(status:message:body:)``.
public struct ResponseEnvelope: Sendable {
    public var statusKey: String
    public var bodyKey: String
    /// The key of a human-readable message sent with the status, if the server sends one.
    public var messageKey: String?
    /// Whether a status (an Int, String or Bool in the JSON, given here as text) means
    /// success.
    public var isSuccess: @Sendable (String) -> Bool

    /// By default `0`, `200`, `ok`, `success` and `true` mean success.
    public init(
        statusKey: String = "status",
        bodyKey: String = "body",
        messageKey: String? = "message",
        isSuccess: @escaping @Sendable (String) -> Bool = { ["0", "200", "ok", "success", "true"].contains($0.lowercased()) }
    ) {
        self.statusKey = statusKey
        self.bodyKey = bodyKey
        self.messageKey = messageKey
        self.isSuccess = isSuccess
    }
}

extension CodingUserInfoKey {
    // The initialiser is failable only because of RawRepresentable; it never fails.
    static let responseEnvelope = CodingUserInfoKey(rawValue: "annogen.responseEnvelope")!
}

/// A response decoded through the ``ResponseEnvelope`` found in the decoder's `userInfo`.
/// `body` is decoded only when the status is a success, and is nil when absent or null.
struct Enveloped<Body: Decodable>: Decodable {
    let status: String
    let message: String?
    let body: Body?

    init(from decoder: any Decoder) throws {
        guard let envelope = decoder.userInfo[.responseEnvelope] as? ResponseEnvelope else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "No ResponseEnvelope in userInfo"))
        }
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let statusKey = AnyCodingKey(envelope.statusKey)
        if let number = try? container.decode(Int.self, forKey: statusKey) {
            status = String(number)
        } else if let flag = try? container.decode(Bool.self, forKey: statusKey) {
            status = String(flag)
        } else {
            status = try container.decode(String.self, forKey: statusKey)
        }
        message = envelope.messageKey.flatMap { try? container.decodeIfPresent(String.self, forKey: AnyCodingKey($0)) }
        body = envelope.isSuccess(status)
            ? try container.decodeIfPresent(Body.self, forKey: AnyCodingKey(envelope.bodyKey))
            : nil
    }
}

/// A coding key made from any string, for keys known only at run time.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int? = nil

    init(_ string: String) { stringValue = string }
    init(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { return nil }
}
