import Foundation

/// Which media types of a spec carry JSON, as a server sends them: `application/json` and any
/// `+json` type, with or without parameters (`application/json; charset=utf-8`, Spring's default),
/// in any case. `*/*` (also Spring's) carries JSON when it is all a body offers.
enum MediaType {
    static func isJSON(_ mediaType: String) -> Bool {
        let essence = essence(of: mediaType)
        return essence == "application/json" || essence.hasSuffix("+json")
    }

    /// The media type a request body is sent with, when it is not `application/json`: a `+json`
    /// type as the spec writes it (`application/merge-patch+json`), which a server may require.
    /// Nil for `application/json` (with or without parameters) and `*/*`, sent as `application/json`.
    static func requestContentType(_ mediaType: String) -> String? {
        let essence = essence(of: mediaType)
        guard essence != "application/json", essence.hasSuffix("+json") else { return nil }
        return mediaType.trimmingCharacters(in: .whitespaces)
    }

    /// Any media type: taken as JSON where a body has no JSON type.
    static func isAny(_ mediaType: String) -> Bool {
        essence(of: mediaType) == "*/*"
    }

    /// The type and subtype, lowercased, without parameters.
    static func essence(of mediaType: String) -> String {
        let end = mediaType.firstIndex(of: ";") ?? mediaType.endIndex
        return mediaType[..<end].trimmingCharacters(in: .whitespaces).lowercased()
    }
}
