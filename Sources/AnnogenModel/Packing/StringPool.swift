#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Strings with their indexes, in the order they were added: an open-addressing table of 4-byte
/// slots keyed by the strings' UTF-8 bytes (`UTF8Bytes.hash`). A `ModelWriter` numbers the
/// strings it writes with one (a lookup hashes and compares bytes instead of going through
/// `String`'s hashing, SipHash over normalized text, which was most of packing a declaration), and
/// the composer its qualified type names (`NameTable`: a `[String: Int]`'s 24-byte buckets were
/// 12.6 MB of 212,500 names at the peak of composing). Two strings are the same entry only when
/// their bytes are: text that is equal as `String`s but composed differently (NFC and NFD) gets an
/// entry of its own, which the model's reader, numbering strings in the order it meets them, reads
/// back the same way.
package struct StringPool {
    /// The strings by index.
    package private(set) var strings: [String] = []
    /// Index + 1 of the string in each slot; 0 for an empty slot. A power of two long, at most half
    /// full.
    private var slots: [Int32]

    /// Room for `capacity` strings before the table grows.
    package init(capacity: Int = 16) {
        strings.reserveCapacity(capacity)
        var size = 32
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
    }

    package var count: Int { strings.count }

    /// The index of `value`, or nil (without adding it).
    package func index(of value: String) -> Int? {
        find(value, hash: UTF8Bytes.hash(value)).index
    }

    /// The index of `value`, and whether it was added by this call.
    package mutating func insert(_ value: String) -> (index: Int, inserted: Bool) {
        let (found, slot) = find(value, hash: UTF8Bytes.hash(value))
        if let found { return (found, false) }
        let index = strings.count
        strings.append(value)
        slots[slot] = Int32(truncatingIfNeeded: index + 1)
        if strings.count * 2 > slots.count { grow() }
        return (index, true)
    }

    /// The string's index if it is in the table, and the slot where the search ended (the empty
    /// slot it would go to when it is not).
    private func find(_ value: String, hash: UInt64) -> (index: Int?, slot: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return (nil, slot) }
            if UTF8Bytes.same(strings[entry - 1], value) { return (entry - 1, slot) }
            slot = (slot + 1) & mask
        }
    }

    /// Twice the slots; the strings are hashed again (no hash is kept per string: 8 bytes each, 1.7 MB
    /// of the composer's names at 50,000 files).
    private mutating func grow() {
        var larger = [Int32](repeating: 0, count: slots.count * 2)
        let mask = larger.count - 1
        for (index, string) in strings.enumerated() {
            var slot = Int(truncatingIfNeeded: UTF8Bytes.hash(string)) & mask
            while larger[slot] != 0 { slot = (slot + 1) & mask }
            larger[slot] = Int32(truncatingIfNeeded: index + 1)
        }
        slots = larger
    }
}

/// Strings as their UTF-8 bytes: a hash and an equality that look at nothing else (no Unicode
/// normalization), for tables that must tell composed and decomposed text apart, and cheaply.
package enum UTF8Bytes {
    /// A hash of the UTF-8 bytes.
    package static func hash(_ value: String) -> UInt64 {
        var utf8 = value
        return utf8.withUTF8(hash)
    }

    /// `hash` of the text a substring holds (the same value as for it as a `String`).
    package static func hash(_ value: Substring) -> UInt64 {
        var utf8 = value
        return utf8.withUTF8(hash)
    }

    /// Eight bytes at a time (byte by byte, FNV-1a was 5 % of a run that patched a stored model:
    /// every name and path goes through a table), mixed so that the low bits the tables
    /// index by depend on every byte. Not stored anywhere: only tables in memory use it.
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier: UInt64 = 0x9e37_79b9_7f4a_7c15
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        var index = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* multiplier
                hash ^= hash >> 32
                index += 8
            }
        }
        if index < bytes.count {
            var tail: UInt64 = 0
            for offset in index..<bytes.count { tail |= UInt64(bytes[offset]) << UInt64(8 * (offset - index)) }
            hash = (hash ^ tail) &* multiplier
        }
        // The finalizer of MurmurHash3.
        hash ^= hash >> 33
        hash &*= 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        return hash
    }

    /// Whether the two have the same bytes.
    package static func same(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        var a = a
        var b = b
        return a.withUTF8 { left in
            b.withUTF8 { right in
                guard let l = left.baseAddress, let r = right.baseAddress else { return left.count == right.count }
                return memcmp(l, r, left.count) == 0
            }
        }
    }
}
