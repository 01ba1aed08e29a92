import AnnogenModel
import Foundation

/// A type's own `CodingKeys` enum, which the built-in templates read the keys from (and leave the
/// properties without a case uncoded), as the checks need it.
enum OwnCodingKeys {
    /// Case name → key (its raw value, else its name); nil when `keys` (the type's nested
    /// `CodingKeys`, if it has one) is not an enum.
    static func keys(_ keys: ComposedType?) -> [String: String]? {
        guard let keys, keys.kind == .enum else { return nil }
        var result: [String: String] = [:]
        for enumCase in keys.declaration.cases {
            result[enumCase.name] = enumCase.rawValue.map { $0.replacingOccurrences(of: "\"", with: "") } ?? enumCase.name
        }
        return result
    }
}
