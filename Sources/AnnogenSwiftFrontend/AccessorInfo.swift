import SwiftSyntax

/// What a property's or subscript's accessor block says: computed or stored, settable, effects.
struct AccessorInfo {
    var isComputed = false
    var hasSetter = false
    var isAsync = false
    var `throws` = false

    private static let getters: Set<String> = ["get", "_read", "read", "unsafeAddress"]
    private static let setters: Set<String> = ["set", "_modify", "modify", "unsafeMutableAddress"]

    /// No block: stored. A getter body, `get`/`set` (also protocol `{ get set }`): computed.
    /// Only `willSet`/`didSet`: stored.
    init(_ block: AccessorBlockSyntax?) {
        guard let block else { return }
        switch block.accessors {
        case .getter:
            isComputed = true
        case .accessors(let accessors):
            for accessor in accessors {
                let kind = accessor.accessorSpecifier.text
                if Self.getters.contains(kind) {
                    isComputed = true
                    isAsync = isAsync || accessor.effectSpecifiers?.asyncSpecifier != nil
                    self.throws = self.throws || accessor.effectSpecifiers?.throwsClause != nil
                } else if Self.setters.contains(kind) {
                    isComputed = true
                    hasSetter = true
                }
            }
        }
    }
}
