import AnnogenModel
/// Encodes `Encodable` values in the compact binary form described in `BinaryFormat.swift`.
///
/// Measured against Foundation's `JSONEncoder`/`JSONDecoder` on the parse results of large corpora
/// (see `annogen-bench`); the cache uses it because reading the cache is on the path of every run.
public enum BinaryEncoder {
    public static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let table = StringTable()
        let root = try EncodingNode.encode(value, table: table)
        var out: [UInt8] = []
        out.reserveCapacity(root.totalSize + table.byteCount + 16)
        Varint.append(UInt64(table.strings.count), to: &out)
        for string in table.strings {
            var s = string
            s.withUTF8 { utf8 in
                Varint.append(UInt64(utf8.count), to: &out)
                out.append(contentsOf: utf8)
            }
        }
        root.write(into: &out)
        return out
    }
}

/// Every distinct string once, by first use.
final class StringTable {
    private var ids: [String: Int] = [:]
    private(set) var strings: [String] = []
    private(set) var byteCount = 0

    func id(_ string: String) -> UInt64 {
        if let id = ids[string] { return UInt64(id) }
        let id = strings.count
        ids[string] = id
        strings.append(string)
        byteCount += string.utf8.count + 2
        return UInt64(id)
    }
}

/// One container while encoding: its own bytes, with child containers spliced in at offsets when
/// written (so every container can be prefixed with its byte length).
final class EncodingNode {
    enum Kind { case keyed, unkeyed, single }

    var kind: Kind
    var bytes: [UInt8] = []
    var children: [(offset: Int, node: EncodingNode)] = []
    var count = 0
    private var cachedContentSize = -1

    init(_ kind: Kind) { self.kind = kind }

    /// `value` as a node of its own (a primitive becomes a single-value node).
    static func encode<T: Encodable>(_ value: T, table: StringTable) throws -> EncodingNode {
        let node = EncodingNode(.single)
        if appendPrimitive(value, to: &node.bytes, table: table) { return node }
        let encoder = NodeEncoder(table: table, node: nil)
        try value.encode(to: encoder)
        return encoder.node ?? EncodingNode(.keyed)
    }

    /// Appends `value` (at the current position) as a primitive or a child node.
    func append<T: Encodable>(_ value: T, table: StringTable) throws {
        if Self.appendPrimitive(value, to: &bytes, table: table) { return }
        let encoder = NodeEncoder(table: table, node: nil)
        try value.encode(to: encoder)
        children.append((bytes.count, encoder.node ?? EncodingNode(.keyed)))
    }

    func appendChild(_ kind: Kind) -> EncodingNode {
        let child = EncodingNode(kind)
        children.append((bytes.count, child))
        return child
    }

    static func appendPrimitive<T: Encodable>(_ value: T, to bytes: inout [UInt8], table: StringTable) -> Bool {
        if T.self == String.self {
            bytes.append(BinaryTag.string.rawValue)
            Varint.append(table.id(value as! String), to: &bytes)
        } else if T.self == Int.self {
            appendSigned(Int64(value as! Int), to: &bytes)
        } else if T.self == Bool.self {
            bytes.append((value as! Bool) ? BinaryTag.trueValue.rawValue : BinaryTag.falseValue.rawValue)
        } else if T.self == Double.self {
            appendDouble(value as! Double, to: &bytes)
        } else {
            return false
        }
        return true
    }

    static func appendSigned(_ value: Int64, to bytes: inout [UInt8]) {
        bytes.append(BinaryTag.int.rawValue)
        Varint.append(Varint.zigzag(value), to: &bytes)
    }

    static func appendUnsigned(_ value: UInt64, to bytes: inout [UInt8]) {
        bytes.append(BinaryTag.uint.rawValue)
        Varint.append(value, to: &bytes)
    }

    static func appendDouble(_ value: Double, to bytes: inout [UInt8]) {
        bytes.append(BinaryTag.double.rawValue)
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    static func appendFloat(_ value: Float, to bytes: inout [UInt8]) {
        bytes.append(BinaryTag.float.rawValue)
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    // MARK: Writing

    private var contentSize: Int {
        if cachedContentSize >= 0 { return cachedContentSize }
        var size = bytes.count
        for child in children { size += child.node.totalSize }
        if kind == .unkeyed { size += Varint.size(UInt64(count)) }
        cachedContentSize = size
        return size
    }

    var totalSize: Int {
        kind == .single ? contentSize : 1 + Varint.size(UInt64(contentSize)) + contentSize
    }

    func write(into out: inout [UInt8]) {
        switch kind {
        case .single:
            break
        case .keyed:
            out.append(BinaryTag.keyed.rawValue)
            Varint.append(UInt64(contentSize), to: &out)
        case .unkeyed:
            out.append(BinaryTag.unkeyed.rawValue)
            Varint.append(UInt64(contentSize), to: &out)
            Varint.append(UInt64(count), to: &out)
        }
        var last = 0
        for child in children {
            out.append(contentsOf: bytes[last..<child.offset])
            child.node.write(into: &out)
            last = child.offset
        }
        out.append(contentsOf: bytes[last...])
    }
}
