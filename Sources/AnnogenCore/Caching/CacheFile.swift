import AnnogenModel
import Foundation

/// One file of the cache folder: a header naming what it holds and which annogen wrote it, the
/// payload, and a checksum. Reading returns nil for anything unexpected (missing, truncated,
/// corrupt, another format or another annogen), so the caller rebuilds; writing goes through a
/// temporary file and a rename, so concurrent runs never see half a file.
///
/// ```
/// "ANGC" formatVersion:u8 kindLength:u8 kind toolVersionLength:varint toolVersion
/// payloadLength:varint payload checksum:u64 LE
/// ```
enum CacheFile {
    static let magic: [UInt8] = Array("ANGC".utf8)
    /// Bumped whenever the layout of any cache file changes: older files are then ignored.
    /// 2: `parse.bin` entries are `ParsedFileCoding` blobs instead of `BinaryEncoder` ones.
    static let formatVersion: UInt8 = 2

    static func read(_ path: String, kind: String, toolVersion: String) -> [UInt8]? {
        guard var bytes = readAll(path) else { return nil }
        let header = self.header(kind: kind, toolVersion: toolVersion)
        guard bytes.count >= header.count + 9, bytes[0..<header.count].elementsEqual(header) else { return nil }
        var p = header.count
        guard let length = Varint.read(bytes, at: &p), p + 8 <= bytes.count, length == UInt64(bytes.count - p - 8) else { return nil }
        var stored: UInt64 = 0
        for i in 0..<8 { stored |= UInt64(bytes[bytes.count - 8 + i]) << (8 * UInt64(i)) }
        // The payload is cut out in place: a large cache file is held once, not three times.
        bytes.removeLast(8)
        bytes.removeFirst(p)
        guard checksum(bytes) == stored else { return nil }
        return bytes
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
    /// The header, payload and checksum are written one after the other, not joined into a copy.
    static func write(_ payload: [UInt8], to path: String, kind: String, toolVersion: String) {
        var prefix = header(kind: kind, toolVersion: toolVersion)
        Varint.append(UInt64(payload.count), to: &prefix)
        let suffix = withUnsafeBytes(of: checksum(payload).littleEndian) { Array($0) }
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = "\(path).\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return }
        let written = writeAll(prefix, to: descriptor) && writeAll(payload, to: descriptor) && writeAll(suffix, to: descriptor)
        let closed = close(descriptor) == 0
        if !written || !closed || rename(temporary, path) != 0 { unlink(temporary) }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
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

    /// A 64-bit multiply-xorshift over 8-byte words: detects truncation and corruption; not for security.
    static func checksum(_ bytes: [UInt8]) -> UInt64 {
        var h: UInt64 = 0x9e37_79b9_7f4a_7c15 ^ UInt64(bytes.count)
        bytes.withUnsafeBytes { buffer in
            let words = buffer.count / 8
            for i in 0..<words {
                let word = buffer.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)
                h = (h ^ word) &* 0xff51_afd7_ed55_8ccd
                h ^= h >> 32
            }
            for i in (words * 8)..<buffer.count {
                h = (h ^ UInt64(buffer[i])) &* 0xc4ce_b9fe_1a85_ec53
                h ^= h >> 29
            }
        }
        return h
    }
}
