import OpenAPIKit

/// Whether a value may be null or a property absent, read where the spec says it: on the schema
/// itself, or on the component a `$ref` names (`Address: {nullable: true, …}` makes every
/// `$ref: Address` nullable; `nullable` on the `$ref` node alone is OpenAPI 3.1's sibling), and
/// `readOnly`/`writeOnly`, which make `required` apply in one direction only.
extension SpecModelBuilder {
    /// True when null is a value of `schema`: `nullable: true` (3.1: `type: [x, "null"]`) on it, or
    /// on the schema a `$ref` (or an `allOf` of one member) stands for.
    func isNullable(_ schema: JSONSchema) -> Bool {
        standingFor(schema, throughNullAlternatives: false).contains(where: \.nullable)
    }

    /// `schema`, then each schema it stands for in turn: the component a `$ref` names (each once: a
    /// cycle of them ends), the one member of an `allOf` that says what the value is, and with
    /// `throughNullAlternatives` the non-null alternative of `anyOf: [X, {type: "null"}]`.
    func standingFor(_ schema: JSONSchema, throughNullAlternatives: Bool) -> [JSONSchema] {
        var chain = [schema]
        var followed: Set<String> = []
        while let current = chain.last {
            if case .reference(let reference, _) = current.value, let key = reference.name,
               followed.insert(key).inserted, let target = document.components.schemas[.init(stringLiteral: key)] {
                chain.append(target)
            } else if let (member, _) = Self.soleMember(of: current) {
                chain.append(member)
            } else if throughNullAlternatives, let only = Self.soleNonNullAlternative(of: current) {
                chain.append(only)
            } else {
                return chain
            }
        }
        return chain
    }

    /// True when `schema` (or what its `$ref` names) is `readOnly` or `writeOnly`. OpenAPI 3.0.3:
    /// `required` applies to a readOnly property in responses only and to a writeOnly one in
    /// requests only, and a readOnly property SHOULD NOT be sent. One struct serves both
    /// directions, so such a property is optional: a response without the writeOnly `password`
    /// decodes, and a request need not send the readOnly `id`.
    func isOneDirectional(_ schema: JSONSchema) -> Bool {
        if schema.readOnly || schema.writeOnly { return true }
        guard case .reference(let reference, _) = schema.value, let key = reference.name,
              let target = document.components.schemas[.init(stringLiteral: key)] else { return false }
        return target.readOnly || target.writeOnly
    }
}
