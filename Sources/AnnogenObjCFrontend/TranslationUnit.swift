import AnnogenModel
import CClangShim
import Foundation

/// One header parsed by libclang, with the helpers the mappers use: children of a cursor, spellings,
/// and locations mapped back to the header's path. Disposes of the translation unit when released.
final class TranslationUnit {
    let clang: LibClang
    /// The path as the user gave it (used in every location).
    let path: String
    /// The header's bytes, to tell whether a comment or declaration starts its line.
    let bytes: [UInt8]
    private let index: CXIndex?
    let unit: CXTranslationUnit
    /// The header itself in libclang's terms; declarations expanded elsewhere are not its own.
    let mainFile: CXFile?

    /// The flags every header is parsed with; the options' paths and defines, the prelude and the
    /// assumptions come on top (see `arguments(options:assumptions:)`).
    static let baseArguments = [
        "-x", "objective-c", "-fsyntax-only", "-fobjc-arc", "-fblocks", "-fobjc-runtime=ios-13.0",
        "-Wno-everything", "-ferror-limit=0",
    ]

    /// The prelude's folder comes first (Foundation and UIKit are annogen's stand-ins even when an
    /// include path holds the real ones), then the user's paths, then the stand-ins for missing
    /// imports; the prelude and the assumed declarations are included before the header.
    static func arguments(options: ObjCOptions, assumptions: HeaderAssumptions) -> [String] {
        baseArguments + ["-I", Prelude.includeFolder] + options.clangArguments + assumptions.arguments
            + ["-I", HeaderAssumptions.missingHeadersFolder, "-include", Prelude.preludePath, "-include", Prelude.prefixPath,
               "-include", HeaderAssumptions.headerPath]
    }

    /// Parses `text` as the header at `file.path`, with `assumptions` made; nil with the reason when
    /// libclang gives no translation unit at all.
    init?(file: SourceFile, text: String, clang: LibClang, options: ObjCOptions, assumptions: HeaderAssumptions, failure: inout String?) {
        self.clang = clang
        self.path = file.path
        self.bytes = Array(text.utf8)
        let absolute = file.path.hasPrefix("/")
            ? file.path
            : FileManager.default.currentDirectoryPath + "/" + file.path
        let sources = [(absolute, text)] + Prelude.files(for: options.effectivePlatform).map { ($0.path, $0.contents) }
            + assumptions.files
        let arguments = Self.arguments(options: options, assumptions: assumptions)
        let index = clang.createIndex(0, 0)
        self.index = index

        var unit: CXTranslationUnit?
        let status = Self.withCStrings(arguments + sources.map(\.0) + sources.map(\.1)) { pointers in
            let argumentCount = arguments.count
            let names = Array(pointers[argumentCount..<(argumentCount + sources.count)])
            let contents = Array(pointers[(argumentCount + sources.count)...])
            var unsaved = zip(zip(names, contents), sources).map { pair, source in
                CXUnsavedFile(Filename: pair.0, Contents: pair.1, Length: UInt(source.1.utf8.count))
            }
            let argumentPointers: [UnsafePointer<CChar>?] = pointers[..<argumentCount].map { UnsafePointer($0) }
            return argumentPointers.withUnsafeBufferPointer { argumentBuffer in
                unsaved.withUnsafeMutableBufferPointer { unsavedBuffer in
                    clang.parseTranslationUnit2(
                        index, names[0], argumentBuffer.baseAddress, Int32(argumentCount),
                        unsavedBuffer.baseAddress, UInt32(unsavedBuffer.count),
                        0x01 | 0x40 | 0x200 | 0x1000 /* DetailedPreprocessingRecord (skipped blocks, macro definitions), SkipFunctionBodies, KeepGoing (every missing import in one pass), IncludeAttributedTypes (keeps nullability) */, &unit)
                }
            }
        }
        guard status == 0, let unit else {
            failure = "libclang could not parse the header (error code \(status))"
            clang.disposeIndex(index)
            return nil
        }
        self.unit = unit
        self.mainFile = absolute.withCString { clang.getFile(unit, $0) }
    }

    deinit {
        clang.disposeTranslationUnit(unit)
        clang.disposeIndex(index)
    }

    /// Runs `body` with NUL-terminated copies of `strings`, kept alive for the call.
    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>]) -> R) -> R {
        let pointers = strings.map { string -> UnsafeMutablePointer<CChar> in
            let characters = string.utf8CString
            let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: characters.count)
            pointer.initialize(repeating: 0, count: characters.count)
            characters.withUnsafeBufferPointer { buffer in
                if let base = buffer.baseAddress { pointer.update(from: base, count: buffer.count) }
            }
            return pointer
        }
        defer { pointers.forEach { $0.deallocate() } }
        return body(pointers)
    }

    var rootCursor: CXCursor { clang.getTranslationUnitCursor(unit) }

    /// Every class the translation unit declares (the header's, its imports', the prelude's): a
    /// protocol of the same name is renamed as Swift does.
    private(set) lazy var classNames: Set<String> = Set(
        children(of: rootCursor).filter { $0.kind == CursorKind.objCInterfaceDecl }.map { spelling($0) }
    )

    // MARK: Cursors

    /// The direct children of `cursor`, in source order.
    func children(of cursor: CXCursor) -> [CXCursor] {
        final class Box { var items: [CXCursor] = [] }
        let box = Box()
        withExtendedLifetime(box) {
            _ = clang.visitChildren(cursor, { child, _, data in
                guard let data else { return 0 }
                Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().items.append(child)
                return 1 // CXChildVisit_Continue
            }, Unmanaged.passUnretained(box).toOpaque())
        }
        return box.items
    }

    func spelling(_ cursor: CXCursor) -> String { clang.string(clang.getCursorSpelling(cursor)) }

    func spelling(_ type: CXType) -> String { clang.string(clang.getTypeSpelling(type)) }

    /// The `annotate("annogen.…")` attributes on a declaration (written by the prelude's macros),
    /// without the prefix: `swift_name=User`, `ns_enum`.
    func annogenAnnotations(_ cursor: CXCursor) -> [String] {
        children(of: cursor).compactMap { child in
            guard child.kind == CursorKind.annotateAttribute else { return nil }
            let text = spelling(child)
            guard text.hasPrefix(Prelude.annotationPrefix) else { return nil }
            return String(text.dropFirst(Prelude.annotationPrefix.count))
        }
    }

    /// The name given with `NS_SWIFT_NAME`, if any.
    func swiftName(_ cursor: CXCursor) -> String? {
        for annotation in annogenAnnotations(cursor) where annotation.hasPrefix("swift_name=") {
            return String(annotation.dropFirst("swift_name=".count))
        }
        return nil
    }

    /// Every macro a `#define` in the translation unit (prelude, imports, the header) or a define of
    /// the options defines.
    func definedMacroNames(options: ObjCOptions) -> Set<String> {
        var names = Set(children(of: rootCursor).filter { $0.kind == CursorKind.macroDefinition }.map { spelling($0) })
        for define in options.defines {
            names.insert(String(define.prefix { $0 != "=" }))
        }
        return names
    }

    func hasChild(_ cursor: CXCursor, kind: Int32) -> Bool {
        children(of: cursor).contains { $0.kind == kind }
    }

    // MARK: Locations

    /// Where a location was expanded: its file, 1-based line and column, and byte offset.
    func expansion(_ location: CXSourceLocation) -> (file: CXFile?, line: Int, column: Int, offset: Int) {
        var file: CXFile?
        var line: UInt32 = 0, column: UInt32 = 0, offset: UInt32 = 0
        clang.getExpansionLocation(location, &file, &line, &column, &offset)
        return (file, Int(line), Int(column), Int(offset))
    }

    /// True when the declaration was expanded in the header itself (not the prelude, not an import).
    func isInMainFile(_ cursor: CXCursor) -> Bool {
        let file = expansion(clang.getCursorLocation(cursor)).file
        guard let file, let mainFile else { return false }
        return file == mainFile
    }

    /// The first and last line of a declaration's text, and whether it starts its line.
    func lines(of cursor: CXCursor) -> (first: Int, last: Int, startsLine: Bool) {
        let extent = clang.getCursorExtent(cursor)
        let start = expansion(clang.getRangeStart(extent))
        let end = expansion(clang.getRangeEnd(extent))
        return (start.line, max(end.line, start.line), startsLine(offset: start.offset))
    }

    /// True when only whitespace precedes `offset` on its line, or only `typedef` (so the enum of
    /// `typedef NS_ENUM(…)` starts its line, as its comments expect).
    func startsLine(offset: Int) -> Bool {
        var index = min(offset, bytes.count)
        while index > 0, bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t") { index -= 1 }
        let keyword = Array("typedef".utf8)
        if index >= keyword.count, Array(bytes[(index - keyword.count)..<index]) == keyword {
            return isOnlyWhitespaceBefore(offset: index - keyword.count)
        }
        return isOnlyWhitespaceBefore(offset: offset)
    }

    /// Where a declaration's text starts, in the model's terms.
    func location(of cursor: CXCursor) -> SourceLocation {
        let start = expansion(clang.getRangeStart(clang.getCursorExtent(cursor)))
        return SourceLocation(path: path, line: start.line, column: start.column)
    }

    /// A location in any file (for clang's diagnostics): the header's path for the header itself.
    func modelLocation(_ location: CXSourceLocation) -> SourceLocation {
        let found = expansion(location)
        var filePath = path
        if let file = found.file, file != mainFile {
            filePath = Self.displayPath(clang.string(clang.getFileName(file)))
        }
        return SourceLocation(path: filePath, line: max(found.line, 1), column: max(found.column, 1))
    }

    /// An imported header's path as the user would write it: `.` and `..` taken out, and relative to
    /// the working directory when it is inside it (one header imported by many is then reported
    /// under one spelling).
    static func displayPath(_ path: String) -> String {
        let standardized = URL(fileURLWithPath: path).standardized.path
        let folder = FileManager.default.currentDirectoryPath
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return standardized.hasPrefix(prefix) ? String(standardized.dropFirst(prefix.count)) : standardized
    }

    func isOnlyWhitespaceBefore(offset: Int) -> Bool {
        SourceComment.isOnlyWhitespaceBefore(offset: offset, in: bytes)
    }
}
