@testable import AnnogenCore
import AnnogenModel
import AnnogenSwiftFrontend
import Foundation
import Testing

@Suite struct BinaryCoderTests {
    private func parsed(_ text: String) -> ParsedFile {
        SwiftFrontend.parse(SourceFile(path: "Sources/A.swift", text: text, contentHash: ContentHash.of(text)))
    }

    private let sample = """
        /// Docs.
        // gen: mockFile = "mocks/a.json", tags = [1, 2.5, "x"], flag
        public struct Product<T: Codable>: Equatable where T: Hashable {
            let id: Int
            var name: String? = nil
            let handler: ((Int) -> Void)?
            enum Kind: String { case a, b = "bee" }
            func load(_ id: Int, completion: @escaping (Result<T, Error>) -> Void) async throws -> [String: T]
        }
        extension Product { static let shared = 1 }
        typealias Handler = (Int) -> Void
        struct Broken {
        """

    @Test func parseResultsRoundTrip() throws {
        let file = parsed(sample)
        let bytes = try BinaryEncoder.encode(file)
        #expect(try BinaryDecoder.decode(ParsedFile.self, from: bytes) == file)
        // Diagnostics (the broken declaration) and optionals come back as well.
        #expect(!file.diagnostics.isEmpty)
    }

    @Test func theComposedModelRoundTrips() throws {
        let (module, _) = Composer.compose([parsed(sample)])
        let bytes = try BinaryEncoder.encode(module)
        let decoded = try BinaryDecoder.decode(ComposedModule.self, from: bytes)
        #expect(try BinaryEncoder.encode(decoded) == bytes)
    }

    @Test func everyTruncationThrowsInsteadOfTrapping() throws {
        let bytes = try BinaryEncoder.encode(parsed(sample))
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 400)) {
            #expect(throws: (any Error).self) { try BinaryDecoder.decode(ParsedFile.self, from: Array(bytes.prefix(length))) }
        }
    }

    @Test func corruptBytesNeverTrap() throws {
        let bytes = try BinaryEncoder.encode(parsed(sample))
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var damaged = bytes
            for _ in 0..<3 { damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            _ = try? BinaryDecoder.decode(ParsedFile.self, from: damaged)
        }
    }

    @Test func keysAskedOutOfOrderOrMissingAreFound() throws {
        struct Written: Codable { var a = 1; var b: String? = "x"; var c = [true, false] }
        struct Read: Decodable, Equatable { var c: [Bool]; var a: Int; var missing: Int? }
        let bytes = try BinaryEncoder.encode(Written())
        #expect(try BinaryDecoder.decode(Read.self, from: bytes) == Read(c: [true, false], a: 1, missing: nil))
    }
}
