import AnnogenModel
import Foundation
import TemplateEngine

/// Members a template looked up on one of annogen's own context objects (a type, a variable, a type
/// name, …) that the object does not have: `{{ type.nmae }}` renders as nothing, so it is reported,
/// as a warning at the template (an error under `--strict`) with the closest known member. A missing
/// annotation, a dictionary key or an argument is not annogen's object and stays silent. Bound while
/// a template renders; each object kind and member is noted once.
public final class UnknownMemberLog: @unchecked Sendable {
    /// The log of the template being rendered; nil outside rendering (then nothing is noted).
    @TaskLocal static var current: UnknownMemberLog?

    struct Entry: Hashable, Sendable {
        var member: String
        /// `a type`, `a variable`, …
        var object: String
        var suggestion: String?
    }

    private let lock = NSLock()
    /// Above zero while a filter probes members (`instance` asks every element for `isClass`): a
    /// probe is not a template's mistake. A log serves one render, on one thread.
    private var probing = 0
    private var seen = Set<String>()
    private(set) var entries: [Entry] = []
    /// The entries met in the iteration being rendered (`LoopMemo`), each once, even those met before
    /// it: a reused iteration replays them. Nil outside one.
    private var iteration: [Entry]?
    private var iterationSeen = Set<String>()

    init() {}

    /// Notes `member` looked up on `object` (whose members are `known`), and returns nil: what the
    /// lookup renders as.
    static func note(_ member: String, on object: String, known: [String]) -> TemplateValue {
        current?.add(member, on: object, known: known)
        return .null
    }

    /// Runs `body`, a filter's look-up of members an element may or may not have, without noting any.
    static func probing<T>(_ body: () -> T) -> T {
        guard let log = current else { return body() }
        log.probing += 1
        defer { log.probing -= 1 }
        return body()
    }

    private func add(_ member: String, on object: String, known: [String]) {
        guard probing == 0 else { return }
        lock.lock()
        defer { lock.unlock() }
        let key = Self.key(object, member)
        var made: Entry?
        func entry() -> Entry {
            if let made { return made }
            let new = Entry(member: member, object: object, suggestion: Spelling.closest(to: member, in: known))
            made = new
            return new
        }
        if iteration != nil, iterationSeen.insert(key).inserted { iteration?.append(entry()) }
        guard seen.insert(key).inserted else { return }
        entries.append(entry())
    }

    /// What tells entries apart: the object kind and the member.
    private static func key(_ object: String, _ member: String) -> String { object + "\u{0}" + member }

    /// Starts keeping the entries an iteration meets.
    func beginIteration() {
        lock.lock()
        iteration = []
        iterationSeen = []
        lock.unlock()
    }

    /// The entries the iteration met.
    func endIteration() -> [Entry] {
        lock.lock()
        defer { lock.unlock() }
        let met = iteration ?? []
        iteration = nil
        iterationSeen = []
        return met
    }

    /// Notes the entries of an iteration whose text is reused, as if it met them again.
    func replay(_ met: [Entry]) {
        guard !met.isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        for entry in met where seen.insert(Self.key(entry.object, entry.member)).inserted {
            entries.append(entry)
        }
    }

    /// `diagnostics(template:otherTemplates:)` for a template file, the other templates being every
    /// `.stencil` file in the template folders (read only when there is something to report).
    func diagnostics(for template: TemplateRef, roots: [String]) -> [Diagnostic] {
        guard !entries.isEmpty else { return [] }
        func read(_ path: String) -> (path: String, text: String)? {
            FileManager.default.contents(atPath: path).map { (path, String(decoding: $0, as: UTF8.self)) }
        }
        var others: [(path: String, text: String)] = []
        for root in roots {
            guard let enumerator = FileManager.default.enumerator(atPath: root) else { continue }
            let names = (enumerator.allObjects as? [String] ?? []).filter { $0.hasSuffix(".stencil") }.sorted()
            for name in names {
                let path = (root as NSString).appendingPathComponent(name)
                if path != template.path, let file = read(path) { others.append(file) }
            }
        }
        return diagnostics(template: read(template.path) ?? (template.path, ""), otherTemplates: others)
    }

    /// A warning per entry, at the first place the member is written (`.member`) in the template or,
    /// failing that, in one of `otherTemplates` (partials it includes); at the template's first line
    /// when it is written nowhere (a member named in a filter's argument built at render time).
    func diagnostics(template: (path: String, text: String), otherTemplates: [(path: String, text: String)]) -> [Diagnostic] {
        entries.map { entry in
            var message = "'\(entry.member)' is not a member of \(entry.object); it renders as nothing"
            if let suggestion = entry.suggestion { message += "; did you mean '\(suggestion)'?" }
            let location = ([template] + otherTemplates).lazy.compactMap { Self.location(of: entry.member, in: $0) }.first
            return .warning(message, at: location ?? SourceLocation(path: template.path, line: 1, column: 1))
        }
    }

    /// The line and column of the first `.member` (not followed by more of a name) in a template.
    static func location(of member: String, in template: (path: String, text: String)) -> SourceLocation? {
        let text = Array(template.text.utf8)
        let needle = Array(("." + member).utf8)
        guard needle.count <= text.count else { return nil }
        var line = 1
        var lineStart = 0
        var index = 0
        while index + needle.count <= text.count {
            if text[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            } else if text[index] == needle[0], Array(text[index..<(index + needle.count)]) == needle {
                let end = index + needle.count
                let continues = end < text.count && ASCII.isCodeIdentifier(text[end])
                if !continues {
                    let column = String(decoding: text[lineStart...index], as: UTF8.self).count + 1
                    return SourceLocation(path: template.path, line: line, column: column)
                }
            }
            index += 1
        }
        return nil
    }
}
