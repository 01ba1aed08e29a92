import OpenAPIKit

/// Whether a property may be absent, read where the spec says it: `readOnly`/`writeOnly`, which
/// make `required` apply in one direction only.
extension SpecModelBuilder {
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
