import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The most memory this process has held resident so far (`annogen run --verbose` prints it).
public enum PeakMemory {
    /// Bytes, or nil where the system does not say.
    ///
    /// On Linux this is `VmHWM` of `/proc/self/status`, the high-water mark of this program's own
    /// address space. A parent's `wait4` figure (`ru_maxrss`) is not used: Linux carries the parent's
    /// resident size over into a child started with `posix_spawn` or `fork`, so a large parent
    /// inflates every child's figure.
    public static func bytes() -> Int? {
        #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.dropFirst("VmHWM:".count).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
        #else
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss)
        #endif
    }

    /// `168 MB`.
    public static func describe(_ bytes: Int) -> String { "\(bytes / 1_048_576) MB" }
}
