import Foundation
import Testing

/// A half-typed edit (a syntax error, a type declared twice, a header clang rejects) stops the run:
/// exit 1, the error at its `path:line:col`, every output left with its bytes and mtime, also on a
/// second run served by the cache and under `--check`.
@Suite struct BrokenSourceRunTests {
    private static let shapes: [(name: String, source: String, message: String)] = [
        ("doubled brace", "struct Product: Codable {{\n    let id: Int\n}\n", "Sources/A.swift:1:"),
        ("missing type", "struct Product {\n    let id: = 3\n}\n", "Sources/A.swift:2:13: error: syntax error: expected type"),
    ]

    @Test(arguments: [0, 1])
    func aSyntaxErrorLeavesEveryOutputAsItWas(shape: Int) throws {
        let (_, source, message) = Self.shapes[shape]
        let project = Project()
        project.write("Sources/B.swift", "struct Other {}\n")
        #expect(try project.run("run", "-q").status == 0)
        project.age("Generated/Names.generated.swift")
        let before = project.snapshot("Generated")
        project.write("Sources/A.swift", source)
        for arguments in [["run"], ["run"], ["run", "--check"], ["run", "--no-cache"]] {
            let result = try AnnogenProcess.run(arguments, in: project.path)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(": error: syntax error: "))
            #expect(project.snapshot("Generated") == before, "\(arguments)")
        }
        // Fixed, the run goes on and writes.
        project.write("Sources/A.swift", "struct Product {\n    let id: Int\n}\n")
        #expect(try project.run("run").status == 0)
    }

    @Test func aTypeDeclaredTwiceIsAnErrorWithBothLocations() throws {
        let project = try Project.generated()
        let before = project.snapshot("Generated")
        project.write("Sources/Copy.swift", "import Foundation\n\nstruct Product {\n    let name: String\n}\n")
        for arguments in [["run"], ["run"], ["run", "--check"]] {
            let result = try AnnogenProcess.run(arguments, in: project.path)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr.contains("Sources/Copy.swift:3:1: error: 'Product' is declared twice; the first declaration is at Sources/A.swift:2:1"),
                    "\(result.stderr)")
            #expect(project.snapshot("Generated") == before)
        }
        // The same type in two #if branches is fine.
        project.write("Sources/Copy.swift", "#if os(iOS)\nstruct Screen {}\n#else\nstruct Screen {}\n#endif\n")
        let fine = try project.run("run")
        #expect(fine.status == 0, "\(fine.stderr)")
    }

    @Test func aHeaderClangRejectsIsAnError() throws {
        let project = Project()
        let probe = try project.run("dump", "--sources", "Sources")
        let broken = "@interface Legacy : NSObject\n@property (nonatomic) NSString *thing\n@end\n"
        project.write("Sources/Legacy.h", broken)
        let libclang = try project.run("dump", "--sources", "Sources/Legacy.h")
        guard probe.status == 0, !libclang.stderr.contains("libclang-dev") else { return } // no libclang here
        try FileManager.default.removeItem(atPath: project.path + "/Sources/Legacy.h")
        #expect(try project.run("run", "-q").status == 0)
        project.age("Generated/Names.generated.swift")
        let before = project.snapshot("Generated")
        project.write("Sources/Legacy.h", broken)
        let result = try project.run("run")
        #expect(result.status == 1)
        #expect(result.stderr.contains("Sources/Legacy.h:2:38: error: expected ';' at end of declaration list"), "\(result.stderr)")
        #expect(project.snapshot("Generated") == before)
    }

    /// A name declared nowhere annogen can see is assumed, not an error: the header's types are
    /// generated, and `--verbose` says what was assumed where (a plain run stays quiet about it).
    @Test func aHeaderUsingUndeclaredNamesIsReadWithAssumptions() throws {
        let project = Project()
        project.write("Sources/Legacy.h", "#import <Kit/Kit.h>\n@interface Legacy : KitModel\n@property (nonatomic) UnknownType *thing;\n@end\n")
        let libclang = try project.run("dump", "--sources", "Sources/Legacy.h")
        guard !libclang.stderr.contains("libclang-dev") else { return } // no libclang here
        #expect(libclang.status == 0, "\(libclang.stderr)")
        #expect(libclang.stdout.contains("\"Legacy\""), "\(libclang.stdout)")
        let plain = try project.run("run")
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(!plain.stderr.contains("note:"), "\(plain.stderr)")
        let verbose = try project.run("run", "--verbose", "--no-cache")
        #expect(verbose.status == 0, "\(verbose.stderr)")
        #expect(verbose.stderr.contains("Sources/Legacy.h:1:9: note: 'Kit/Kit.h' was not found"), "\(verbose.stderr)")
        #expect(verbose.stderr.contains("Sources/Legacy.h:2:21: note: 'KitModel' is declared nowhere annogen can see; assumed to be a class"), "\(verbose.stderr)")
        #expect(verbose.stderr.contains("Sources/Legacy.h:3:23: note: 'UnknownType' is declared nowhere"), "\(verbose.stderr)")
    }
}
