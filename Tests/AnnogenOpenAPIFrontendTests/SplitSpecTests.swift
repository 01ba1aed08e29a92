@testable import AnnogenOpenAPIFrontend
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// A spec split across files: `$ref`s to other files, relative to the file that writes them.
@Suite struct SplitSpecTests {
    /// The spec of `SplitSpecTests`, written into `folder`: a path item, a parameter, schemas and a
    /// component in other files, a schema that refers to itself (`#` in its own file), one to a
    /// fragment of a file of several, and mistakes in two of them.
    static func write(into folder: TemporaryFolder) {
        folder.write("Spec/openapi.yaml", """
            openapi: 3.0.3
            info: {title: Split, version: '1'}
            paths:
              /users:
                $ref: paths/users.yaml
              /users/{id}:
                get:
                  operationId: getUser
                  parameters:
                    - $ref: './parameters.yaml#/UserId'
                  responses:
                    '200':
                      description: ok
                      content:
                        application/json:
                          schema: {$ref: './schemas/user.yaml'}
              /orphans:
                get:
                  operationId: listOrphans
                  parameters:
                    - $ref: './parameters.yaml#/Missing'
                  responses: {'204': {description: ok}}
            components:
              schemas:
                Team:
                  $ref: './schemas/team.yaml'

            """)
        folder.write("Spec/parameters.yaml", "UserId:\n  name: id\n  in: path\n  required: true\n  schema: {type: integer, format: int64}\n")
        folder.write("Spec/paths/users.yaml", """
            get:
              operationId: listUsers
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        type: array
                        items: {$ref: '../schemas/user.yaml'}

            """)
        folder.write("Spec/schemas/user.yaml", """
            type: object
            required: [id, name]
            properties:
              id: {type: integer, format: int64}
              name: {type: string}
              team: {$ref: './team.yaml'}
              manager: {$ref: '#'}
              address: {$ref: './common.yaml#/Address'}
              avatar: {$ref: './missing.yaml'}

            """)
        folder.write("Spec/schemas/team.yaml", "type: object\nproperties:\n  members:\n    type: array\n    items: {$ref: './user.yaml'}\n  size: {type: integer, maximum: 9223372036854776000}\n")
        folder.write("Spec/schemas/common.yaml", "Address:\n  type: object\n  properties:\n    city: {type: string}\n    zip: {not: {type: string}}\n")
    }

    static func parse(_ folder: TemporaryFolder) throws -> ParsedFile {
        let path = folder.file("Spec/openapi.yaml")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return OpenAPIFrontend.parse(SourceFile(path: path, text: text, contentHash: "h"))
    }

    @Test func everyPartIsBroughtInAndEachSchemaIsOneType() throws {
        let folder = TemporaryFolder()
        Self.write(into: folder)
        let parsed = try Self.parse(folder)
        #expect(parsed.diagnostics.filter { $0.severity == .error }.isEmpty, "\(parsed.diagnostics)")
        let user = try #require(parsed.types.first { $0.name == "User" })
        #expect(user.variables.map { "\($0.name): \($0.typeName.name)" } == [
            "id: Int64", "name: String", "team: Team?", "manager: User?", "address: Address?", "avatar: JSONValue?",
        ])
        // The component that is another file keeps its name, also where that file is referred to again.
        let team = try #require(parsed.types.first { $0.name == "Team" })
        #expect(team.variables.map(\.typeName.name) == ["[User]?", "Int?"])
        #expect(!parsed.types.contains { $0.name == "Team2" })
        let list = try #require(parsed.types.first { $0.name == "Operations.ListUsers" })
        #expect(list.typealiases.map(\.typeName.name) == ["[User]"])
        let request = try #require(parsed.types.first { $0.name == "Operations.GetUser.RequestBody" })
        #expect(request.variables.map { "\($0.name): \($0.typeName.name)" } == ["id: Int64"])
        // Each type is where it is written.
        let userFile = folder.file("Spec/schemas/user.yaml")
        #expect(user.location.path == userFile && user.location.line == 1)
        #expect(user.variables.first { $0.name == "team" }?.location.description == "\(userFile):6:3")
        // An operation of a path item in another file is there; one in the spec is in the spec.
        #expect(list.location.description == folder.file("Spec/paths/users.yaml") + ":1:1")
        let get = try #require(parsed.types.first { $0.name == "Operations.GetUser" })
        #expect(get.location.description == folder.file("Spec/openapi.yaml") + ":7:5")
    }

    /// What is wrong in another file is said there; a part that cannot be read is said at its `$ref`.
    @Test func warningsPointIntoTheFileThatWritesTheirKey() throws {
        let folder = TemporaryFolder()
        Self.write(into: folder)
        let warnings = try Self.parse(folder).diagnostics.filter { $0.severity == .warning }.map(\.description)
        let spec = folder.file("Spec")
        #expect(warnings.sorted() == [
            "\(spec)/openapi.yaml:21:11: warning: $ref './parameters.yaml#/Missing' names no parameter in components/parameters: operation 'listOrphans' (GET /orphans) is left out (at #/paths/~1orphans/get/parameters/0)",
            "\(spec)/openapi.yaml:21:11: warning: $ref './parameters.yaml#/Missing' names nothing in \(spec)/parameters.yaml",
            "\(spec)/schemas/common.yaml:5:5: warning: a `not` schema has no Swift type: decoded as JSONValue (at #/components/schemas/Address/properties/zip)",
            "\(spec)/schemas/team.yaml:6:25: warning: `maximum: 9223372036854776000` is past what an Int64 holds (the spec is wrong here): read as 9223372036854775807",
            "\(spec)/schemas/user.yaml:9:3: warning: $ref './missing.yaml' names no file or schema annogen can read (a file is found relative to the one that refers to it; URLs are not read): decoded as JSONValue (at #/components/schemas/user/properties/avatar)",
        ], "\(warnings)")
    }

    @Test func aSwagger2SpecSplitAcrossFiles() throws {
        let folder = TemporaryFolder()
        folder.write("api.yaml", """
            swagger: '2.0'
            info: {title: t, version: '1'}
            paths:
              /pets:
                get:
                  operationId: listPets
                  responses:
                    '200': {description: ok, schema: {type: array, items: {$ref: 'definitions/pet.yaml'}}}
            definitions:
              Owner: {$ref: 'definitions/owner.yaml'}

            """)
        folder.write("definitions/pet.yaml", "type: object\nproperties:\n  name: {type: string}\n  owner: {$ref: './owner.yaml'}\n")
        folder.write("definitions/owner.yaml", "type: object\nproperties:\n  email: {type: string}\n")
        let path = folder.file("api.yaml")
        let parsed = OpenAPIFrontend.parse(SourceFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8), contentHash: "h"))
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let pet = try #require(parsed.types.first { $0.name == "Pet" })
        #expect(pet.variables.map(\.typeName.name) == ["String?", "Owner?"])
        #expect(pet.location.path == folder.file("definitions/pet.yaml"))
    }

    /// The scan that spares a spec of one file the walk: a `$ref` whose value is not `#…`.
    @Test func externalReferencesAreFoundByTheirValue() {
        #expect(SpecBundle.hasExternalReferences("a: {$ref: 'user.yaml'}"))
        #expect(SpecBundle.hasExternalReferences(#"{"$ref": "./s.json#/User"}"#))
        #expect(!SpecBundle.hasExternalReferences("a: {$ref: '#/components/schemas/User'}\nb: {$ref: \"#/x\"}\nprice: $5"))
        #expect(!SpecBundle.hasExternalReferences("$ref"))
    }

    @Test func pathsAreJoinedAsAFileSystemWould() {
        #expect(SpecBundle.joined("Spec/resources/droplets", "../../shared/parameters.yml") == "Spec/shared/parameters.yml")
        #expect(SpecBundle.joined("Spec", "./schemas/./user.yaml") == "Spec/schemas/user.yaml")
        #expect(SpecBundle.joined("Spec", "../../x.yaml") == "../x.yaml")
        #expect(SpecBundle.joined("/a/b", "../c.yaml") == "/a/c.yaml")
        #expect(SpecBundle.joined("", "c.yaml") == "c.yaml")
        #expect(SpecBundle.joined("/a", "/etc/c.yaml") == "/etc/c.yaml")
    }
}

/// Each warning of bringing in other files, at the `$ref` that asked for it.
@Suite struct SplitSpecWarningTests {
    /// A part that does not parse (a half-typed edit) stops the spec with the parser's error in that
    /// file: read past, its schemas became JSONValue and the run wrote them with exit 0.
    @Test func aPartThatDoesNotParseIsAnError() throws {
        let folder = TemporaryFolder()
        SplitSpecTests.write(into: folder)
        folder.write("Spec/schemas/team.yaml", "type: object\nproperties:\n  name: {type: string\n")
        let parsed = try SplitSpecTests.parse(folder)
        #expect(parsed.types.isEmpty)
        #expect(parsed.diagnostics.filter { $0.severity == .error }.map(\.description) == [
            "\(folder.file("Spec/schemas/team.yaml")):4:1: error: the spec is not valid YAML or JSON: did not find expected ',' or '}'",
        ], "\(parsed.diagnostics)")
    }

    @Test func eachWarningIsAtItsReference() throws {
        let folder = TemporaryFolder()
        folder.write("api.yaml", """
            openapi: 3.0.3
            info: {title: t, version: '1'}
            paths:
              /a:
                get:
                  operationId: getA
                  parameters:
                    - $ref: 'missing.yaml#/Id'
                    - $ref: 'https://example.com/parameters.yaml#/Page'
                  responses: {'204': {description: ok}}
              /loop:
                $ref: 'loop.yaml'

            """)
        folder.write("loop.yaml", "get:\n  operationId: getLoop\n  responses: {'204': {description: ok}}\nparameters:\n  - $ref: 'loop.yaml'\n")
        let path = folder.file("api.yaml")
        let parsed = OpenAPIFrontend.parse(SourceFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8), contentHash: "h"))
        let warnings = parsed.diagnostics.filter { $0.severity == .warning }.map(\.description).filter { !$0.contains("is left out") }
        #expect(warnings == [
            "\(path):8:11: warning: $ref 'missing.yaml#/Id' names a file that cannot be read as YAML or JSON (\(folder.file("missing.yaml")))",
            "\(path):9:11: warning: $ref 'https://example.com/parameters.yaml#/Page' is a URL: annogen reads files only (download it beside the spec)",
            "\(folder.file("loop.yaml")):5:5: warning: $ref 'loop.yaml' contains itself, which cannot be put in place: left as it is",
        ], "\(warnings)")
    }
}
