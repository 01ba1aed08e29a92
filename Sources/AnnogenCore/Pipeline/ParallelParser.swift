import AnnogenModel
import AnnogenObjCFrontend
import AnnogenOpenAPIFrontend
import AnnogenSwiftFrontend
import Foundation

/// Parses files on all cores, one file per work item, each with the front end for its extension
/// (`.h` → Objective-C through libclang, `.yaml`/`.yml`/`.json` → OpenAPI, anything else → Swift);
/// the result keeps the input order.
enum ParallelParser {
    static func isHeader(_ file: SourceFile) -> Bool {
        ObjCFrontend.fileExtensions.contains((file.path as NSString).pathExtension)
    }

    /// When there are headers but libclang cannot be loaded, the one warning saying so (the headers are
    /// then left out; the Swift files are parsed and generate as usual).
    static func headersUnavailable(_ files: [SourceFile]) -> Diagnostic? {
        guard let firstHeader = files.first(where: isHeader), let reason = ObjCFrontend.unavailableReason else { return nil }
        let count = files.count(where: isHeader)
        return .warning("\(reason) (\(count) header\(count == 1 ? "" : "s") not read)",
                      at: SourceLocation(path: firstHeader.path, line: 1, column: 1))
    }

    /// One file, with the front end for its extension.
    static func parseOne(_ file: SourceFile) -> ParsedFile {
        let pathExtension = (file.path as NSString).pathExtension
        if ObjCFrontend.fileExtensions.contains(pathExtension) { return ObjCFrontend.parse(file) }
        if OpenAPIFrontend.fileExtensions.contains(pathExtension) { return OpenAPIFrontend.parse(file) }
        return SwiftFrontend.parse(file)
    }

    /// Every file (leave headers out when libclang is unavailable), in input order.
    static func parse(_ files: [SourceFile]) -> [ParsedFile] {
        let slots = ResultSlots<ParsedFile>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            slots.set(index, parseOne(files[index]))
        }
        return slots.values
    }
}
