import AnnogenModel
import CClangShim

/// The blocks of a header that `#if`, `#ifdef`, `#elif` or `#else` left out, and why: a block left
/// out because of a macro nothing defines (`#ifdef DEBUG`) or a platform macro whose value annogen
/// assumed (`#if TARGET_OS_OSX` when no `objc.platform` is chosen) is a warning at its directive,
/// so declarations never vanish silently. Blocks left out by the header's own macros, by the
/// compiler's (`__cplusplus`), or by the platform the user chose, are not reported; nor are blocks
/// that hold nothing but other directives and comments.
struct ConditionalBlocks {
    /// One `#if…`/`#elif…`/`#else` line and the identifiers its condition names.
    struct Directive {
        var line: Int
        var column: Int
        var keyword: String
        var identifiers: [String]
    }

    let unit: TranslationUnit
    let options: ObjCOptions
    /// Macros assumed to expand to nothing (`HeaderAssumptions`): a block they decide is reported too.
    let assumedMacros: Set<String>

    func diagnostics() -> [Diagnostic] {
        let skipped = skippedLineRanges()
        guard !skipped.isEmpty else { return [] }
        let logicalLines = Self.logicalLines(unit.bytes)
        let chains = Self.chains(in: logicalLines)
        let defined = definedMacros()
        var result: [Diagnostic] = []
        for range in skipped {
            guard let (chain, index) = Self.chain(startingBlockAt: range.first, in: chains),
                  Self.hasContent(logicalLines, lines: (range.first + 1)..<range.last) else { continue }
            let deciding = chain[...index].flatMap(\.identifiers)
            let directive = chain[index]
            let location = SourceLocation(path: unit.path, line: directive.line, column: directive.column)
            let lastLine = max(range.first + 1, range.last - 1)
            let lines = lastLine == range.first + 1 ? "line \(lastLine) is" : "lines \(range.first + 1)-\(lastLine) are"
            let unknown = Self.unique(deciding.filter { isUnknown($0, defined: defined) })
            let platform = Self.unique(deciding.filter(ObjCPlatform.isPlatformMacro))
            let assumed = Self.unique(deciding.filter(assumedMacros.contains))
            if !unknown.isEmpty {
                result.append(.warning(
                    "\(Self.quotedList(unknown)) \(unknown.count == 1 ? "is" : "are") not defined, so \(lines) left out "
                        + "(define \(unknown.count == 1 ? "it" : "them") in objc.defines or with --objc-define to read the block)",
                    at: location))
            } else if !assumed.isEmpty {
                result.append(.warning(
                    "\(Self.quotedList(assumed)) was assumed to expand to nothing, so \(lines) left out "
                        + "(define it in objc.defines to read the block)", at: location))
            } else if !platform.isEmpty {
                let name = options.effectivePlatform.displayName
                let text = "\(lines) left out for \(name) (\(Self.quotedList(platform)))"
                result.append(options.platform == nil
                    ? .warning("\(text), the platform annogen assumes; choose one with objc.platform or --objc-platform", at: location)
                    : Diagnostic(.note, text, at: location))
            }
        }
        return result
    }

    /// A name the condition tests that nothing defines: not the compiler's (`__…`), not a platform
    /// macro, not defined anywhere in the translation unit or by `objc.defines`.
    private func isUnknown(_ name: String, defined: Set<String>) -> Bool {
        !name.hasPrefix("__") && !ObjCPlatform.isPlatformMacro(name) && !assumedMacros.contains(name) && !defined.contains(name)
    }

    /// Every macro a `#define` in the translation unit (prelude, imports, the header) or `-D` defines.
    private func definedMacros() -> Set<String> {
        unit.definedMacroNames(options: options)
    }

    /// The skipped blocks of the header itself, as first and last line (the directives that open
    /// and close each).
    private func skippedLineRanges() -> [(first: Int, last: Int)] {
        let clang = unit.clang
        guard let file = unit.mainFile, let list = clang.getSkippedRanges(unit.unit, file) else { return [] }
        defer { clang.disposeSourceRangeList(list) }
        var result: [(first: Int, last: Int)] = []
        for index in 0..<Int(list.pointee.count) {
            let range = list.pointee.ranges[index]
            let start = unit.expansion(clang.getRangeStart(range)).line
            let end = unit.expansion(clang.getRangeEnd(range)).line
            if start > 0 { result.append((start, max(start, end))) }
        }
        return result
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    private static func quotedList(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
