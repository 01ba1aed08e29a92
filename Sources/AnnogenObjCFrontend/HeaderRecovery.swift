import AnnogenModel
import Foundation

/// Reads clang's errors for what the header needs that nothing declares, and assumes it (see
/// `HeaderAssumptions`): the front end then parses again. Errors that say nothing about a missing
/// name (a real syntax error) suggest nothing, and stay errors.
enum HeaderRecovery {
    /// Adds what `errors` suggest to `assumptions`; returns whether anything was added. `text`
    /// gives the bytes of the file an error is in (nil for annogen's own virtual headers).
    ///
    /// Imports come first: while one is missing, the names it would declare are reported unknown,
    /// and assuming them would clash with the real declarations once it is found. Names are assumed
    /// only in a pass where every import was found (or assumed empty).
    static func assume(
        from errors: [ClangError], projectHeaders: [String: [String]] = [:], text: (ClangError) -> [UInt8]?,
        into assumptions: inout HeaderAssumptions
    ) -> Bool {
        var added = false
        for error in errors {
            let message = error.message
            if let name = quoted(message, after: "duplicate interface definition for class "), assumptions.retract(name) {
                // A class assumed in an earlier pass that a header declares after all.
                added = true
            } else if message.hasPrefix("use of '@import' when modules are disabled"), !error.isInMainFile, let bytes = text(error) {
                // An imported header's `@import` (the header's own are rewritten before parsing).
                added = assumptions.rewriteModuleImports(in: error.clangPath, text: String(decoding: bytes, as: UTF8.self)) || added
            } else if message.contains("' file not found with <angled> include"), !error.clangPath.isEmpty {
                let folder = (error.clangPath as NSString).deletingLastPathComponent
                added = assumptions.assume(folder, as: .includeFolder, at: error.location) || added
            } else if let name = quoted(message, after: ""), message.hasSuffix("' file not found") {
                guard !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else { continue }
                let fileName = String(name.split(separator: "/").last ?? "")
                if !name.contains("/"), let folder = projectHeaders[name]?.sorted().first {
                    // `#import "_Image.h"` of a header in another source folder (Xcode's header maps).
                    added = assumptions.assume(folder, as: .includeFolder, at: error.location) || added
                } else if name.contains("/"), HeaderAssumptions.standInFramework(name) == nil,
                          let folder = projectFolder(of: name, among: projectHeaders[fileName] ?? []) {
                    // `#import <Kit/KitModel.h>` in Kit's own headers: the header among the sources.
                    added = assumptions.assume(name, as: .projectHeader(path: "\(folder)/\(fileName)"), at: error.location) || added
                } else {
                    added = assumptions.assume(name, as: .missingHeader, at: error.location) || added
                }
            }
        }
        return added || assumeNames(from: errors, text: text, into: &assumptions)
    }

    /// The folder of the header among the sources that `<Kit/KitModel.h>` stands for: one with a
    /// folder named `Kit` in its path first, then the first by path.
    private static func projectFolder(of include: String, among folders: [String]) -> String? {
        let module = String(include.split(separator: "/").first ?? "")
        let sorted = folders.sorted()
        return sorted.first { $0.split(separator: "/").contains(Substring(module)) } ?? sorted.first
    }

    /// Names declared nowhere: classes, protocols, value types, macros.
    private static func assumeNames(from errors: [ClangError], text: (ClangError) -> [UInt8]?, into assumptions: inout HeaderAssumptions) -> Bool {
        var added = false
        // `@interface A : Unknown <P>` reads `<P>` as type arguments of an unknown class ("no type or
        // protocol named 'P'"); once the superclass is assumed, P is reported as a protocol.
        var assumedSuperclass = false
        for error in errors {
            if let name = quoted(error.message, after: "cannot find interface declaration for ") {
                added = assumptions.assume(name, as: .opaqueClass(genericArity: 0), at: error.location) || added
                assumedSuperclass = true
            }
        }
        for error in errors {
            let message = error.message
            if let name = quoted(message, after: "interface type "), message.contains("by value"),
               assumptions.reassumeAsValueType(name) {
                // `Method m` where `Method *` made it a class: a struct after all.
                added = true
            } else if let name = quoted(message, after: "cannot find protocol declaration for ") {
                added = assumptions.assume(name, as: .opaqueProtocol, at: error.location) || added
            } else if let name = quoted(message, after: "no type or protocol named "), let bytes = text(error),
                      TypeArguments.isTypeArgument(at: error.offset, in: bytes) {
                // `NSDictionary<KitKey, id> *`: a typedef of an object type, not a protocol.
                let changed = assumptions.reassumeAsObjectTypedef(name)
                    || assumptions.assume(name, as: .opaqueObjectTypedef, at: error.location)
                added = changed || added
            } else if let name = quoted(message, after: "no type or protocol named "), !assumedSuperclass {
                added = assumptions.assume(name, as: .opaqueProtocol, at: error.location) || added
            } else if message.hasPrefix("property with '"), message.hasSuffix("attribute must be of object type"),
                      let bytes = text(error) {
                // `@property (strong) queue_t queue;` where `queue_t` was assumed a struct.
                let line = TypeArguments.line(containing: error.offset, in: bytes)
                for name in assumptions.valueTypeNames where TypeArguments.containsWord(name, in: line) {
                    added = assumptions.reassumeAsObjectTypedef(name) || added
                }
            } else if let name = quoted(message, after: "unknown type name ") {
                guard let kind = unknownTypeKind(name, error: error, text: text(error)) else { continue }
                added = assumptions.assume(name, as: kind, at: error.location) || added
            } else if message.hasPrefix("a parameter list without types"), let bytes = text(error),
                      let name = identifier(at: error.offset, in: bytes) {
                // `void (^)(KitState)`: an unnamed parameter of an unknown type.
                added = assumptions.assume(name, as: .opaqueValueType, at: error.location) || added
            } else if message == "expected a type", let bytes = text(error), let name = identifier(at: error.offset, in: bytes),
                      let kind = unknownTypeKind(name, error: error, text: bytes) {
                // `- (void)syncWithStore:(KitStore *)store;`: a parameter's unknown class.
                added = assumptions.assume(name, as: kind, at: error.location) || added
            } else if message.hasPrefix("expected "), let bytes = text(error),
                      let (name, takesArguments) = macroNear(offset: error.offset, in: bytes) {
                added = assumptions.assume(name, as: .emptyMacro(takesArguments: takesArguments), at: error.location) || added
            }
        }
        return added
    }

    /// `unknown type name 'X'`: a class when a pointer follows (`X *`, `X<Y *> *`), a macro when the
    /// name reads like one and a declaration follows (`KIT_EXTERN NSString *`), else a value type.
    private static func unknownTypeKind(_ name: String, error: ClangError, text: [UInt8]?) -> HeaderAssumptions.Kind? {
        guard let text else { return .opaqueClass(genericArity: 0) }
        var index = error.offset + name.utf8.count
        guard index <= text.count else { return nil }
        skipSpaces(text, &index, newlines: true)
        let next = index < text.count ? text[index] : 0
        switch next {
        case UInt8(ascii: "*"):
            return .opaqueClass(genericArity: 0)
        case UInt8(ascii: "<"):
            return .opaqueClass(genericArity: typeArgumentCount(text, from: index))
        case UInt8(ascii: "("):
            if isMacroLike(name) { return .emptyMacro(takesArguments: true) }
            // `KitResult (^)(id value)`: the result type of a block (or a function pointer).
            var after = index + 1
            skipSpaces(text, &after, newlines: true)
            let isDeclarator = after < text.count && (text[after] == UInt8(ascii: "^") || text[after] == UInt8(ascii: "*"))
            return isDeclarator ? .opaqueValueType : nil
        default:
            if isMacroLike(name), ASCII.isCodeIdentifier(next) || next == UInt8(ascii: "@") {
                return .emptyMacro(takesArguments: false)
            }
            return .opaqueValueType
        }
    }

    /// `<Dog *>` → 1, `<NSString *, Dog *>` → 2; `<Proto>` (protocols, no `*`) → 0.
    private static func typeArgumentCount(_ text: [UInt8], from start: Int) -> Int {
        var depth = 0, commas = 0, sawPointer = false
        var index = start
        while index < text.count {
            switch text[index] {
            case UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ">"):
                depth -= 1
                if depth == 0 { return sawPointer ? commas + 1 : 0 }
            case UInt8(ascii: ","): if depth == 1 { commas += 1 }
            case UInt8(ascii: "*"): sawPointer = true
            case UInt8(ascii: ";"), UInt8(ascii: "\n"): return 0
            default: break
            }
            index += 1
        }
        return 0
    }

    /// The identifier that starts at `offset`.
    private static func identifier(at offset: Int, in text: [UInt8]) -> String? {
        guard offset < text.count else { return nil }
        var end = offset
        while end < text.count, ASCII.isCodeIdentifier(text[end]) { end += 1 }
        return end > offset ? String(decoding: text[offset..<end], as: UTF8.self) : nil
    }

    /// The macro-like identifier at `offset`, after the spaces there (clang reports
    /// `NSString *name KIT_DEPRECATED;` just after `name`) or just before it (it reports
    /// `KIT_EXTERN NSString *x;` at `NSString`), and whether `(` follows it.
    private static func macroNear(offset: Int, in text: [UInt8]) -> (String, Bool)? {
        guard offset <= text.count else { return nil }
        var after = offset
        skipSpaces(text, &after)
        var candidates: [Int] = [offset, after]
        var before = offset
        while before > 0, text[before - 1] == UInt8(ascii: " ") || text[before - 1] == UInt8(ascii: "\t") { before -= 1 }
        var start = before
        while start > 0, ASCII.isCodeIdentifier(text[start - 1]) { start -= 1 }
        if start < before { candidates.append(start) }
        for candidate in candidates {
            guard let name = identifier(at: candidate, in: text), isMacroLike(name) else { continue }
            var next = candidate + name.utf8.count
            skipSpaces(text, &next)
            return (name, next < text.count && text[next] == UInt8(ascii: "("))
        }
        return nil
    }

    /// `KIT_EXTERN`, `RLM_ARRAY_TYPE`, `DEPRECATED`: upper case, digits and underscores, with an
    /// underscore or at least four letters (not `ID`, `URL`).
    static func isMacroLike(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isUppercase || first == "_" else { return false }
        let allowed = name.unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isUppercase || ("0"..."9").contains($0))) || $0 == "_" }
        return allowed && (name.contains("_") || name.count >= 4)
    }

    /// The text between the first pair of quotes after `prefix` at the start of `message`.
    private static func quoted(_ message: String, after prefix: String) -> String? {
        guard message.hasPrefix(prefix + "'") else { return nil }
        let rest = message.dropFirst(prefix.count + 1)
        guard let close = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<close])
    }

    private static func skipSpaces(_ text: [UInt8], _ index: inout Int, newlines: Bool = false) {
        while index < text.count {
            let byte = text[index]
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
                || (newlines && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r"))) else { return }
            index += 1
        }
    }
}
