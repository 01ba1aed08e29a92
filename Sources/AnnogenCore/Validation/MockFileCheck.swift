import AnnogenModel
import Foundation

/// Checks, at generation time, every `// gen: mockFile = "…"` on an endpoint: the file exists (relative
/// to the project folder: the config file's folder, or the working directory without one), holds JSON, and carries every key the endpoint's `ResponseBody`
/// requires, following the same rules as the generated decoder: `jsonKey` renames, `defaultValue`,
/// optionals, `safe` and arrays (a missing array decodes as `[]`) make a key optional, and nested
/// models are checked inside objects and arrays. A mock wrapped in the server envelope
/// (`{"status": …, "body": {…}}`) is checked by its `body`.
public struct MockFileCheck {
    let module: ComposedModule
    let snakeCaseKeys: Bool
    /// The folder mock paths are relative to.
    let projectRoot: String
    /// Index into `module.types` by qualified name (an index, not a copy of every type); built by
    /// `run` only when some type names a mock file.
    private var typeIndex: [String: Int] = [:]

    public init(module: ComposedModule, arguments: [String: TemplateArgument], projectRoot: String = FileManager.default.currentDirectoryPath) {
        self.module = module
        self.projectRoot = projectRoot
        snakeCaseKeys = arguments["keyStrategy"] == .string("snakeCase")
    }

    private func type(named name: String) -> ComposedType? { typeIndex[name].map { module.types[$0] } }

    public func run() -> [Diagnostic] {
        var mockFiles: [(type: Int, annotation: Annotation)] = []
        for (position, type) in module.types.enumerated() where type.packedDeclaration.hasTypeAnnotations {
            for annotation in type.declaration.annotations.entries(for: "mockFile") { mockFiles.append((position, annotation)) }
        }
        guard !mockFiles.isEmpty else { return [] }
        var checker = self
        checker.typeIndex.reserveCapacity(module.types.count)
        for (position, type) in module.types.enumerated() where checker.typeIndex[type.name] == nil {
            checker.typeIndex[type.name] = position
        }
        return checker.check(mockFiles)
    }

    private func check(_ mockFiles: [(type: Int, annotation: Annotation)]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (position, annotation) in mockFiles {
            guard case .string(let path) = annotation.value else { continue }
            if let problem = check(path: path, endpoint: module.types[position]) {
                diagnostics.append(.error(problem, at: annotation.location))
            }
        }
        return diagnostics
    }

    private func check(path: String, endpoint: ComposedType) -> String? {
        guard let text = ProjectFile.contents(path, root: projectRoot) else {
            return "mock file '\(path)' does not exist in this project (paths are relative to the project folder, \(projectRoot == "." ? "the current folder" : projectRoot))"
        }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            return "mock file '\(path)' is not valid JSON: \((error as NSError).userInfo[NSDebugDescriptionErrorKey] ?? error.localizedDescription)"
        }
        // The ResponseBody nested in the endpoint, or what a `typealias ResponseBody` names (a
        // model, `Page<Customer>`, `[Customer]`).
        let responseTypeName: TypeName
        if type(named: endpoint.name + ".ResponseBody") != nil {
            responseTypeName = TypeName(endpoint.name + ".ResponseBody")
        } else if let alias = endpoint.declaration.typealiases.first(where: { $0.aliasName == "ResponseBody" }) {
            responseTypeName = alias.typeName
        } else {
            return nil
        }
        var payload = json
        // `{"status": 200, "body": …}` gives a status with the body, unless the model has a `body` key.
        if let object = json as? [String: Any], object["body"] != nil, object["status"] != nil,
           !(model(of: responseTypeName)?.type.declaration.variables.contains(where: { key(for: $0) == "body" }) ?? false) {
            payload = object["body"] ?? json
        }
        if let missing = checkNested(payload, typeName: responseTypeName, at: "", arguments: [:]) {
            return "mock file '\(path)' does not match \(responseTypeName.name): \(missing)"
        }
        return nil
    }

    /// The model a type name names, with its generic parameters' arguments (`Page<Customer>`:
    /// `Item` → `Customer`); nil for anything else.
    private func model(of typeName: TypeName, arguments: [String: TypeName] = [:]) -> (type: ComposedType, arguments: [String: TypeName])? {
        switch typeName.unwrapped.shape {
        case .simple:
            if let argument = arguments[typeName.unwrapped.name] { return model(of: argument) }
            return type(named: typeName.unwrapped.resolvedName).map { ($0, [:]) }
        case .generic(let base, let written):
            // Resolved by the composer (`API.Page<API.Customer>`) when written inside a namespace.
            let resolvedBase = String(typeName.unwrapped.resolvedName.prefix { $0 != "<" })
            guard let generic = type(named: resolvedBase) ?? type(named: base) else { return nil }
            let parameters = generic.declaration.genericParameters.map { $0.name }
            // An argument naming an outer parameter takes that parameter's argument.
            let resolved = written.map { argument in arguments[argument.name] ?? argument }
            return (generic, Dictionary(zip(parameters, resolved), uniquingKeysWith: { first, _ in first }))
        default:
            return nil
        }
    }

    /// The first problem found, as `missing key 'price' at products[1]`, or nil. `arguments`: the
    /// type's generic parameters' arguments.
    private func firstMissingKey(in value: Any, for type: ComposedType, at path: String, arguments: [String: TypeName]) -> String? {
        guard type.kind == .struct || type.kind == .class else { return nil }
        guard let object = value as? [String: Any] else {
            return "expected an object for \(type.name) at \(path.isEmpty ? "the top level" : path)"
        }
        let codingKeys = self.codingKeys(of: type)
        for variable in decodedVariables(of: type) {
            if let codingKeys, codingKeys[variable.name] == nil { continue }
            let key = codingKeys?[variable.name] ?? key(for: variable)
            let childPath = path.isEmpty ? key : "\(path).\(key)"
            let present = object[key].map { !($0 is NSNull) } ?? false
            if !present {
                if isRequired(variable) { return "missing key '\(key)' at \(path.isEmpty ? "the top level" : path)" }
                continue
            }
            // A `safe` value that does not decode becomes nil at run time, so its content is not required.
            guard let child = object[key], !variable.annotations.contains("safe") else { continue }
            if let problem = checkNested(child, typeName: variable.typeName, at: childPath, arguments: arguments) { return problem }
        }
        return nil
    }

    private func checkNested(_ value: Any, typeName: TypeName, at path: String, arguments: [String: TypeName]) -> String? {
        // Through `?` and typealiases (`typealias Customers = [Customer]`).
        let unwrapped = typeName.structural
        if case .array(let element) = unwrapped.shape, let items = value as? [Any] {
            for (index, item) in items.enumerated() {
                if let problem = checkNested(item, typeName: element, at: "\(path)[\(index)]", arguments: arguments) { return problem }
            }
            return nil
        }
        if case .dictionary(_, let valueType) = unwrapped.shape, let entries = value as? [String: Any] {
            for key in entries.keys.sorted() {
                guard let item = entries[key] else { continue }
                if let problem = checkNested(item, typeName: valueType, at: "\(path)[\"\(key)\"]", arguments: arguments) { return problem }
            }
            return nil
        }
        if case .simple = unwrapped.shape, let argument = arguments[unwrapped.name] {
            return checkNested(value, typeName: argument, at: path, arguments: [:])
        }
        guard let (nested, nestedArguments) = model(of: unwrapped, arguments: arguments) else { return nil }
        return firstMissingKey(in: value, for: nested, at: path, arguments: nestedArguments)
    }

    private func decodedVariables(of type: ComposedType) -> [Variable] {
        type.declaration.variables.filter { !$0.isStatic && !$0.isComputed && ($0.isMutable || $0.defaultValue == nil) }
    }

    /// A type's own `CodingKeys`, which the generated `init(from:)` reads its keys from: property name
    /// → key (a `jsonKey` still wins); nil when it has none.
    private func codingKeys(of type: ComposedType) -> [String: String]? {
        guard var result = OwnCodingKeys.keys(self.type(named: type.name + ".CodingKeys")) else { return nil }
        for variable in type.declaration.variables {
            if case .string(let key)? = variable.annotations["jsonKey"], result[variable.name] != nil { result[variable.name] = key }
        }
        return result
    }

    private func isRequired(_ variable: Variable) -> Bool {
        let annotations = variable.annotations
        // Through a typealias too (`MaybeName`, `Tags`), as the generated init(from:) reads them.
        return !variable.typeName.isOptional && variable.typeName.actualTypeName?.isOptional != true && !variable.typeName.isArray
            && !annotations.contains("defaultValue") && !annotations.contains("safe")
    }

    private func key(for variable: Variable) -> String {
        if case .string(let key)? = variable.annotations["jsonKey"] { return key }
        return snakeCaseKeys ? StencilSwiftKitFilters.camelToSnakeCase(variable.name) : variable.name
    }
}
