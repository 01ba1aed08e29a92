import Foundation

/// Where libclang may live, in the order they are tried: `ANNOGEN_LIBCLANG` if set, the names the
/// dynamic loader resolves itself, then the versioned LLVM folders of Debian/Ubuntu and the usual
/// macOS places (Xcode, Command Line Tools, Homebrew).
enum LibClangLocator {
    static func candidates(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var result: [String] = []
        if let explicit = environment["ANNOGEN_LIBCLANG"], !explicit.isEmpty {
            // An explicit choice is the only one tried, so a wrong path is reported, not bypassed.
            return [explicit]
        }
        #if os(macOS)
        result += [
            "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/libclang.dylib",
            "/Library/Developer/CommandLineTools/usr/lib/libclang.dylib",
            "/opt/homebrew/opt/llvm/lib/libclang.dylib",
            "/usr/local/opt/llvm/lib/libclang.dylib",
            "libclang.dylib",
        ]
        #else
        result += ["libclang.so", "libclang.so.1"]
        result += llvmFolders().flatMap { folder in
            ["libclang.so", "libclang.so.1"].map { "\(folder)/\($0)" }
        }
        result += (8...30).reversed().flatMap { ["libclang-\($0).so", "libclang-\($0).so.1"] }
        #endif
        return result
    }

    /// `/usr/lib/llvm-N/lib`, newest first.
    private static func llvmFolders() -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib")) ?? []
        let versions = entries.compactMap { entry -> Int? in
            guard entry.hasPrefix("llvm-") else { return nil }
            return Int(entry.dropFirst(5))
        }
        return versions.sorted(by: >).map { "/usr/lib/llvm-\($0)/lib" }
    }
}
