/// The state of one render: the variables in scope (levels pushed by tags, as Stencil's context
/// stack), the text written so far, and what loops were told by `break` and `continue`.
///
/// Variables live in one flat list, newest last, with the start of each level kept apart: a
/// lookup walks back from the newest, and pushing or popping a level allocates nothing once the
/// list has grown. The first level is the dictionary the render was given.
public final class RenderContext {
    public let environment: Environment
    /// The first level: the values the render was given (`{% set %}` at the top writes here only when
    /// no level was pushed).
    public private(set) var globals: [String: TemplateValue]
    // A render's context belongs to one thread and is never reached through overlapping accesses:
    // the run-time exclusivity checks of these properties (a third of a lookup) are left out.
    @exclusivity(unchecked) private var names: [String] = []
    @exclusivity(unchecked) private var values: [TemplateValue] = []
    /// How many of `names` and `values` are in scope: the arrays only grow, and entries past it are
    /// overwritten by the next ones pushed (popping a level allocates nothing, nor does pushing one).
    @exclusivity(unchecked) private var size = 0
    @exclusivity(unchecked) private var levels: [Level] = []
    /// Levels holding a `break` or `continue` not yet acted on.
    @exclusivity(unchecked) private var pendingControls = 0
    /// The text written so far (the current capture's, inside `capture`).
    @exclusivity(unchecked) public var output = ""
    /// Renders the iterations of the loops whose text goes to the output, for a caller that reuses
    /// them between renders (see `LoopObserver`); nil to render every iteration.
    public var loopObserver: LoopObserver?
    /// Above zero while text is captured rather than written to the output (`set`, `filter`, a
    /// tag's own capture): loops there are not given to `loopObserver`.
    public private(set) var captureDepth = 0
    /// State that tags keep for the length of a render (annogen's macros), by key.
    public var state: [ObjectIdentifier: AnyObject] = [:]
    /// The blocks of the templates extending the one being rendered (`extends`).
    var blockContext: BlockContext?
    /// How deep includes and block inheritance nest (a guard against a template including itself).
    var nesting = 0
    /// Blocks rendered (`cacheBlock`) that the context's `block` does not hold.
    private var renderedBlocks: [String: TemplateValue] = [:]

    struct Level {
        var start: Int
        /// The loop this level is an iteration of (its `forloop`).
        var loop: ForLoop?
        var breakRequested = false
        /// `continue`, with its label (nil for an unlabelled one).
        var continueRequested: String??
    }

    public init(_ globals: [String: TemplateValue], environment: Environment) {
        self.globals = globals
        self.environment = environment
        names.reserveCapacity(32)
        values.reserveCapacity(32)
    }

    // MARK: Variables

    /// The value of `name`: the newest level that has it, else the globals; `.null` when none has.
    public func lookup(_ name: String) -> TemplateValue {
        // Names of another length are passed over without comparing their bytes.
        let length = name.utf8.count
        var index = size - 1
        while index >= 0 {
            if names[index].utf8.count == length, names[index] == name { return values[index] }
            index -= 1
        }
        if let value = globals[name] { return value }
        return name == "block" && !renderedBlocks.isEmpty ? .dictionary(renderedBlocks) : .null
    }

    /// Sets `name` in the newest level (the globals when no level is pushed).
    public func set(_ name: String, _ value: TemplateValue) {
        guard let level = levels.last else {
            globals[name] = value
            return
        }
        var index = size - 1
        while index >= level.start {
            if names[index] == name {
                values[index] = value
                return
            }
            index -= 1
        }
        append(name, value)
    }

    /// Runs `body` with a new level holding `variables`.
    public func push<Result>(_ variables: [(String, TemplateValue)] = [], _ body: () throws -> Result) rethrows -> Result {
        pushLevel(loop: nil)
        for (name, value) in variables { set(name, value) }
        defer { popLevel() }
        return try body()
    }

    /// Runs `body` with a new, empty level.
    @inline(__always)
    public func pushLevel<Result>(_ body: () throws -> Result) rethrows -> Result {
        levels.append(Level(start: size, loop: nil))
        defer { popLevel() }
        return try body()
    }

    /// Runs `body` with a new level holding `name`.
    @inline(__always)
    public func push<Result>(_ name: String, _ value: TemplateValue, _ body: () throws -> Result) rethrows -> Result {
        pushLevel(loop: nil)
        append(name, value)
        defer { popLevel() }
        return try body()
    }

    /// Pushes a level; a loop's iteration level holds its `forloop`.
    func pushLevel(loop: ForLoop?) {
        levels.append(Level(start: size, loop: loop))
        if let loop { append("forloop", .object(loop)) }
    }

    func popLevel() {
        guard let level = levels.popLast() else { return }
        if level.breakRequested || level.continueRequested != nil { pendingControls -= 1 }
        // The values popped are let go now (an object may be large); the names are overwritten later.
        while size > level.start {
            size -= 1
            values[size] = .null
        }
    }

    /// Adds `name` to the newest level.
    @inline(__always)
    private func append(_ name: String, _ value: TemplateValue) {
        if size < names.count {
            names[size] = name
            values[size] = value
        } else {
            names.append(name)
            values.append(value)
        }
        size += 1
    }

    /// Stencil's `cacheBlock`: `{{ block.name }}` reads a rendered block's text. Stencil adds it to
    /// the context's `block` when that is a dictionary of strings, else keeps it in a level under all
    /// others, which a `block` variable of the context (nil too) hides.
    func cacheBlock(_ name: String, _ text: String) {
        if case .dictionary(var blocks)? = globals["block"], blocks.values.allSatisfy({ $0.stringValue != nil }) {
            blocks[name] = .string(text)
            globals["block"] = .dictionary(blocks)
        } else {
            renderedBlocks[name] = .string(text)
        }
    }

    // MARK: Output

    /// Appends `text` to the output.
    @inline(__always)
    public func write(_ text: String) {
        output += text
    }

    /// The text `body` writes, kept out of the output.
    public func capture(_ body: () throws -> Void) rethrows -> String {
        let outer = output
        output = ""
        captureDepth += 1
        defer {
            output = outer
            captureDepth -= 1
        }
        try body()
        return output
    }

    // MARK: Loops

    /// Whether a `break` or `continue` waits to be acted on: nodes after it are not rendered.
    @inline(__always)
    public var isLoopControlled: Bool { pendingControls > 0 }

    /// Asks the innermost running loop (or the one labelled `label`) to break or continue. Throws
    /// when there is none.
    func requestLoopControl(_ kind: String, label: String?) throws {
        guard let index = levels.lastIndex(where: { level in
            guard let loop = level.loop else { return false }
            return label == nil || loop.label == label
        }) else {
            throw TemplateError(label.map { "No loop labeled '\($0)' is currently running" } ?? "No loop is currently running")
        }
        if !levels[index].breakRequested && levels[index].continueRequested == nil { pendingControls += 1 }
        if kind == "break" {
            levels[index].breakRequested = true
        } else {
            levels[index].continueRequested = .some(label)
        }
    }

    /// At the end of an iteration of the loop labelled `label` (its level still pushed): whether the
    /// loop stops, as Stencil decides: a labelled `continue` asked of another loop stops it, as does a
    /// `break` anywhere.
    func loopStops(label: String?) -> Bool {
        if let continued = levels.last(where: { $0.continueRequested != nil })?.continueRequested, let continuedLabel = continued {
            return continuedLabel != label || label == nil
        }
        return levels.contains { $0.breakRequested }
    }
}
