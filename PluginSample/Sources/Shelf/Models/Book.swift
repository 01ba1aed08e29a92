import AnnogenRuntime
import Foundation

/// A book on the shelf, as the catalogue service sends it. Its `Codable` code is in
/// Generated/Coding.generated.swift, written by `swift package generate-code` and checked in.
public struct Book: ResponseBodyType, Hashable {
    public let isbn: String
    public let title: String
    // gen: jsonKey = "page_count"
    public let pageCount: Int?
    // gen: boolFromInt
    // gen: jsonKey = "is_read"
    public let isRead: Bool
}
