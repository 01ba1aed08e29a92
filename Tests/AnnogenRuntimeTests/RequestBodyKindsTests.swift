import AnnogenRuntime
import AnnogenTestSupport
import Foundation
import Testing

/// Bodies that are not JSON, as a server parses them: multipart with MultipartKit's parser, forms
/// and text as they arrive.
@Suite("Multipart, form, text and binary bodies", .timeLimit(.minutes(1)))
struct RequestBodyKindsTests {
    struct Location: Encodable, Sendable {
        var latitude: Double
        var label: String
    }

    struct AssetUpload: Encodable, Sendable {
        var deviceId: String
        var assetData: FileUpload
        var thumbnail: Data?
        var sidecar: FileUpload?
        var tags: [String]
        var takenAt: Date
        var isFavorite: Bool
        var rating: Int
        var location: Location?
        var note: String?

        enum CodingKeys: String, CodingKey {
            case deviceId = "device_id", assetData, thumbnail, sidecar, tags, takenAt, isFavorite, rating, location, note
        }
    }

    enum Upload: APIEndPoint {
        static let endpoint = "/assets"
        static let method = HTTPMethod.post
    }

    @Test func multipartSendsOnePartPerFieldWithFilesAndJSON() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("annogen-upload-\(UUID().uuidString).jpg")
        let photo = Data((0..<3000).map { UInt8($0 % 251) })
        try photo.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let body = AssetUpload(
            deviceId: "phone \"7\"", assetData: FileUpload(fileURL: file, contentType: "image/jpeg"),
            thumbnail: Data([1, 2, 3]), sidecar: nil, tags: ["beach", "2024"],
            takenAt: Date(timeIntervalSince1970: 0.5), isFavorite: true, rating: 4,
            location: Location(latitude: 48.5, label: "Zürich\n"), note: nil)
        try await TestServer.with([.json("{}")]) { server in
            let request = APIRequest(Upload.self, body: body, contentType: "multipart/form-data")
            _ = try await makeClient(server).send(request, as: EmptyResponse.self)

            let parts = try #require(await server.requests.first).multipartParts()
            #expect(parts.map(\.name) == ["device_id", "assetData", "thumbnail", "tags", "tags", "takenAt", "isFavorite", "rating", "location"])
            #expect(parts[0].text == #"phone "7""#)
            #expect(parts[0].filename == nil && parts[0].contentType == nil)
            #expect(parts[1].filename == file.lastPathComponent)
            #expect(parts[1].contentType == "image/jpeg")
            #expect(parts[1].body == photo)
            #expect(parts[2].filename == "thumbnail" && parts[2].contentType == "application/octet-stream")
            #expect(parts[2].body == Data([1, 2, 3]))
            #expect(parts[3...4].map(\.text) == ["beach", "2024"])
            #expect(parts[5].text == "1970-01-01T00:00:00.5Z")
            #expect(parts[6].text == "true" && parts[7].text == "4")
            #expect(parts[8].contentType == "application/json")
            let location = try JSONSerialization.jsonObject(with: parts[8].body) as? [String: Any]
            #expect(location?["latitude"] as? Double == 48.5)
            #expect(location?["label"] as? String == "Zürich\n")
        }
    }

    struct Stamped: Encodable, Sendable {
        struct Meta: Encodable, Sendable { var takenAt: Date }
        var meta: Meta
    }

    /// A JSON part is written by the client's encoder, as a JSON body is: its date strategy applies.
    @Test func aJSONPartFollowsTheClientsEncoder() async throws {
        try await TestServer.with([.json("{}")]) { server in
            let client = makeClient(server) { configuration in
                configuration.makeEncoder = {
                    let encoder = JSONEncoder()
                    encoder.dateEncodingStrategy = .secondsSince1970
                    return encoder
                }
            }
            let request = APIRequest(Upload.self, body: Stamped(meta: .init(takenAt: Date(timeIntervalSince1970: 60))), contentType: "multipart/form-data")
            _ = try await client.send(request, as: EmptyResponse.self)
            let parts = try #require(await server.requests.first).multipartParts()
            #expect(parts.map(\.text) == [#"{"takenAt":60}"#])
        }
    }

    struct Beverage: Encodable, Sendable {
        var category = "unknown"
        var name: String
    }

    enum MenuItem: Encodable, Sendable {
        case beverage(Beverage)
        func encode(to encoder: any Encoder) throws {
            guard case .beverage(let value) = self else { return }
            try encoder.encode(value, discriminatedAs: "beverage", forKey: "category")
        }
    }

    /// An enum of alternatives is written from the one it holds; its discriminator, written over
    /// the alternative's own property of that name, is one part with the discriminator's value.
    @Test func aMultipartBodyOfAlternativesHasItsDiscriminatorOnce() async throws {
        try await TestServer.with([.json("{}")]) { server in
            let request = APIRequest(Upload.self, body: MenuItem.beverage(Beverage(name: "Tea")), contentType: "multipart/form-data")
            _ = try await makeClient(server).send(request, as: EmptyResponse.self)
            let parts = try #require(await server.requests.first).multipartParts()
            #expect(parts.map { "\($0.name ?? "")=\($0.text)" } == ["category=beverage", "name=Tea"])
        }
    }

    struct Token: Encodable, Sendable {
        var grantType: String
        var scope: [String]
        var code: String?
        var expiresIn: Int
        var extra: [String: String]

        enum CodingKeys: String, CodingKey { case grantType = "grant_type", scope, code, expiresIn = "expires_in", extra }
    }

    @Test func formURLEncodedSendsFieldsInOrder() async throws {
        try await TestServer.with([.json("{}")]) { server in
            let body = Token(grantType: "client credentials", scope: ["read", "a&b=c"], code: nil, expiresIn: 30, extra: ["k": "v+w"])
            let request = APIRequest(Upload.self, body: body, contentType: "application/x-www-form-urlencoded")
            _ = try await makeClient(server).send(request, as: EmptyResponse.self)

            let recorded = try #require(await server.requests.first)
            #expect(recorded.header("Content-Type") == "application/x-www-form-urlencoded")
            #expect(recorded.bodyText == "grant_type=client%20credentials&scope=read&scope=a%26b%3Dc&expires_in=30&extra%5Bk%5D=v%2Bw")
            #expect(recorded.formFields().map(\.value) == ["client credentials", "read", "a&b=c", "30", "v+w"])
        }
    }

    @Test func textBodyIsSentAsItIsAndTextResponsesReadAsText() async throws {
        try await TestServer.with([.raw(Data("<h1>Hi</h1>".utf8), contentType: "text/html; charset=utf-8")]) { server in
            let request = APIRequest(Upload.self, body: "# Hi\n", contentType: "text/plain")
            let response = try await makeClient(server).send(request, as: String.self)

            #expect(response == "<h1>Hi</h1>")
            let recorded = try #require(await server.requests.first)
            #expect(recorded.header("Content-Type") == "text/plain")
            #expect(recorded.bodyText == "# Hi\n")
        }
    }

    @Test func binaryBodyFromAFileAndBinaryResponse() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("annogen-binary-\(UUID().uuidString)")
        let bytes = Data((0..<70_000).map { UInt8(($0 * 7) % 256) })
        try bytes.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try await TestServer.with([.raw(Data([0, 255, 10]), contentType: "application/octet-stream")]) { server in
            let request = APIRequest(Upload.self, body: FileUpload(fileURL: file), contentType: "application/octet-stream")
            let response = try await makeClient(server).send(request, as: Data.self)

            #expect(response == Data([0, 255, 10]))
            let recorded = try #require(await server.requests.first)
            #expect(recorded.header("Content-Type") == "application/octet-stream")
            #expect(recorded.body == bytes)
        }
    }

    /// A JSON string response is still decoded as JSON.
    @Test func jsonStringResponseIsDecoded() async throws {
        try await TestServer.with([.json(#""done""#)]) { server in
            let text = try await makeClient(server).send(APIRequest(Upload.self), as: String.self)
            #expect(text == "done")
        }
    }

    @Test func aBodyTheContentTypeCannotCarryIsAnEncodingError() async throws {
        try await TestServer.with([.json("{}")]) { server in
            let request = APIRequest(Upload.self, body: Location(latitude: 1, label: "x"), contentType: "text/plain")
            await #expect {
                _ = try await makeClient(server).send(request, as: EmptyResponse.self)
            } throws: { error in
                guard case .encoding(let description) = error as? APIError else { return false }
                return description.contains("String, Data or FileUpload")
            }
            #expect(await server.requests.isEmpty)
        }
    }
}

@Suite("Objects in the query", .timeLimit(.minutes(1)))
struct QueryObjectTests {
    struct Range: Encodable, Sendable {
        var gt: Int?
        var lte: Int?
        var on: Date?
        var kinds: [String]
    }

    enum Logs: APIEndPoint {
        static let endpoint = "/logs"
        static let method = HTTPMethod.get
    }

    /// `effective_at[gt]=5` (deepObject) and `gt=5` (form): the properties the value has, nil ones
    /// left out, arrays repeated.
    @Test func anObjectIsSentByItsFields() async throws {
        try await TestServer.with([.json("{}")]) { server in
            let range = Range(gt: 5, lte: nil, on: Date(timeIntervalSince1970: 0), kinds: ["a b", "c"])
            let query: [(String, QueryValue?)] = [
                ("effective_at", QueryValue(fields: range)),
                ("window", QueryValue(fields: Range(gt: nil, lte: 9, on: nil, kinds: []), style: .form)),
            ]
            _ = try await makeClient(server).send(APIRequest(Logs.self, query: query), as: EmptyResponse.self)
            let recorded = try #require(await server.requests.first)
            #expect(recorded.query == "effective_at%5Bgt%5D=5&effective_at%5Bon%5D=1970-01-01T00%3A00%3A00Z&effective_at%5Bkinds%5D=a%20b&effective_at%5Bkinds%5D=c&lte=9")
        }
    }
}
