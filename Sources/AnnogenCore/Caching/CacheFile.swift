import AnnogenModel
import Foundation

/// One file of the cache folder: a header naming what it holds and which annogen wrote it, the
/// payload, and a checksum. Reading returns nil for anything unexpected (missing, truncated,
/// corrupt, another format or another annogen), so the caller rebuilds; writing goes through a
/// temporary file and a rename, so concurrent runs never see half a file.
///
/// ```
/// "ANGC" formatVersion:u8 kindLength:u8 kind toolVersionLength:varint toolVersion
/// payloadLength:u64 LE payload checksum:u64 LE
/// ```
///
/// The payload length has a fixed width so a payload can be written as it is made (`write(to:…)`)
/// and its length filled in afterwards.
enum CacheFile {
    static let magic: [UInt8] = Array("ANGC".utf8)
    /// Bumped whenever the layout of any cache file changes: older files are then ignored.
    /// 2: `parse.bin` entries are `ParsedFileCoding` blobs instead of `BinaryEncoder` ones.
    /// 3: the payload length is a fixed 8 bytes, and the checksum takes it in last.
    /// 9: `run.bin` holds the sources' stamps (`KnownSources`).
    /// 10: `run.bin` is written by `RunRecordCoding` instead of `BinaryEncoder`.
    /// 11: the checksum runs in four lanes (`Checksum`).
    static let formatVersion: UInt8 = 11

    /// The payload of the cache file at `path`, mapped into memory (`CacheBytes`), or read into
    /// memory of its own without `mapping`; nil when the file is missing, of another kind, format or
    /// annogen, cut off, or fails its checksum.
    static func read(_ path: String, kind: String, toolVersion: String, mapping: Bool = true) -> CacheBytes? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        // The mapping outlives the descriptor.
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        let header = self.header(kind: kind, toolVersion: toolVersion)
        let size = Int(status.st_size)
        guard size >= header.count + 16 else { return nil }
        let payload = (header.count + 8)..<(size - 8)
        guard let file = (mapping ? CacheBytes(mapping: descriptor, size: size, payload: payload) : nil)
                ?? CacheBytes(reading: descriptor, size: size, payload: payload) else { return nil }
        let valid = withExtendedLifetime(file) {
            file.file.prefix(header.count).elementsEqual(header)
                && littleEndian(file.file, at: header.count) == UInt64(file.bytes.count)
                && checksum(file.bytes) == littleEndian(file.file, at: size - 8)
        }
        return valid ? file : nil
    }

    fileprivate static func littleEndian<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at offset: Int) -> UInt64
    where Bytes.Index == Int {
        var value: UInt64 = 0
        for i in 0..<8 { value |= UInt64(bytes[offset + i]) << (8 * UInt64(i)) }
        return value
    }

    /// Writes atomically; failures are ignored (the cache is an optimisation, never a reason to fail).
    static func write(_ payload: [UInt8], to path: String, kind: String, toolVersion: String) {
        write(to: path, kind: kind, toolVersion: toolVersion) {
            $0.write(payload)
            return true
        }
    }

    /// Writes a payload that `body` appends piece by piece, through a small buffer straight into
    /// the file: a large payload is never held whole (`parse.bin` of 50,000 files is 46 MB).
    /// Atomic like `write(_:to:…)`, and failures are ignored the same way; `body` returns false to
    /// leave the file as it was. True when the file now holds the payload.
    @discardableResult
    static func write(to path: String, kind: String, toolVersion: String, _ body: (inout PayloadWriter) -> Bool) -> Bool {
        let folder = PathText.deletingLastComponent(path)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = "\(path).\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return false }
        let prefix = header(kind: kind, toolVersion: toolVersion)
        // The length is filled in once the payload is written.
        var written = writeAll(prefix + [UInt8](repeating: 0, count: 8), to: descriptor)
        var payload = PayloadWriter(descriptor: descriptor)
        if written { written = body(&payload) }
        written = written && payload.finish()
        if written {
            let length = withUnsafeBytes(of: UInt64(payload.length).littleEndian) { Array($0) }
            let checksum = withUnsafeBytes(of: payload.checksum.value.littleEndian) { Array($0) }
            written = writeAll(checksum, to: descriptor)
                && length.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, 8, off_t(prefix.count)) == 8 }
        }
        let closed = close(descriptor) == 0
        if !written || !closed || rename(temporary, path) != 0 {
            unlink(temporary)
            return false
        }
        return true
    }

    /// A reader of the payload of the cache file at `path`, from its start, a piece at a time; nil
    /// when the file is missing or its header or length is not what is expected. The checksum is
    /// known only at the end: `PayloadReader.finish` says whether what was read can be trusted.
    static func stream(_ path: String, kind: String, toolVersion: String) -> PayloadReader? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        let header = self.header(kind: kind, toolVersion: toolVersion)
        guard fstat(descriptor, &status) == 0, Int(status.st_size) >= header.count + 16,
              let start = readExactly(header.count + 8, from: descriptor),
              start.prefix(header.count).elementsEqual(header),
              littleEndian(start, at: header.count) == UInt64(Int(status.st_size) - header.count - 16)
        else {
            close(descriptor)
            return nil
        }
        return PayloadReader(descriptor: descriptor, length: Int(status.st_size) - header.count - 16)
    }

    fileprivate static func readExactly(_ count: Int, from descriptor: Int32) -> [UInt8]? {
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var done = 0
            while done < count {
                let read = Foundation.read(descriptor, buffer.baseAddress.map { $0 + done }, count - done)
                if read < 0, errno == EINTR { continue }
                guard read > 0 else { failed = true; break }
                done += read
            }
            initialized = done
        }
        return failed ? nil : bytes
    }

    /// The payload of a cache file being read (see `stream`): the file stays open until `finish` or
    /// until the reader goes.
    final class PayloadReader {
        static let bufferSize = 1 << 20
        private var descriptor: Int32
        private var buffer: [UInt8] = []
        private var position = 0
        /// Payload bytes not yet read into the buffer.
        private var unread: Int
        private var checksum = Checksum()

        fileprivate init(descriptor: Int32, length: Int) {
            self.descriptor = descriptor
            unread = length
        }

        deinit { if descriptor >= 0 { close(descriptor) } }

        /// True when every byte of the payload was taken.
        var isAtEnd: Bool { position == buffer.count && unread == 0 }

        /// The next `count` bytes; nil past the end of the payload or when the file cannot be read.
        func bytes(_ count: Int) -> [UInt8]? {
            guard count >= 0, count <= buffer.count - position + unread else { return nil }
            var result: [UInt8] = []
            result.reserveCapacity(count)
            while result.count < count {
                if position == buffer.count, !refill() { return nil }
                let take = min(count - result.count, buffer.count - position)
                result.append(contentsOf: buffer[position..<(position + take)])
                position += take
            }
            return result
        }

        /// Passes over the next `count` bytes (they still count for the checksum); false past the end.
        func skip(_ count: Int) -> Bool {
            guard count >= 0, count <= buffer.count - position + unread else { return false }
            var left = count
            while left > 0 {
                if position == buffer.count, !refill() { return false }
                let take = min(left, buffer.count - position)
                position += take
                left -= take
            }
            return true
        }

        /// The next byte; nil past the end of the payload.
        func byte() -> UInt8? {
            if position == buffer.count, !refill() { return nil }
            defer { position += 1 }
            return buffer[position]
        }

        func varint() -> UInt64? { Varint.read(next: byte) }

        private func refill() -> Bool {
            guard unread > 0, descriptor >= 0, let next = CacheFile.readExactly(min(unread, Self.bufferSize), from: descriptor) else {
                return false
            }
            checksum.add(next)
            unread -= next.count
            buffer = next
            position = 0
            return true
        }

        /// Whether the whole payload was read and matches the file's checksum; closes the file.
        func finish() -> Bool {
            defer {
                close(descriptor)
                descriptor = -1
            }
            guard isAtEnd, let stored = CacheFile.readExactly(8, from: descriptor) else { return false }
            return CacheFile.littleEndian(stored, at: 0) == checksum.value
        }
    }

    /// The payload of a cache file being written: appended bytes are checksummed and written in
    /// pieces of `bufferSize`.
    struct PayloadWriter: ByteSink {
        static let bufferSize = 1 << 20
        fileprivate let descriptor: Int32
        private var buffer: [UInt8] = []
        fileprivate private(set) var checksum = Checksum()
        private(set) var length = 0
        private var failed = false

        fileprivate init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        mutating func write<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
            checksum.add(bytes)
            length += bytes.count
            // A large piece goes to the file from where it is, not through (and into) the buffer.
            if bytes.count >= Self.bufferSize {
                flush()
                let written: Bool? = bytes.withContiguousStorageIfAvailable { piece in
                    CacheFile.writeAll(UnsafeRawBufferPointer(piece), to: descriptor)
                }
                if let written {
                    if !written { failed = true }
                    return
                }
            }
            buffer.append(contentsOf: bytes)
            if buffer.count >= Self.bufferSize { flush() }
        }

        private mutating func flush() {
            if !failed, !CacheFile.writeAll(buffer, to: descriptor) { failed = true }
            buffer.removeAll(keepingCapacity: true)
        }

        /// Writes what is buffered; false when any write failed.
        fileprivate mutating func finish() -> Bool {
            flush()
            return !failed
        }
    }

    fileprivate static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    fileprivate static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var done = 0
        while done < buffer.count {
            let count = Foundation.write(descriptor, buffer.baseAddress.map { $0 + done }, buffer.count - done)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            done += count
        }
        return true
    }

    private static func header(kind: String, toolVersion: String) -> [UInt8] {
        var bytes = magic
        bytes.append(formatVersion)
        let kindBytes = Array(kind.utf8.prefix(255))
        bytes.append(UInt8(kindBytes.count))
        bytes.append(contentsOf: kindBytes)
        let version = Array(toolVersion.utf8)
        Varint.append(UInt64(version.count), to: &bytes)
        bytes.append(contentsOf: version)
        return bytes
    }

    /// The checksum of a whole payload (see `Checksum`).
    static func checksum(_ bytes: some Collection<UInt8>) -> UInt64 {
        var checksum = Checksum()
        checksum.add(bytes)
        return checksum.value
    }
}

/// A 64-bit multiply-xorshift over 8-byte words in four interleaved lanes (word `i` goes to lane
/// `i % 4`, so the four chains run side by side instead of each word waiting for the last: a
/// third of the time of one chain over a 12 MB `module.bin`), fed in pieces of any size, with the
/// length taken in last: detects truncation and corruption; not for security.
struct Checksum {
    private var lanes: (UInt64, UInt64, UInt64, UInt64) =
        (0x9e37_79b9_7f4a_7c15, 0xc2b2_ae3d_27d4_eb4f, 0x1656_67b1_9e37_79f9, 0x85eb_ca77_c2b2_ae63)
    /// Whole words mixed so far.
    private var words: UInt64 = 0
    private var length: UInt64 = 0
    /// The bytes of a word not yet complete (fewer than 8), low byte first.
    private var partial: UInt64 = 0
    private var partialCount: UInt64 = 0

    mutating func add<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        length += UInt64(bytes.count)
        let added: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            var index = 0
            while partialCount != 0, index < buffer.count {
                add(byte: buffer[index])
                index += 1
            }
            let raw = UnsafeRawBufferPointer(buffer)
            func word(_ offset: Int) -> UInt64 { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
            while words & 3 != 0, index + 8 <= buffer.count {
                mix(word(index))
                index += 8
            }
            // Four words at a time, one per lane.
            var (a, b, c, d) = lanes
            while index + 32 <= buffer.count {
                a = Self.step(a, word(index))
                b = Self.step(b, word(index + 8))
                c = Self.step(c, word(index + 16))
                d = Self.step(d, word(index + 24))
                words &+= 4
                index += 32
            }
            lanes = (a, b, c, d)
            while index + 8 <= buffer.count {
                mix(word(index))
                index += 8
            }
            while index < buffer.count {
                add(byte: buffer[index])
                index += 1
            }
        }
        if added == nil {
            for byte in bytes { add(byte: byte) }
        }
    }

    private mutating func add(byte: UInt8) {
        partial |= UInt64(byte) << (8 * partialCount)
        partialCount += 1
        if partialCount == 8 {
            mix(partial)
            partial = 0
            partialCount = 0
        }
    }

    private static func step(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        let h = (lane ^ word) &* 0xff51_afd7_ed55_8ccd
        return h ^ (h >> 32)
    }

    /// One word into its lane.
    private mutating func mix(_ word: UInt64) {
        switch words & 3 {
        case 0: lanes.0 = Self.step(lanes.0, word)
        case 1: lanes.1 = Self.step(lanes.1, word)
        case 2: lanes.2 = Self.step(lanes.2, word)
        default: lanes.3 = Self.step(lanes.3, word)
        }
        words &+= 1
    }

    /// The checksum of everything added so far.
    var value: UInt64 {
        var h = Self.step(Self.step(Self.step(lanes.0, lanes.1), lanes.2), lanes.3)
        if partialCount > 0 {
            h = (h ^ partial ^ (partialCount << 59)) &* 0xc4ce_b9fe_1a85_ec53
            h ^= h >> 29
        }
        h = (h ^ length) &* 0xff51_afd7_ed55_8ccd
        return h ^ (h >> 32)
    }
}
