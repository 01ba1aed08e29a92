import AnnogenModel

extension SpecComparison {
    /// An endpoint against a spec operation: its method and path, and its RequestBody's path, query
    /// and header properties against the operation's parameters (other properties are taken as the
    /// JSON body's members when the operation has a request body).
    mutating func compareOperation(_ swift: TypeDecl, method: String, path: String, with spec: TypeDecl) {
        let place = "\(method) \(path) at \(spec.location)"
        let methodVariable = swift.variables.first { $0.name == "method" && $0.isStatic }
        let declaredMethod = methodVariable?.defaultValue.map { String($0.split(separator: ".").last ?? "").uppercased() } ?? "POST"
        if declaredMethod != method {
            diagnostics.append(.error("\(swift.name) is sent with \(declaredMethod), but the spec's operation is \(place)",
                                      at: methodVariable?.location ?? swift.location))
        }
        let endpointVariable = swift.variables.first { $0.name == "endpoint" && $0.isStatic }
        let declaredPath = endpointVariable?.defaultValue.map(RawValues.unquote) ?? ""
        if Self.pathShape(declaredPath) != Self.pathShape(path) {
            diagnostics.append(.error("\(swift.name)'s path is \(declaredPath), but the spec's operation is \(place)",
                                      at: endpointVariable?.location ?? swift.location))
        }
        let mine = swiftTypes[swift.name + ".RequestBody"].map(Self.stored) ?? []
        let theirs = specTypes[spec.name + ".RequestBody"].map(Self.stored) ?? []
        let parameters = theirs.filter { $0.annotations["sendIn"] != .string("body") }
        let hasBody = theirs.contains { $0.annotations["sendIn"] == .string("body") }
        for parameter in parameters {
            let wire = Self.wireName(parameter)
            let placeholder = "{\(wire)}"
            guard let property = mine.first(where: { Self.wireName($0) == wire || (path.contains(placeholder) && $0.name == wire) }) else {
                guard !parameter.typeName.isOptional else { continue }
                diagnostics.append(.error(
                    "\(swift.name).RequestBody has no property for the required parameter '\(wire)' of the spec's \(place)",
                    at: swift.location))
                continue
            }
            if !parameter.typeName.isOptional, property.typeName.isOptional {
                diagnostics.append(.error("'\(property.name)' is required by the spec's \(place), but optional here", at: property.location))
            } else if parameter.typeName.isOptional, !property.typeName.isOptional {
                diagnostics.append(.error("'\(property.name)' is optional in the spec's \(place), but required here", at: property.location))
            }
            if !holds(property.typeName.unwrapped, parameter.typeName.unwrapped) {
                diagnostics.append(.error(
                    "'\(property.name)' is \(property.typeName.unwrapped.name), which cannot hold the spec's \(parameter.typeName.unwrapped.name) (\(place))",
                    at: property.location))
            }
        }
        guard !hasBody else { return }
        for property in mine where !parameters.contains(where: { Self.wireName($0) == Self.wireName(property) || "{\(Self.wireName($0))}" == "{\(property.name)}" }) {
            diagnostics.append(.error("'\(property.name)' is not a parameter of the spec's \(place), which has no request body", at: property.location))
        }
    }

    /// `/orders/{}/note` for `/orders/{orderId}/note`: placeholders may be named differently.
    static func pathShape(_ path: String) -> String {
        var shape = ""
        var inPlaceholder = false
        for character in path {
            if character == "{" { inPlaceholder = true; shape.append("{") }
            else if character == "}" { inPlaceholder = false; shape.append("}") }
            else if !inPlaceholder { shape.append(character) }
        }
        return shape
    }
}
