import Foundation
import Testing

/// Templates and `dump` speak the template's own vocabulary: a misspelt member on annogen's objects
/// is a located warning (an error under `--strict`); `dump` prints the names templates use, one type
/// on request.
@Suite struct TemplateVocabularyTests {
    @Test func aMisspeltMemberIsAWarningAtTheTemplateAndFailsUnderStrict() throws {
        let project = try Project.generated()
        let before = project.snapshot("Generated")
        project.write("Templates/Names.stencil", "{% for type in types.all %}\n// {{ type.name }}{{ type.nmae }}\n{% endfor %}\n")
        let lenient = try project.run("run")
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("Templates/Names.stencil:2:27: warning: 'nmae' is not a member of a type; it renders as nothing; did you mean 'name'?"),
                "\(lenient.stderr)")
        #expect(project.snapshot("Generated") == before, "the output's content is the same, so it is not rewritten")
        let strict = try project.run("run", "--strict")
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("Templates/Names.stencil:2:27: error: 'nmae' is not a member of a type"), "\(strict.stderr)")
        #expect(project.snapshot("Generated") == before)
    }

    @Test func dumpPrintsTheTemplatesNamesAndOneTypeOnRequest() throws {
        let project = Project()
        project.write("Sources/A.swift", "// gen: autoPublicInit\nstruct Product {\n    // gen: jsonKey = \"id\"\n    let productId: Int?\n}\nenum Other {}\n")
        let all = try project.run("dump")
        #expect(all.status == 0, "\(all.stderr)")
        #expect(!all.stdout.contains("\n{"), "compact: one line")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any])
        #expect((json["types"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Other", "Product"])
        #expect(!all.stdout.contains("_0"), "no internal Codable shapes")

        let one = try project.run("dump", "--type", "Product")
        #expect(one.status == 0)
        let type = try #require(try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])
        #expect(type["name"] as? String == "Product")
        #expect((type["annotations"] as? [String: Any])?["autoPublicInit"] as? Bool == true)
        #expect(type["storedVariables"] as? [String] == ["productId"])
        let variable = try #require((type["variables"] as? [[String: Any]])?.first)
        #expect((variable["annotations"] as? [String: Any])?["jsonKey"] as? String == "id")
        #expect(variable["isOptional"] as? Bool == true)
        #expect((variable["typeName"] as? [String: Any])?["unwrappedTypeName"] as? String == "Int")

        let unknown = try project.run("dump", "--type", "Prodcut")
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("no type named 'Prodcut'; did you mean 'Product'?"), "\(unknown.stderr)")
    }
}
