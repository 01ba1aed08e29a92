/// Where headers' imports are looked for and which macros are predefined: the `objc:` entry of
/// `.annogen.yml` (`includePaths`, `frameworkPaths`, `defines`) or the `--objc-…` flags.
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

    public init(includePaths: [String] = [], frameworkPaths: [String] = [], defines: [String] = []) {
        self.includePaths = includePaths
        self.frameworkPaths = frameworkPaths
        self.defines = defines
    }

    public var isEmpty: Bool { includePaths.isEmpty && frameworkPaths.isEmpty && defines.isEmpty }

    /// The clang flags these options stand for.
    var clangArguments: [String] {
        includePaths.flatMap { ["-I", $0] } + frameworkPaths.flatMap { ["-F", $0] } + defines.flatMap { ["-D", $0] }
    }

    /// A text that changes whenever the options do (empty for no options): part of the key under
    /// which a header's parse result is cached.
    public var fingerprint: String {
        isEmpty ? "" : "objc\u{0}\(clangArguments.joined(separator: "\u{0}"))"
    }
}
