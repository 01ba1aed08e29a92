import Foundation

/// A value of a query string, as generated request builders hand it over. One rule set for every
/// endpoint: text as it is (numbers and `Bool` as Swift prints them: `3`, `2.5`, `true`), raw-valued
/// enums by raw value (the builder passes `.rawValue`), URLs as their `absoluteString`, bytes in
/// base64, dates as ISO 8601 unless the client says
/// otherwise (``APIClient/Configuration/queryDateFormatter``), arrays as repeated keys
/// (`codes=FRA&codes=HHN`) or comma-separated (`codes=FRA,HHN`); an empty array and a nil value
/// send nothing.
public enum QueryValue: Sendable, Hashable {
    case text(String)
    case date(Date)
    indirect case list([QueryValue], QueryArrayStyle)
    /// A map of values, each under a name of its own (see ``QueryObjectStyle``).
    indirect case fields([QueryParameter], QueryObjectStyle)

    /// A string, number, `Bool` or `Character`, as it prints.
    public init(_ value: some LosslessStringConvertible) {
        self = .text(value.description)
    }

    /// A date, formatted when the request is sent.
    public init(_ date: Date) {
        self = .date(date)
    }

    /// A UUID, in lower case as RFC 4122 asks of output (`uuidString` is upper case).
    public init(_ uuid: UUID) {
        self = .text(uuid.uuidString.lowercased())
    }

    /// A URL, as its `absoluteString` (percent-encoded again as a query value).
    public init(_ url: URL) {
        self = .text(url.absoluteString)
    }

    /// Bytes, in base64 (OpenAPI's `format: byte`).
    public init(_ data: Data) {
        self = .text(data.base64EncodedString())
    }

    /// An array: one item per element with the same name, or one comma-separated item.
    public init(_ values: [QueryValue], style: QueryArrayStyle = .repeatedKeys) {
        self = .list(values, style)
    }

    /// A map (`metadata: [String: String]`): `metadata[team]=core&metadata[tier]=gold` (OpenAPI's
    /// `deepObject`, the default) or `team=core&tier=gold` (`form`, exploded); keys in order, so
    /// equal maps give equal URLs, and an empty map sends nothing.
    public init(_ fields: [String: QueryValue], style: QueryObjectStyle = .deepObject) {
        self = .fields(fields.sorted { $0.key < $1.key }.map { QueryParameter(name: $0.key, value: $0.value) }, style)
    }

    /// An object's properties, each under a name of its own (`effective_at[gt]=5&effective_at[lt]=9`
    /// with `deepObject`, `gt=5&lt=9` with `form`), named by its `CodingKeys`; nil properties send
    /// nothing. A value whose `encode(to:)` throws sends nothing.
    public init(fields value: some Encodable, style: QueryObjectStyle = .deepObject) {
        guard case .fields(let fields, _)? = try? FormValueEncoder.encode(value).queryValue() else {
            self = .fields([], style)
            return
        }
        self = .fields(fields, style)
    }

    /// The strings this value sends under one name: one for a value, one per element (or one
    /// joined) for a list, none for an empty list (nor for a map, which sends names of its own:
    /// `items(named:formattingDates:)`).
    func strings(formattingDates format: (Date) -> String) -> [String] {
        switch self {
        case .text(let text): [text]
        case .date(let date): [format(date)]
        case .list(let values, .repeatedKeys): values.flatMap { $0.strings(formattingDates: format) }
        case .list(let values, let style):
            values.isEmpty ? [] : [values.flatMap { $0.strings(formattingDates: format) }.joined(separator: style.separator)]
        case .fields: []
        }
    }

    /// The names and strings this value sends as the parameter `name`: a map's fields under
    /// `name[field]` or their own names; anything else under `name`.
    func items(named name: String, formattingDates format: (Date) -> String) -> [(name: String, value: String)] {
        guard case .fields(let fields, let style) = self else {
            return strings(formattingDates: format).map { (name, $0) }
        }
        return fields.flatMap { field in
            field.value.items(named: style == .deepObject ? "\(name)[\(field.name)]" : field.name, formattingDates: format)
        }
    }

    /// `2026-11-24T09:30:00Z`, with the fraction of a second when there is one, to the microsecond
    /// (`2023-03-02T17:54:19.538365Z`): how dates go into JSON bodies, queries and paths by default.
    /// Foundation's `.iso8601` drops the fraction, so a date read from a response and sent back
    /// was another date.
    public static func iso8601(_ date: Date) -> String {
        // The whole seconds first, then the fraction: scaling the whole time by 10⁶ loses the
        // microseconds of dates far from 1970.
        let time = date.timeIntervalSince1970
        var seconds = time.rounded(.down)
        var fraction = Int(((time - seconds) * 1_000_000).rounded())
        if fraction == 1_000_000 {
            seconds += 1
            fraction = 0
        }
        let whole = Date(timeIntervalSince1970: seconds).formatted(.iso8601)
        guard fraction > 0, whole.hasSuffix("Z") else { return whole }
        var digits = String(fraction)
        digits = String(repeating: "0", count: max(0, 6 - digits.count)) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return whole.dropLast() + "." + digits + "Z"
    }
}

/// How an array goes into a query string (`// gen: queryArray = commaSeparated` on the property).
public enum QueryArrayStyle: Sendable, Hashable {
    /// `codes=FRA&codes=HHN`, the default.
    case repeatedKeys
    /// `codes=FRA,HHN`.
    case commaSeparated
    /// `codes=FRA|HHN` (OpenAPI's `pipeDelimited`, Swagger's `collectionFormat: pipes`).
    case pipeDelimited
    /// `codes=FRA%20HHN` (OpenAPI's `spaceDelimited`, Swagger's `collectionFormat: ssv`).
    case spaceDelimited

    /// What joins the values of a list sent under one name.
    var separator: String {
        switch self {
        case .repeatedKeys, .commaSeparated: ","
        case .pipeDelimited: "|"
        case .spaceDelimited: " "
        }
    }
}

/// One named value of a request's query, or of a map in it (``QueryValue/fields(_:_:)``).
public struct QueryParameter: Sendable, Hashable {
    public var name: String
    public var value: QueryValue

    public init(name: String, value: QueryValue) {
        self.name = name
        self.value = value
    }
}

/// How a map goes into a query string (`// gen: queryObject = form` on the property).
public enum QueryObjectStyle: Sendable, Hashable {
    /// `metadata[team]=core&metadata[tier]=gold`, the default (OpenAPI's `style: deepObject`).
    case deepObject
    /// `team=core&tier=gold` (OpenAPI's `style: form` with `explode: true`).
    case form
}
