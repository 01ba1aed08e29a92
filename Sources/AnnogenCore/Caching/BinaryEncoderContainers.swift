import AnnogenModel
/// The `Encoder` behind `BinaryEncoder`: one per encoded value, holding the node its container
/// writes into.
final class NodeEncoder: Encoder {
    let table: StringTable
    var node: EncodingNode?
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(table: StringTable, node: EncodingNode?) {
        self.table = table
        self.node = node
    }

    private func ensure(_ kind: EncodingNode.Kind) -> EncodingNode {
        if let node {
            if node.kind != kind, node.bytes.isEmpty, node.children.isEmpty { node.kind = kind }
            return node
        }
        let created = EncodingNode(kind)
        node = created
        return created
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedNodeContainer<Key>(node: ensure(.keyed), table: table))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedNodeContainer(node: ensure(.unkeyed), table: table)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleNodeContainer(encoder: self)
    }
}

struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    let table: StringTable
    var codingPath: [any CodingKey] { [] }

    private func key(_ key: Key) {
        Varint.append(table.id(key.stringValue), to: &node.bytes)
    }

    mutating func encodeNil(forKey key: Key) throws {
        self.key(key)
        node.bytes.append(BinaryTag.null.rawValue)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        self.key(key)
        try node.append(value, table: table)
    }

    // Absent optionals are written as nil, so the decoder finds the keys in order.
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        self.key(key)
        return KeyedEncodingContainer(KeyedNodeContainer<NestedKey>(node: node.appendChild(.keyed), table: table))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        self.key(key)
        return UnkeyedNodeContainer(node: node.appendChild(.unkeyed), table: table)
    }

    mutating func superEncoder() -> any Encoder {
        Varint.append(table.id("super"), to: &node.bytes)
        return NodeEncoder(table: table, node: node.appendChild(.keyed))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        self.key(key)
        return NodeEncoder(table: table, node: node.appendChild(.keyed))
    }
}

struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let node: EncodingNode
    let table: StringTable
    var codingPath: [any CodingKey] { [] }
    var count: Int { node.count }

    mutating func encodeNil() throws {
        node.count += 1
        node.bytes.append(BinaryTag.null.rawValue)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        node.count += 1
        try node.append(value, table: table)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        node.count += 1
        return KeyedEncodingContainer(KeyedNodeContainer<NestedKey>(node: node.appendChild(.keyed), table: table))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        node.count += 1
        return UnkeyedNodeContainer(node: node.appendChild(.unkeyed), table: table)
    }

    mutating func superEncoder() -> any Encoder {
        node.count += 1
        return NodeEncoder(table: table, node: node.appendChild(.keyed))
    }
}

struct SingleNodeContainer: SingleValueEncodingContainer {
    let encoder: NodeEncoder
    var codingPath: [any CodingKey] { [] }

    private func bytes(_ write: (inout [UInt8]) -> Void) {
        let node = EncodingNode(.single)
        write(&node.bytes)
        encoder.node = node
    }

    mutating func encodeNil() throws { bytes { $0.append(BinaryTag.null.rawValue) } }
    mutating func encode(_ value: Bool) throws {
        bytes { $0.append(value ? BinaryTag.trueValue.rawValue : BinaryTag.falseValue.rawValue) }
    }
    mutating func encode(_ value: String) throws {
        let id = encoder.table.id(value)
        bytes {
            $0.append(BinaryTag.string.rawValue)
            Varint.append(id, to: &$0)
        }
    }
    mutating func encode(_ value: Double) throws { bytes { EncodingNode.appendDouble(value, to: &$0) } }
    mutating func encode(_ value: Float) throws { bytes { EncodingNode.appendFloat(value, to: &$0) } }
    mutating func encode(_ value: Int) throws { bytes { EncodingNode.appendSigned(Int64(value), to: &$0) } }
    mutating func encode(_ value: Int8) throws { bytes { EncodingNode.appendSigned(Int64(value), to: &$0) } }
    mutating func encode(_ value: Int16) throws { bytes { EncodingNode.appendSigned(Int64(value), to: &$0) } }
    mutating func encode(_ value: Int32) throws { bytes { EncodingNode.appendSigned(Int64(value), to: &$0) } }
    mutating func encode(_ value: Int64) throws { bytes { EncodingNode.appendSigned(value, to: &$0) } }
    mutating func encode(_ value: UInt) throws { bytes { EncodingNode.appendUnsigned(UInt64(value), to: &$0) } }
    mutating func encode(_ value: UInt8) throws { bytes { EncodingNode.appendUnsigned(UInt64(value), to: &$0) } }
    mutating func encode(_ value: UInt16) throws { bytes { EncodingNode.appendUnsigned(UInt64(value), to: &$0) } }
    mutating func encode(_ value: UInt32) throws { bytes { EncodingNode.appendUnsigned(UInt64(value), to: &$0) } }
    mutating func encode(_ value: UInt64) throws { bytes { EncodingNode.appendUnsigned(value, to: &$0) } }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let node = EncodingNode(.single)
        if EncodingNode.appendPrimitive(value, to: &node.bytes, table: encoder.table) {
            encoder.node = node
        } else {
            try value.encode(to: encoder)
        }
    }
}
