import AnnogenModel
import SwiftSyntax

/// The type of a property's initial value when no type is written: literals, collection literals of
/// one element type, initializer calls on a type name (`Cart(id: 0)`, `Cart.init()`, `API.Cart(x: 1)`,
/// `Set<Int>()`, `[Int]()`) and `x as T`. Anything else gives nil: the type is not guessed.
enum TypeInference {
    static func inferredType(of expr: ExprSyntax) -> TypeName? {
        switch expr.as(ExprSyntaxEnum.self) {
        case .stringLiteralExpr, .simpleStringLiteralExpr:
            return TypeName("String")
        case .integerLiteralExpr:
            return TypeName("Int")
        case .floatLiteralExpr:
            return TypeName("Double")
        case .booleanLiteralExpr:
            return TypeName("Bool")
        case .prefixOperatorExpr(let node):
            guard node.operator.text == "-" else { return nil }
            return inferredType(of: node.expression)
        case .tupleExpr(let node):
            guard node.elements.count == 1, let only = node.elements.first, only.label == nil else { return nil }
            return inferredType(of: only.expression)
        case .arrayExpr(let node):
            guard let element = commonType(node.elements.map(\.expression)) else { return nil }
            return TypeName("[\(element.name)]", shape: .array(element: element))
        case .dictionaryExpr(let node):
            guard case .elements(let elements) = node.content,
                  let key = commonType(elements.map(\.key)),
                  let value = commonType(elements.map(\.value))
            else { return nil }
            return TypeName("[\(key.name): \(value.name)]", shape: .dictionary(key: key, value: value))
        case .functionCallExpr(let node):
            return calledType(node.calledExpression)
        case .sequenceExpr(let node):
            return castType(node)
        default:
            return nil
        }
    }

    /// The one type every expression has; nil when empty, unknown or mixed.
    private static func commonType(_ exprs: [ExprSyntax]) -> TypeName? {
        guard let first = exprs.first, let type = inferredType(of: first) else { return nil }
        for expr in exprs.dropFirst() where inferredType(of: expr)?.name != type.name {
            return nil
        }
        return type
    }

    /// `Cart` in `Cart(…)` and `Cart.init(…)`.
    private static func calledType(_ callee: ExprSyntax) -> TypeName? {
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            guard let base = member.base else { return nil }
            return typeExpression(base)
        }
        return typeExpression(callee)
    }

    /// An expression that names a type: `Cart`, `API.Cart`, `Set<Int>`, `[Int]`, `[String: Int]`.
    private static func typeExpression(_ expr: ExprSyntax) -> TypeName? {
        let name = SyntaxText.normalized(expr)
        switch expr.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let node):
            return startsUppercase(node.baseName.text) && node.argumentNames == nil ? TypeName(name) : nil
        case .memberAccessExpr(let node):
            guard let base = node.base, typeExpression(base) != nil || isIdentifierPath(base),
                  startsUppercase(node.declName.baseName.text)
            else { return nil }
            return TypeName(name)
        case .genericSpecializationExpr(let node):
            guard let base = typeExpression(node.expression) else { return nil }
            return TypeNameMapper.generic(name: name, base: base.name, arguments: node.genericArgumentClause)
        case .arrayExpr(let node):
            guard node.elements.count == 1, let only = node.elements.first,
                  let element = typeExpression(only.expression)
            else { return nil }
            return TypeName(name, shape: .array(element: element))
        case .dictionaryExpr(let node):
            guard case .elements(let elements) = node.content, elements.count == 1, let only = elements.first,
                  let key = typeExpression(only.key), let value = typeExpression(only.value)
            else { return nil }
            return TypeName(name, shape: .dictionary(key: key, value: value))
        default:
            return nil
        }
    }

    /// `Foundation` in `Foundation.Date()`: a plain dotted path of identifiers.
    private static func isIdentifierPath(_ expr: ExprSyntax) -> Bool {
        if expr.is(DeclReferenceExprSyntax.self) { return true }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base { return isIdentifierPath(base) }
        return false
    }

    /// `x as T` (the parser leaves `as` unfolded: `x`, `as`, `T`).
    private static func castType(_ node: SequenceExprSyntax) -> TypeName? {
        let elements = Array(node.elements)
        guard elements.count == 3,
              let cast = elements[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil,
              let type = elements[2].as(TypeExprSyntax.self)
        else { return nil }
        return TypeNameMapper.typeName(type.type)
    }

    private static func startsUppercase(_ text: String) -> Bool {
        let stripped = text.hasPrefix("`") ? text.dropFirst() : Substring(text)
        return stripped.first?.isUppercase ?? false
    }
}
