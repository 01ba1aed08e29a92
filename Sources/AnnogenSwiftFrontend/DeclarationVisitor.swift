import AnnogenModel
import SwiftSyntax

/// Walks a file's declarations once, top down: types at any depth (flattened, a parent before its nested
/// types), their members, and top-level typealiases. Members of every `#if` branch are read. Bodies of
/// functions, accessors and closures are not entered: local types are not part of the model.
/// Declarations inside `gen:inline` blocks are skipped: they are generated, not declared.
/// A large file can be walked as several trees, one run of whole top-level declarations each, in order:
/// what is found is appended across them (a type and its members are always in one run).
final class DeclarationVisitor {
    private let fileContext: SourceContext
    /// The file's context seen from the tree being walked.
    private var context: SourceContext
    /// The types of the tree being walked; packed into `packedTypes` once it is walked.
    private var types: [TypeDecl] = []
    /// Every type found in the trees walked so far, packed: a 50 MB file's 276,000 declarations as
    /// values were ~350 MB before composing began.
    private var packedTypes: [PackedTypeDecl] = []
    /// How many `#if` clauses enclose the declaration being visited.
    private var conditionalDepth = 0
    private(set) var typealiases: [Typealias] = []
    /// Problems found reading inline annotations of parameters and associated values.
    private(set) var diagnostics: [Diagnostic] = []

    init(context: SourceContext) {
        self.fileContext = context
        self.context = context
    }

    /// The types found, packed, handed over: the visitor keeps none, so the caller holds the only copy.
    func takePackedTypes() -> [PackedTypeDecl] {
        defer { packedTypes = [] }
        return packedTypes
    }

    func walk(_ tree: SourceFileSyntax) {
        walk(tree, parsedFrom: fileContext.map.range)
    }

    /// Walks a tree parsed from `range` of the file alone; with `comments`, the index of the comments
    /// in that range instead of the file's.
    func walk(_ tree: SourceFileSyntax, parsedFrom range: Range<Int>, comments: CommentIndex? = nil) {
        context = fileContext.run(range, comments: comments)
        visit(items: tree.statements, owner: nil)
        // Every type of this tree is complete (a type and its members are always in one tree).
        // Appended, not reserved run by run: room of exactly the next size is a copy of the whole
        // list per run (22 MB at the peak of reading a 50 MB file instead of 11).
        for type in types { packedTypes.append(PackedTypeDecl(type)) }
        types = []
    }

    private func visit(items: CodeBlockItemListSyntax, owner: Owner?) {
        for item in items {
            if case .decl(let decl) = item.item { visit(decl, owner: owner) }
        }
    }

    private func visit(members: MemberBlockItemListSyntax, owner: Owner?) {
        for member in members { visit(member.decl, owner: owner) }
    }

    private func visit(_ decl: DeclSyntax, owner: Owner?) {
        if context.isGenerated(decl) { return }
        switch decl.as(DeclSyntaxEnum.self) {
        case .structDecl(let node):
            visitType(node, name: node.name, kind: .struct, generics: node.genericParameterClause, owner: owner)
        case .classDecl(let node):
            visitType(node, name: node.name, kind: .class, generics: node.genericParameterClause, owner: owner)
        case .enumDecl(let node):
            visitType(node, name: node.name, kind: .enum, generics: node.genericParameterClause, owner: owner)
        case .actorDecl(let node):
            visitType(node, name: node.name, kind: .actor, generics: node.genericParameterClause, owner: owner)
        case .protocolDecl(let node):
            visitType(node, name: node.name, kind: .protocol, generics: nil, owner: owner)
        case .extensionDecl(let node):
            visitExtension(node)
        case .ifConfigDecl(let node):
            visitBranches(node, owner: owner)
        case .typeAliasDecl(let node):
            let alias = AliasMapper.typealiasDecl(
                node, parentName: owner?.qualifiedName, defaultAccess: owner?.memberDefaultAccess ?? .internal,
                context: context
            )
            if let owner { types[owner.index].typealiases.append(alias) } else { typealiases.append(alias) }
        default:
            if let owner { visitMember(decl, owner: owner) }
        }
    }

    /// Members that only exist inside a type: top-level functions and variables are not collected.
    private func visitMember(_ decl: DeclSyntax, owner: Owner) {
        switch decl.as(DeclSyntaxEnum.self) {
        case .variableDecl(let node):
            let variables = VariableMapper.variables(from: node, owner: owner, context: context)
            if conditionalDepth > owner.conditionalDepth,
               let first = variables.first(where: { !$0.isComputed && !$0.isStatic && !$0.isLazy }),
               usesEveryMember(owner) {
                // Generated code would use the stored property in every build.
                diagnostics.append(.error(
                    "'\(first.name)' is declared inside #if in \(owner.qualifiedName): the code annogen generates for it uses every property in every build; declare it outside #if (or, in a model, write init(from:) and encode(to:) in the type)",
                    at: first.location))
            }
            types[owner.index].variables += variables
        case .functionDecl(let node):
            types[owner.index].methods.append(
                FunctionMapper.method(node, owner: owner, context: context, diagnostics: &diagnostics)
            )
        case .initializerDecl(let node):
            types[owner.index].methods.append(
                FunctionMapper.initializer(node, owner: owner, context: context, diagnostics: &diagnostics)
            )
        case .deinitializerDecl(let node):
            types[owner.index].methods.append(FunctionMapper.deinitializer(node, owner: owner, context: context))
        case .subscriptDecl(let node):
            types[owner.index].subscripts.append(
                SubscriptMapper.subscriptDecl(node, owner: owner, context: context, diagnostics: &diagnostics)
            )
        case .enumCaseDecl(let node):
            types[owner.index].cases += EnumCaseMapper.cases(node, context: context, diagnostics: &diagnostics)
        case .associatedTypeDecl(let node):
            types[owner.index].associatedTypes.append(AliasMapper.associatedType(node, context: context))
        default:
            break
        }
    }

    private func visitBranches(_ node: IfConfigDeclSyntax, owner: Owner?) {
        conditionalDepth += 1
        defer { conditionalDepth -= 1 }
        for clause in node.clauses {
            switch clause.elements {
            case .decls(let members)?: visit(members: members, owner: owner)
            case .statements(let items)?: visit(items: items, owner: owner)
            default: break
            }
        }
    }

    private func visitType(
        _ node: some DeclGroupSyntax, name: TokenSyntax, kind: TypeKind,
        generics: GenericParameterClauseSyntax?, owner: Owner?
    ) {
        // A declaration whose name did not parse is left out, with its members.
        guard name.presence == .present else { return }
        let decl = TypeDeclMapper.typeDecl(
            node, kind: kind, localName: name.plainName, parentName: owner?.qualifiedName,
            genericParameterClause: generics, defaultAccess: owner?.memberDefaultAccess ?? .internal,
            context: context
        )
        var declared = decl
        declared.isConditional = conditionalDepth > 0 || (owner.map { types[$0.index].isConditional } ?? false)
        types.append(declared)
        let inner = Owner(
            index: types.count - 1,
            qualifiedName: decl.name,
            kind: kind,
            memberDefaultAccess: kind == .protocol ? decl.accessLevel : .internal,
            conditionalDepth: conditionalDepth,
            parentIndex: owner?.index,
            members: node.memberBlock.members
        )
        visit(members: node.memberBlock.members, owner: inner)
    }

    /// The API protocols whose conformers the built-in templates write code for from every
    /// property: `init(from:)`/`encode(to:)`, request methods.
    private static let generatedFor: Set<String> = [
        "ResponseBodyType", "APIEndPoint", "APIEndPointHasMockResponse", "APIEndPointHasExampleResponse",
    ]

    /// Whether the members declare both `init(from:)` and `encode(to:)`: then no generated Codable
    /// uses the properties (a RequestBody's are the request method's parameters all the same).
    private static func codesItself(_ members: MemberBlockItemListSyntax) -> Bool {
        let decodes = members.contains { $0.decl.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.first?.firstName.text == "from" }
        let encodes = members.contains { member in
            guard let function = member.decl.as(FunctionDeclSyntax.self) else { return false }
            return function.name.text == "encode" && function.signature.parameterClause.parameters.first?.firstName.text == "to"
        }
        return decodes && encodes
    }

    /// Whether the built-in templates generate code from every stored property of `owner`: it is
    /// annotated `autoPublicInit`; or it says, in its own inheritance clause, that it is a model or
    /// an endpoint of the API layer, or is the `RequestBody` or `ResponseBody` of an endpoint that
    /// says so, and it is a RequestBody, or does not write its own `init(from:)` and `encode(to:)`. Asked only of a type with a member inside
    /// `#if` (few): a run pays nothing for it otherwise.
    private func usesEveryMember(_ owner: Owner) -> Bool {
        func says(_ type: TypeDecl) -> Bool {
            type.inheritedTypes.contains { Self.generatedFor.contains(String($0.split(separator: ".").last ?? "")) }
        }
        guard let members = owner.members else { return false }
        let type = types[owner.index]
        // Its generated public init sets every stored property, whatever the type is.
        if type.annotations["autoPublicInit"] != nil { return true }
        let nested = ["RequestBody", "ResponseBody"].contains(type.localName) && owner.parentIndex.map { says(types[$0]) } == true
        guard says(type) || nested else { return false }
        return type.localName == "RequestBody" || !Self.codesItself(members)
    }

    private func visitExtension(_ node: ExtensionDeclSyntax) {
        guard !node.extendedType.is(MissingTypeSyntax.self) else { return }
        let decl = TypeDeclMapper.typeDecl(
            node, kind: .extension, localName: TypeDeclMapper.extendedName(node.extendedType), parentName: nil,
            genericParameterClause: nil, defaultAccess: .internal, context: context
        )
        var declared = decl
        declared.isConditional = conditionalDepth > 0
        types.append(declared)
        let inner = Owner(
            index: types.count - 1,
            qualifiedName: decl.localName,
            kind: .extension,
            memberDefaultAccess: AccessMapper.memberDefaultAccess(ofExtensionWith: decl.modifiers)
        )
        visit(members: node.memberBlock.members, owner: inner)
    }
}
