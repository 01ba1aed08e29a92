/// Stencil's tags: `for` (with `break`, `continue`), `if`, `ifnot`, `now`, `include`, `extends`,
/// `block`, `filter`.
enum BuiltinTags {
    static func register(in environment: inout Environment) {
        environment.register(tag: "for", ForNode.parse)
        environment.register(tag: "break", LoopControlNode.parse)
        environment.register(tag: "continue", LoopControlNode.parse)
        environment.register(tag: "if", IfNode.parse)
        environment.register(tag: "ifnot", IfNode.parseIfNot)
        environment.register(tag: "now", NowNode.parse)
        environment.register(tag: "include", IncludeNode.parse)
        environment.register(tag: "extends", ExtendsNode.parse)
        environment.register(tag: "block", BlockNode.parse)
        environment.register(tag: "filter", FilterNode.parse)
    }
}
