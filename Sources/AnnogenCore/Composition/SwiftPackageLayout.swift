/// What a path says about the Swift module a file belongs to, by SwiftPM's layout: a file under
/// `Sources/<Target>/` or `Tests/<Target>/` is in module `<Target>`. annogen reads every source as
/// one module; this is only used to tell that two declarations of one name are in different modules
/// (legal Swift), not to qualify names.
enum SwiftPackageLayout {
    /// `Sources/NIOCore` for `…/Sources/NIOCore/ByteBuffer.swift`; nil outside that layout.
    static func module(of path: String) -> String? {
        let components = path.split(separator: "/")
        guard let index = components.lastIndex(where: { $0 == "Sources" || $0 == "Tests" }),
              index + 2 < components.count
        else { return nil }
        return "\(components[index])/\(components[index + 1])"
    }
}
