import Stencil

/// annogen's additions to Stencil: the string and model filters templates rely on and
/// the `macro`/`call`, `set`, `map` and `include` tags (see template-context.md).
///
/// `include` replaces Stencil's own so partials resolve beside the including template, and `for`
/// replaces Stencil's to answer `where` conditions over the type lists without Stencil's evaluation
/// (`ForNode`); everything else is added alongside Stencil's built-ins.
public final class AnnogenExtension: Extension {
    override public convenience init() {
        self.init(replacingFor: true)
    }

    /// - Parameter replacingFor: false keeps Stencil's own `for` (tests compare the two).
    init(replacingFor: Bool) {
        super.init()
        StringFilters.register(in: self)
        StencilSwiftKitFilters.register(in: self)
        CollectionFilters.register(in: self)
        SwiftLiteralFilters.register(in: self)
        SourceryFilters.register(in: self)
        registerTag("macro", parser: MacroNode.parse)
        registerTag("call", parser: CallNode.parse)
        registerTag("set", parser: SetNode.parse)
        registerTag("map", parser: MapNode.parse)
        registerTag("include", parser: AnnogenIncludeNode.parse)
        if replacingFor { registerTag("for", parser: ForNode.parse) }
    }
}

/// A fresh `AnnogenExtension`, for building a Stencil `Environment` by hand.
public func makeAnnogenExtension() -> Extension { AnnogenExtension() }
