/// Thrown when a model blob cannot be read: truncated, corrupt, written by another format version,
/// or holding a value this build does not know. The parse cache treats it as a miss.
public struct ModelCodingError: Error, CustomStringConvertible {
    public let description: String
    package init(_ description: String) { self.description = description }
}

/// Reads what `ModelWriter` wrote. The bytes come from a file anyone could have changed, so every
/// read checks the bounds first and throws `ModelCodingError` instead of trapping: counts are
/// checked against the bytes left before anything is allocated, unknown enum codes and flag bits
/// are errors, and nesting (types in types, annotation lists in lists) stops at `maximumDepth`.
///
/// It reads bytes it does not own (an array's, through `read(_:knownStrings:_:)`, or a cache file
/// mapped into memory): a reader is used only while those bytes are, never kept.
package struct ModelReader {
    /// Deepest nesting of `TypeName`s and of annotation values accepted: the bound keeps a corrupt
    /// blob from recursing deep enough to overflow a worker thread's stack. SwiftParser refuses
    /// deeper nesting than 256 levels, but not a longer chain of `?` or `!` (`Int???…`): packing
    /// keeps such a name flat (`PackedTypeDecl.withinReadableDepth`), so what a run packs reads back.
    package static let maximumDepth = 1_000

    private let bytes: UnsafeRawBufferPointer
    private var position: Int
    /// Where the blob ends in `bytes`.
    private let end: Int
    private var table: [String] = []
    /// The current nesting of recursive values (see `nested`).
    private var depth = 0

    /// What `body` reads from `bytes` with a reader of them all; `knownStrings`: the strings the
    /// writer was given, in its order (see `ModelWriter.init`).
    package static func read<Value>(
        _ bytes: [UInt8], knownStrings: [String] = [], _ body: (inout ModelReader) throws -> Value
    ) rethrows -> Value {
        try bytes.withUnsafeBytes { raw in
            var reader = ModelReader(raw, knownStrings: knownStrings)
            return try body(&reader)
        }
    }

    /// A reader of the blob at `range` of `bytes` (one of several in a file's bytes, read without
    /// copying it out; all of them by default); `range` is clamped to `bytes`. `bytes` must stay
    /// valid while the reader is used.
    package init(_ bytes: UnsafeRawBufferPointer, range: Range<Int>? = nil, knownStrings: [String] = []) {
        self.bytes = bytes
        let range = range ?? 0..<bytes.count
        end = min(max(range.upperBound, 0), bytes.count)
        position = min(max(range.lowerBound, 0), end)
        // Room for the strings a blob of this size holds (a new one takes at least three bytes, most
        // far more): grown from empty, the table was reallocated several times in every unpacking.
        table.reserveCapacity(knownStrings.count + (end - position) / 16)
        // Told apart by their bytes, as the writer's table tells them apart.
        for string in knownStrings where !table.contains(where: { UTF8Bytes.same($0, string) }) { table.append(string) }
    }

    package var isAtEnd: Bool { position == end }

    package mutating func byte() throws -> UInt8 {
        guard position < end else { throw ModelCodingError("unexpected end of data") }
        defer { position += 1 }
        return bytes[position]
    }

    package mutating func varint() throws -> UInt64 {
        guard let value = Varint.read(bytes, at: &position, limit: end) else {
            throw ModelCodingError("a number cut off or too large at byte \(position)")
        }
        return value
    }

    /// A count of elements that follow, each at least one byte long: never more than the bytes left,
    /// so a corrupt count cannot make the reader allocate or loop beyond the input.
    package mutating func count() throws -> Int {
        let value = try varint()
        guard value <= UInt64(end - position) else { throw ModelCodingError("count \(value) past the end of data") }
        return Int(value)
    }

    /// Booleans packed by `ModelWriter.flags`; bits beyond the first `count` are an error.
    package mutating func flags(_ count: Int) throws -> Flags {
        let bits = try varint()
        guard bits >> UInt64(count) == 0 else { throw ModelCodingError("unknown flags \(bits)") }
        return Flags(bits: bits)
    }

    package mutating func int() throws -> Int {
        let value = Varint.unzigzag(try varint())
        guard let int = Int(exactly: value) else { throw ModelCodingError("integer out of range") }
        return int
    }

    package mutating func bool() throws -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        case let other: throw ModelCodingError("bad Bool \(other)")
        }
    }

    package mutating func double() throws -> Double {
        Double(bitPattern: UInt64(bitPattern: try int64()))
    }

    /// Eight bytes, little endian (not a varint: the fields of a file's stamp, a `Double`'s bits).
    package mutating func int64() throws -> Int64 {
        guard end - position >= 8 else { throw ModelCodingError("unexpected end of data in a number") }
        defer { position += 8 }
        return Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: Int64.self))
    }

    /// The bytes left to read.
    package var remaining: Int { end - position }

    /// The next `count` bytes, where they are (valid as long as the reader's bytes).
    package mutating func bytes(_ count: Int) throws -> UnsafeRawBufferPointer {
        guard count >= 0, count <= end - position else { throw ModelCodingError("unexpected end of data") }
        defer { position += count }
        return UnsafeRawBufferPointer(rebasing: bytes[position..<(position + count)])
    }

    package mutating func string() throws -> String {
        guard let value = try optionalString() else { throw ModelCodingError("missing string") }
        return value
    }

    package mutating func optionalString() throws -> String? {
        let code = try varint()
        switch code {
        case 0:
            return nil
        case 1:
            let value = try text()
            table.append(value)
            return value
        default:
            guard code - 2 < UInt64(table.count) else { throw ModelCodingError("string \(code - 2) not in the table") }
            return table[Int(code - 2)]
        }
    }

    /// What `ModelWriter.text` wrote.
    package mutating func text() throws -> String {
        let length = try count()
        return String(decoding: try bytes(length), as: UTF8.self)
    }

    /// What `ModelWriter.rawBytes` wrote, in an array of exactly their size.
    package mutating func rawBytes() throws -> [UInt8] {
        let length = try count()
        return Array(try bytes(length))
    }

    package mutating func strings() throws -> [String] {
        try array { try $0.string() }
    }

    /// `count` elements, each read by `element`.
    package mutating func array<Element>(_ element: (inout ModelReader) throws -> Element) throws -> [Element] {
        let count = try self.count()
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count { elements.append(try element(&self)) }
        return elements
    }

    /// Reads one level of a recursive value, refusing to go deeper than `maximumDepth`.
    package mutating func nested<Value>(_ read: (inout ModelReader) throws -> Value) throws -> Value {
        guard depth < Self.maximumDepth else { throw ModelCodingError("nested deeper than \(Self.maximumDepth) levels") }
        depth += 1
        defer { depth -= 1 }
        return try read(&self)
    }
}

/// Booleans read with `ModelReader.flags`, first flag at index 0.
package struct Flags {
    let bits: UInt64

    package subscript(index: Int) -> Bool { bits & (1 << UInt64(index)) != 0 }
}
