import Foundation
@testable import GoldenFixtures
import Testing

/// The generated mocks (Tests/Golden/MocksAndEquality/Expected/AutoMockable.generated.swift) in use.
struct MockTests {
    let shoe = Product(id: 7, name: "Shoe", price: Money(cents: 4_999, currency: .euro), tags: ["sport"])

    @Test func stubbedReturnValueThroughTheProtocol() {
        let mock = ProductReadingMock()
        mock.productIdReturnValue = shoe
        let reader: any ProductReading = mock

        #expect(reader.product(id: 7) == shoe)
        // The protocol extension's helper is not mocked: it calls the mocked requirement.
        #expect(reader.contains(id: 8))
        #expect(mock.productIdCalled)
        #expect(mock.productIdCallsCount == 2)
        #expect(mock.productIdReceivedId == 8)
        #expect(mock.productIdReceivedInvocations == [7, 8])
    }

    @Test func closureRunsInsteadOfReturnValueAndArgumentsAreRecorded() {
        let mock = ProductReadingMock()
        mock.productsMatchingLimitClosure = { _, limit in Array(repeating: .placeholder, count: limit) }

        #expect(mock.products(matching: "shoe", limit: 2).count == 2)
        #expect(mock.products(matching: "sock", limit: 0).isEmpty)
        #expect(mock.productsMatchingLimitReceivedArguments?.query == "sock")
        #expect(mock.productsMatchingLimitReceivedInvocations.map(\.query) == ["shoe", "sock"])
        #expect(mock.productsMatchingLimitReceivedInvocations.map(\.limit) == [2, 0])
    }

    @Test func refinedProtocolMockHasTheParentsRequirements() {
        let mock = ProductStoreMock()
        mock.catalogName = "Spring"
        mock.productsMatchingLimitReturnValue = [shoe]
        let store: any ProductStore = mock

        #expect(store.catalogName == "Spring")
        #expect(store.products(matching: "s", limit: 1) == [shoe])
        #expect(store.lastSync == nil)
        #expect(!mock.productIdCalled)
    }

    @Test func asyncThrowingMethod() async throws {
        let mock = ProductStoreMock()
        mock.deleteIdsReturnValue = 2

        #expect(try await mock.delete(ids: [1, 2]) == 2)
        #expect(mock.deleteIdsReceivedIds == [1, 2])

        mock.deleteIdsThrownError = StoreError.offline
        await #expect(throws: StoreError.offline) { try await mock.delete(ids: [3]) }
        #expect(mock.deleteIdsCallsCount == 2)
        #expect(mock.deleteIdsReceivedInvocations == [[1, 2], [3]])

        mock.deleteIdsThrownError = nil
        mock.deleteIdsClosure = { ids in ids.count * 10 }
        #expect(try await mock.delete(ids: [4, 5, 6]) == 30)
    }

    @Test func throwingVoidMethod() throws {
        let mock = ProductStoreMock()
        try mock.save(shoe)
        mock.saveThrownError = StoreError.offline
        #expect(throws: StoreError.offline) { try mock.save(.placeholder) }
        #expect(mock.saveReceivedInvocations == [shoe, .placeholder])
    }

    @Test func escapingOptionalAndNonEscapingClosureParameters() throws {
        let loader = ImageLoaderMock()
        let url = try #require(URL(string: "https://example.com/a.png"))

        var loaded: Data?
        loader.load(url) { result in loaded = try? result.get() }
        let received = try #require(loader.loadCompletionReceivedArguments)
        #expect(received.url == url)
        received.completion(.success(Data([1, 2])))
        #expect(loaded == Data([1, 2]))

        var progress: [Double] = []
        loader.prefetch([url], progress: { progress.append($0) })
        loader.prefetch([], progress: nil)
        loader.prefetchProgressReceivedInvocations.first?.progress?(0.5)
        #expect(progress == [0.5])
        #expect(loader.prefetchProgressReceivedArguments?.progress == nil)

        loader.forEachCachedClosure = { body in body(url) }
        var visited: [URL] = []
        loader.forEachCached { visited.append($0) }
        #expect(visited == [url])

        loader.cacheLimit = 10
        #expect(loader.cacheLimit == 10)
        loader.cancelAll()
        #expect(loader.cancelAllCallsCount == 1)
    }

    @Test func staticMembersAndGenericMethod() throws {
        HTTPClientMock.underlyingDefaultTimeout = 30
        HTTPClientMock.registerSchemeReturnValue = true
        #expect(HTTPClientMock.defaultTimeout == 30)
        #expect(HTTPClientMock.register(scheme: "annogen"))
        #expect(HTTPClientMock.registerSchemeReceivedScheme == "annogen")

        let client = HTTPClientMock()
        client.decodeFromClosure = { type, data in
            #expect(type is Int.Type)
            return (data as? Data)?.count ?? -1
        }
        let count: Int = try client.decode(Int.self, from: Data([1, 2, 3]))
        #expect(count == 3)
        #expect(client.decodeFromCallsCount == 1)
    }

    @Test func asyncMethodWithClosure() async throws {
        let client = HTTPClientMock()
        client.sendClosure = { request in Response(status: request.method == .post ? 201 : 200, body: Data()) }
        let response = try await client.send(Request(path: "/items", method: .post, body: nil))
        #expect(response.status == 201)
        #expect(client.sendReceivedRequest?.path == "/items")
    }
}

enum StoreError: Error {
    case offline
}
