import AnnogenModel
import Testing
@testable import AnnogenCore

/// A known annotation on a declaration it does not apply to is a warning at the comment, unless one
/// comment reaches several declarations (`gen:file:`, `gen:begin`) and applies to one of them; the
/// same diagnostics come out with the per-type findings watch mode keeps and without them.
@Suite struct AnnotationPlacementTests {
    static let source = """
        // gen:file: swiftDTO
        import Foundation

        // gen: jsonKey = "x"
        struct Misplaced {
            let a: Int
        }

        // gen:begin: queryArray = "repeatedKeys"
        struct Query {
            let tags: [String]
        }
        // gen:end

        // gen:begin: unknownCase = "other"
        struct NoEnumHere {
            let b: Int
        }
        // gen:end

        class Model {
            // gen: autoPublicInit
            let c: Int
        }
        """

    static func warnings(recordingReads: Bool) -> [String] {
        let module = compose(["A.swift": source]).module
        let checked = module.types.indices.filter { AnnotationVocabulary.isChecked(module, $0) }
        let findings = AnnotationVocabulary.findings(module, types: checked, recordingReads: recordingReads)
        return AnnotationVocabulary.diagnostics(SubjectChecks.ordered(findings)).map { "\($0.location?.line ?? 0): \($0.message)" }
    }

    @Test func misplacedAnnotationsAreWarnedAboutUnlessTheyApplySomewhere() {
        // `swiftDTO` (the file's) applies to the class, `queryArray` (a block's) to the property: no warning.
        #expect(Self.warnings(recordingReads: false) == [
            "4: 'jsonKey' has no effect on types; it applies to properties",
            "15: 'unknownCase' has no effect on properties; it applies to enums",
            "15: 'unknownCase' has no effect on types; it applies to enums",
            "22: 'autoPublicInit' has no effect on properties; it applies to types",
        ])
    }

    /// `jsonKey` (and the other annotations of stored properties) on a computed property was
    /// ignored without a word: the generated coding and requests read stored instance properties only.
    @Test func storedPropertyAnnotationsElsewhereWarnAtTheComment() {
        let source = """
            struct Profile: ResponseBodyType {
                let first: String
                // gen: jsonKey = "full_name"
                var fullName: String { first }
                // gen: defaultValue = 0
                static var count = 0
                // gen:begin: safe
                let nickname: String?
                var shortName: String? { nil }
                // gen:end
            }
            enum Search: APIEndPoint {
                struct RequestBody {
                    let term: String
                    // gen: sendIn = "query"
                    var page: Int { 1 }
                }
            }
            protocol Named {
                // gen: jsonKey = "name"
                var name: String { get }
            }
            """
        let module = compose(["A.swift": source]).module
        let found = AnnotationVocabulary.validate(module).map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0): \($0.severity): \($0.message)" }
        // The block's `safe` applied to `nickname`: no warning for `shortName`.
        #expect(found == [
            "3:13: warning: 'jsonKey' has no effect on 'fullName', a computed property: generated code decodes, encodes and sends stored instance properties only; it applies to stored properties",
            "5:13: warning: 'defaultValue' has no effect on 'count', a static property: generated code decodes, encodes and sends stored instance properties only; it applies to stored properties",
            "15:17: warning: 'sendIn' has no effect on 'page', a computed property: generated code decodes, encodes and sends stored instance properties only; it applies to stored properties",
            "20:13: warning: 'jsonKey' has no effect on 'name', a protocol's requirement: generated code decodes, encodes and sends stored instance properties only; it applies to stored properties",
        ], "\(found)")
    }

    @Test func perTypeFindingsGiveTheSameDiagnostics() {
        #expect(Self.warnings(recordingReads: false) == Self.warnings(recordingReads: true))
        #expect(!Self.warnings(recordingReads: false).isEmpty)
    }
}
