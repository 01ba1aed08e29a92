import AnnogenModel
import Foundation

/// Renders Swift templates: each template's program compiled once per content (kept by the hash of
/// its text, its includes, the runtime's sources and the compiler, under `swift-templates` in the
/// cache folder), then run with the packed template context; its standard output is the text.
///
/// The runtime (`AnnogenTemplateRuntime`, as the module `SourceryRuntime`) is compiled once per
/// compiler and runtime into a static library in the user's cache folder, which every project
/// shares (it takes several seconds; a program a fraction of one). Everything is compiled in a
/// folder of its own and moved into place when it succeeded, so runs at the same time never see
/// half a program. A program compiled for a template takes the place of the one compiled for it
/// before.
final class SwiftTemplateRunner: @unchecked Sendable {
    /// Where programs are kept.
    private let folder: String
    /// Where the runtime is kept.
    private let runtimeRoot: String
    /// True for a folder made for this run only (no cache), taken away by `finish`.
    private let isTemporary: Bool
    private let compiler: SwiftTemplateCompiler?
    private let lock = NSLock()
    private var runtimeFolder: Result<String, SwiftTemplateFailure>?
    private var modelPath: String?
    /// Programs compiled by this runner (not found compiled).
    private(set) var compiled = 0

    /// Programs and the runtime under `cacheDirectory/swift-templates`; without a project cache, in
    /// the user's cache folder (`$XDG_CACHE_HOME/annogen`, `~/.cache/annogen`, on macOS
    /// `~/Library/Caches/annogen`: programs are kept by content, so projects can share them), or
    /// in a temporary folder for this run when there is no home either.
    init(cacheDirectory: String?, compiler: SwiftTemplateCompiler? = SwiftTemplateCompiler.find(),
         environment: [String: String] = ProcessInfo.processInfo.environment) {
        let user = Self.userCacheFolder(environment).map { ($0 as NSString).appendingPathComponent("annogen/swift-templates") }
        if let cacheDirectory {
            // Absolute: the compiler runs in a folder of its own.
            folder = TemplatePaths.absolute((cacheDirectory as NSString).appendingPathComponent("swift-templates"))
            isTemporary = false
        } else if let user {
            folder = user
            isTemporary = false
        } else {
            folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("annogen-swift-templates-\(UUID().uuidString)")
            isTemporary = true
        }
        // A folder the run may not write (a build-tool plugin's sandbox) keeps the runtime with the programs.
        runtimeRoot = user.flatMap { Self.isWritable($0) ? $0 : nil } ?? folder
        self.compiler = compiler
    }

    /// Whether `path`, or the nearest folder above it that exists, can be written.
    private static func isWritable(_ path: String) -> Bool {
        var current = path
        while !current.isEmpty, current != "/", !FileManager.default.fileExists(atPath: current) {
            current = PathText.deletingLastComponent(current)
        }
        return access(current.isEmpty ? "/" : current, W_OK) == 0
    }

    private static func userCacheFolder(_ environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        #if os(macOS)
        return home + "/Library/Caches"
        #else
        return home + "/.cache"
        #endif
    }

    /// The text of the Swift template at `path`, run with `packModel()`'s bytes (made once, on first
    /// use, for every template of the run).
    func render(templatePath path: String, packModel: () -> [UInt8]) -> Result<String, SwiftTemplateFailure> {
        Result { () throws(SwiftTemplateFailure) in try rendered(templatePath: path, packModel: packModel) }
    }

    private func rendered(templatePath path: String, packModel: () -> [UInt8]) throws(SwiftTemplateFailure) -> String {
        let program = try SwiftTemplateProgram.make(templatePath: path)
        guard let compiler else {
            throw SwiftTemplateFailure(.error(
                ProcessInfo.processInfo.environment["ANNOGEN_SWIFTC"].map { "Swift templates need the Swift compiler: ANNOGEN_SWIFTC names no executable ('\($0)')" }
                    ?? "Swift templates need the Swift compiler: no 'swiftc' on PATH (install Swift, or set ANNOGEN_SWIFTC to its path)",
                at: Self.start(of: path)))
        }
        let executable = try compiledProgram(program, templatePath: path, compiler: compiler)
        let model = try packedModel(packModel)
        // Without Swift's backtracer: a crash is told in one line (`main.swift:12: Fatal error: …`).
        let result = ChildProcess.runSeparately(executable, [model], environment: ["SWIFT_BACKTRACE": "enable=no"])
        // The standard library's stack trace after a fatal error names nothing of the template.
        let error = result.error.range(of: "Current stack trace:").map { String(result.error[..<$0.lowerBound]) } ?? result.error
        let detail = error.trimmingCharacters(in: .whitespacesAndNewlines)
        // As in Sourcery, what the program writes to standard error fails the render.
        guard result.status == 0, detail.isEmpty else {
            let what = result.status == 0 ? "the Swift template's program wrote to standard error" : "the Swift template's program failed (status \(result.status))"
            throw SwiftTemplateFailure(.error(what + (detail.isEmpty ? "" : ": " + detail),
                                              at: program.location(inRuntimeMessage: detail) ?? Self.start(of: path)))
        }
        return result.output
    }

    /// The first line of the template at `path`, where what concerns it as a whole is told.
    private static func start(of path: String) -> SourceLocation { SourceLocation(path: path, line: 1, column: 1) }

    /// Takes away the packed model and, without a cache, the folder.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if let modelPath {
            try? FileManager.default.removeItem(atPath: modelPath)
            RunningWork.ofThisProcess.released(modelPath)
        }
        modelPath = nil
        if isTemporary { try? FileManager.default.removeItem(atPath: folder) }
    }

    private func packedModel(_ pack: () -> [UInt8]) throws(SwiftTemplateFailure) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let modelPath { return modelPath }
        let path = (folder as NSString).appendingPathComponent("model-\(UUID().uuidString).bin")
        RunningWork.ofThisProcess.holds(path)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(pack()).write(to: URL(fileURLWithPath: path))
        } catch {
            throw SwiftTemplateFailure(.error("cannot write the Swift templates' model to \(path): \(error.localizedDescription)"))
        }
        modelPath = path
        return path
    }

    // MARK: Compiling

    private static let runtimeFlags = ["-swift-version", "5", "-O", "-whole-module-optimization"]
    private static let programFlags = ["-swift-version", "5", "-Onone"]

    /// The runtime's folder (its static library and module), compiled when not there yet (a failure
    /// is kept: every template of the run is told it).
    private func runtime(compiler: SwiftTemplateCompiler, templatePath: String) throws(SwiftTemplateFailure) -> String {
        lock.lock()
        defer { lock.unlock() }
        if runtimeFolder == nil {
            runtimeFolder = Result { () throws(SwiftTemplateFailure) in try compiledRuntime(compiler: compiler, templatePath: templatePath) }
        }
        return try runtimeFolder!.get()
    }

    private func compiledRuntime(compiler: SwiftTemplateCompiler, templatePath: String) throws(SwiftTemplateFailure) -> String {
        let key = ContentHash.of(
            ([compiler.identity] + Self.runtimeFlags + TemplateRuntimeSources.files.flatMap { [$0.name, $0.text] }).joined(separator: "\0"))
        let target = (runtimeRoot as NSString).appendingPathComponent("runtime-\(key)")
        if FileManager.default.fileExists(atPath: (target as NSString).appendingPathComponent("libSourceryRuntime.a")) { return target }
        try build(into: target, templatePath: templatePath) { work in
            var files: [String] = []
            for file in TemplateRuntimeSources.files {
                let path = (work as NSString).appendingPathComponent(file.name)
                try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
                files.append(path)
            }
            let output = compiler.run(
                ["-parse-as-library", "-emit-library", "-static", "-module-name", "SourceryRuntime", "-emit-module",
                 "-emit-module-path", (work as NSString).appendingPathComponent("SourceryRuntime.swiftmodule"),
                 "-o", (work as NSString).appendingPathComponent("libSourceryRuntime.a")] + Self.runtimeFlags + files,
                in: work)
            guard output.status == 0 else {
                throw SwiftTemplateFailure(.error(
                    "cannot compile annogen's Swift template runtime with \(compiler.path): \(output.output.trimmingCharacters(in: .whitespacesAndNewlines))",
                    at: Self.start(of: templatePath)))
            }
            for file in files { try? FileManager.default.removeItem(atPath: file) }
        }
        return target
    }

    /// The program's executable, compiled when no program of the same content was.
    private func compiledProgram(
        _ program: SwiftTemplateProgram, templatePath: String, compiler: SwiftTemplateCompiler
    ) throws(SwiftTemplateFailure) -> String {
        let runtime = try self.runtime(compiler: compiler, templatePath: templatePath)
        var swiftFiles: [(path: String, text: String)] = []
        for file in program.swiftFiles {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw SwiftTemplateFailure(.error("cannot read included Swift file '\(file)'", at: Self.start(of: templatePath)))
            }
            swiftFiles.append((file, String(decoding: data, as: UTF8.self)))
        }
        let key = ContentHash.of(([runtime] + Self.programFlags + [program.source] + swiftFiles.flatMap { [$0.path, $0.text] })
            .joined(separator: "\0"))
        let target = (folder as NSString).appendingPathComponent("program-\(key)")
        let executable = (target as NSString).appendingPathComponent("template")
        if FileManager.default.isExecutableFile(atPath: executable) { return executable }
        let templateKey = TemplatePaths.absolute(templatePath)
        try build(into: target, templatePath: templatePath) { work in
            let main = (work as NSString).appendingPathComponent("main.swift")
            try Data(program.source.utf8).write(to: URL(fileURLWithPath: main))
            try Data(templateKey.utf8).write(to: URL(fileURLWithPath: (work as NSString).appendingPathComponent(Self.templatePathFile)))
            let output = compiler.run(
                ["-module-name", "SwiftTemplate", "-I", runtime, "-L", runtime, "-lSourceryRuntime",
                 "-diagnostic-style=llvm", "-o", (work as NSString).appendingPathComponent("template")]
                    + Self.programFlags + [main] + swiftFiles.map { TemplatePaths.absolute($0.path) },
                in: work)
            guard output.status == 0 else {
                throw SwiftTemplateFailure(SwiftTemplateDiagnostics.map(output.output, mainPath: main, program: program, templatePath: templatePath))
            }
        }
        lock.lock()
        compiled += 1
        lock.unlock()
        removePrograms(of: templateKey, except: target)
        return executable
    }

    /// The file in a program's folder naming the template it was compiled for.
    private static let templatePathFile = "template-path"

    /// Takes away the programs compiled before for the template at `templatePath` (absolute): a
    /// template edited often would leave one per edit.
    private func removePrograms(of templatePath: String, except kept: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix("program-") && !name.contains(".partial-") {
            let program = (folder as NSString).appendingPathComponent(name)
            guard program != kept,
                  let data = FileManager.default.contents(atPath: (program as NSString).appendingPathComponent(Self.templatePathFile)),
                  String(decoding: data, as: UTF8.self) == templatePath else { continue }
            try? FileManager.default.removeItem(atPath: program)
        }
    }

    /// Runs `make` in a new folder beside `target`, then moves the folder to `target` (a program
    /// compiled meanwhile by another run is kept: it is the same).
    private func build(into target: String, templatePath: String, _ make: (String) throws -> Void) throws(SwiftTemplateFailure) {
        let work = target + ".partial-\(UUID().uuidString)"
        RunningWork.ofThisProcess.holds(work)
        defer { RunningWork.ofThisProcess.released(work) }
        do {
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            try make(work)
        } catch {
            try? FileManager.default.removeItem(atPath: work)
            throw error as? SwiftTemplateFailure ?? SwiftTemplateFailure(.error(
                "cannot compile a Swift template in \(work): \(error.localizedDescription)", at: Self.start(of: templatePath)))
        }
        if rename(work, target) != 0 {
            // Another run put the same there first.
            try? FileManager.default.removeItem(atPath: work)
        }
    }
}
