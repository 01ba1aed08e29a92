import AnnogenModel
import TemplateEngine

/// Filters the Coding templates ask about a property's type.
enum CodingFilters {
    static func register(in environment: inout Environment) {
        environment.register(filter: "rawValueCoded") { value in .bool(rawValueCoded(value)) }
    }

    /// Protocols that give an enum no `init(from:)` or `encode(to:)` of their own; any other in an
    /// enum's inheritance clause might (`protocol UnknownCaseRepresentable: Decodable` with a
    /// default `init(from:)`), so its enum is decoded through its own `init(from:)`.
    private static let plainProtocols: Set<String> = [
        "Codable", "Decodable", "Encodable", "Sendable", "Hashable", "Equatable", "Comparable",
        "CaseIterable", "Identifiable", "CustomStringConvertible", "CustomDebugStringConvertible",
    ]

    /// The raw types whose enums the runtime decodes by raw value (`decodeRawValue`).
    private static let rawTypes: Set<String> = ["String", "Int"]

    /// **(annogen)** `variable|rawValueCoded`: whether the property's type (without `?`) is an enum
    /// in the scanned sources that is Codable the standard library's way for raw values: `String` or
    /// `Int` raw values, `Codable` (or `Decodable` and `Encodable`) in its inheritance clause beside
    /// only protocols that give it no coding of their own, no `init(from:)` or `encode(to:)` of its
    /// own, and no annotation that makes annogen write one (`unknownCase`). Its `init(from:)` then
    /// decodes the raw value and looks up the case, and its `encode(to:)` encodes the raw value, so
    /// generated code does that itself (`container.decodeRawValue(Status.self, forKey: "status")`,
    /// `container.encode(status.rawValue, forKey: "status")`): the same values and errors, in about
    /// half the time of a trip through the enum's own methods (issue 51).
    static func rawValueCoded(_ value: TemplateValue) -> Bool {
        // `type(for:)` finds no type for an array or a dictionary; an extension of a type not
        // scanned has the kind `extension`.
        guard case .object(let object) = value, let variable = object as? VariableContext,
              let type = variable.typeName.graph.type(for: variable.variable.typeName)
        else { return false }
        let composed = type.composed
        guard composed.kind == .enum,
              let rawType = composed.rawTypeName.map({ unqualified($0.name) }), rawTypes.contains(rawType)
        else { return false }
        let inherited = composed.inheritedTypes.map(unqualified)
        let codable = inherited.contains("Codable") || (inherited.contains("Decodable") && inherited.contains("Encodable"))
        guard codable,
              inherited.allSatisfy({ $0 == rawType || plainProtocols.contains($0) })
        else { return false }
        let declaration = type.declaration
        return declaration.genericParameters.isEmpty
            && declaration.annotations["unknownCase"] == nil
            && !declaration.methods.contains(where: { $0.isDecodingInitializer || $0.isEncodingMethod })
    }

    /// `Swift.Codable` as `Codable`.
    private static func unqualified(_ name: String) -> String {
        name.hasPrefix("Swift.") ? String(name.dropFirst(6)) : name
    }
}
