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
    @exclusivity(unchecked) public private(set) var globals: [String: TemplateValue]
    // A render's context belongs to one thread and is never reached through overlapping accesses:
    // the run-time exclusivity checks of these properties (a third of a lookup) are left out.
    @exclusivity(unchecked) private var variables = ScopeVariables()
    @exclusivity(unchecked) private var levels: [Level] = []
    /// Levels holding a `break` or `continue` not yet acted on.
    @exclusivity(unchecked) private var pendingControls = 0
    /// The UTF-8 of the text written so far, captures' included (see `capture`): one buffer that
    /// grows, not a string appended to (a `String` append took ~300 instructions).
    @exclusivity(unchecked) private var bytes = OutputBuffer()
    /// Where the current capture's text starts in `bytes` (0 outside one).
    @exclusivity(unchecked) private var captureStart = 0
    /// Renders the iterations of the loops whose text goes to the output, for a caller that reuses
    /// them between renders (see `LoopObserver`); nil to render every iteration.
    @exclusivity(unchecked) public var loopObserver: LoopObserver?
    /// Above zero while text is captured rather than written to the output (`set`, `filter`, a
    /// tag's own capture): loops there are not given to `loopObserver`.
    @exclusivity(unchecked) public private(set) var captureDepth = 0
    /// State that tags keep for the length of a render (annogen's macros), by key (see `state(_:make:)`).
    @exclusivity(unchecked) private var state: [ObjectIdentifier: AnyObject] = [:]
    /// The state asked for last: a tag asks for its own on every use.
    @exclusivity(unchecked) private var lastState: (key: ObjectIdentifier, value: AnyObject)?
    /// The blocks of the templates extending the one being rendered (`extends`).
    var blockContext: BlockContext?
    /// How deep includes and block inheritance nest (a guard against a template including itself).
    var nesting = 0
    /// Blocks rendered (`cacheBlock`) that the context's `block` does not hold.
    @exclusivity(unchecked) private var renderedBlocks: [String: TemplateValue] = [:]

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
    }

    // MARK: Variables

    /// The value of `name`: the newest level that has it, else the globals; `.null` when none has.
    public func lookup(_ name: String) -> TemplateValue {
        lookup(VariableName(name))
    }

    /// The value of `name`: the newest level that has it, else the globals; `.null` when none has.
    public func lookup(_ name: VariableName) -> TemplateValue {
        let index = variables.position(of: name, downTo: 0)
        if index >= 0 { return variables.value(at: index) }
        if let value = globals[name.text] { return value }
        return name.text == "block" && !renderedBlocks.isEmpty ? .dictionary(renderedBlocks) : .null
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
        let index = variables.position(of: name, downTo: start)
        if index >= 0 {
            variables.setValue(value, at: index)
        } else {
            variables.append(name, value)
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
        pushEmptyLevel()
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
        variables.append(name, value)
        defer { popLevel() }
        return try body()
    }

    /// Pushes a new, empty level, for a caller that pops it (`popLevel`) on every way out: a tag
    /// that renders nested nodes many times a render pushes without a closure around them.
    @inline(__always)
    public func pushEmptyLevel() {
        pushLevel(loop: nil)
    }

    /// Pushes a level; a loop's iteration level holds its `forloop`.
    @inline(__always)
    func pushLevel(loop: ForLoop?) {
        levels.append(Level(start: variables.count, loop: loop))
        if let loop { variables.append(.forloop, .object(loop)) }
    }

    public func popLevel() {
        guard let level = levels.popLast() else { return }
        if level.breakRequested || level.continueRequested != nil { pendingControls -= 1 }
        // The values popped are let go now (an object may be large).
        variables.removeLast(downTo: level.start)
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
        // A contiguous string (a small one too) is copied as bytes, without the generic walk of its view.
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append($0) }) == nil {
            Array(text.utf8).withUnsafeBufferPointer { bytes.append($0) }
        }
    }

    /// Appends UTF-8 `text` to the output.
    @inline(__always)
    func write(bytes text: [UInt8]) {
        text.withUnsafeBufferPointer { bytes.append($0) }
    }

    /// The text written so far (the current capture's, inside `capture`).
    public var output: String { outputText(fromByte: 0) }

    /// The length in UTF-8 bytes of the text written so far (the current capture's, inside `capture`).
    public var outputByteCount: Int { bytes.count - captureStart }

    /// The text written since the output was `start` bytes long (see `outputByteCount`).
    public func outputText(fromByte start: Int) -> String {
        bytes.text(from: captureStart + start)
    }

    /// The text `body` writes, kept out of the output.
    public func capture(_ body: () throws -> Void) rethrows -> String {
        let outerStart = captureStart
        captureStart = bytes.count
        captureDepth += 1
        defer {
            bytes.count = captureStart
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

/// The bytes a render writes: one allocation that doubles as it fills, appended to with a copy of
/// bytes (an `Array` append of a few bytes took ~100 instructions of generic code).
struct OutputBuffer: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes are written; set lower to drop the last ones.
    var count = 0

    init() {
        capacity = 4096
        start = .allocate(capacity: capacity)
    }

    deinit { start.deallocate() }

    @inline(__always)
    mutating func append(_ text: UnsafeBufferPointer<UInt8>) {
        guard let source = text.baseAddress, !text.isEmpty else { return }
        if count + text.count > capacity { grow(toHold: count + text.count) }
        (start + count).update(from: source, count: text.count)
        count += text.count
    }

    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.update(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }

    /// The text of the bytes from `offset` on.
    func text(from offset: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: start + offset, count: count - offset), as: UTF8.self)
    }
}

/// The variables in scope, newest last, in one allocation of their own: pushing and popping a
/// level touches only the entries it adds (three arrays, each checked for uniqueness on every
/// write, were a tenth of a macro call).
struct ScopeVariables: ~Copyable {
    struct Entry {
        /// The name's `VariableName.key`, compared before the name.
        let key: UInt64
        let name: String
        var value: TemplateValue
    }

    private var entries: UnsafeMutablePointer<Entry>
    private var capacity: Int
    /// How many entries are in scope.
    private(set) var count = 0

    init() {
        capacity = 32
        entries = .allocate(capacity: capacity)
    }

    deinit {
        entries.deinitialize(count: count)
        entries.deallocate()
    }

    /// Where `name` is among the entries from `lowest` up, the newest first; -1 when not there.
    @inline(__always)
    func position(of name: VariableName, downTo lowest: Int) -> Int {
        var index = count - 1
        while index >= lowest {
            if entries[index].key == name.key, entries[index].name == name.text { return index }
            index -= 1
        }
        return -1
    }

    @inline(__always)
    func value(at index: Int) -> TemplateValue { entries[index].value }

    @inline(__always)
    mutating func setValue(_ value: TemplateValue, at index: Int) { entries[index].value = value }

    @inline(__always)
    mutating func append(_ name: VariableName, _ value: TemplateValue) {
        if count == capacity { grow() }
        (entries + count).initialize(to: Entry(key: name.key, name: name.text, value: value))
        count += 1
    }

    /// Lets go of the entries from `start` on.
    mutating func removeLast(downTo start: Int) {
        guard count > start else { return }
        (entries + start).deinitialize(count: count - start)
        count = start
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newEntries = UnsafeMutablePointer<Entry>.allocate(capacity: newCapacity)
        newEntries.moveInitialize(from: entries, count: count)
        entries.deallocate()
        entries = newEntries
        capacity = newCapacity
    }
}
