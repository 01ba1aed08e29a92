import Foundation

/// A source file's bytes, read whole with `open` and `read`, and its text. `Data(contentsOf:
/// URL(fileURLWithPath:))`, which read them before, made a URL per file: it parses the path and asks
/// the file system whether it names a folder. That was a third of reading 1,000 small sources.
enum FileContents {
    /// Why a file could not be read: the system's words for its error number, or what kind of
    /// file it is.
    struct Failure: Error, Equatable {
        var reason: String

        init(code: Int32) {
            // `strerror` may write a buffer of its own (for a number it does not know): one thread
            // at a time, as files are read on all cores.
            Self.lock.lock()
            reason = String(cString: strerror(code))
            Self.lock.unlock()
        }

        init(reason: String) {
            self.reason = reason
        }

        private static let lock = NSLock()
    }

    /// The bytes of the regular file at `path`, however its size changed since it was opened.
    static func read(_ path: String) -> Result<[UInt8], Failure> {
        var descriptor: Int32
        // Without blocking: opening a FIFO for reading would wait for a writer (the check below refuses it).
        repeat { descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { return .failure(Failure(code: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(Failure(code: errno)) }
        guard status.st_mode & S_IFMT != S_IFDIR else { return .failure(Failure(code: EISDIR)) }
        // A FIFO or a device would be read until it ends, if ever (`FolderWalk` lists neither).
        guard status.st_mode & S_IFMT == S_IFREG else { return .failure(Failure(reason: "not a regular file")) }
        // One byte more than the size: a read that fills the buffer it asked for finds the file longer
        // than `fstat` said (it grew, or it is a `/proc` file of size 0), and reads on.
        var asked = max(Int(status.st_size), 0) + 1
        var failure: Int32 = 0
        var filled = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: asked) { buffer, count in
            filled = fill(UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[0..<asked])), from: descriptor, failure: &failure)
            count = filled
        }
        while failure == 0, filled == asked {
            asked = 1 << 16
            let more = [UInt8](unsafeUninitializedCapacity: asked) { buffer, count in
                filled = fill(UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[0..<asked])), from: descriptor, failure: &failure)
                count = filled
            }
            bytes += more
        }
        return failure == 0 ? .success(bytes) : .failure(Failure(code: failure))
    }

    /// The text of UTF-8 `bytes`, as Foundation's `String(data:encoding: .utf8)` gives it: nil when
    /// they are not valid UTF-8, and without a leading byte order mark.
    static func text(_ bytes: [UInt8]) -> String? {
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        if bytes.starts(with: byteOrderMark) { return String(validating: bytes.dropFirst(3), as: UTF8.self) }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Reads from `descriptor` until `buffer` is full or the file ends, retrying what a signal
    /// interrupted; how many bytes it read. From the descriptor's offset, or from `offset` in the
    /// file (`pread`, the descriptor's own left where it is). `failure` is set to the error number
    /// of a read that failed. (A cache file read into memory, `CacheBytes`, is read with it too.)
    static func fill(_ buffer: UnsafeMutableRawBufferPointer, from descriptor: Int32, at offset: Int? = nil, failure: inout Int32) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var done = 0
        while done < buffer.count {
            let count = offset.map { pread(descriptor, base + done, buffer.count - done, off_t($0 + done)) }
                ?? systemRead(descriptor, base + done, buffer.count - done)
            if count < 0, errno == EINTR { continue }
            if count < 0 { failure = errno }
            guard count > 0 else { break }
            done += count
        }
        return done
    }
}

/// `read(2)`, under a name `FileContents.read` does not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
