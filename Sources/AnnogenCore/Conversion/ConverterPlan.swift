import AnnogenModel

/// The initializers annogen writes for a model annotated `// gen: mapFrom = Source` (repeatable):
/// `init(_ source: Source) throws`, or `init?(_ source: Source)` under `// gen: failable`, filling
/// each stored property from the source:
/// - by its own name, or the path `// gen: from = "draw.current.number"` through the source;
/// - through `// gen: mapWith = name`, a static function of the model that takes the source's value;
/// - an optional value into a property that is not optional: its `defaultValue`, else
///   `ConversionError.missing` naming the path;
/// - raw-valued enums from enums or raw values (an unknown value is the `unknownCase`, else an error),
///   models that have a `mapFrom` of the source's type through theirs, integers of other widths
///   (exactly), arrays and dictionaries element by element (`// gen: compact` drops elements that fail).
/// A property that cannot be filled is an error at the property, naming what the source has: the
/// generated code always compiles. `ConverterCheck` reports the errors; the Converters template
/// writes the statements (`type.conversions`).
struct ConverterPlan {
    struct Conversion {
        /// The source type, qualified.
        var source: String
        var isFailable: Bool
        /// `self.name = expression` for every stored property, in declaration order.
        var statements: [String]
        /// Whether a statement can throw (a failable initializer without one needs no `do`).
        var throwing: Bool
    }

    /// An expression and whether it can throw.
    private struct Expression {
        var code: String
        var throwing: Bool
        /// An optional value for a property with a value of its own: set only when there is one
        /// (`if let value = … { self.x = value }`), so a nil keeps the property's own value.
        var onlyWhenPresent = false
    }

    let module: ComposedModule
    private let position: (String) -> Int?

    init(module: ComposedModule) {
        self.module = module
        position = module.positionLookup()
    }

    /// Whether `type` asks for a converter (cheap: no declaration is unpacked without annotations).
    static func isSubject(_ type: ComposedType) -> Bool {
        type.packedDeclaration.hasAnyAnnotations && type.declaration.annotations["mapFrom"] != nil
    }

    /// The problems of every converter in the module, in type order.
    static func diagnostics(_ module: ComposedModule) -> [Diagnostic] {
        let subjects = module.types.filter(isSubject)
        guard !subjects.isEmpty else { return [] }
        let plan = ConverterPlan(module: module)
        return subjects.flatMap { plan.plan($0).diagnostics }
    }

    /// The conversions of `type` and the problems that stop them.
    func plan(_ type: ComposedType) -> (conversions: [Conversion], diagnostics: [Diagnostic]) {
        let declaration = type.declaration
        var conversions: [Conversion] = []
        var diagnostics: [Diagnostic] = []
        let isFailable = declaration.annotations["failable"] != nil
        guard type.kind == .struct else {
            let place = declaration.annotations.entries(for: "mapFrom").first?.location ?? declaration.location
            let reason = type.kind == .class
                ? "an extension of a class cannot add the initializer that sets its properties" : "it fills stored properties"
            return ([], [.error("mapFrom works on structs: \(type.name) is \(type.kind == .enum ? "an" : "a") \(type.kind.rawValue), and \(reason)", at: place)])
        }
        for entry in declaration.annotations.entries(for: "mapFrom") {
            guard case .string(let written) = entry.value else {
                diagnostics.append(.error("mapFrom takes a type's name (// gen: mapFrom = LotteriesQuery.Data.Lottery)", at: entry.location))
                continue
            }
            guard let source = lookUp(written, from: type.name) else {
                let names = module.types.map(\.name)
                let suggestion = Spelling.closest(to: written, in: names).map { " (did you mean '\($0)'?)" } ?? ""
                diagnostics.append(.error("mapFrom names '\(written)', which is not a type among the sources\(suggestion)", at: entry.location))
                continue
            }
            var statements: [String] = []
            var throwing = false
            for variable in Self.filled(declaration) {
                switch statement(for: variable, of: type, declaration: declaration, from: source) {
                case .success(let assignment):
                    let property = "self.\(Self.memberName(variable.name))"
                    let value = (assignment.throwing ? "try " : "") + assignment.code
                    statements.append(assignment.onlyWhenPresent ? "if let value = \(value) { \(property) = value }" : "\(property) = \(value)")
                    throwing = throwing || assignment.throwing
                case .failure(let problem):
                    // One the annotation check reports already (a defaultValue that does not fit) is said once.
                    if !problem.alreadyReported {
                        diagnostics.append(.error("mapFrom \(source.name): \(problem.message)", at: variable.location))
                    }
                case nil: break
                }
            }
            conversions.append(Conversion(source: source.name, isFailable: isFailable, statements: statements, throwing: throwing))
        }
        return (conversions, diagnostics)
    }

    /// The properties an initializer fills: stored instance properties, but a `let` with a value.
    static func filled(_ declaration: TypeDecl) -> [Variable] {
        declaration.variables.filter { !$0.isStatic && !$0.isComputed && ($0.isMutable || $0.defaultValue == nil) }
    }

    private struct Problem: Error {
        var message: String
        var alreadyReported = false
    }

    /// What fills `variable`; nil to leave a property with a value of its own that the source lacks.
    private func statement(for variable: Variable, of type: ComposedType, declaration: TypeDecl, from source: ComposedType) -> Result<Expression, Problem>? {
        var pathText = variable.name
        if case .string(let path)? = variable.annotations["from"] { pathText = path }
        let explicitPath = variable.annotations["from"] != nil
        let target = "\(type.name).\(variable.name)"
        // Through the source, one name at a time.
        var code = "source"
        var current = source
        var currentType = TypeName(source.name)
        var optionalSoFar = false
        var previousOptional = false
        let components = pathText.split(separator: ".").map(String.init)
        for (index, component) in components.enumerated() {
            let members = current.declaration.variables.filter { !$0.isStatic }
            guard let member = members.first(where: { $0.name == component }) else {
                // A property with a value of its own keeps it when the source has nothing of its name.
                if !explicitPath, index == 0, variable.defaultValue != nil { return nil }
                let suggestion = Spelling.closest(to: component, in: members.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
                let fix = explicitPath ? "" : "; name the source's property with // gen: from = \"…\""
                return .failure(Problem(message: "\(current.name) has no property '\(component)' for '\(variable.name)'\(suggestion)\(fix)"))
            }
            let last = index == components.count - 1
            // `?.` after an optional member only: the chain carries on through the others (`a?.b.c`).
            code += (previousOptional ? "?." : ".") + Self.memberName(component)
            currentType = member.typeName
            previousOptional = isOptional(member.typeName)
            if previousOptional { optionalSoFar = true }
            if !last {
                guard let next = declared(member.typeName) else {
                    return .failure(Problem(message: "'\(component)' in '\(pathText)' is a \(member.typeName.name), which has no properties to go through"))
                }
                current = next
            }
        }
        let sourceType = optionalSoFar && !isOptional(currentType) ? TypeName("\(currentType.name)?", shape: .optional(currentType)) : currentType
        var function: Method?
        if case .string(let name)? = variable.annotations["mapWith"] {
            switch mapFunction(name, of: type, from: sourceType, to: variable.typeName, path: pathText) {
            case .success(let method): function = method
            case .failure(let problem): return .failure(problem)
            }
        }
        return convert(code, from: sourceType, to: variable.typeName, path: pathText, target: target, variable: variable, topLevel: true, through: function)
    }

    /// The static function of the model (or its extensions) `mapWith` names: one parameter that
    /// takes the source's value (or an optional of it), returning the property's type (or an
    /// optional of it, for an optional property).
    private func mapFunction(_ name: String, of type: ComposedType, from source: TypeName, to target: TypeName, path: String) -> Result<Method, Problem> {
        let methods = type.declaration.methods.filter { $0.isStatic && $0.kind == .function }
        guard let method = methods.first(where: { $0.shortName == name && $0.parameters.count == 1 }) else {
            let suggestion = Spelling.closest(to: name, in: methods.map(\.shortName)).map { " (did you mean '\($0)'?)" } ?? ""
            return .failure(Problem(message: "mapWith names '\(name)', which is no static function of \(type.name) taking one value\(suggestion)"))
        }
        let parameter = method.parameters[0].typeName
        guard sameType(parameter.structural, source.structural) else {
            return .failure(Problem(message: "mapWith \(name) takes \(parameter.name), and '\(path)' is \(source.name)"))
        }
        let result = method.returnTypeName ?? TypeName("Void")
        guard sameType(result.structural, target.structural), !isOptional(result) || isOptional(target) else {
            return .failure(Problem(message: "mapWith \(name) returns \(result.name), and the property is \(target.name)"))
        }
        return .success(method)
    }

    /// `Self.function(value)`, `try` when it throws.
    private func applying(_ method: Method, to code: String) -> Expression {
        // `argumentLabel` is nil for `_`.
        let label = method.parameters[0].argumentLabel.map { "\($0): " } ?? ""
        return Expression(code: "Self.\(method.shortName)(\(label)\(code))", throwing: method.throws)
    }

    /// `code` (of type `source`) as a `target`, through `function` (`mapWith`) when given.
    private func convert(
        _ code: String, from source: TypeName, to target: TypeName, path: String, target targetName: String, variable: Variable, topLevel: Bool,
        through function: Method? = nil
    ) -> Result<Expression, Problem> {
        let sourceOptional = isOptional(source)
        let targetOptional = isOptional(target)
        let sourceValue = source.structural
        let targetValue = target.structural
        // A function that takes the optional itself gets it as it is.
        if let function, isOptional(function.parameters[0].typeName) {
            return .success(applying(function, to: code))
        }
        if function == nil, !sourceOptional || targetOptional, sameType(sourceValue, targetValue) {
            return .success(Expression(code: code, throwing: false))
        }
        let value = sourceOptional ? "$0" : code
        let converted = function.map { applying($0, to: value) } ?? core(value, from: sourceValue, to: targetValue, path: path, target: targetName, variable: variable)
        guard let inner = converted else {
            return .failure(Problem(message: "'\(variable.name): \(target.name)' cannot be filled from '\(path)' (\(source.name)): the types do not convert; convert it with // gen: mapWith = function"))
        }
        guard sourceOptional else { return .success(inner) }
        // An optional source: mapped when a value is there (the whole of an optional chain: a
        // `.map` after `a?.b` would be `b`'s own).
        let whole = code.contains("?.") ? "(\(code))" : code
        let mapped = inner.code == "$0"
            ? Expression(code: code, throwing: false)
            : Expression(code: "\(whole).map { \(inner.throwing ? "try " : "")\(inner.code) }", throwing: inner.throwing)
        if targetOptional { return .success(mapped) }
        if topLevel, let fallback = variable.annotations["defaultValue"] {
            switch DefaultValueLiteral.expression(for: fallback, typeName: target, cases: enumCases) {
            case .success(let literal):
                return .success(Expression(code: "\(mapped.code) ?? \(literal)", throwing: mapped.throwing))
            case .failure(let refusal):
                return .failure(Problem(message: "defaultValue: \(refusal.reason)", alreadyReported: true))
            }
        }
        // A property with a value of its own keeps it when the source has none.
        if topLevel, variable.defaultValue != nil {
            var present = mapped
            present.onlyWhenPresent = true
            return .success(present)
        }
        let required = "ConversionError.required(\(mapped.throwing ? "try " : "")\(mapped.code), at: \(SwiftLiteralFilters.quoted(path)), for: \(SwiftLiteralFilters.quoted(targetName)))"
        return .success(Expression(code: required, throwing: true))
    }

    /// A value of `source` (not optional) as a `target` (not optional), or nil when no rule converts.
    private func core(_ code: String, from source: TypeName, to target: TypeName, path: String, target targetName: String, variable: Variable) -> Expression? {
        if sameType(source, target) { return Expression(code: code, throwing: false) }
        switch (source.shape, target.shape) {
        case (.array(let sourceElement), .array(let targetElement)):
            guard case .success(let element) = convert("$0", from: sourceElement, to: targetElement, path: path + "[]", target: targetName, variable: variable, topLevel: false) else { return nil }
            if element.code == "$0" { return Expression(code: code, throwing: false) }
            if variable.annotations["compact"] != nil {
                return Expression(code: "\(code).compactMap { \(element.throwing ? "try? " : "")\(element.code) }", throwing: false)
            }
            return Expression(code: "\(code).map { \(element.throwing ? "try " : "")\(element.code) }", throwing: element.throwing)
        case (.dictionary(let sourceKey, let sourceElement), .dictionary(let targetKey, let targetElement)):
            guard sameType(sourceKey.structural, targetKey.structural),
                  case .success(let element) = convert("$0", from: sourceElement, to: targetElement, path: path + "[]", target: targetName, variable: variable, topLevel: false) else { return nil }
            if element.code == "$0" { return Expression(code: code, throwing: false) }
            if variable.annotations["compact"] != nil {
                return Expression(code: "\(code).compactMapValues { \(element.throwing ? "try? " : "")\(element.code) }", throwing: false)
            }
            return Expression(code: "\(code).mapValues { \(element.throwing ? "try " : "")\(element.code) }", throwing: element.throwing)
        default:
            break
        }
        let sourceName = DefaultValueLiteral.bareName(source.resolvedName)
        let targetName2 = DefaultValueLiteral.bareName(target.resolvedName)
        let quotedPath = SwiftLiteralFilters.quoted(path)
        let quotedTarget = SwiftLiteralFilters.quoted(targetName)
        // Integers of another width, exactly; a whole number as a decimal.
        if DefaultValueLiteral.integers.contains(sourceName), DefaultValueLiteral.integers.contains(targetName2) {
            return Expression(code: "ConversionError.converted(\(targetName2)(exactly: \(code)), from: \(code), at: \(quotedPath), for: \(quotedTarget))", throwing: true)
        }
        if DefaultValueLiteral.integers.contains(sourceName), DefaultValueLiteral.decimals.contains(targetName2) {
            return Expression(code: "\(targetName2)(\(code))", throwing: false)
        }
        guard let targetType = declared(target) else { return nil }
        let targetDeclaration = targetType.declaration
        // A raw-valued enum, from an enum of the same raw type or from a raw value.
        if targetType.kind == .enum, let rawType = targetType.rawTypeName {
            let rawName = DefaultValueLiteral.bareName(rawType.resolvedName)
            var raw: String?
            if let sourceType = declared(source), sourceType.kind == .enum, let sourceRaw = sourceType.rawTypeName,
               DefaultValueLiteral.bareName(sourceRaw.resolvedName) == rawName {
                raw = "\(code).rawValue"
            } else if sourceName == rawName {
                raw = code
            }
            guard let raw else { return nil }
            if case .string(let unknown)? = targetDeclaration.annotations["unknownCase"] {
                return Expression(code: "\(targetType.name)(rawValue: \(raw)) ?? .\(Self.memberName(unknown))", throwing: false)
            }
            return Expression(code: "ConversionError.converted(\(targetType.name)(rawValue: \(raw)), from: \(raw), at: \(quotedPath), for: \(quotedTarget))", throwing: true)
        }
        // A model with a converter from this source.
        if let sourceType = declared(source) {
            for entry in targetDeclaration.annotations.entries(for: "mapFrom") {
                guard case .string(let written) = entry.value, lookUp(written, from: targetType.name)?.name == sourceType.name else { continue }
                if targetDeclaration.annotations["failable"] != nil {
                    return Expression(code: "ConversionError.converted(\(targetType.name)(\(code)), from: \(code), at: \(quotedPath), for: \(quotedTarget))", throwing: true)
                }
                return Expression(code: "\(targetType.name)(\(code))", throwing: true)
            }
        }
        return nil
    }

    // MARK: Names and types

    private func isOptional(_ typeName: TypeName) -> Bool {
        typeName.isOptional || typeName.actualTypeName?.isOptional == true
    }

    /// Whether two names (without `?`) are one type: by resolved name, arrays and dictionaries by their elements.
    private func sameType(_ a: TypeName, _ b: TypeName) -> Bool {
        switch (a.shape, b.shape) {
        case (.array(let x), .array(let y)):
            return isOptional(x) == isOptional(y) && sameType(x.structural, y.structural)
        case (.dictionary(let xKey, let x), .dictionary(let yKey, let y)):
            return sameType(xKey.structural, yKey.structural) && isOptional(x) == isOptional(y) && sameType(x.structural, y.structural)
        case (.simple, .simple), (.generic, .generic):
            return DefaultValueLiteral.bareName(a.resolvedName) == DefaultValueLiteral.bareName(b.resolvedName)
        default:
            return false
        }
    }

    /// The module's type a name stands for.
    private func declared(_ typeName: TypeName) -> ComposedType? {
        let structural = typeName.structural
        guard case .simple = structural.shape, let index = position(structural.resolvedName) else { return nil }
        let type = module.types[index]
        return type.isUnknownExtension ? nil : type
    }

    /// A type written in an annotation: by its qualified name, else inside the annotated type's
    /// enclosing types (`Data.Lottery` from inside `LotteriesQuery`).
    private func lookUp(_ written: String, from scope: String) -> ComposedType? {
        var parts = scope.split(separator: ".").map(String.init)
        while true {
            let candidate = (parts + [written]).joined(separator: ".")
            if let index = position(candidate), !module.types[index].isUnknownExtension { return module.types[index] }
            guard !parts.isEmpty else { return nil }
            parts.removeLast()
        }
    }

    private func enumCases(_ name: String) -> [(name: String, rawValue: String?)]? {
        guard let index = position(name), module.types[index].kind == .enum else { return nil }
        return module.types[index].declaration.cases.map { ($0.name, $0.rawValue) }
    }

    /// A member name as code writes it after a dot (`self.default` needs no backticks; `self.self` does).
    static func memberName(_ name: String) -> String {
        ["self", "Type", "init", "Protocol"].contains(name) ? "`\(name)`" : name
    }
}
