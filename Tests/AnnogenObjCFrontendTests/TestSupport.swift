import AnnogenModel
import AnnogenObjCFrontend
import Foundation

/// True when libclang could be loaded; tests that parse headers are skipped otherwise, with the
/// reason (CI installs libclang-dev, so they run there).
let libclangAvailable = ObjCFrontend.unavailableReason == nil
let libclangMissing = "libclang could not be loaded (apt-get install libclang-dev): \(ObjCFrontend.unavailableReason ?? "")"

/// This test target's folder.
let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path

/// The repository root.
let repositoryRoot = URL(fileURLWithPath: testsFolder).deletingLastPathComponent().deletingLastPathComponent().path

/// Parses a header from `Headers/`.
func parseHeader(_ name: String) -> ParsedFile {
    let path = "\(testsFolder)/Headers/\(name)"
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return ObjCFrontend.parse(SourceFile(path: path, text: text, contentHash: "test"))
}

/// Parses header text written in the test, as if it were at `Headers/<name>`.
func parseHeaderText(_ text: String, name: String = "Inline.h") -> ParsedFile {
    ObjCFrontend.parse(SourceFile(path: "\(testsFolder)/Headers/\(name)", text: text, contentHash: "test"))
}

extension ParsedFile {
    func type(_ name: String) -> TypeDecl? { types.first { $0.name == name && $0.kind != .extension } }
    func extensions(of name: String) -> [TypeDecl] { types.filter { $0.kind == .extension && $0.name == name } }
}

extension TypeDecl {
    func variable(_ name: String) -> Variable? { variables.first { $0.name == name } }
    func method(_ selector: String) -> Method? {
        methods.first { $0.attributes.contains(Attribute(name: "objc", arguments: selector)) }
    }
}

extension Method {
    /// `fetchAvatar(withSize:completion:)`.
    var swiftSignature: String {
        "\(shortName)(\(parameters.map { "\($0.argumentLabel ?? "_"):" }.joined()))"
    }
}
