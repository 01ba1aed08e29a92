import Foundation

/// Bytes to upload: a file part of a `multipart/form-data` body, or a whole
/// `application/octet-stream` (or `image/png`, …) body. Held in memory or read from a file when
/// the request is sent (mapped, so a large file is copied once, into the request).
///
/// ```swift
/// try await client.uploadAsset(body: .init(assetData: FileUpload(fileURL: photoURL, contentType: "image/jpeg"),
///                                          deviceId: "phone"))
/// ```
public struct FileUpload: Sendable, Hashable, Codable {
    /// Where the bytes are.
    public enum Content: Sendable, Hashable {
        case data(Data)
        case file(URL)
    }

    public var content: Content
    /// The part's `filename`; a file's last path component by default. A part without one is a
    /// plain field to most servers, so a multipart body sends the field's name when this is nil.
    public var filename: String?
    /// The part's `Content-Type`; `application/octet-stream` when nil.
    public var contentType: String?

    public init(data: Data, filename: String? = nil, contentType: String? = nil) {
        self.content = .data(data)
        self.filename = filename
        self.contentType = contentType
    }

    public init(fileURL: URL, filename: String? = nil, contentType: String? = nil) {
        self.content = .file(fileURL)
        self.filename = filename ?? fileURL.lastPathComponent
        self.contentType = contentType
    }

    /// The bytes: the data, or the file's contents, mapped rather than read where the system can.
    public func bytes() throws -> Data {
        switch content {
        case .data(let data): data
        case .file(let url): try Data(contentsOf: url, options: .mappedIfSafe)
        }
    }

    /// In a JSON body (where a spec puts `format: binary` by mistake): the bytes in base64.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(bytes().base64EncodedString())
    }

    /// From JSON: base64 text.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let data = Data(base64Encoded: try container.decode(String.self)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected base64 bytes")
        }
        self.init(data: data)
    }
}
