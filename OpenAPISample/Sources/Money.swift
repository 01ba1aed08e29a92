import AnnogenRuntime
import Foundation

/// An amount in minor units (cents), written by hand for its formatting. It takes the place of the
/// spec's `Money` (same name), and annogen checks on every run that it still matches the schema.
// gen: openapi = "#/components/schemas/Money"
struct Money: ResponseBodyType, Hashable {
    let amount: Int64
    /// ISO 4217 code.
    let currency: String

    /// `12.99 EUR`: two decimals, as every currency the shop sells in has.
    var formatted: String {
        let sign = amount < 0 ? "-" : ""
        let magnitude = amount.magnitude
        let cents = magnitude % 100
        return "\(sign)\(magnitude / 100).\(cents < 10 ? "0" : "")\(cents) \(currency)"
    }
}
