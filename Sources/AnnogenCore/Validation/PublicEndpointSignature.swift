import AnnogenModel

/// A public endpoint gets public request methods (`Endpoints.stencil`): every type they name must
/// be public too, or the generated code does not compile ("method cannot be declared public because
/// its parameter uses an internal type"). Refused at the declaration that is less than public.
enum PublicEndpointSignature {
    /// The problems of the endpoint at `index`, whose declaration is `endpoint`; none unless it is
    /// declared public. `parameters`: the RequestBody properties the request method takes.
    static func problems(
        _ index: Int, endpoint: TypeDecl, parameters: [Variable], module: ComposedModule,
        positions: (String) -> Int?, reads: ReadPositions
    ) -> [Diagnostic] {
        guard endpoint.accessLevel >= .public else { return [] }
        let name = module.types[index].name
        var problems: [Diagnostic] = []
        // The methods name its types through the types that hold it.
        if let (holder, access) = lessThanPublic(from: module.types[index].parentName, module: module, positions: positions, reads: reads) {
            problems.append(.error(
                "\(name) is public, but \(holder), which holds it, is \(access.rawValue): the public methods generated for it name its types through \(holder); make \(holder) public",
                at: endpoint.location))
            return problems
        }
        if let position = positions(name + ".ResponseBody") {
            reads.read(position)
            let response = module.types[position].packedDeclaration.header.accessLevel
            if response < .public {
                problems.append(.error(
                    "\(name).ResponseBody is \(response.rawValue): the public methods generated for \(name) return it; make it public",
                    at: module.types[position].packedDeclaration.unpack().location))
            }
        } else if let alias = endpoint.typealiases.first(where: { $0.aliasName == "ResponseBody" }) {
            if alias.accessLevel < .public {
                problems.append(.error(
                    "typealias ResponseBody of \(name) is \(alias.accessLevel.rawValue): the public methods generated for \(name) return it; make it public",
                    at: alias.location))
            } else if let (type, access) = lessThanPublic(in: alias.typeName, module: module, positions: positions, reads: reads) {
                problems.append(.error(
                    "ResponseBody of \(name) is \(type), which is \(access.rawValue): the public methods generated for \(name) return it; make \(type) public",
                    at: alias.location))
            }
        }
        for variable in parameters {
            guard let (type, access) = lessThanPublic(in: variable.typeName, module: module, positions: positions, reads: reads) else { continue }
            problems.append(.error(
                "'\(variable.name)' is of type \(type), which is \(access.rawValue): the public request methods generated for \(name) take it; make \(type) public",
                at: variable.location))
        }
        return problems
    }

    /// The first type `typeName` names that is declared in the sources and less than public, itself
    /// or through a type that holds it, with that access.
    private static func lessThanPublic(
        in typeName: TypeName, module: ComposedModule, positions: (String) -> Int?, reads: ReadPositions
    ) -> (String, AccessLevel)? {
        for name in typeName.namedTypes(\.resolvedName) {
            if let found = lessThanPublic(from: name, module: module, positions: positions, reads: reads) { return found }
        }
        return nil
    }

    /// The first of the type named `name` and the types holding it, outward, that is declared in
    /// the sources and less than public, with that access.
    private static func lessThanPublic(
        from name: String?, module: ComposedModule, positions: (String) -> Int?, reads: ReadPositions
    ) -> (String, AccessLevel)? {
        var current = name
        while let holder = current, let position = positions(holder) {
            reads.read(position)
            let type = module.types[position]
            let access = type.packedDeclaration.header.accessLevel
            if access < .public, !type.isUnknownExtension { return (holder, access) }
            current = type.parentName
        }
        return nil
    }
}
