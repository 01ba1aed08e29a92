import AnnogenModel

/// What the front end assumed to read a header whose imports or declarations it cannot see (a
/// framework that is not on this machine, a base class from a pod, a project macro defined in a
/// prefix header): each assumption is a declaration added before the header, or an empty header
/// standing for an import that was not found. The header's own declarations are then read as
/// written, and the names stay as they are: a class known only by name is still the superclass
/// its subclasses name.
struct HeaderAssumptions: Equatable {
    enum Kind: Hashable {
        /// `#import <Kit/Kit.h>` found nowhere: read as an empty header.
        case missingHeader
        /// `#import <Kit/KitModel.h>` found nowhere, where a header of that file name is among the
        /// sources (at `path`): read as that header, as a framework target's own headers are.
        case projectHeader(path: String)
        /// A class known only by name; `genericArity` type parameters when it is used with type
        /// arguments (`RLMResults<Dog *> *`).
        case opaqueClass(genericArity: Int)
        /// A protocol known only by name.
        case opaqueProtocol
        /// A type used by value (`CLLocationCoordinate2D coordinate`): an opaque struct.
        case opaqueValueType
        /// A typedef used where only an object type can be (a `strong` property's type, a type
        /// argument: `NSDictionary<KitKey, id> *`): a typedef of an object pointer.
        case opaqueObjectTypedef
        /// A macro used as a qualifier or attribute (`KIT_EXTERN`, `KIT_DEPRECATED("…")`): expands
        /// to nothing.
        case emptyMacro(takesArguments: Bool)
        /// `#import <Sibling.h>` of a header beside the one importing it, or `#import "Name.h"` of a
        /// header among the sources in another folder: that folder is searched for imports too, as
        /// a project's header search paths or Xcode's header map would have it.
        case includeFolder

        var isClass: Bool {
            if case .opaqueClass = self { return true }
            return false
        }

        /// True for an assumed class, protocol, type or macro (not an import or a folder).
        var declaresAName: Bool {
            switch self {
            case .missingHeader, .projectHeader, .includeFolder: false
            default: true
            }
        }
    }

    struct Assumption: Equatable {
        var name: String
        var kind: Kind
        /// Where the name was first met (for the note that reports it).
        var location: SourceLocation
    }

    private(set) var all: [Assumption] = []

    /// Imported headers read with `@import` lines as `#import` (`ModuleImports`), by clang's path.
    private(set) var rewrittenHeaders: [String: String] = [:]

    var isEmpty: Bool { all.isEmpty && rewrittenHeaders.isEmpty }

    /// Reads the imported header at `path` with its `@import` lines rewritten; false when it already is.
    mutating func rewriteModuleImports(in path: String, text: String) -> Bool {
        guard rewrittenHeaders[path] == nil else { return false }
        rewrittenHeaders[path] = ModuleImports.rewritten(text)
        return true
    }

    /// Adds `name` as `kind` unless it is already assumed (a class and a protocol of one name are
    /// both kept: Objective-C keeps them apart). Returns whether anything was added.
    @discardableResult
    mutating func assume(_ name: String, as kind: Kind, at location: SourceLocation) -> Bool {
        guard !name.isEmpty, !all.contains(where: { $0.name == name && Self.sameNamespace($0.kind, kind) }) else { return false }
        all.append(Assumption(name: name, kind: kind, location: location))
        return true
    }

    /// Classes, value types and macros share one namespace; protocols and imports have their own.
    private static func sameNamespace(_ a: Kind, _ b: Kind) -> Bool {
        switch (a, b) {
        case (.projectHeader, .projectHeader), (.projectHeader, .missingHeader), (.missingHeader, .projectHeader): true
        case (.projectHeader, _), (_, .projectHeader): false
        case (.missingHeader, .missingHeader), (.opaqueProtocol, .opaqueProtocol), (.includeFolder, .includeFolder): true
        case (.missingHeader, _), (_, .missingHeader), (.opaqueProtocol, _), (_, .opaqueProtocol),
             (.includeFolder, _), (_, .includeFolder): false
        default: true
        }
    }

    /// Takes back the class assumed for `name` (a header declares it after all); false when none was.
    mutating func retract(_ name: String) -> Bool {
        guard let index = all.firstIndex(where: { $0.name == name && $0.kind.isClass }) else { return false }
        all.remove(at: index)
        return true
    }

    /// A class assumed for a name that turns out to be used by value (`Method m`): assumed to be a
    /// struct instead. False when `name` is not an assumed class.
    mutating func reassumeAsValueType(_ name: String) -> Bool {
        guard let index = all.firstIndex(where: { $0.name == name }), case .opaqueClass = all[index].kind else { return false }
        all[index].kind = .opaqueValueType
        return true
    }

    /// A struct or protocol assumed for a name that turns out to be used as an object type (a
    /// `strong` property of type `queue_t`, a type argument): a typedef of an object pointer
    /// instead. False when `name` is not such an assumption.
    mutating func reassumeAsObjectTypedef(_ name: String) -> Bool {
        guard let index = all.firstIndex(where: { $0.name == name && ($0.kind == .opaqueValueType || $0.kind == .opaqueProtocol) })
        else { return false }
        all[index].kind = .opaqueObjectTypedef
        return true
    }

    /// The imports found nowhere and read as empty (not those the prelude stands in for).
    var missingHeaderNames: [String] {
        all.filter { $0.kind == .missingHeader && Self.standInFramework($0.name) == nil }.map(\.name)
    }

    /// The names assumed as struct types (to tell a property's type from its name).
    var valueTypeNames: [String] {
        all.filter { $0.kind == .opaqueValueType }.map(\.name)
    }

    /// The macros assumed to expand to nothing, in the order they were met.
    var emptyMacroNamesInOrder: [String] {
        all.compactMap { assumption in
            if case .emptyMacro = assumption.kind { return assumption.name }
            return nil
        }
    }

    var emptyMacroNames: Set<String> { Set(emptyMacroNamesInOrder) }

    /// The clang flags the assumptions add: folders searched for `<…>` imports.
    var arguments: [String] {
        all.filter { $0.kind == .includeFolder }.flatMap { ["-I", $0.name] }
    }

    /// The folder empty stand-ins for missing imports live in (searched after every real path).
    static let missingHeadersFolder = "/__annogen__/missing"
    static let headerPath = "\(Prelude.includeFolder)/annogen-assumed.h"

    /// The virtual files: the header of assumed declarations (included after the prelude) and an
    /// empty header for each missing import.
    var files: [(path: String, contents: String)] {
        var result = [(Self.headerPath, declarations)] + rewrittenHeaders.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        for assumption in all {
            let contents: String
            switch assumption.kind {
            case .missingHeader:
                contents = Self.standInFramework(assumption.name).map { "#import <\($0)/\($0).h>\n" }
                    ?? "// Not found; annogen read it as empty.\n"
            case .projectHeader(let path):
                contents = "#import \"\(path)\"\n"
            default:
                continue
            }
            result.append(("\(Self.missingHeadersFolder)/\(assumption.name)", contents))
        }
        return result
    }

    /// `UIKit/UIView.h` → `UIKit`: another header of a framework the prelude stands in for, read as
    /// the framework's umbrella header.
    static func standInFramework(_ include: String) -> String? {
        let parts = include.split(separator: "/")
        guard parts.count == 2, Prelude.frameworks.contains(String(parts[0])) else { return nil }
        return String(parts[0])
    }

    /// Macros first (declarations below may use them), then protocols, classes and value types.
    var declarations: String {
        var lines = ["// What annogen assumed for names the header uses but nothing declares.", "#pragma once"]
        for assumption in all {
            if case .emptyMacro(let takesArguments) = assumption.kind {
                lines.append("#define \(assumption.name)\(takesArguments ? "(...)" : "")")
            }
        }
        for assumption in all where assumption.kind == .opaqueProtocol {
            lines.append("@protocol \(assumption.name) <NSObject>\n@end")
        }
        for assumption in all {
            switch assumption.kind {
            case .opaqueClass(let arity):
                let parameters = arity == 0 ? "" : "<" + (0..<arity).map { "__covariant T\($0)" }.joined(separator: ", ") + ">"
                lines.append("@interface \(assumption.name)\(parameters) : NSObject\n@end")
            case .opaqueValueType:
                lines.append("typedef struct \(assumption.name) { char annogenOpaque; } \(assumption.name);")
            case .opaqueObjectTypedef:
                lines.append("typedef NSObject *\(assumption.name);")
            default:
                break
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One note per assumption, at the first use (`annogen run --verbose` prints them). A name that a
    /// header among the sources declares (`declaredIn`: name → its path) says so: that header's
    /// declaration is in the model, and only this header reads the name as known by name alone.
    func notes(declaredIn projectDeclarations: [String: String] = [:]) -> [Diagnostic] {
        all.map { assumption in
            if assumption.kind.declaresAName, let declaring = projectDeclarations[assumption.name] {
                let path = TranslationUnit.displayPath(declaring)
                return Diagnostic(.note, "'\(assumption.name)' is declared in \(path), which this header does not import; "
                    + "read here as known only by name (import it, or a prefix header does, to read it whole)", at: assumption.location)
            }
            let what: String = switch assumption.kind {
            case .projectHeader(let path):
                "'\(assumption.name)' was not found; read as \(TranslationUnit.displayPath(path)), the header of that name among the sources"
            case .missingHeader:
                Self.standInFramework(assumption.name).map { "'\(assumption.name)' is read as annogen's stand-in for \($0)" }
                    ?? "'\(assumption.name)' was not found; read as an empty header (add its folder to objc.includePaths to read it)"
            case .opaqueClass: "'\(assumption.name)' is declared nowhere annogen can see; assumed to be a class (an NSObject subclass known only by name)"
            case .opaqueProtocol: "'\(assumption.name)' is declared nowhere annogen can see; assumed to be a protocol known only by name"
            case .opaqueValueType: "'\(assumption.name)' is declared nowhere annogen can see; assumed to be a struct known only by name"
            case .opaqueObjectTypedef: "'\(assumption.name)' is declared nowhere annogen can see; assumed to be a typedef of an object type"
            case .emptyMacro: "'\(assumption.name)' is not defined; assumed to be a macro that expands to nothing (define it in objc.defines to change that)"
            case .includeFolder: "'\(TranslationUnit.displayPath(assumption.name))' is searched for imports, as a project's header search paths or header map would have it (add it to objc.includePaths to say so)"
            }
            return Diagnostic(.note, what, at: assumption.location)
        }
    }
}
