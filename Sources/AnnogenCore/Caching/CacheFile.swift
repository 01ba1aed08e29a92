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
    static let formatVersion: UInt8 = 3

    static func read(_ path: String, kind: String, toolVersion: String) -> [UInt8]? {
        guard var bytes = readAll(path) else { return nil }
        let header = self.header(kind: kind, toolVersion: toolVersion)
        guard bytes.count >= header.count + 16, bytes[0..<header.count].elementsEqual(header) else { return nil }
        let length = littleEndian(bytes, at: header.count)
        guard length == UInt64(bytes.count - header.count - 16) else { return nil }
        let stored = littleEndian(bytes, at: bytes.count - 8)
        // The payload is cut out in place: a large cache file is held once, not three times.
        bytes.removeLast(8)
        bytes.removeFirst(header.count + 8)
        guard checksum(bytes) == stored else { return nil }
        return bytes
    }

    private static func littleEndian(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        var value: UInt64 = 0
        for i in 0..<8 { value |= UInt64(bytes[offset + i]) << (8 * UInt64(i)) }
        return value
    }

    /// The whole file, read straight into one array; nil when it cannot be read.
    private static func readAll(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size >= 0 else { return nil }
        let size = Int(status.st_size)
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var done = 0
            while done < size {
                let count = Foundation.read(descriptor, buffer.baseAddress.map { $0 + done }, size - done)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { failed = true; break }
                done += count
            }
            initialized = done
        }
        return failed ? nil : bytes
    }

    /// Writes atomically; failures are ignored (the cache is an optimisation, never a reason to fail).
    static func write(_ payload: [UInt8], to path: String, kind: String, toolVersion: String) {
        write(to: path, kind: kind, toolVersion: toolVersion) { $0.write(payload) }
    }

    /// Writes a payload that `body` appends piece by piece, through a small buffer straight into
    /// the file: a large payload is never held whole (`parse.bin` of 50,000 files is 46 MB).
    /// Atomic like `write(_:to:…)`, and failures are ignored the same way.
    static func write(to path: String, kind: String, toolVersion: String, _ body: (inout PayloadWriter) -> Void) {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = "\(path).\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return }
        let prefix = header(kind: kind, toolVersion: toolVersion)
        // The length is filled in once the payload is written.
        var written = writeAll(prefix + [UInt8](repeating: 0, count: 8), to: descriptor)
        var payload = PayloadWriter(descriptor: descriptor)
        if written { body(&payload) }
        written = written && payload.finish()
        if written {
            let length = withUnsafeBytes(of: UInt64(payload.length).littleEndian) { Array($0) }
            let checksum = withUnsafeBytes(of: payload.checksum.value.littleEndian) { Array($0) }
            written = writeAll(checksum, to: descriptor)
                && length.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, 8, off_t(prefix.count)) == 8 }
        }
        let closed = close(descriptor) == 0
        if !written || !closed || rename(temporary, path) != 0 { unlink(temporary) }
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
        bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress.map { $0 + done }, buffer.count - done)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                done += count
            }
            return true
        }
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
    static func checksum(_ bytes: [UInt8]) -> UInt64 {
        var checksum = Checksum()
        checksum.add(bytes)
        return checksum.value
    }
}

/// A 64-bit multiply-xorshift over 8-byte words, fed in pieces of any size, with the length taken
/// in last: detects truncation and corruption; not for security.
struct Checksum {
    private var hash: UInt64 = 0x9e37_79b9_7f4a_7c15
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
            while index + 8 <= buffer.count {
                mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
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

    private mutating func mix(_ word: UInt64) {
        hash = (hash ^ word) &* 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 32
    }

    /// The checksum of everything added so far.
    var value: UInt64 {
        var h = hash
        if partialCount > 0 {
            h = (h ^ partial ^ (partialCount << 59)) &* 0xc4ce_b9fe_1a85_ec53
            h ^= h >> 29
        }
        h = (h ^ length) &* 0xff51_afd7_ed55_8ccd
        return h ^ (h >> 32)
    }
}
