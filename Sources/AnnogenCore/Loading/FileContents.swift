#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A source file's bytes, read whole with `open` and `read`, and its text. `Data(contentsOf:
/// URL(fileURLWithPath:))`, which read them before, made a URL per file: it parses the path and asks
/// the file system whether it names a folder. That was a third of reading 1,000 small sources.
enum FileContents {
    /// Why a file could not be read: the system's words for its error number.
    struct Failure: Error, Equatable {
        var reason: String

        init(code: Int32) {
            reason = String(cString: strerror(code))
        }
    }

    /// The bytes of the file at `path`.
    static func read(_ path: String) -> Result<[UInt8], Failure> {
        var descriptor: Int32
        repeat { descriptor = open(path, O_RDONLY | O_CLOEXEC) } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { return .failure(Failure(code: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(Failure(code: errno)) }
        guard status.st_mode & S_IFMT != S_IFDIR else { return .failure(Failure(code: EISDIR)) }
        // One byte more than the size: a read that fills it finds the file grew since `fstat`.
        let expected = max(Int(status.st_size), 0) + 1
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            count = fill(buffer, from: descriptor, failure: &failure)
        }
        while failure == 0, bytes.count == bytes.capacity {
            let more = [UInt8](unsafeUninitializedCapacity: 1 << 16) { buffer, count in
                count = fill(buffer, from: descriptor, failure: &failure)
            }
            if more.isEmpty { break }
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

    /// Reads from `descriptor` until `buffer` is full or the file ends; how many bytes it read.
    /// `failure` is set to the error number of a read that failed.
    private static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, from descriptor: Int32, failure: inout Int32) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var done = 0
        while done < buffer.count {
            let count = systemRead(descriptor, base + done, buffer.count - done)
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
