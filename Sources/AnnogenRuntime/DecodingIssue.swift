import Foundation

/// Something wrong in a response that did not fail it: a value dropped by safe decoding, or
/// an enum raw value the app does not know. ``APIClient/Configuration/onDecodingIssue``
/// receives them.
public struct DecodingIssue: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// An optional value failed to decode and became nil; `reason` says why.
        case droppedValue(reason: String)
        /// A raw value of `type` that has no case was mapped to the fallback case.
        case unknownRawValue(String, type: String)
    }

    public var kind: Kind
    /// Where in the response, e.g. `products[2].badge`.
    public var codingPath: String
    /// The request whose response it was, e.g. `GET /app/search`; nil outside ``APIClient``.
    public var request: String?

    public init(kind: Kind, codingPath: String, request: String? = nil) {
        self.kind = kind
        self.codingPath = codingPath
        self.request = request
    }

    public var description: String {
        let place = (request.map { "\($0) " } ?? "") + (codingPath.isEmpty ? "<root>" : codingPath)
        switch kind {
        case .droppedValue(let reason):
            return "\(place): dropped invalid value (\(reason))"
        case .unknownRawValue(let raw, let type):
            return "\(place): unknown \(type) raw value '\(raw)'"
        }
    }
}

/// Carries the decoding-issue hook into `init(from:)` through `JSONDecoder.userInfo`
/// under ``Foundation/CodingUserInfoKey/decodingIssueReporter``. ``APIClient`` sets one on
/// every request's decoder; set one yourself to use the helpers with your own decoder.
public final class DecodingIssueReporter: Sendable {
    private let request: String?
    private let handler: @Sendable (DecodingIssue) -> Void

    public init(request: String? = nil, handler: @escaping @Sendable (DecodingIssue) -> Void) {
        self.request = request
        self.handler = handler
    }

    /// Hands `issue` to the hook, tagged with this reporter's request.
    public func report(_ issue: DecodingIssue) {
        var issue = issue
        if issue.request == nil { issue.request = request }
        handler(issue)
    }
}

extension CodingUserInfoKey {
    /// Where a ``DecodingIssueReporter`` travels in a decoder's `userInfo`.
    // The initialiser is failable only because of RawRepresentable; it never fails.
    public static let decodingIssueReporter = CodingUserInfoKey(rawValue: "annogen.decodingIssueReporter")!
}

extension Decoder {
    /// Reports `kind` to the installed ``DecodingIssueReporter``, if any, at `codingPath`
    /// (this decoder's own path when nil).
    public func reportDecodingIssue(_ kind: DecodingIssue.Kind, codingPath path: String? = nil) {
        guard let reporter = userInfo[.decodingIssueReporter] as? DecodingIssueReporter else { return }
        reporter.report(DecodingIssue(kind: kind, codingPath: path ?? readableCodingPath(codingPath)))
    }
}
