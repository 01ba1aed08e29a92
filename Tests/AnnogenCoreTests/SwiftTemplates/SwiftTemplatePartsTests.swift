import AnnogenModel
import Foundation
import Testing
@testable import AnnogenCore
import enum AnnogenTemplateRuntime.PackedKind
import enum AnnogenTemplateRuntime.PackedValue
import struct AnnogenTemplateRuntime.PackedReader
import struct AnnogenTemplateRuntime.PackedWriter
import struct AnnogenTemplateRuntime.PackedModelError

/// The pieces of Swift templates that need no compiler: the embedded runtime, the packed model's
/// members, and Sourcery's trimming.
@Suite struct SwiftTemplatePartsTests {
    private static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// What annogen compiles for templates is AnnogenTemplateRuntime as it is in the repository.
    @Test func theEmbeddedRuntimeIsTheRuntimesSources() throws {
        let folder = Self.root + "/Sources/AnnogenTemplateRuntime"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(TemplateRuntimeSources.files.map(\.name) == names, "run scripts/embed_template_runtime.py")
        for file in TemplateRuntimeSources.files {
            let text = try String(contentsOfFile: folder + "/" + file.name, encoding: .utf8)
            #expect(file.text + "\n" == text, "\(file.name) differs from its embedded copy: run scripts/embed_template_runtime.py")
        }
    }

    /// Every member the runtime reads is one the template context answers (or `description`, what the
    /// object prints): a misspelt or missing one would be nil in every Swift template.
    @Test func everyPackedMemberIsOneTheContextAnswers() {
        let known: [PackedKind: [String]] = [
            .type: TypeContext.memberNames, .variable: VariableContext.memberNames, .method: MethodContext.memberNames,
            .methodParameter: ParameterContext.memberNames, .typeName: TypeNameContext.memberNames,
            .enumCase: EnumCaseContext.memberNames, .associatedValue: AssociatedValueContext.memberNames,
            .typealias: TypealiasContext.memberNames, .subscript: SubscriptContext.memberNames,
            .attribute: AttributeContext.memberNames, .modifier: ModifierContext.memberNames,
            .genericRequirement: GenericRequirementContext.memberNames, .typeReference: TypeReferenceContext.memberNames,
            .import: ImportContext.memberNames,
        ]
        for kind in PackedKind.allCases {
            let names = known[kind] ?? []
            #expect(!names.isEmpty, "\(kind) has no context class")
            #expect(ContextPacker.describing.contains(kind) == names.contains("description"), "\(kind): whether its class describes itself")
            for member in kind.members where member != "description" {
                #expect(names.contains(member), "\(kind).\(member) is not a member of its context")
            }
        }
    }

    /// A packed model reads back as written: objects, references between them, and every kind of value.
    @Test func aPackedModelReadsBackAsWritten() throws {
        let objects: [(kind: PackedKind, members: [PackedValue])] = [
            (.typeName, [.string("Int?"), .null, .string("Int")]),
            (.variable, [.string("count"), .object(0), .null, .bool(true), .int(-5), .double(2.5)]),
        ]
        let root: PackedValue = .dictionary(["types": .dictionary(["all": .array([.object(1)])]), "argument": .dictionary(["x": .string("é\n\"")])])
        var reader = PackedReader(bytes: PackedWriter.bytes(objects: objects, root: root))
        let read = try reader.read()
        #expect(read.objects.map(\.kind) == objects.map(\.kind))
        #expect(read.objects.map(\.members) == objects.map(\.members))
        #expect(read.root == root)
        var damaged = PackedReader(bytes: Array(PackedWriter.bytes(objects: objects, root: root).dropLast(3)))
        #expect(throws: PackedModelError.self) { try damaged.read() }
    }

    /// `<%_` trims the spaces and tabs before it, and before a final line break (as Sourcery's
    /// `[\h\t]*$` does), never the line break itself.
    @Test func trimmingBeforeATagIsSourcerys() {
        #expect(SwiftTemplateProgram.trimmingTrailingSpace("foo\n    ") == "foo\n")
        #expect(SwiftTemplateProgram.trimmingTrailingSpace("foo   \n") == "foo\n")
        #expect(SwiftTemplateProgram.trimmingTrailingSpace("foo  \n  ") == "foo  \n")
        #expect(SwiftTemplateProgram.trimmingTrailingSpace("a \n\n") == "a \n\n")
        #expect(SwiftTemplateProgram.trimmingTrailingSpace("\t ") == "")
    }

    /// Text between tags is printed from a string literal written by the `swiftLiteral` filters' quoting.
    @Test func textIsEscapedIntoAStringLiteral() throws {
        #expect(SwiftLiteralFilters.quoted("a\"b\\c\n\t\u{1}é") == "\"a\\\"b\\\\c\\n\\t\\u{1}é\"")
        let folder = NSTemporaryDirectory() + "annogen-escape-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "a\"b\\c\n\t\u{1}é".write(toFile: folder + "/T.swifttemplate", atomically: true, encoding: .utf8)
        let program = try SwiftTemplateProgram.make(templatePath: folder + "/T.swifttemplate")
        #expect(program.source.contains("print(\"a\\\"b\\\\c\\n\\t\\u{1}é\", terminator: \"\");"), "\(program.source)")
    }

    /// A cycle names the templates in it in order; one that includes itself says so.
    @Test func anIncludeCycleNamesItsTemplatesInOrder() throws {
        let folder = NSTemporaryDirectory() + "annogen-cycle-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "a <%- include(\"B\") %>".write(toFile: folder + "/A.swifttemplate", atomically: true, encoding: .utf8)
        try "b\n<%- include(\"C\") %>".write(toFile: folder + "/B.swifttemplate", atomically: true, encoding: .utf8)
        try "c <%- include(\"A\") %>".write(toFile: folder + "/C.swifttemplate", atomically: true, encoding: .utf8)
        try "<%- include(\"Self\") %>".write(toFile: folder + "/Self.swifttemplate", atomically: true, encoding: .utf8)
        func message(_ name: String) -> String {
            do {
                _ = try SwiftTemplateProgram.make(templatePath: folder + "/" + name)
                return "no error"
            } catch {
                return error.diagnostics.map(\.description).joined(separator: "\n")
            }
        }
        #expect(message("A.swifttemplate").contains(
            "C.swifttemplate:1:5: error: include cycle: 'A.swifttemplate' includes 'B.swifttemplate' includes 'C.swifttemplate' includes 'A.swifttemplate'"),
            "\(message("A.swifttemplate"))")
        #expect(message("Self.swifttemplate").contains("Self.swifttemplate:1:3: error: include cycle: 'Self.swifttemplate' includes itself"),
                "\(message("Self.swifttemplate"))")
    }
}
