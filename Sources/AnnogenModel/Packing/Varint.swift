/// LEB128 varints, as every annogen binary format writes counts and numbers.
package enum Varint {
    package static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        var v = value
        while v >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    /// The varint at `position` (moved past it), reading no further than `limit` (the end of
    /// `bytes` by default); nil when it is cut off or does not fit 64 bits. Both coders read
    /// with it; `CacheFile.PayloadReader` reads through `read(next:)`.
    package static func read(_ bytes: [UInt8], at position: inout Int, limit: Int? = nil) -> UInt64? {
        bytes.withUnsafeBytes { read($0, at: &position, limit: limit) }
    }

    /// `read(_:at:limit:)` on bytes in memory that is not an array's (a cache file mapped).
    package static func read(_ bytes: UnsafeRawBufferPointer, at position: inout Int, limit: Int? = nil) -> UInt64? {
        let end = min(limit ?? bytes.count, bytes.count)
        var index = position
        let value = read {
            guard index < end else { return nil }
            defer { index += 1 }
            return bytes[index]
        }
        position = index
        return value
    }

    /// The varint whose bytes `next` gives one at a time (nil: no more); nil when it is cut off or
    /// does not fit 64 bits.
    package static func read(next: () -> UInt8?) -> UInt64? {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while let byte = next() {
            // The tenth byte may only carry the top bit of a 64-bit value.
            guard shift < 63 || (shift == 63 && byte <= 1) else { return nil }
            result |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
        return nil
    }

    package static func size(_ value: UInt64) -> Int {
        var v = value
        var n = 1
        while v >= 0x80 {
            v >>= 7
            n += 1
        }
        return n
    }

    package static func zigzag(_ value: Int64) -> UInt64 { UInt64(bitPattern: (value << 1) ^ (value >> 63)) }

    package static func unzigzag(_ value: UInt64) -> Int64 { Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1) }
}
