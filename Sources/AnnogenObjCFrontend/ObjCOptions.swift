/// Where headers' imports are looked for, which macros are predefined and which Apple platform the
/// headers are read for: the `objc:` entry of `.annogen.yml` (`includePaths`, `frameworkPaths`,
/// `defines`, `platform`) or the `--objc-…` flags.
///
/// Paths are given to clang as they are (relative ones resolve against the working directory);
/// a define is `NAME` or `NAME=VALUE`. Imports found nowhere, and names declared nowhere, are
/// assumed by the front end (see `HeaderAssumptions`); these options make the real declarations
/// visible instead.
public struct ObjCOptions: Sendable, Hashable, Codable {
    /// Folders searched for `#import <Kit/Kit.h>` and `#import "Kit.h"` (clang's `-I`).
    public var includePaths: [String]
    /// Folders holding `Kit.framework/Headers` (clang's `-F`).
    public var frameworkPaths: [String]
    /// Predefined macros: `NAME` or `NAME=VALUE` (clang's `-D`).
    public var defines: [String]
    /// The platform whose macros (`TARGET_OS_IOS`, …) headers are read with; nil reads them for iOS,
    /// as an assumption that is reported where it leaves a block out.
    public var platform: ObjCPlatform?

    public init(includePaths: [String] = [], frameworkPaths: [String] = [], defines: [String] = [], platform: ObjCPlatform? = nil) {
        self.includePaths = includePaths
        self.frameworkPaths = frameworkPaths
        self.defines = defines
        self.platform = platform
    }

    public var isEmpty: Bool { includePaths.isEmpty && frameworkPaths.isEmpty && defines.isEmpty && platform == nil }

    /// The platform headers are read for: the chosen one, or iOS.
    public var effectivePlatform: ObjCPlatform { platform ?? .ios }

    /// The clang flags these options stand for.
    var clangArguments: [String] {
        includePaths.flatMap { ["-I", $0] } + frameworkPaths.flatMap { ["-F", $0] } + defines.flatMap { ["-D", $0] }
    }

    /// A text that changes whenever the options do (empty for no options): part of the key under
    /// which a header's parse result is cached.
    public var fingerprint: String {
        isEmpty ? "" : "objc\u{0}\(clangArguments.joined(separator: "\u{0}"))" + (platform.map { "\u{0}platform=\($0.rawValue)" } ?? "")
    }
}
