/// Writes a packed model: strings once each, objects in a table, values tagged. annogen writes it;
/// a Swift template's program reads it back with `PackedReader`.
///
/// Layout: `AGT1`, the string table (count, then each string's UTF-8 length and bytes), the object
/// table (count, then each object's kind, member count and members' values), then the root value.
/// Counts, lengths and positions are LEB128 varints; integers are zigzag varints; doubles 8 bytes,
/// little-endian.
public struct PackedWriter {
    private var body: [UInt8] = []
    private var strings: [String] = []
    private var stringIndex: [String: Int] = [:]

    private init() {}

    /// The bytes of a model of `objects` (each its kind and members' values, in `kind.members`
    /// order; `.object(n)` refers to the n-th) and `root`.
    public static func bytes(objects: [(kind: PackedKind, members: [PackedValue])], root: PackedValue) -> [UInt8] {
        var writer = PackedWriter()
        writer.body.reserveCapacity(objects.count * 64)
        writer.varint(UInt64(objects.count))
        for object in objects {
            writer.body.append(object.kind.rawValue)
            writer.varint(UInt64(object.members.count))
            for value in object.members { writer.write(value) }
        }
        writer.write(root)
        var table = PackedWriter()
        table.body = Array("AGT1".utf8)
        table.varint(UInt64(writer.strings.count))
        for string in writer.strings {
            let utf8 = Array(string.utf8)
            table.varint(UInt64(utf8.count))
            table.body += utf8
        }
        return table.body + writer.body
    }

    private mutating func write(_ value: PackedValue) {
        switch value {
        case .null: body.append(PackedTag.null.rawValue)
        case .bool(let bool): body.append(bool ? PackedTag.trueValue.rawValue : PackedTag.falseValue.rawValue)
        case .int(let int):
            body.append(PackedTag.int.rawValue)
            varint(UInt64(bitPattern: Int64((int << 1) ^ (int >> (Int.bitWidth - 1)))))
        case .double(let double):
            body.append(PackedTag.double.rawValue)
            var bits = double.bitPattern.littleEndian
            withUnsafeBytes(of: &bits) { body.append(contentsOf: $0) }
        case .string(let string):
            body.append(PackedTag.string.rawValue)
            varint(UInt64(index(of: string)))
        case .array(let elements):
            body.append(PackedTag.array.rawValue)
            varint(UInt64(elements.count))
            for element in elements { write(element) }
        case .dictionary(let entries):
            body.append(PackedTag.dictionary.rawValue)
            varint(UInt64(entries.count))
            // In key order: the same model packs to the same bytes.
            for key in entries.keys.sorted() {
                varint(UInt64(index(of: key)))
                write(entries[key] ?? .null)
            }
        case .object(let position):
            body.append(PackedTag.object.rawValue)
            varint(UInt64(position))
        }
    }

    private mutating func index(of string: String) -> Int {
        if let index = stringIndex[string] { return index }
        let index = strings.count
        strings.append(string)
        stringIndex[string] = index
        return index
    }

    private mutating func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            body.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        body.append(UInt8(value))
    }
}
