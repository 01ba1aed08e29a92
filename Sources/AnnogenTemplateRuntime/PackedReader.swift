/// Why a packed model could not be read.
public struct PackedModelError: Error, CustomStringConvertible {
    public let description: String
}

/// Reads what `PackedWriter` wrote.
public struct PackedReader {
    private let bytes: [UInt8]
    private var position = 0
    private var strings: [String] = []

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The objects (kind and members' values) and the root value.
    public mutating func read() throws -> (objects: [(kind: PackedKind, members: [PackedValue])], root: PackedValue) {
        guard bytes.count >= 4, bytes[0..<4].elementsEqual("AGT1".utf8) else {
            throw PackedModelError(description: "not a packed model")
        }
        position = 4
        let stringCount = try count()
        strings.reserveCapacity(stringCount)
        for _ in 0..<stringCount {
            let length = try count()
            guard position + length <= bytes.count else { throw truncated() }
            strings.append(String(decoding: bytes[position..<position + length], as: UTF8.self))
            position += length
        }
        let objectCount = try count()
        var objects: [(kind: PackedKind, members: [PackedValue])] = []
        objects.reserveCapacity(objectCount)
        for _ in 0..<objectCount {
            guard position < bytes.count, let kind = PackedKind(rawValue: bytes[position]) else { throw truncated() }
            position += 1
            let memberCount = try count()
            var members: [PackedValue] = []
            members.reserveCapacity(memberCount)
            for _ in 0..<memberCount { members.append(try value()) }
            objects.append((kind, members))
        }
        return (objects, try value())
    }

    private mutating func value() throws -> PackedValue {
        guard position < bytes.count, let tag = PackedTag(rawValue: bytes[position]) else { throw truncated() }
        position += 1
        switch tag {
        case .null: return .null
        case .falseValue: return .bool(false)
        case .trueValue: return .bool(true)
        case .int:
            let zigzag = try varint()
            return .int(Int(Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1)))))
        case .double:
            guard position + 8 <= bytes.count else { throw truncated() }
            var bits: UInt64 = 0
            for offset in 0..<8 { bits |= UInt64(bytes[position + offset]) << (8 * UInt64(offset)) }
            position += 8
            return .double(Double(bitPattern: bits))
        case .string: return .string(try string())
        case .array:
            let count = try count()
            var elements: [PackedValue] = []
            elements.reserveCapacity(count)
            for _ in 0..<count { elements.append(try value()) }
            return .array(elements)
        case .dictionary:
            let count = try count()
            var entries: [String: PackedValue] = [:]
            entries.reserveCapacity(count)
            for _ in 0..<count {
                let key = try string()
                entries[key] = try value()
            }
            return .dictionary(entries)
        case .object: return .object(try count())
        }
    }

    private mutating func string() throws -> String {
        let index = try count()
        guard index < strings.count else { throw truncated() }
        return strings[index]
    }

    private mutating func count() throws -> Int {
        let value = try varint()
        guard value <= UInt64(Int32.max) else { throw truncated() }
        return Int(value)
    }

    private mutating func varint() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count, shift < 64 else { throw truncated() }
            let byte = bytes[position]
            position += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
    }

    private func truncated() -> PackedModelError {
        PackedModelError(description: "the packed model ends early or is damaged at byte \(position)")
    }
}
