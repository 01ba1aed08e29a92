import Foundation

/// The Swift compiler Swift templates are compiled with: `ANNOGEN_SWIFTC` when set, else the first
/// `swiftc` on `PATH`; known by its path, size and modification time, so a new toolchain compiles
/// again what an older one built.
struct SwiftTemplateCompiler: Sendable {
    let path: String
    let identity: String

    /// The compiler, or nil when there is none.
    static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> SwiftTemplateCompiler? {
        var candidates: [String] = []
        if let path = environment["ANNOGEN_SWIFTC"], !path.isEmpty {
            candidates = [path]
        } else {
            for folder in (environment["PATH"] ?? "/usr/bin:/usr/local/bin").split(separator: ":") {
                candidates.append(String(folder) + "/swiftc")
            }
        }
        for candidate in candidates {
            // The link's target identifies the toolchain (`/usr/bin/swiftc` is often a link).
            let resolved = (candidate as NSString).resolvingSymlinksInPath
            var info = stat()
            guard stat(resolved, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, access(resolved, X_OK) == 0 else { continue }
            return SwiftTemplateCompiler(path: candidate, identity: "\(resolved):\(info.st_size):\(SourceStamp(info).modified)")
        }
        return nil
    }

    /// Runs the compiler with `arguments`: its status and what it wrote to standard output and error.
    func run(_ arguments: [String], in directory: String? = nil) -> (status: Int32, output: String) {
        ChildProcess.run(path, arguments, in: directory)
    }
}
