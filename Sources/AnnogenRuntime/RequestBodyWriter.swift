import Foundation

/// Writes a request's body as its content type says: JSON with the client's encoder; a
/// `multipart/form-data` or `application/x-www-form-urlencoded` body from the value's fields (its
/// `CodingKeys` name them); `text/*` from a `String`; any other type (`application/octet-stream`,
/// `image/png`) from `Data` or a ``FileUpload``.
struct RequestBodyWriter {
    /// What a content type asks for.
    enum Kind: Equatable {
        case json, multipart, form, text, bytes

        init(contentType: String) {
            let end = contentType.firstIndex(of: ";") ?? contentType.endIndex
            let essence = contentType[..<end].trimmingCharacters(in: .whitespaces).lowercased()
            switch essence {
            case "multipart/form-data": self = .multipart
            case "application/x-www-form-urlencoded": self = .form
            case "application/json", "": self = .json
            case _ where essence.hasSuffix("+json"): self = .json
            case _ where essence.hasPrefix("text/"): self = .text
            default: self = .bytes
            }
        }
    }

    var encoder: JSONEncoder
    /// How dates are written in fields (the client's query date format).
    var formattingDates: (Date) -> String

    /// The body's bytes, and the `Content-Type` to send them with: `contentType`, with a boundary
    /// for a multipart body.
    func write(_ body: any Encodable & Sendable, contentType: String) throws -> (Data, String) {
        switch Kind(contentType: contentType) {
        case .json:
            return (try encoder.encode(body), contentType)
        case .multipart:
            let boundary = "annogen-" + UUID().uuidString
            return (try multipart(FormValueEncoder.slot(of: body), boundary: boundary), "multipart/form-data; boundary=\(boundary)")
        case .form:
            guard case .fields(let fields, _)? = try FormValueEncoder.encode(body).queryValue() else {
                throw Failure("an application/x-www-form-urlencoded body is written from a value with fields, not \(type(of: body))")
            }
            let items = fields.flatMap { $0.value.items(named: $0.name, formattingDates: formattingDates) }
            let text = items.map { APIRequest.percentEncoded($0.name) + "=" + APIRequest.percentEncoded($0.value) }.joined(separator: "&")
            return (Data(text.utf8), contentType)
        case .text, .bytes:
            switch body {
            case let data as Data: return (data, contentType)
            case let file as FileUpload: return (try file.bytes(), contentType)
            case let text as String: return (Data(text.utf8), contentType)
            case let value as any LosslessStringConvertible: return (Data(value.description.utf8), contentType)
            default:
                throw Failure("a \(contentType) body is sent from String, Data or FileUpload, not \(type(of: body))")
            }
        }
    }

    /// One part per field (per element of a list), in order: text for plain values, a file part for
    /// bytes and uploads, JSON for objects, written by the request's encoder as a JSON body is (its
    /// date and key strategies); nil values send no part.
    private func multipart(_ root: FormSlot, boundary: String) throws -> Data {
        guard case .keyed(let fields) = root.content else {
            throw Failure("a multipart/form-data body is written from a value with fields")
        }
        var body = Data()
        for (name, slot) in fields {
            try appendParts(named: name, slot, to: &body, boundary: boundary)
        }
        body.append(Data("--\(boundary)--\r\n".utf8))
        return body
    }

    private func appendParts(named name: String, _ slot: FormSlot, to body: inout Data, boundary: String) throws {
        var disposition = "form-data; name=\"\(Self.quotable(name))\""
        let contentType: String?
        let content: Data
        switch slot.content {
        case .empty, .value(.null):
            return
        case .unkeyed(let items):
            // A list of plain values or files is one part each; a list of lists is JSON each.
            for item in items {
                if case .unkeyed = item.content {
                    appendPart(disposition, "application/json", try json(item, named: name), to: &body, boundary: boundary)
                } else {
                    try appendParts(named: name, item, to: &body, boundary: boundary)
                }
            }
            return
        case .keyed:
            contentType = "application/json"
            content = try json(slot, named: name)
        case .value(.file(let file)):
            disposition += "; filename=\"\(Self.quotable(file.filename ?? name))\""
            contentType = file.contentType ?? "application/octet-stream"
            content = try file.bytes()
        case .value(.data(let data)):
            disposition += "; filename=\"\(Self.quotable(name))\""
            contentType = "application/octet-stream"
            content = data
        case .value(.bool(let bool)):
            contentType = nil
            content = Data((bool ? "true" : "false").utf8)
        case .value(.number(let text)), .value(.text(let text)):
            contentType = nil
            content = Data(text.utf8)
        case .value(.date(let date)):
            contentType = nil
            content = Data(formattingDates(date).utf8)
        case .value(.list), .value(.object):
            // `FormValue.special` makes leaves only; containers are slots of their own.
            contentType = "application/json"
            content = try json(slot, named: name)
        }
        appendPart(disposition, contentType, content, to: &body, boundary: boundary)
    }

    /// The JSON of the value a slot holds.
    private func json(_ slot: FormSlot, named name: String) throws -> Data {
        guard let raw = slot.raw else {
            throw Failure("the multipart field '\(name)' was written through a nested container, which has no value to send as JSON")
        }
        return try encoder.encode(raw)
    }

    private func appendPart(_ disposition: String, _ contentType: String?, _ content: Data, to body: inout Data, boundary: String) {
        var head = "--\(boundary)\r\nContent-Disposition: \(disposition)\r\n"
        if let contentType { head += "Content-Type: \(contentType)\r\n" }
        body.append(Data((head + "\r\n").utf8))
        body.append(content)
        body.append(Data("\r\n".utf8))
    }

    /// A name or filename inside quotes, as browsers write it: `"`, CR and LF percent-encoded.
    private static func quotable(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "%22")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
