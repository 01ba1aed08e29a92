import TemplateEngine

/// One rendering of a loop over type objects, outside any iteration kept (`{% for type in
/// types.implementing.APIEndPoint %}`): what each iteration rendered and read, so that the next
/// render of the template, on a model patched from this one (`CompositionPatch`), renders again only
/// the iterations that read a type that changed (`LoopMemo`).
struct LoopRun: Sendable, Equatable {
    /// Where its `for` tag is (template and offset).
    var place: String
    /// How many types the loop walked (`forloop.length`).
    var count: Int
    /// In order, up to a `break`; nil when the iterations may not be reused (one defined a macro,
    /// which the iterations after it and the rest of the template may call).
    var iterations: [LoopIteration]?
}

/// What one iteration rendered, with everything it did besides its text.
struct LoopIteration: Sendable, Equatable {
    /// The position of the loop's type in the model.
    var item: Int
    var text: String
    /// The positions of the types it read, ascending, and what it read of each (`TypeReadLog`).
    var reads: [Int]
    var parts: [UInt8]
    /// Members it looked up that do not exist, each once, in the order met.
    var unknownMembers: [UnknownMemberLog.Entry]
    /// Whether it read where a declaration is (`LocationReadLog`).
    var readLocations: Bool
    /// Whether the loop ended after it (`{% break %}`).
    var stops: Bool
}

/// Reuse of a loop's iterations between renders of one template. A loop over type objects renders
/// each iteration from three things: the state the template reached before the loop, the type, and
/// `forloop`. When the template's reads outside such loops (its frame, `TypeReadLog.frame`) touch no
/// type that changed, the frame renders as before, so every loop starts from the state it started
/// from last time, in the same order; an iteration over the same type at the same place in a loop of
/// the same length, whose own reads touch no type that changed, renders the text it rendered then.
/// Its side effects are replayed: what it read, the unknown members it met, whether it read
/// locations, whether it broke the loop. `set` inside an iteration writes into the iteration's own
/// context level, so nothing else of an iteration outlives it, with two exceptions kept out:
///
/// - a loop whose text is captured (`{% set x %}…{% endset %}`, `{% map %}`) can flow into the
///   frame's state, so it is not kept: the engine renders it as part of the frame, its reads the
///   frame's (it gives an observer only the loops whose text goes to the output);
/// - a macro defined in an iteration is state the rest of the render reads, and a `break` or
///   `continue` of an enclosing loop is that loop's: such a loop is kept without its iterations,
///   and from the first iteration that does either (this render or the last), nothing more is
///   reused in this render.
///
/// Loops inside other loops are kept when those are not (a loop over the `argument` list around a
/// loop over types): each rendering of the inner loop is a run of its own, in order.
///
/// Bound while a template renders, when the run keeps memos; `previous` is set only when the
/// frame's reads allow it.
final class LoopMemo: LoopObserver, @unchecked Sendable {
    /// The memo of the template being rendered; nil outside rendering or in a run without memos.
    @TaskLocal static var current: LoopMemo?

    /// The loops of the last render of the template, in the order they started; nil when none may
    /// be reused.
    private let previous: [LoopRun]?
    /// Per position of a type that changed, the parts whose read makes an iteration stale.
    private let stale: RenderMemo.StaleParts
    /// The loops of this render, in the order they started.
    private(set) var runs: [LoopRun] = []
    /// Iterations whose text was reused.
    private(set) var reused = 0
    /// Set once this render's state may differ from the last render's where nothing recorded shows
    /// it (a macro defined in an iteration): nothing more is reused.
    private var reuseEnded = false
    /// Above zero while an iteration this memo keeps renders: loops inside it are its text.
    private var iterationDepth = 0

    /// One of the renders a template is split into, to render it on all cores (see `ShardedRender`):
    /// this render writes the iterations at `index`, `index + count`, … of each loop it keeps, and
    /// everything outside them.
    struct Shard: Sendable, Equatable {
        var index: Int
        var count: Int
    }

    /// Set when this render is one shard of a template's render; it then reuses nothing.
    let shard: Shard?
    /// Sharded: per loop kept, in `runs`' order, the bytes of the output its iterations wrote.
    private(set) var spans: [Range<Int>] = []

    init(previous: [LoopRun]?, stale: RenderMemo.StaleParts, shard: Shard? = nil) {
        self.previous = shard == nil ? previous : nil
        self.stale = stale
        self.shard = shard
    }

    /// Renders a loop's iterations (the engine gives only loops whose text goes to the output),
    /// keeping each one's text when the loop walks type objects and is not inside a kept iteration.
    func renderIterations(of loop: Place, items: [TemplateValue], in context: RenderContext, iteration: (Int) throws -> Bool) throws {
        var types: [TypeContext] = []
        types.reserveCapacity(items.count)
        for item in items {
            guard iterationDepth == 0, case .object(let object) = item, let type = object as? TypeContext else {
                for index in items.indices where try iteration(index) { break }
                return
            }
            types.append(type)
        }
        try render(types, place: "\(loop.source.name):\(loop.offset)", context: context, iteration: iteration)
    }

    /// Renders a loop over `items` (type objects) with `iteration`, which writes the iteration at an
    /// index and says whether the loop stops there.
    private func render(_ items: [TypeContext], place: String, context: RenderContext, iteration: (Int) throws -> Bool) throws {
        let ordinal = runs.count
        runs.append(LoopRun(place: place, count: items.count, iterations: nil))
        var before: [LoopIteration]?
        if let previous, ordinal < previous.count, previous[ordinal].place == place, previous[ordinal].count == items.count {
            before = previous[ordinal].iterations
            // Last time an iteration of it changed state beyond itself: what follows read that state.
            if before == nil { reuseEnded = true }
        }
        var keepsRun = true
        var iterations: [LoopIteration] = []
        iterations.reserveCapacity(items.count)
        let start = context.outputByteCount
        defer { if shard != nil { spans.append(start..<context.outputByteCount) } }
        for (index, item) in items.enumerated() {
            // A shard writes its own iterations only (`ShardedRender` puts them together).
            if let shard, index % shard.count != shard.index { continue }
            if !reuseEnded, let before, index < before.count, before[index].item == item.index, !isStale(before[index]) {
                let kept = before[index]
                TypeReadLog.current?.replay(positions: kept.reads, parts: kept.parts)
                UnknownMemberLog.current?.replay(kept.unknownMembers)
                if kept.readLocations { LocationReadLog.current?.noteRead() }
                context.write(kept.text)
                iterations.append(kept)
                reused += 1
                if kept.stops { break }
                continue
            }
            let (rendered, changesState) = try record(item: item.index, context: context) { try iteration(index) }
            if changesState {
                reuseEnded = true
                keepsRun = false
            }
            iterations.append(rendered)
            if rendered.stops { break }
        }
        if keepsRun { runs[ordinal].iterations = iterations }
    }

    /// Renders one iteration with what it reads, the unknown members it meets and whether it reads
    /// locations kept apart from the rest of the render (and added to it), its text taken from what it
    /// wrote, and tells whether it changed state beyond itself: a macro defined (state the rest of the
    /// render reads), or a `break` or `continue` of an enclosing loop (that loop's).
    private func record(
        item: Int, context: RenderContext, _ body: () throws -> Bool
    ) throws -> (iteration: LoopIteration, changesState: Bool) {
        let (reads, members, locations) = (TypeReadLog.current, UnknownMemberLog.current, LocationReadLog.current)
        let macros = MacroRegistry.of(context)
        let definitions = macros.definitions
        let controlledBefore = context.isLoopControlled
        reads?.beginIteration()
        members?.beginIteration()
        let locationsBefore = locations?.take() ?? false
        iterationDepth += 1
        func end() -> (positions: [Int], parts: [UInt8], unknown: [UnknownMemberLog.Entry], readLocations: Bool) {
            iterationDepth -= 1
            let (positions, parts) = reads?.endIteration() ?? ([], [])
            let unknown = members?.endIteration() ?? []
            let readLocations = locations?.take() ?? false
            if locationsBefore || readLocations { locations?.noteRead() }
            return (positions, parts, unknown, readLocations)
        }
        let start = context.outputByteCount
        let stops: Bool
        do {
            stops = try body()
        } catch {
            _ = end()
            throw error
        }
        let ended = end()
        let text = context.outputText(fromByte: start)
        let iteration = LoopIteration(
            item: item, text: text, reads: ended.positions, parts: ended.parts, unknownMembers: ended.unknown,
            readLocations: ended.readLocations, stops: stops
        )
        return (iteration, macros.definitions != definitions || context.isLoopControlled != controlledBefore)
    }

    private func isStale(_ iteration: LoopIteration) -> Bool {
        let stale = stale.mask(readLocations: iteration.readLocations)
        guard !stale.isEmpty else { return false }
        for (position, part) in zip(iteration.reads, iteration.parts) {
            if let mask = stale[position], mask & part != 0 { return true }
        }
        return false
    }
}
