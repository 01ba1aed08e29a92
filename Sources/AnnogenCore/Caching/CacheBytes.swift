import Foundation

/// The payload of a cache file, mapped into memory read-only instead of read into an array.
///
/// Reading a 14 MB `module.bin` into an array took 8 ms on 10,000 files: every 4 KB of fresh memory
/// is a page fault and a zeroed page before the copy. Mapped, its pages are the file system cache's
/// own, and going over all of them took 0.7 ms. The cache writes every file under a temporary name
/// and renames it into place (`CacheFile.write`), so annogen never changes a mapped file under the
/// mapping. Something else truncating the file in place while a run reads it (copying another cache
/// over it with `cp`) would end the run with SIGBUS, where a read would have found a damaged file:
/// a single run holds its mappings for a fraction of a second, and watch mode, which keeps the model
/// for the session, reads the files into memory of their own instead.
///
/// The bytes stay valid while the object lives: code that keeps a part of them (a chunk of the model
/// to write again) keeps the object.
final class CacheBytes: @unchecked Sendable {
    /// The payload.
    let bytes: UnsafeRawBufferPointer
    /// The whole file as mapped, around the payload (its header and checksum); the payload for a copy.
    let file: UnsafeRawBufferPointer
    /// What to give back when the object goes: a mapping and its length, or memory of our own.
    private let mapping: (start: UnsafeMutableRawPointer, length: Int)?
    private let allocation: UnsafeMutableRawPointer?

    /// The bytes at `payload` of the file open at `descriptor`, which is `size` bytes long; nil when
    /// it cannot be mapped.
    init?(mapping descriptor: Int32, size: Int, payload: Range<Int>) {
        guard size > 0, payload.lowerBound >= 0, payload.upperBound <= size,
              let start = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), start != MAP_FAILED else { return nil }
        mapping = (start, size)
        allocation = nil
        file = UnsafeRawBufferPointer(start: start, count: size)
        bytes = UnsafeRawBufferPointer(start: start + payload.lowerBound, count: payload.count)
    }

    /// The same, read into memory of its own: for a file system that cannot map files. Nil when
    /// the file cannot be read whole.
    init?(reading descriptor: Int32, size: Int, payload: Range<Int>) {
        guard size > 0, payload.lowerBound >= 0, payload.upperBound <= size else { return nil }
        let start = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        var failure: Int32 = 0
        let done = FileContents.fill(UnsafeMutableRawBufferPointer(start: start, count: size), from: descriptor, at: 0, failure: &failure)
        guard done == size else {
            start.deallocate()
            return nil
        }
        mapping = nil
        allocation = start
        file = UnsafeRawBufferPointer(start: start, count: size)
        bytes = UnsafeRawBufferPointer(start: start + payload.lowerBound, count: payload.count)
    }

    /// A copy of `array` (bytes made in memory: what a test encodes, or a payload of the write path).
    init(copying array: [UInt8]) {
        let start = UnsafeMutableRawPointer.allocate(byteCount: max(array.count, 1), alignment: 16)
        array.withUnsafeBytes { source in
            if let from = source.baseAddress { start.copyMemory(from: from, byteCount: source.count) }
        }
        mapping = nil
        allocation = start
        bytes = UnsafeRawBufferPointer(start: start, count: array.count)
        file = bytes
    }

    deinit {
        if let mapping { munmap(mapping.start, mapping.length) }
        allocation?.deallocate()
    }

    /// What `body` makes of the bytes, which stay valid until it returns.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) { try body(bytes) }
    }

    /// The bytes at `range`, valid while `body` runs.
    func withBytes<Result>(in range: Range<Int>, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) { try body(UnsafeRawBufferPointer(rebasing: bytes[range])) }
    }
}
