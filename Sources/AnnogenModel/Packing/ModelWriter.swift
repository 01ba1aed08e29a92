/// The bytes of one model blob as they are written: varints, fixed-width doubles, and strings
/// through a table, so each distinct string (a file's path in every location, a type name used
/// twenty times) is stored once per blob.
///
/// ```
/// string   = 0                      nil (optional strings only)
///          | 1 length:varint utf8   a string seen for the first time: it takes the next table index
///          | (2 + index):varint     a string seen before
/// int      = zigzag:varint
/// count    = varint
/// double   = 8 bytes, bit pattern, little endian
/// ```
///
/// The per-type layouts are in the `ModelWriter` extensions beside this file (`ModelCoding+…`);
/// `ModelReader` reads them back.
package struct ModelWriter {
    package private(set) var bytes: [UInt8] = []
    /// The strings written so far, by index (a hit has the same bytes, not only equal text).
    private var table: StringPool
    /// How deep the type names written so far nest (see `ModelReader.maximumDepth`).
    package private(set) var deepestTypeName = 0
    private var typeNameDepth = 0

    /// `knownStrings` are in the table before the first byte (never written): a reader given the
    /// same strings reads what this writer wrote. `strings`: room in the table for that many
    /// distinct strings before it grows.
    package init(capacity: Int = 1024, knownStrings: [String] = [], strings: Int = 16) {
        bytes.reserveCapacity(capacity)
        table = StringPool(capacity: max(strings, knownStrings.count))
        for string in knownStrings { _ = table.insert(string) }
    }

    package mutating func byte(_ value: UInt8) { bytes.append(value) }

    /// Writes one level of a type name, counting how deep they nest.
    package mutating func typeNameLevel(_ write: (inout ModelWriter) -> Void) {
        typeNameDepth += 1
        deepestTypeName = max(deepestTypeName, typeNameDepth)
        write(&self)
        typeNameDepth -= 1
    }

    package mutating func varint(_ value: UInt64) { Varint.append(value, to: &bytes) }

    /// A count or a bit set.
    package mutating func count(_ value: Int) { varint(UInt64(value)) }

    /// The number of `values`, then each one as `element` writes it.
    package mutating func list<T>(_ values: [T], _ element: (inout ModelWriter, T) -> Void) {
        count(values.count)
        for value in values { element(&self, value) }
    }

    package mutating func int(_ value: Int) { varint(Varint.zigzag(Int64(value))) }

    package mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    package mutating func double(_ value: Double) {
        var bits = value.bitPattern
        for _ in 0..<8 {
            bytes.append(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    package mutating func string(_ value: String) {
        let (index, inserted) = table.insert(value)
        guard inserted else {
            varint(UInt64(index) + 2)
            return
        }
        bytes.append(1)
        var value = value
        value.withUTF8 { utf8 in
            varint(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    /// A long text that is not worth a place in the string table (a template's rendered text): its
    /// length and UTF-8, never looked up or kept. `ModelReader.text()` reads it.
    package mutating func text(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            varint(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    /// Bytes written elsewhere (a packed declaration), after their count.
    package mutating func rawBytes(_ value: [UInt8]) {
        count(value.count)
        bytes.append(contentsOf: value)
    }

    package mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { bytes.append(0) }
    }

    package mutating func strings(_ values: [String]) {
        count(values.count)
        for value in values { string(value) }
    }

    /// Booleans packed into one varint, first flag in the lowest bit.
    package mutating func flags(_ values: Bool...) {
        var bits: UInt64 = 0
        for (index, value) in values.enumerated() where value { bits |= 1 << UInt64(index) }
        varint(bits)
    }
}
