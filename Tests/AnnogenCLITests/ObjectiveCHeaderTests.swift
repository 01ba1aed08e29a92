import Foundation
import Testing

/// Headers among the sources: read when libclang loads; one clear warning when it does not, with
/// the Swift files still generated (and, under --strict, a failed run that writes nothing).
struct ObjectiveCHeaderTests {
    private func project() -> Project {
        let project = Project()
        project.write("Sources/Legacy/LGThing.h", """
            #import <Foundation/Foundation.h>
            @interface LGThing : NSObject
            @property (nonatomic, copy, nullable) NSString *title;
            @end
            """)
        project.write("Sources/Legacy/LGOther.h", "@interface LGOther : NSObject\n@end\n")
        return project
    }

    @Test func withoutLibclangOneWarningAndTheSwiftOutputIsWritten() throws {
        let project = project()
        let noLibclang = ["ANNOGEN_LIBCLANG": "/nonexistent/libclang.so"]
        let result = try AnnogenProcess.run(["run"], in: project.path, environment: noLibclang)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(lines.first?.contains("Sources/Legacy/LGOther.h:1:1: warning:") == true)
        #expect(lines.first?.contains("libclang-dev") == true)
        #expect(lines.first?.contains("(2 headers not read)") == true)
        #expect(!result.stdout.contains("nothing was written"))
        #expect(result.stdout.contains("created: Generated/Names.generated.swift"))
        // The summary says what was read and what was not.
        #expect(result.stdout.contains("1 file parsed, 2 headers not read (no libclang), 1 type, 1 output written, 0 unchanged"), "\(result.stdout)")
        #expect(project.read("Generated/Names.generated.swift")?.contains("// Product") == true)
        #expect(project.read("Generated/Names.generated.swift")?.contains("LGThing") == false)

        // Under --strict the skipped headers fail the run, and the output stays as it was.
        project.age("Generated/Names.generated.swift")
        let before = project.snapshot("Generated")
        let strict = try AnnogenProcess.run(["run", "--strict"], in: project.path, environment: noLibclang)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("Sources/Legacy/LGOther.h:1:1: error:"), "\(strict.stderr)")
        #expect(project.snapshot("Generated") == before)
    }

    @Test func withLibclangHeadersJoinTheTypes() throws {
        let project = project()
        let probe = try AnnogenProcess.run(["dump", "--sources", "Sources/Legacy/LGOther.h"], in: project.path)
        guard !probe.stderr.contains("libclang-dev") else {
            // Without libclang this machine cannot read headers; the test above covers that case.
            return
        }
        let result = try AnnogenProcess.run(["run"], in: project.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(project.read("Generated/Names.generated.swift")?.contains("// LGThing") == true)
        #expect(project.read("Generated/Names.generated.swift")?.contains("// Product") == true)
    }

    /// A header's cached parse depends on the headers it imports: renaming an enum in one header
    /// changes the property type read from another, also on a run through the cache.
    @Test func aCachedHeaderSeesAChangeInAHeaderItImports() throws {
        let project = Project()
        let probe = try AnnogenProcess.run(["dump", "--sources", "Sources"], in: project.path)
        project.write("Sources/Legacy/LGKind.h", "typedef NS_ENUM(NSInteger, LGKind) { LGKindA } NS_SWIFT_NAME(Kind);\n")
        project.write("Sources/Legacy/LGItem.h", "#import \"LGKind.h\"\n@interface LGItem : NSObject\n@property (nonatomic) LGKind kind;\n@end\n")
        project.write("Templates/Names.stencil", "{% for type in types.classes %}{% for variable in type.variables %}\n// {{ type.name }}.{{ variable.name }}: {{ variable.typeName }}{% endfor %}{% endfor %}\n")
        let libclang = try AnnogenProcess.run(["dump", "--sources", "Sources/Legacy/LGKind.h"], in: project.path)
        guard probe.status == 0, !libclang.stderr.contains("libclang-dev") else { return } // no libclang here
        #expect(try AnnogenProcess.run(["run"], in: project.path).status == 0)
        #expect(project.read("Generated/Names.generated.swift")?.contains("// LGItem.kind: Kind") == true)
        project.write("Sources/Legacy/LGKind.h", "typedef NS_ENUM(NSInteger, LGKind) { LGKindA } NS_SWIFT_NAME(ItemKind);\n")
        let result = try AnnogenProcess.run(["run"], in: project.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(project.read("Generated/Names.generated.swift")?.contains("// LGItem.kind: ItemKind") == true,
                "\(project.read("Generated/Names.generated.swift") ?? "")")
    }

    /// `objc: includePaths` in `.annogen.yml` makes a framework's real header visible: its base
    /// class is read (no assumption), and the header's own class extends it.
    @Test func includePathsInTheConfigReplaceAssumptions() throws {
        let project = Project()
        let probe = try AnnogenProcess.run(["dump", "--sources", "Sources"], in: project.path)
        project.write("Vendor/Kit/Kit.h", "#import <Foundation/Foundation.h>\n@interface KitModel : NSObject\n@property (nonatomic, copy) NSString *identifier;\n@end\n")
        project.write("Sources/Legacy/LGThing.h", "#import <Kit/Kit.h>\n@interface LGThing : KitModel\n@property (nonatomic) NSInteger count;\n@end\n")
        let libclang = try AnnogenProcess.run(["dump", "--sources", "Sources/Legacy/LGThing.h"], in: project.path)
        guard probe.status == 0, !libclang.stderr.contains("libclang-dev") else { return } // no libclang here
        let assumed = try AnnogenProcess.run(["run", "--verbose"], in: project.path)
        #expect(assumed.status == 0, "\(assumed.stderr)")
        #expect(assumed.stderr.contains("'Kit/Kit.h' was not found"), "\(assumed.stderr)")
        let config = project.read(".annogen.yml") ?? ""
        project.write(".annogen.yml", config + "\nobjc:\n  includePaths: [Vendor]\n")
        let found = try AnnogenProcess.run(["run", "--verbose"], in: project.path)
        #expect(found.status == 0, "\(found.stderr)")
        #expect(!found.stderr.contains("note:"), "\(found.stderr)")
        // The flag says the same.
        project.write(".annogen.yml", config)
        let flag = try AnnogenProcess.run(["run", "--verbose", "--objc-include-path", "Vendor"], in: project.path)
        #expect(flag.status == 0, "\(flag.stderr)")
        #expect(!flag.stderr.contains("note:"), "\(flag.stderr)")
    }
}
