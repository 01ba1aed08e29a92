import AnnogenModel
import AnnogenSwiftFrontend
import Testing

/// A property declared inside `#if` in a model, an endpoint or its RequestBody or ResponseBody (as
/// their own inheritance clauses say) is an error at the property: the code generated for them
/// uses every property in every build, and a release build failed to compile (found by a review
/// with a second API set). Computed, static and lazy ones, members of other types, and those of a
/// model that codes itself are fine.
@Suite struct ConditionalMemberTests {
    @Test func aPropertyInsideIfOfAGeneratedTypeIsAnError() {
        let parsed = parse("""
            #if canImport(Foundation)
            struct Info: AnnogenRuntime.ResponseBodyType {
                let version: String
                #if DEBUG
                let debugBuild: Bool
                var summary: String { version }
                static let sample = "x"
                lazy var cached = version
                #endif
            }
            #endif
            enum Create: APIEndPoint {
                struct RequestBody {
                    let title: String
                    #if DEBUG
                    let trace: String
                    #endif
                }
            }
            struct Plain {
                #if DEBUG
                let debugOnly: Int
                #endif
            }
            struct Coded: ResponseBodyType {
                #if DEBUG
                let debugOnly: Int
                #endif
                init(from decoder: any Decoder) throws { debugOnly = 0 }
                func encode(to encoder: any Encoder) throws {}
            }
            """)
        #expect(parsed.diagnostics.map { "\($0.location?.line ?? 0): \($0.message)" } == [
            "5: 'debugBuild' is declared inside #if in Info: the code annogen generates for it uses every property in every build; declare it outside #if (or, in a model, write init(from:) and encode(to:) in the type)",
            "16: 'trace' is declared inside #if in Create.RequestBody: the code annogen generates for it uses every property in every build; declare it outside #if (or, in a model, write init(from:) and encode(to:) in the type)",
        ])
    }

    /// `autoPublicInit` sets every stored property too, whatever the type is (a review's public
    /// init set a DEBUG-only property in every build).
    @Test func aPropertyInsideIfOfAnAutoPublicInitTypeIsAnError() {
        let parsed = parse("""
            // gen: autoPublicInit
            public struct Card {
                public var title: String
                #if DEBUG
                public var debugNote: String
                #endif
            }
            """)
        #expect(parsed.diagnostics.map { "\($0.location?.line ?? 0): \($0.message)" } == [
            "5: 'debugNote' is declared inside #if in Card: the code annogen generates for it uses every property in every build; declare it outside #if (or, in a model, write init(from:) and encode(to:) in the type)",
        ])
    }
}
