import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// A spec with what public specs hold and once gave code that did not compile or warned at exit 0
/// (an object without properties, a CRLF description, a deprecated property's inline object, schemas
/// named `Error` and `Date`, an enum of alternatives that contains itself, Spring's media types,
/// pipe-delimited arrays): the built-in templates' output type-checks with AnnogenRuntime without
/// warnings.
@Suite struct OpenAPISpecCompileTests {
    static let spec = "openapi: 3.0.3\ninfo: {title: t, version: '1'}\ncomponents:\n  schemas:\n    Error:\n"
        + "      type: object\n      description: \"line one\\r\\nline two\"\n      properties:\n"
        + """
                meta: {type: object}
                when: {type: string, format: date-time}
                followers: {deprecated: true, type: object, properties: {total: {type: integer}}}
                day: {$ref: '#/components/schemas/Date'}
                expr: {$ref: '#/components/schemas/Expr'}
            Date: {type: object, properties: {day: {type: string}}}
            Expr:
              oneOf:
                - {$ref: '#/components/schemas/Sum'}
                - {type: string}
            Sum:
              type: object
              properties:
                left: {$ref: '#/components/schemas/Expr'}
        paths:
          /errors:
            get:
              operationId: listErrors
              parameters:
                - {name: tags, in: query, style: pipeDelimited, explode: false, schema: {type: array, items: {type: string}}}
              responses:
                '200':
                  description: ok
                  content:
                    application/json; charset=utf-8:
                      schema: {$ref: '#/components/schemas/Error'}

        """

    @Test func theGeneratedCodeCompilesWithoutWarnings() throws {
        let folder = TemporaryFolder()
        folder.write("Spec/api.yaml", Self.spec)
        let config = Config(sources: [folder.file("Spec")], templates: [repositoryRoot + "/Templates"], output: folder.file("Out"),
                            omitVersionInHeader: true)
        let report = Pipeline(config: config).run(mode: .write)
        #expect(!report.hasErrors, "\(report.diagnostics.filter { $0.severity == .error }.map(\.description))")
        let endpoints = folder.read("Out/Endpoints.generated.swift") ?? ""
        #expect(endpoints.contains("-> Operations.ListErrors.ResponseBody"), "the charset response is read: \(endpoints)")
        #expect(endpoints.contains("style: .pipeDelimited"))
        let runtimeFiles = try SwiftCompiler.runtimeSources(repositoryRoot: repositoryRoot)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.file("Out")).sorted() {
            let text = folder.read("Out/" + name) ?? ""
            folder.write("Module/" + name, text.replacingOccurrences(of: "import AnnogenRuntime\n", with: ""))
        }
        let moduleFiles = try FileManager.default.contentsOfDirectory(atPath: folder.file("Module")).sorted().map { folder.file("Module") + "/" + $0 }
        let result = try SwiftCompiler.swiftc(["-typecheck", "-module-name", "AnnogenRuntime", "-swift-version", "6", "-warnings-as-errors"] + runtimeFiles + moduleFiles)
        #expect(result.status == 0, "swiftc:\n\(result.output.prefix(4000))")
    }
}
