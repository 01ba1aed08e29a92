import Foundation

/// A request body's value as fields: what a `multipart/form-data` or
/// `application/x-www-form-urlencoded` body is written from. Made by ``FormValueEncoder`` from the
/// body's `Encodable` conformance, so its `CodingKeys` give the field names.
indirect enum FormValue {
    case null
    case bool(Bool)
    /// A number as Swift prints it (`3`, `2.5`).
    case number(String)
    case text(String)
    case date(Date)
    case data(Data)
    case file(FileUpload)
    case list([FormValue])
    /// Fields in the order the value encoded them.
    case object([(String, FormValue)])

    /// A leaf value as its JSONEncoder would not: dates, bytes, URLs, UUIDs and uploads are kept
    /// whole rather than taken apart through their own `encode(to:)`.
    static func special(_ value: Any) -> FormValue? {
        switch value {
        case let date as Date: .date(date)
        case let data as Data: .data(data)
        case let file as FileUpload: .file(file)
        case let url as URL: .text(url.absoluteString)
        case let uuid as UUID: .text(uuid.uuidString.lowercased())
        case let decimal as Decimal: .number(decimal.description)
        case let bool as Bool: .bool(bool)
        case let text as String: .text(text)
        case let integer as any BinaryInteger: .number(String(describing: integer))
        case let double as Double: .number(double.description)
        case let float as Float: .number(float.description)
        default: nil
        }
    }

    /// The value as a query-string value (`application/x-www-form-urlencoded`): objects as
    /// `name[field]`, lists as repeated names, bytes in base64; nil for `null`, which sends nothing.
    func queryValue() throws -> QueryValue? {
        switch self {
        case .null: nil
        case .bool(let bool): .text(bool ? "true" : "false")
        case .number(let text), .text(let text): .text(text)
        case .date(let date): .date(date)
        case .data(let data): .text(data.base64EncodedString())
        case .file(let file): .text(try file.bytes().base64EncodedString())
        case .list(let items): .list(try items.compactMap { try $0.queryValue() }, .repeatedKeys)
        case .object(let fields):
            .fields(try fields.compactMap { name, value in try value.queryValue().map { QueryParameter(name: name, value: $0) } }, .deepObject)
        }
    }
}

/// Encodes an `Encodable` value into a ``FormValue``, or into the slots it was encoded into (a
/// multipart body writes each field from its slot: a leaf as text or a file, anything else as JSON
/// from the value the slot holds).
enum FormValueEncoder {
    static func encode(_ value: some Encodable) throws -> FormValue {
        try slot(of: value).resolved
    }

    static func slot(of value: some Encodable) throws -> FormSlot {
        let slot = FormSlot()
        try slot.store(value, codingPath: [])
        return slot
    }
}

/// Where one value goes while it is being encoded: a leaf, or the fields or items of a container
/// filled in later.
final class FormSlot {
    enum Content {
        case empty
        case value(FormValue)
        case keyed([(String, FormSlot)])
        case unkeyed([FormSlot])
    }

    var content: Content = .empty
    /// The value stored here, when one was (`store`): what a JSON part of a multipart body is
    /// encoded from. Nil for a container a value opened itself (`nestedContainer`).
    private(set) var raw: (any Encodable)?

    var resolved: FormValue {
        switch content {
        case .empty: .null
        case .value(let value): value
        case .keyed(let fields): .object(fields.map { ($0.0, $0.1.resolved) })
        case .unkeyed(let items): .list(items.map(\.resolved))
        }
    }

    func store<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws {
        raw = value
        if let leaf = FormValue.special(value) {
            content = .value(leaf)
        } else {
            try value.encode(to: FormEncoder(slot: self, codingPath: codingPath))
        }
    }

    /// A field written twice is written once, with the last value, as JSON objects have it (a
    /// discriminator written over the alternative's own property of that name).
    func append(field key: String) -> FormSlot {
        let child = FormSlot()
        if case .keyed(var fields) = content {
            if let index = fields.firstIndex(where: { $0.0 == key }) { fields[index].1 = child } else { fields.append((key, child)) }
            content = .keyed(fields)
        } else {
            content = .keyed([(key, child)])
        }
        return child
    }

    func appendItem() -> FormSlot {
        let child = FormSlot()
        if case .unkeyed(var items) = content {
            items.append(child)
            content = .unkeyed(items)
        } else {
            content = .unkeyed([child])
        }
        return child
    }
}

private struct FormEncoder: Encoder {
    let slot: FormSlot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .keyed = slot.content {} else { slot.content = .keyed([]) }
        return KeyedEncodingContainer(FormKeyedContainer<Key>(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .unkeyed = slot.content {} else { slot.content = .unkeyed([]) }
        return FormUnkeyedContainer(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        FormSingleValueContainer(slot: slot, codingPath: codingPath)
    }
}

private struct FormKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: FormSlot
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        slot.append(field: key.stringValue).content = .value(.null)
    }

    // One generic method stands for every primitive overload (`FormValue.special` sorts them).
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try slot.append(field: key.stringValue).store(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        FormEncoder(slot: slot.append(field: key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        FormEncoder(slot: slot.append(field: key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        FormEncoder(slot: slot.append(field: "super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        FormEncoder(slot: slot.append(field: key.stringValue), codingPath: codingPath + [key])
    }
}

private struct FormUnkeyedContainer: UnkeyedEncodingContainer {
    let slot: FormSlot
    let codingPath: [any CodingKey]
    var count: Int {
        if case .unkeyed(let items) = slot.content { return items.count }
        return 0
    }

    mutating func encodeNil() throws {
        slot.appendItem().content = .value(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try slot.appendItem().store(value, codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        FormEncoder(slot: slot.appendItem(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        FormEncoder(slot: slot.appendItem(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        FormEncoder(slot: slot.appendItem(), codingPath: codingPath)
    }
}

private struct FormSingleValueContainer: SingleValueEncodingContainer {
    let slot: FormSlot
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws {
        slot.content = .value(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try slot.store(value, codingPath: codingPath)
    }
}
