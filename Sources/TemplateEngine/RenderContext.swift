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
    /// Each name's `VariableName.key`, compared first.
    @exclusivity(unchecked) private var keys: [UInt64] = []
    @exclusivity(unchecked) private var values: [TemplateValue] = []
    /// How many of `names` and `values` are in scope: the arrays only grow, and entries past it are
    /// overwritten by the next ones pushed (popping a level allocates nothing, nor does pushing one).
    @exclusivity(unchecked) private var size = 0
    @exclusivity(unchecked) private var levels: [Level] = []
    /// Levels holding a `break` or `continue` not yet acted on.
    @exclusivity(unchecked) private var pendingControls = 0
    /// The UTF-8 of the text written so far, captures' included (see `capture`): one buffer that
    /// grows, not a string appended to (a `String` append took ~300 instructions).
    @exclusivity(unchecked) private var bytes: [UInt8] = []
    /// Where the current capture's text starts in `bytes` (0 outside one).
    @exclusivity(unchecked) private var captureStart = 0
    /// Renders the iterations of the loops whose text goes to the output, for a caller that reuses
    /// them between renders (see `LoopObserver`); nil to render every iteration.
    public var loopObserver: LoopObserver?
    /// Above zero while text is captured rather than written to the output (`set`, `filter`, a
    /// tag's own capture): loops there are not given to `loopObserver`.
    public private(set) var captureDepth = 0
    /// State that tags keep for the length of a render (annogen's macros), by key (see `state(_:make:)`).
    private var state: [ObjectIdentifier: AnyObject] = [:]
    /// The state asked for last: a tag asks for its own on every use.
    private var lastState: (key: ObjectIdentifier, value: AnyObject)?
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
        keys.reserveCapacity(32)
        values.reserveCapacity(32)
    }

    // MARK: Variables

    /// The value of `name`: the newest level that has it, else the globals; `.null` when none has.
    public func lookup(_ name: String) -> TemplateValue {
        lookup(VariableName(name))
    }

    /// The value of `name`: the newest level that has it, else the globals; `.null` when none has.
    public func lookup(_ name: VariableName) -> TemplateValue {
        let index = position(of: name, downTo: 0)
        if index >= 0 { return values[index] }
        if let value = globals[name.text] { return value }
        return name.text == "block" && !renderedBlocks.isEmpty ? .dictionary(renderedBlocks) : .null
    }

    /// Where `name` is among the variables in scope from `lowest` up, the newest first; -1 when not there.
    @inline(__always)
    private func position(of name: VariableName, downTo lowest: Int) -> Int {
        keys.withUnsafeBufferPointer { keys in
            var index = size - 1
            while index >= lowest {
                if keys[index] == name.key, names[index] == name.text { return index }
                index -= 1
            }
            return -1
        }
    }

    /// Sets `name` in the newest level (the globals when no level is pushed).
    public func set(_ name: String, _ value: TemplateValue) {
        set(VariableName(name), value)
    }

    /// Sets `name` in the newest level (the globals when no level is pushed).
    public func set(_ name: VariableName, _ value: TemplateValue) {
        guard let start = levels.last?.start else {
            globals[name.text] = value
            return
        }
        let index = position(of: name, downTo: start)
        if index >= 0 {
            values[index] = value
        } else {
            append(name, value)
        }
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
        try push(VariableName(name), value, body)
    }

    /// Runs `body` with a new level holding `name`.
    @inline(__always)
    public func push<Result>(_ name: VariableName, _ value: TemplateValue, _ body: () throws -> Result) rethrows -> Result {
        pushLevel(loop: nil)
        append(name, value)
        defer { popLevel() }
        return try body()
    }

    /// Pushes a level; a loop's iteration level holds its `forloop`.
    func pushLevel(loop: ForLoop?) {
        levels.append(Level(start: size, loop: loop))
        if let loop { append(.forloop, .object(loop)) }
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
    private func append(_ name: VariableName, _ value: TemplateValue) {
        if size < names.count {
            names[size] = name.text
            keys[size] = name.key
            values[size] = value
        } else {
            names.append(name.text)
            keys.append(name.key)
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

    /// The state a tag keeps under `key` for the length of the render, made by `make` on first use.
    /// A key always holds the same type of object.
    public func state<State: AnyObject>(_ key: ObjectIdentifier, make: () -> State) -> State {
        if let lastState, lastState.key == key { return unsafeDowncast(lastState.value, to: State.self) }
        let value = state[key] ?? {
            let made = make()
            state[key] = made
            return made
        }()
        lastState = (key, value)
        return unsafeDowncast(value, to: State.self)
    }

    // MARK: Output

    /// Appends `text` to the output.
    @inline(__always)
    public func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// The text written so far (the current capture's, inside `capture`).
    public var output: String { outputText(fromByte: 0) }

    /// The length in UTF-8 bytes of the text written so far (the current capture's, inside `capture`).
    public var outputByteCount: Int { bytes.count - captureStart }

    /// The text written since the output was `start` bytes long (see `outputByteCount`).
    public func outputText(fromByte start: Int) -> String {
        String(decoding: bytes[(captureStart + start)...], as: UTF8.self)
    }

    /// The text `body` writes, kept out of the output.
    public func capture(_ body: () throws -> Void) rethrows -> String {
        let outerStart = captureStart
        captureStart = bytes.count
        captureDepth += 1
        defer {
            bytes.removeSubrange(captureStart...)
            captureStart = outerStart
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
