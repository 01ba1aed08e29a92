import AnnogenModel
import Foundation

/// Checks, at generation time, every `// gen: mockFile = "…"` on an endpoint: the file exists (relative
/// to the project folder: the config file's folder, or the working directory without one), holds JSON,
/// and decodes as the endpoint's `ResponseBody` would at run time: every key it requires is there
/// and every value is of a kind its type decodes from (see `MockValueCheck`). A mock wrapped in the
/// server envelope (`{"status": …, "body": {…}}`) is checked by its `body`. Problems in the file
/// are reported at their place in it (`Mocks/search.json:3:14`); a missing file at the annotation.
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
            diagnostics += check(path: path, endpoint: module.types[position], at: annotation.location)
        }
        return diagnostics
    }

    /// The most problems reported for one mock file; the last one reported says how many more there are.
    static let problemLimit = 10

    private func check(path: String, endpoint: ComposedType, at annotation: SourceLocation?) -> [Diagnostic] {
        guard let text = ProjectFile.contents(path, root: projectRoot) else {
            return [.error(
                "mock file '\(path)' does not exist in this project (paths are relative to the project folder, \(projectRoot == "." ? "the current folder" : projectRoot))",
                at: annotation)]
        }
        // Problems point into the mock file, at the path the user's project names it by.
        let file = PathNormalizer.standardize(projectRoot == "." ? path : projectRoot + "/" + path)
        let at = { (position: LocatedJSON.Position) in SourceLocation(path: file, line: position.line, column: position.column) }
        let json: LocatedJSON
        switch LocatedJSON.parse(text) {
        case .success(let value): json = value
        case .failure(let error): return [.error("mock file '\(path)' is not valid JSON: \(error.message)", at: at(error.position))]
        }
        // The ResponseBody nested in the endpoint, or what a `typealias ResponseBody` names (a
        // model, `Page<Customer>`, `[Customer]`).
        let responseTypeName: TypeName
        if type(named: endpoint.name + ".ResponseBody") != nil {
            responseTypeName = TypeName(endpoint.name + ".ResponseBody")
        } else if let alias = endpoint.declaration.typealiases.first(where: { $0.aliasName == "ResponseBody" }) {
            responseTypeName = alias.typeName
        } else {
            return []
        }
        var payload = json
        var checker = MockValueCheck(types: type(named:), snakeCaseKeys: snakeCaseKeys)
        // `{"status": 200, "body": …}` gives a status with the body, unless the model has a `body` key.
        if let body = json.member("body"), json.member("status") != nil, !hasBodyKey(checker.declaredType(responseTypeName.structural)) {
            payload = body
        }
        checker.check(payload, as: responseTypeName, at: "", arguments: [:])
        let problems = checker.problems
        return problems.prefix(Self.problemLimit).enumerated().map { index, problem in
            var message = "mock file '\(path)' does not match \(responseTypeName.name): \(problem.message)"
            if index == Self.problemLimit - 1, problems.count > Self.problemLimit {
                message += " (and \(problems.count - Self.problemLimit) more problems in this file)"
            }
            return Diagnostic(problem.isError ? .error : .warning, message, at: at(problem.position))
        }
    }

    /// Whether the response model reads a `body` key itself (then an enveloped-looking mock is its own).
    private func hasBodyKey(_ model: ComposedType?) -> Bool {
        guard let model, model.kind == .struct || model.kind == .class else { return false }
        return MockModelKeys.decoded(model, model.declaration, types: type(named:), snakeCaseKeys: snakeCaseKeys).contains { $0.key == "body" }
    }
}
