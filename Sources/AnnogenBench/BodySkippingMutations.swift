import AnnogenCore
import AnnogenModel
@_spi(BodySkipping) import AnnogenSwiftFrontend
import Foundation

/// `annogen-bench --mutate-body-skipping ROUNDS FOLDER…`: each round inserts statements that hide
/// braces, quotes and slashes every way Swift allows (strings of every kind, interpolations,
/// comments, a regex literal) after random `{` lines of a random file below the folders; when the
/// result is still valid Swift, it must parse the same with and without bodies. Deterministic (one
/// seed); prints how many mutated files were valid and equal, and the rounds that differed (their
/// text is written to `/tmp/annogen-body-skipping-<round>.swift`). Exit 1 when any differs.
enum BodySkippingMutations {
    private static let statements = [
        #"_ = "}""#, #"_ = "{""#, ##"_ = #"}"#"##, ###"_ = ##"{ "# }"##"###, #"_ = "\("}")""#,
        "_ = \"\"\"\n}\n\"\"\"", "_ = #\"\"\"\n{ \"\"\" }\n\"\"\"#", "/* } */", "// }", "/* /* { */ */",
        #"_ = [1].map { "\($0)}" }"#, #"_ = { () -> String in "}" }()"#, "_ = 4 / 2", ##"_ = #"""#"##,
        "_ = 1 /* } */ / 1", "_ = /x{/", "let `a b` = \"{\"", #"_ = "\\""#, ##"_ = #"\"#"##,
        #"_ = "\u{7B}""#, "_ = \"\"\"\n  \\\"\"\"}\n  \"\"\"", "#if DEBUG\n_ = \"}\"\n#endif",
    ]

    static func run(rounds: Int, folders: [String]) -> Int32 {
        let paths = folders.flatMap(SwiftFiles.list)
        guard !paths.isEmpty else { return 1 }
        var random = SplitMix(seed: 21)
        var valid = 0
        var invalid = 0
        var different: [Int] = []
        var outcomes: [String: Int] = [:]
        for round in 0..<rounds {
            let path = paths[random.next(below: paths.count)]
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            let mutated = mutate(text, random: &random)
            let file = SourceFile(path: path, text: mutated, contentHash: "")
            let parsing = SwiftFrontend.parse(file, skippingBodies: false)
            guard !parsing.diagnostics.contains(where: { $0.message.hasPrefix("syntax error") }) else {
                invalid += 1
                continue
            }
            valid += 1
            let summary = SwiftFrontend.bodySkipping(of: mutated)
            let scan = summary.scanFailed ? ", scan gave up" : summary.stoppedAtRegex ? ", scan stopped" : ""
            outcomes["\(summary.outcome)".prefix { $0 != "(" } + scan, default: 0] += 1
            if ParsedFileCoding.encode(SwiftFrontend.parse(file, skippingBodies: true)) != ParsedFileCoding.encode(parsing) {
                different.append(round)
                try? mutated.write(toFile: "/tmp/annogen-body-skipping-\(round).swift", atomically: true, encoding: .utf8)
            }
        }
        print("\(rounds) rounds: \(valid) valid mutations (\(valid - different.count) equal), \(invalid) invalid")
        for (outcome, count) in outcomes.sorted(by: { $0.key < $1.key }) { print("  \(outcome): \(count)") }
        for round in different { print("DIFFERENT: round \(round), /tmp/annogen-body-skipping-\(round).swift") }
        return different.isEmpty ? 0 : 1
    }

    /// `text` with one to three statements inserted after lines ending in `{` whose next line is
    /// indented further (inside a block), at that next line's indentation.
    private static func mutate(_ text: String, random: inout SplitMix) -> String {
        var lines = text.components(separatedBy: "\n")
        let openers = lines.indices.dropLast().filter { index in
            lines[index].trimmingCharacters(in: .whitespaces).hasSuffix("{")
                && indentation(lines[index + 1]) > indentation(lines[index])
        }
        guard !openers.isEmpty else { return text }
        for _ in 0..<(1 + random.next(below: 3)) {
            let at = openers[random.next(below: openers.count)]
            let indent = String(repeating: " ", count: indentation(lines[at + 1]))
            let statement = statements[random.next(below: statements.count)]
            lines[at] += "\n" + statement.components(separatedBy: "\n").map { indent + $0 }.joined(separator: "\n")
        }
        return lines.joined(separator: "\n")
    }

    private static func indentation(_ line: String) -> Int {
        line.prefix { $0 == " " }.count
    }
}

/// A small deterministic random generator (SplitMix64).
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(max(bound, 1)))
    }
}
