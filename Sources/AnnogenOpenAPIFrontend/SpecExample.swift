import Foundation
import OpenAPIKit

/// An example from a spec as JSON text, for the endpoint's `exampleResponse`.
enum SpecExample {
    /// Compact JSON with sorted keys (OpenAPIKit does not keep an example's member order), or nil
    /// when the value cannot be written as JSON.
    static func jsonText(_ value: AnyCodable) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
