import Foundation
import Testing

/// Headers among the sources: read when libclang loads; one clear error when it does not, with
/// the Swift files still generated.
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

    @Test func withoutLibclangOneErrorAndTheSwiftOutputIsWritten() throws {
        let project = project()
        let result = try AnnogenProcess.run(["run"], in: project.path, environment: ["ANNOGEN_LIBCLANG": "/nonexistent/libclang.so"])
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains("error:") }
        #expect(errors.count == 1)
        #expect(errors.first?.contains("libclang-dev") == true)
        #expect(errors.first?.contains("2 headers not read") == true)
        #expect(errors.first?.contains("Sources/Legacy/LGOther.h:1:1") == true)
        #expect(project.read("Generated/Names.generated.swift")?.contains("// Product") == true)
        #expect(project.read("Generated/Names.generated.swift")?.contains("LGThing") == false)
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
}
