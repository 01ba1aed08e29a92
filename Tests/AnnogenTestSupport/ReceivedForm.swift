import Foundation
import MultipartKit

/// One part of a `multipart/form-data` body as a server reads it (with MultipartKit's parser, the one
/// Vapor servers use).
public struct ReceivedPart: Sendable, Equatable {
    /// The `name` of its `Content-Disposition`.
    public var name: String?
    /// The `filename` of its `Content-Disposition`; nil for a plain field.
    public var filename: String?
    /// Its `Content-Type` header; nil when it sends none (plain text).
    public var contentType: String?
    public var body: Data

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }
}

extension TestServer.Recorded {
    /// The body parsed as `multipart/form-data` with the boundary the `Content-Type` header gives.
    public func multipartParts() throws -> [ReceivedPart] {
        guard let header = header("Content-Type"), header.lowercased().hasPrefix("multipart/form-data"),
              let boundary = Self.parameter("boundary", in: header) else {
            throw ReceivedFormError("Content-Type is not multipart/form-data with a boundary: \(header("Content-Type") ?? "none")")
        }
        let parser = MultipartParser(boundary: boundary)
        var parts: [ReceivedPart] = []
        var headers: [(String, String)] = []
        var body = Data()
        parser.onHeader = { name, value in headers.append((name, value)) }
        parser.onBody = { buffer in body.append(contentsOf: buffer.readBytes(length: buffer.readableBytes) ?? []) }
        parser.onPartComplete = {
            let disposition = headers.first { $0.0.lowercased() == "content-disposition" }?.1 ?? ""
            parts.append(ReceivedPart(
                name: Self.parameter("name", in: disposition), filename: Self.parameter("filename", in: disposition),
                contentType: headers.first { $0.0.lowercased() == "content-type" }?.1, body: body))
            headers = []
            body = Data()
        }
        try parser.execute([UInt8](self.body))
        return parts
    }

    /// The body parsed as `application/x-www-form-urlencoded`: names and values, decoded, in order.
    public func formFields() -> [(name: String, value: String)] {
        bodyText.split(separator: "&").map { pair in
            let halves = pair.split(separator: "=", maxSplits: 1).map {
                String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String($0)
            }
            return (halves[0], halves.count > 1 ? halves[1] : "")
        }
    }

    /// `key="value"` or `key=value` among a header's `;`-separated parameters.
    static func parameter(_ key: String, in header: String) -> String? {
        for item in header.split(separator: ";").dropFirst() {
            let pair = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, pair[0].lowercased() == key else { continue }
            var value = pair[1]
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            return value
        }
        return nil
    }
}

struct ReceivedFormError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
