import AnnogenModel
import AnnogenSwiftFrontend
import Foundation
import TemplateEngine

/// The objects templates see, built once per run from the composed module and shared by every
/// template. Objects refer to each other (a variable's `type`, a type's `parent`) through this graph,
/// which owns them all; keep the graph alive while rendering.
public final class ContextGraph {
    /// The module the objects read (type objects refer to their type by position).
    let module: ComposedModule
    /// `module.types` read in place. The graph keeps `module`, never changed, so its storage stays
    /// where it is; a type read through this is borrowed, where `module.types[index]` copied the
    /// whole `ComposedType` (retaining and releasing each of its fields) at every read: a tenth of
    /// rendering.
    let types: UnsafeBufferPointer<ComposedType>
    /// What each type's object has built of its members, by position (sorted by name, as the module's
    /// types are; a type is looked up by name with a binary search, not a dictionary: one of 212,500
    /// names was 13 MB). A type object is a handle (its position and this graph), made wherever a
    /// template reaches the type and let go after: a loop over every type with a condition does not
    /// keep an object for each (one for each of 212,500 types was 10 MB at the peak of a run); what
    /// is built stays here, for every handle of the type.
    @exclusivity(unchecked) private var built: [TypeContext.Built?]
    /// Every type object, sorted by name.
    var allTypes: [TypeContext] { module.types.indices.map(object) }
    /// Positions in name order, when the module's types are not sorted by name.
    private var searchOrder: [Int]?
    /// Whether the module's types are in name order (as the composer makes them).
    var typesAreSortedByName: Bool { searchOrder == nil }
    private(set) var typealiasesByName: [String: TypealiasContext] = [:]
    private(set) var allTypealiases: [TypealiasContext] = []
    /// Where the run was started, which relative source paths are read from.
    private lazy var workingDirectory = FileManager.default.currentDirectoryPath
    /// The imports of each source file read so far, by path.
    private var importsByPath: [String: [SourceImport]] = [:]

    public init(module: ComposedModule) {
        self.module = module
        types = module.types.withUnsafeBufferPointer { $0 }
        built = Array(repeating: nil, count: module.types.count)
        let types = module.types
        let sorted = types.indices.dropFirst().allSatisfy { types[$0 - 1].name < types[$0].name }
        // A module built by hand may not be in order: then the search goes through a sorted order.
        searchOrder = sorted ? nil : types.indices.sorted { types[$0].name < types[$1].name }
        allTypealiases = module.typealiases.map { TypealiasContext(alias: $0, graph: self) }
        for alias in allTypealiases { typealiasesByName[alias.alias.name] = alias }
    }

    /// Plans the converters of `// gen: mapFrom` types, made when a template first asks.
    private lazy var converterPlan = ConverterPlan(module: module)

    /// The converters of the type at `index`: `source`, `failable`, `statements` for each.
    func conversions(of index: Int) -> TemplateValue {
        let type = types[index]
        guard ConverterPlan.isSubject(type) else { return .array([]) }
        return .array(converterPlan.plan(type).conversions.map { conversion in
            .dictionary([
                "source": .string(conversion.source),
                "failable": .bool(conversion.isFailable),
                "throwing": .bool(conversion.throwing),
                "statements": TemplateValue(strings: conversion.statements),
            ])
        })
    }

    /// The absolute path of a source file, as templates read `path` (Sourcery's are absolute): the
    /// same whichever folder annogen ran from, so `type.path|contains:"/Sources/Client/"` holds.
    func absolutePath(_ path: String) -> String {
        TemplatePaths.absolute(path, from: workingDirectory)
    }

    /// The `import` statements of the Swift source at `path` (none for another kind of file, or one
    /// that cannot be read now), read from its text once per render (`SwiftImports`).
    func imports(ofSourceAt path: String) -> [SourceImport] {
        ImportsReadLog.note()
        if let known = importsByPath[path] { return known }
        let text = PathText.pathExtension(path) == "swift"
            ? FileManager.default.contents(atPath: absolutePath(path)).map { String(decoding: $0, as: UTF8.self) } : nil
        let imports = text.map(SwiftImports.scan) ?? []
        importsByPath[path] = imports
        return imports
    }

    /// The scanned type a type name refers to: by its resolved name, looking through one level of
    /// optionality; nil for arrays, dictionaries and types that were not scanned.
    func type(for typeName: TypeName) -> TypeContext? {
        let unwrapped = typeName.unwrapped
        switch unwrapped.shape {
        case .simple:
            return type(named: unwrapped.resolvedName)
        case .generic(let base, _):
            if let resolved = unwrapped.actualName, let angle = resolved.firstIndex(of: "<") {
                return type(named: String(resolved[..<angle]))
            }
            return type(named: base)
        default:
            return nil
        }
    }

    func type(named name: String) -> TypeContext? {
        // Through the buffer: a type read by subscript is copied whole (a dozen references) to read its name.
        let found: Int? = module.types.withUnsafeBufferPointer { types in
            let position = { (rank: Int) in self.searchOrder?[rank] ?? rank }
            var low = 0
            var high = types.count
            while low < high {
                let middle = (low + high) / 2
                if types[position(middle)].name < name { low = middle + 1 } else { high = middle }
            }
            guard low < types.count, types[position(low)].name == name else { return nil }
            return position(low)
        }
        return found.map(object)
    }

    /// An object of the type at `index` in the module.
    func object(at index: Int) -> TypeContext {
        TypeContext(index: index, graph: self)
    }

    /// The declaration unpacked last, by position: a template reads one type's lists one after the
    /// other (`type.methods`, then `type.storedVariables`), each built from the declaration.
    @exclusivity(unchecked) private var lastDeclaration: (index: Int, declaration: TypeDecl)?

    /// The declaration of the type at `index`, unpacked (again, unless it was the last one asked for).
    func declaration(at index: Int) -> TypeDecl {
        if let last = lastDeclaration, last.index == index { return last.declaration }
        let declaration = types[index].declaration
        lastDeclaration = (index, declaration)
        return declaration
    }

    /// What the type at `index` has built, made on first use.
    func built(at index: Int) -> TypeContext.Built {
        if let box = built[index] { return box }
        let box = TypeContext.Built()
        built[index] = box
        return box
    }

    /// The values of `implements`/`inherits`/`based`: the Type object when scanned, else the name.
    func typeOrName(_ name: String) -> TemplateValue {
        type(named: name).map { .object($0) } ?? .string(name)
    }
}

/// Converts annotations to what templates read: dictionaries of Bools, Ints, Doubles, strings,
/// arrays, and nested dictionaries for namespaces.
enum AnnotationsBridge {
    static func dictionary(_ annotations: Annotations) -> [String: TemplateValue] {
        var result: [String: TemplateValue] = [:]
        for key in annotations.topLevelKeys {
            if let value = annotations[key] { result[key] = bridge(value) }
        }
        return result
    }

    static func bridge(_ value: AnnotationValue) -> TemplateValue {
        switch value {
        case .bool(let b): .bool(b)
        case .int(let i): .int(i)
        case .double(let d): .double(d)
        case .string(let s): .string(s)
        case .array(let values): .array(values.map(bridge))
        case .namespace(let nested): templateDictionary(nested)
        }
    }

    /// `dictionary(annotations)` as templates get it (see `templateValue`).
    static func templateDictionary(_ annotations: Annotations) -> TemplateValue {
        templateValue(dictionary(annotations))
    }

    /// Annotations as a template reads them: the dictionary, or, when an annotation is named
    /// `count`, the dictionary wrapped so that `annotations.count` reads it (Stencil answers `count`
    /// on a dictionary with its size).
    static func templateValue(_ annotations: [String: TemplateValue]) -> TemplateValue {
        annotations["count"] == nil ? .dictionary(annotations) : .object(AnnotationsWithCount(values: annotations))
    }
}

/// Annotations that hold one named `count` (see `AnnotationsBridge.templateValue`): members are the
/// annotations, and a `for key, value in annotations` loop sees them in key order, as it sees a
/// dictionary's.
final class AnnotationsWithCount: TemplateObject {
    let values: [String: TemplateValue]

    init(values: [String: TemplateValue]) { self.values = values }

    func member(_ name: String) -> TemplateValue { values[name] ?? .null }

    var elements: [TemplateValue] {
        values.keys.sorted().map { .object(KeyValuePair(key: $0, value: values[$0] ?? .null)) }
    }
}
