/// A variable's name with a number worked out from its bytes once, where a template is compiled:
/// a lookup in the render's context compares numbers, and names only where the numbers agree
/// (many names in scope have the same length, `variable` and `fallback`, `ownDecode` and `unwrapped`).
public struct VariableName: Sendable, Hashable, CustomStringConvertible {
    public let text: String
    /// FNV-1a of the name's UTF-8 bytes.
    let key: UInt64

    public init(_ text: String) {
        self.text = text
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        key = hash
    }

    public var description: String { text }

    /// The name of a loop's `forloop`.
    static let forloop = VariableName("forloop")
}
