@testable import AnnogenOpenAPIFrontend
import AnnogenModel
import Testing

/// Where a spec says a property may be absent or null, found by the third review of the generated
/// code: each of these decoded or sent wrong data at exit 0.
@Suite struct SpecPresenceTests {
    /// OpenAPI 3.0.3: `required` applies to a readOnly property in responses only, to a writeOnly
    /// one in requests only. Both were required both ways: a response without the writeOnly
    /// `password` failed with keyNotFound, and a request had to send the readOnly `id`.
    @Test func readOnlyAndWriteOnlyPropertiesAreOptional() throws {
        let parsed = SpecMappingTests.parseSchemas("""
            Secret: {type: string, writeOnly: true}
            User:
              type: object
              required: [id, name, password, token]
              properties:
                id: {type: integer, readOnly: true}
                name: {type: string}
                password: {type: string, writeOnly: true}
                token: {$ref: '#/components/schemas/Secret'}
            """)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let user = try #require(parsed.types.first { $0.name == "User" })
        #expect(user.variables.map(\.typeName.name) == ["Int?", "String", "String?", "String?"])
    }

    /// Nullability is the referenced schema's: `nullable: true` on `Address`, or on the enum
    /// `Status` that lists null among its values, makes a required `$ref` to it optional (it was
    /// read from the `$ref` node alone, and a null failed to decode); an array of them holds
    /// optionals.
    @Test func aReferenceToANullableSchemaIsOptional() throws {
        let parsed = SpecMappingTests.parseSchemas("""
            Status: {type: string, nullable: true, enum: [on, off, null]}
            Address: {type: object, nullable: true, properties: {city: {type: string}}}
            Holder:
              type: object
              required: [status, address]
              properties:
                status: {$ref: '#/components/schemas/Status'}
                address: {$ref: '#/components/schemas/Address'}
                history: {type: array, items: {$ref: '#/components/schemas/Address'}}
            """)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let holder = try #require(parsed.types.first { $0.name == "Holder" })
        #expect(holder.variables.map(\.typeName.name) == ["Status?", "Address?", "[Address?]?"])
        #expect(holder.variables.map { $0.annotations["encodeNull"] } == [.bool(true), .bool(true), nil])
    }

    /// A nullable property with a default: null stays nil, the default is for a missing key only
    /// (`defaultWhenMissing`), and nil is left out when sent, so the server's default applies (sent
    /// as null, it overwrote it: found by the code review). A null had become the default.
    @Test func aNullablePropertysDefaultIsForAMissingKeyOnly() throws {
        let parsed = SpecMappingTests.parseSchemas("""
            Settings:
              type: object
              properties:
                locale: {type: string, nullable: true, default: en}
                theme: {type: string, default: dark}
            """)
        let settings = try #require(parsed.types.first { $0.name == "Settings" })
        #expect(settings.variables.map(\.typeName.name) == ["String?", "String"])
        #expect(settings.variables.map { $0.annotations["defaultWhenMissing"] } == [.bool(true), nil])
        #expect(settings.variables.map { $0.annotations["encodeNull"] } == [nil, nil])
    }

    /// A readOnly property with a default is optional too (every request sent the default), and a
    /// default of a `date-time`, `uuid`, `uri` or `byte` string is left out: it refused the spec
    /// ("defaultValue cannot be checked for Date"). Found by the second review of the fixes.
    @Test func readOnlyDefaultsAreOptionalAndFormattedStringDefaultsAreLeftOut() throws {
        let parsed = SpecMappingTests.parseSchemas("""
            Job:
              type: object
              properties:
                status: {type: string, readOnly: true, default: active}
                runAt: {type: string, format: date-time, default: "2024-01-01T00:00:00Z"}
                key: {type: string, format: uuid, default: 6f9619ff-8b86-d011-b42d-00c04fc964ff}
            """)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let job = try #require(parsed.types.first { $0.name == "Job" })
        #expect(job.variables.map(\.typeName.name) == ["String?", "Date?", "UUID?"])
        #expect(job.variables.map { $0.annotations["defaultValue"] } == [.string("active"), nil, nil])
    }

    /// Xero Payroll UK's NICategory: properties, and a `oneOf` whose alternatives only require one
    /// of them each. It was an enum of two empty alternatives, every property dropped; it is the
    /// struct of its properties, those the alternatives name optional.
    @Test func aOneOfThatOnlyRequiresPropertiesKeepsTheProperties() throws {
        let parsed = SpecMappingTests.parseSchemas("""
            NICategory:
              type: object
              required: [niCategory, startDate]
              properties:
                niCategory: {type: string}
                startDate: {type: string, format: date}
                niCategoryID: {type: number}
                workplacePostcode: {type: string}
              oneOf:
                - required: [workplacePostcode]
                - {required: [startDate], description: before April}
            """)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let category = try #require(parsed.types.first { $0.name == "NICategory" })
        #expect(category.kind == .struct)
        #expect(category.variables.map(\.name) == ["niCategory", "startDate", "niCategoryID", "workplacePostcode"])
        #expect(category.variables.map(\.typeName.name) == ["String", "String?", "Double?", "String?"])
    }
}
