@testable import OpenAPISample
import AnnogenRuntime
import AnnogenTestSupport
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Every operation of both specs called through the generated client against a loopback server
/// that answers with the spec's example (or a response written here where the spec has none): the
/// request as the server sees it (method, path, query, headers, body) and the decoded response.
@Suite struct OperationTests {
    func client(_ server: TestServer, _ configure: (inout APIClient.Configuration) -> Void = { _ in }) -> APIClient {
        var configuration = APIClient.Configuration(baseURL: server.baseURL, timeout: 5)
        configure(&configuration)
        return APIClient(configuration: configuration, session: URLSession(configuration: .ephemeral))
    }

    static func example(_ endpoint: (some APIEndPointHasExampleResponse).Type) -> TestServer.Scripted {
        .json(String(decoding: endpoint.exampleResponse, as: UTF8.self))
    }

    static let bookJSON = String(decoding: Operations.CreateBook.exampleResponse, as: UTF8.self)
    static let orderJSON = String(decoding: Operations.GetOrder.exampleResponse, as: UTF8.self)
    static let newBook = NewBook(title: "Tehanu", authorIds: [7], format: .paperback, price: Money(amount: 999, currency: "EUR"), tags: nil)

    @Test func books() async throws {
        let scripted: [TestServer.Scripted] = [
            Self.example(Operations.ListBooks.self), Self.example(Operations.CreateBook.self), Self.example(Operations.GetBook.self),
            .json(Self.bookJSON), .json(Self.bookJSON), .empty(),
        ]
        try await TestServer.with(scripted) { server in
            let api = client(server)
            let page = try await api.listBooks(q: "earth sea", format: [.paperback, .ebook], tags: ["classic", "fantasy"], page: 2, pageSize: 10, sort: .priceAsc)
            let created = try await api.createBook(body: Self.newBook)
            let requestID = try #require(UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF"))
            let book = try await api.getBook(bookId: 1001, xRequestID: requestID)
            let replaced = try await api.replaceBook(bookId: 1002, body: Self.newBook)
            let updated = try await api.updateBook(bookId: 1002, body: BookPatch(title: "Tehanu", price: nil, tags: ["x"]))
            let deleted = try await api.deleteBook(bookId: 1002)

            #expect(page.items.count == 1 && created.id == 1002 && book.id == 1001 && replaced.id == 1002 && updated.id == 1002)
            #expect(deleted == EmptyResponse())
            let requests = await server.requests
            #expect(requests.map(\.method) == ["GET", "POST", "GET", "PUT", "PATCH", "DELETE"])
            #expect(requests.map(\.path) == ["/api/books", "/api/books", "/api/books/1001", "/api/books/1002", "/api/books/1002", "/api/books/1002"])
            #expect(requests[0].query == "format=paperback&format=ebook&page=2&page_size=10&q=earth%20sea&sort=price_asc&tags=classic%2Cfantasy")
            #expect(requests[1].bodyText == #"{"author_ids":[7],"format":"paperback","price":{"amount":999,"currency":"EUR"},"title":"Tehanu"}"#)
            // In lower case, as RFC 4122 asks of output.
            #expect(requests[2].header("X-Request-ID") == "6f9619ff-8b86-d011-b42d-00c04fc964ff")
            #expect(requests[1].header("Content-Type") == "application/json")
            // The spec's media type for the patch: a JSON Merge Patch server refuses application/json.
            #expect(requests[4].header("Content-Type") == "application/merge-patch+json")
            #expect(requests[4].bodyText == #"{"tags":["x"],"title":"Tehanu"}"#)
            #expect(requests[5].body.isEmpty)
        }
    }

    @Test func reviewsAuthorsAndSearch() async throws {
        let review = #"{"id": "r-2", "rating": 4, "created_at": "2024-06-01T00:00:00Z"}"#
        let scripted: [TestServer.Scripted] = [
            Self.example(Operations.ListReviews.self), .json(review, status: 201),
            .json(#"[{"id": 7, "name": "Ursula K. Le Guin"}]"#), Self.example(Operations.GetAuthor.self), Self.example(Operations.Search.self),
        ]
        try await TestServer.with(scripted) { server in
            let api = client(server)
            let since = Date(timeIntervalSince1970: 1_700_000_000)
            let reviews = try await api.listReviews(bookId: 1001, since: since)
            let created = try await api.createReview(bookId: 1001, body: ReviewDraft(rating: 4, text: nil))
            let authors = try await api.listAuthors()
            let author = try await api.getAuthor(authorId: 7)
            let results = try await api.search(q: "le guin")

            #expect(reviews.count == 1 && created.id == "r-2" && authors.map(\.id) == [7] && author.author.id == 7 && results.results.count == 2)
            let requests = await server.requests
            #expect(requests.map(\.method) == ["GET", "POST", "GET", "GET", "GET"])
            #expect(requests.map(\.path) == ["/api/books/1001/reviews", "/api/books/1001/reviews", "/api/authors", "/api/authors/7", "/api/search"])
            #expect(requests[0].query == "since=2023-11-14T22%3A13%3A20Z")
            #expect(requests[1].bodyText == #"{"rating":4}"#)
            #expect(requests[4].query == "q=le%20guin")
        }
    }

    @Test func ordersWishlistAndStats() async throws {
        let scripted: [TestServer.Scripted] = [
            .json("[\(Self.orderJSON)]"), Self.example(Operations.PlaceOrder.self), Self.example(Operations.GetOrder.self),
            .json(Self.orderJSON), Self.example(Operations.GetWishlist.self), .json(#"{"book_ids": []}"#),
        ]
        try await TestServer.with(scripted) { server in
            let api = client(server)
            let orders = try await api.listOrders(status: [.paid, .shipped], placed: ListOrdersPlaced(after: Date(timeIntervalSince1970: 1_700_000_000), before: nil))
            let address = Address(street: "1 Main St", city: "Portland", postalCode: nil, country: "US")
            let placed = try await api.placeOrder(body: PlaceOrderRequest(
                lines: [OrderLine(bookId: 1001, quantity: 1)], shippingAddress: address,
                payment: .giftCardPayment(GiftCardPayment(kind: "gift_card", code: "GC-9")), giftMessage: nil))
            let order = try await api.getOrder(orderId: "o/42")
            let cancelled = try await api.cancelOrder(orderId: "o-42", body: CancelOrderRequest(reason: "changed my mind"))
            let wishlist = try await api.getWishlist()
            let replaced = try await api.replaceWishlist(body: Wishlist(bookIds: [], updatedAt: nil))

            #expect(orders.count == 1 && placed.id == "o-42" && order.status == .shipped && cancelled.id == "o-42")
            #expect(wishlist.bookIds.count == 2 && replaced.bookIds.isEmpty)
            let requests = await server.requests
            #expect(requests.map(\.method) == ["GET", "POST", "GET", "POST", "GET", "PUT"])
            #expect(requests.map(\.path) == ["/api/orders", "/api/orders", "/api/orders/o%2F42", "/api/orders/o-42/cancellation", "/api/me/wishlist", "/api/me/wishlist"])
            #expect(requests[0].query == "placed%5Bafter%5D=2023-11-14T22%3A13%3A20Z&status=paid&status=shipped")
            #expect(requests[1].bodyText == #"{"lines":[{"book_id":1001,"quantity":1}],"payment":{"code":"GC-9","kind":"gift_card"},"shipping_address":{"city":"Portland","country":"US","street":"1 Main St"}}"#)
            #expect(requests[3].bodyText == #"{"reason":"changed my mind"}"#)
            #expect(requests[5].bodyText == #"{"book_ids":[]}"#)
        }
    }

    /// `GET /stats` is deprecated in the spec, so its generated client method is too.
    @available(*, deprecated)
    @Test func theDeprecatedOperation() async throws {
        try await TestServer.with([Self.example(Operations.GetStats.self)]) { server in
            let stats = try await client(server).getStats()
            #expect(stats["ebook"] == 4)
            #expect(await server.requests.map(\.path) == ["/api/stats"])
        }
    }

    @Test func theSwagger2StoreLocator() async throws {
        let store = #"{"id": "s-1", "name": "Pearl", "address": {"street": "1 Main St", "city": "Portland", "country": "US"}, "hours": []}"#
        let scripted: [TestServer.Scripted] = [
            Self.example(StoreLocator.FindStores.self), .json(store), Self.example(StoreLocator.ReserveBook.self),
        ]
        try await TestServer.with(scripted) { server in
            let api = client(server)
            let stores = try await api.findStores(city: "Portland", services: ["cafe", "events"], openNow: true)
            let one = try await api.getStore(storeId: "s-1")
            let reservation = try await api.reserveBook(storeId: "s-1", body: ReservationRequest(bookId: 1001, customerNote: "after 5pm"))

            #expect(stores.count == 1 && one.name == "Pearl" && reservation.id == 31)
            let requests = await server.requests
            #expect(requests.map(\.method) == ["GET", "GET", "POST"])
            #expect(requests.map(\.path) == ["/api/stores", "/api/stores/s-1", "/api/stores/s-1/reservations"])
            #expect(requests[0].query == "city=Portland&open_now=true&services=cafe%2Cevents")
            #expect(requests[2].bodyText == #"{"book_id":1001,"customer_note":"after 5pm"}"#)
        }
    }

    /// The bodies that are not JSON, as a server parses them (multipart with MultipartKit's parser).
    @Test func coverUploadNotesAndSignIn() async throws {
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0] + (0..<2048).map { UInt8($0 % 256) })
        let scripted: [TestServer.Scripted] = [
            .json(#"{"url": "https://img.example/1001.jpg", "caption": "First edition"}"#),
            .raw(jpeg, contentType: "image/jpeg"),
            .raw(Data("<p><em>Signed</em> copy</p>".utf8), contentType: "text/html; charset=utf-8"),
            Self.example(Operations.SignIn.self),
        ]
        try await TestServer.with(scripted) { server in
            let api = client(server)
            let image = FileUpload(data: jpeg, filename: "cover.jpg", contentType: "image/jpeg")
            let cover = try await api.uploadCover(bookId: 1001, body: UploadCoverRequest(
                image: image, caption: "First edition", crop: Crop(x: 0, y: 10, width: 600, height: 900)))
            let downloaded = try await api.downloadCover(bookId: 1001)
            let notes = try await api.replaceNotes(bookId: 1001, body: "*Signed* copy")
            let session = try await api.signIn(body: SignInRequest(username: "ursula@example.com", password: "p&ss=word", remember: true))

            #expect(cover.url.absoluteString == "https://img.example/1001.jpg")
            #expect(downloaded == jpeg)
            #expect(notes == "<p><em>Signed</em> copy</p>")
            #expect(session.token == "abc.def")
            let requests = await server.requests
            #expect(requests.map(\.method) == ["PUT", "GET", "PUT", "POST"])
            #expect(requests.map(\.path) == ["/api/books/1001/cover", "/api/books/1001/cover", "/api/books/1001/notes", "/api/session"])
            let parts = try requests[0].multipartParts()
            #expect(parts.map(\.name) == ["image", "caption", "crop"])
            #expect(parts[0].filename == "cover.jpg" && parts[0].contentType == "image/jpeg" && parts[0].body == jpeg)
            #expect(parts[1].text == "First edition" && parts[1].filename == nil)
            #expect(parts[2].contentType == "application/json")
            // Written by the client's encoder, as a JSON body of a Crop is (keys sorted).
            #expect(parts[2].text == #"{"height":900,"width":600,"x":0,"y":10}"#)
            #expect(requests[2].header("Content-Type") == "text/plain")
            #expect(requests[2].bodyText == "*Signed* copy")
            #expect(requests[3].header("Content-Type") == "application/x-www-form-urlencoded")
            #expect(requests[3].formFields().map { "\($0.name)=\($0.value)" } == ["username=ursula@example.com", "password=p&ss=word", "remember=true"])
        }
    }

    @Test func aClientThatAnswersWithExamplesSendsNothing() async throws {
        try await TestServer.with([]) { server in
            let api = client(server) { $0.answersWithExamples = true }
            let book = try await api.getBook(bookId: 1)
            #expect(book.title == "The Left Hand of Darkness")
            #expect(await server.requests.isEmpty)
            // An operation without an example still goes to the network.
            _ = try? await api.listAuthors()
            #expect(await server.requests.count == 1)
        }
    }
}
