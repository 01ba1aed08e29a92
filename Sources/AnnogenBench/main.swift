import AnnogenCore
import Foundation

// annogen-bench: times the release-built `annogen` on the Sources of swift-nio and swift-syntax
// (from the package mirror) and on generated corpora, against the parse limit measured in the same
// run. `make bench` builds both in release and runs this from the repository root.
//
//   annogen-bench [--annogen PATH] [--work DIR] [--output FILE] [--sizes 1000,10000,50000]
//                 [--only NAME] [--skip-watch] [--mirror DIR] [--generated-templates DIR] [--skip-api-templates]
//                 [--single-file-mb 50]        (0 leaves the single large file out)
//   annogen-bench --parse-limit-child FOLDER   (internal: SwiftParser alone, for its peak memory)
//   annogen-bench --compare-body-skipping FOLDER…   (parses with and without bodies, compares)
//   annogen-bench --mutate-body-skipping ROUNDS FOLDER…   (the same on files with tricky statements inserted)
//   annogen-bench --blank-bodies FILE          (prints the file with the bodies that would be blanked blanked)
//   annogen-bench --swift-templates [--annogen PATH] [--work DIR] [--output FILE]   (see SwiftTemplateBench)

struct Options {
    var annogen = ".build-release/release/annogen"
    var work = "Benchmarks/work"
    var output = "Benchmarks/results/latest.json"
    var sizes = [1000, 10000, 50000]
    var singleFileMegabytes = 50
    var only: String?
    var skipWatch = false
    var mirror = "/opt/swift-packages"
    /// Templates for the generated corpora (the repository's API templates by default).
    var generatedTemplates = "Templates"
    /// Also the API templates on 1,000 generated endpoints (`api-templates-1000`).
    var apiTemplates = true
    /// Only the Swift template benchmark (`SwiftTemplateBench`).
    var swiftTemplates = false

    init(_ arguments: [String]) {
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--annogen": annogen = iterator.next() ?? annogen
            case "--work": work = iterator.next() ?? work
            case "--output": output = iterator.next() ?? output
            case "--sizes": sizes = (iterator.next() ?? "").split(separator: ",").compactMap { Int($0) }
            case "--only": only = iterator.next()
            case "--skip-watch": skipWatch = true
            case "--mirror": mirror = iterator.next() ?? mirror
            case "--generated-templates": generatedTemplates = iterator.next() ?? generatedTemplates
            case "--skip-api-templates": apiTemplates = false
            case "--swift-templates": swiftTemplates = true
            case "--single-file-mb": singleFileMegabytes = Int(iterator.next() ?? "") ?? singleFileMegabytes
            default: print("unknown argument \(argument)"); exit(2)
            }
        }
    }
}

if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--parse-limit-child" {
    // Run by the benchmark itself: its peak resident size is SwiftParser's alone on these files.
    _ = ParseLimit.measure(SwiftFiles.list(CommandLine.arguments[2]), rounds: 1)
    print("peak memory \(PeakMemory.describe(PeakMemory.bytes() ?? 0))")
    exit(0)
}

if CommandLine.arguments.count >= 4, CommandLine.arguments[1] == "--mutate-body-skipping" {
    exit(BodySkippingMutations.run(rounds: Int(CommandLine.arguments[2]) ?? 0, folders: Array(CommandLine.arguments.dropFirst(3))))
}
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--blank-bodies" {
    print(BodySkippingComparison.blanked(CommandLine.arguments[2]), terminator: "")
    exit(0)
}
if CommandLine.arguments.count >= 3, CommandLine.arguments[1] == "--compare-body-skipping" {
    exit(BodySkippingComparison.run(Array(CommandLine.arguments.dropFirst(2))))
}

let options = Options(CommandLine.arguments)
let root = FileManager.default.currentDirectoryPath
func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : root + "/" + path }
let annogen = absolute(options.annogen)
let work = absolute(options.work)
guard FileManager.default.isExecutableFile(atPath: annogen) else {
    print("annogen not found at \(annogen); build it with `swift build -c release` (see `make bench`)")
    exit(1)
}
try? FileManager.default.createDirectory(atPath: work + "/corpora", withIntermediateDirectories: true)
if options.swiftTemplates {
    let output = options.output == "Benchmarks/results/latest.json" ? "Benchmarks/results/swift-templates.json" : options.output
    exit(SwiftTemplateBench.run(annogen: annogen, work: work, root: root, output: absolute(output)))
}

func appendComment(_ original: String, _ round: Int) -> String { original + "\n// edited by annogen-bench, round \(round)\n" }

var corpora: [Corpus] = []
for size in options.sizes {
    let sources = GeneratedCorpus.write(count: size, into: work + "/corpora")
    corpora.append(Corpus(
        name: "generated-\(size)", sources: sources, templates: absolute(options.generatedTemplates),
        origin: "generated by annogen-bench (APIEndPoint/ResponseBodyType, deterministic)",
        measuresWatch: true, editedFile: GeneratedCorpus.editedFile(sources),
        edit: { original, round in original.replacingOccurrences(of: "/items/{id}", with: "/items/{id}/v\(round)") }
    ))
}
if options.singleFileMegabytes > 0 {
    let sources = SingleFileCorpus.write(megabytes: options.singleFileMegabytes, into: work + "/corpora")
    corpora.append(Corpus(
        name: "single-file-\(options.singleFileMegabytes)MB", sources: sources, templates: absolute(options.generatedTemplates),
        origin: "one file of generated endpoints written by annogen-bench", measuresWatch: true,
        editedFile: SingleFileCorpus.editedFile(sources), edit: appendComment
    ))
}
// The repository's own API templates on the 1,000 generated endpoints: a cold run renders every
// endpoint (issue 46's targets: ≤ 10 × the limit, rendering ≤ 0.1 ms an endpoint); a one-file change
// and watch render one endpoint again.
if options.apiTemplates, options.generatedTemplates != "Templates" {
    let sources = GeneratedCorpus.write(count: 1000, into: work + "/corpora")
    corpora.append(Corpus(
        name: "api-templates-1000", sources: sources, templates: absolute("Templates"),
        origin: "generated-1000 with the repository's Templates/", measuresWatch: true,
        editedFile: GeneratedCorpus.editedFile(sources),
        edit: { original, round in original.replacingOccurrences(of: "/items/{id}", with: "/items/{id}/v\(round)") }
    ))
}
// The example a new user copies, with the API templates: what a save costs in a small project.
if let sources = SampleCorpus.copy(from: absolute("SampleAPI"), into: work + "/corpora") {
    corpora.insert(Corpus(
        name: "SampleAPI", sources: sources, templates: absolute("Templates"),
        origin: "SampleAPI/Sources with the repository's Templates/", measuresWatch: true,
        editedFile: sources + "/Catalog.swift",
        edit: { original, round in original.replacingOccurrences(of: "\"/app/search\"", with: "\"/app/search/v\(round)\"") },
        projectFiles: SampleCorpus.mocks(absolute("SampleAPI"))
    ), at: 0)
}
let mocks = absolute("Tests/Golden/MocksAndEquality/Templates")
for (name, repository, tag) in [
    ("swift-nio", "apple/swift-nio.git", "2.101.2"),
    ("swift-syntax", "swiftlang/swift-syntax.git", "603.0.1"),
] {
    let path = options.mirror + "/" + repository
    guard let sources = MirrorCorpus.extract(name: name, repository: path, tag: tag, into: work + "/corpora") else { continue }
    let files = SwiftFiles.list(sources)
    corpora.append(Corpus(
        name: name, sources: sources, templates: mocks, origin: "git archive \(tag) Sources of \(path)",
        measuresWatch: true, editedFile: files[files.count / 2], edit: appendComment
    ))
}
if let only = options.only { corpora = corpora.filter { $0.name == only } }

func measure(_ input: Corpus) -> CorpusFigures? {
    var corpus = input
    corpus.scan()
    print("\n== \(corpus.name): \(corpus.files.count) files, \(corpus.lines) lines (\(corpus.origin))")
    var figures = CorpusFigures(corpus: corpus)
    let project = work + "/projects/" + corpus.name
    try? FileManager.default.removeItem(atPath: project)
    try? FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
    // A config of its own, as a project has (the flags below give the rest): annogen looks for
    // .annogen.yml upwards, and would otherwise read this repository's, with its arguments and root.
    _ = FileManager.default.createFile(atPath: project + "/.annogen.yml", contents: Data("output: Generated\n".utf8))
    for (path, origin) in corpus.projectFiles {
        try? FileManager.default.createDirectory(atPath: PathText.deletingLastComponent(project + "/" + path), withIntermediateDirectories: true)
        try? FileManager.default.copyItem(atPath: origin, toPath: project + "/" + path)
    }
    // The parse limit is SwiftParser on the Swift files; C headers in a package's Sources (swift-nio
    // has some) would also go through libclang, so they are left out to compare the same files.
    // The cache is named, as it would otherwise be placed by the config's folder.
    let options = [
        "--sources", corpus.sources, "--templates", corpus.templates, "--output", "Generated", "--exclude", "**/*.h",
        "--cache-path", ".build/annogen-cache",
    ]
    // --verbose: annogen then prints its own peak memory (see Child.reportedPeak).
    let run = ["run", "--verbose"] + options
    func runOnce() -> Child.Result? {
        let result = Child.run(annogen, run, in: project)
        if result.status != 0 {
            print("annogen failed (exit \(result.status)):\n\(result.log.suffix(2000))")
            return nil
        }
        return result
    }

    // The best of a few: on the small corpora one run is a fifth of a second, and a busy moment of
    // the machine moves it by half. The parse limit takes its best of as many.
    let rounds = corpus.files.count < 5_000 ? 5 : 2
    var cold: [Double] = []
    for _ in 0..<rounds {
        try? FileManager.default.removeItem(atPath: project + "/.build")
        try? FileManager.default.removeItem(atPath: project + "/Generated")
        guard let result = runOnce() else { return nil }
        cold.append(result.seconds)
        figures.peakMemoryBytes = max(figures.peakMemoryBytes, result.peakBytes)
        if let render = Child.stageSeconds("render", in: result.log) {
            figures.renderSeconds = min(figures.renderSeconds ?? render, render)
        }
    }
    figures.coldSeconds = cold.min() ?? 0
    print("cold \(format(cold))")

    var warm: [Double] = []
    for _ in 0..<5 {
        guard let result = runOnce() else { return nil }
        warm.append(result.seconds)
    }
    figures.warmSeconds = Clock.median(warm)
    print("warm \(format(warm))")

    let original = (try? String(contentsOfFile: corpus.editedFile, encoding: .utf8)) ?? ""
    defer { try? original.write(toFile: corpus.editedFile, atomically: false, encoding: .utf8) }
    var oneFile: [Double] = []
    for round in 1...3 {
        try? corpus.edit(original, round).write(toFile: corpus.editedFile, atomically: false, encoding: .utf8)
        guard let result = runOnce() else { return nil }
        oneFile.append(result.seconds)
        figures.peakMemoryBytes = max(figures.peakMemoryBytes, result.peakBytes)
    }
    figures.oneFileChangedSeconds = Clock.median(oneFile)
    print("one file changed \(format(oneFile))")

    if corpus.measuresWatch, !skipWatch {
        try? original.write(toFile: corpus.editedFile, atomically: false, encoding: .utf8)
        figures.watchLatencySeconds = watchLatency(corpus, original: original, options: options, project: project)
    }

    figures.parseLimitSeconds = ParseLimit.measure(corpus.files, rounds: rounds)
    let floor = ParseFloor.measure(corpus.files, rounds: rounds)
    figures.floor = floor
    let limitChild = Child.run(Bundle.main.executablePath ?? absolute(CommandLine.arguments[0]),
                               ["--parse-limit-child", corpus.sources], in: project)
    figures.parseLimitPeakMemoryBytes = limitChild.status == 0 ? limitChild.peakBytes : nil
    print("parse limit \(String(format: "%.3f s", figures.parseLimitSeconds)), peak \(limitChild.peakBytes / 1_048_576) MB; "
        + "read \(String(format: "%.3f s", floor.readSeconds)), parse and declaration walk \(String(format: "%.3f s", floor.parseAndWalkSeconds))")
    return figures
}

let skipWatch = options.skipWatch

func watchLatency(_ corpus: Corpus, original: String, options: [String], project: String) -> Double? {
    guard let child = try? WatchChild(annogen, ["watch"] + options, in: project) else {
        print("cannot start annogen watch")
        return nil
    }
    guard child.waitForLine(containing: "watching", timeout: 1800) != nil else {
        print("annogen watch did not start")
        _ = child.interrupt()
        return nil
    }
    var latencies: [Double] = []
    for round in 1...5 {
        Thread.sleep(forTimeInterval: 0.3)
        let start = DispatchTime.now().uptimeNanoseconds
        // Save the way editors do: a temporary file renamed over the original.
        try? corpus.edit(original, 100 + round).write(toFile: corpus.editedFile, atomically: true, encoding: .utf8)
        guard child.waitForLine(containing: "written", timeout: 600) != nil else {
            print("annogen watch did not report a regeneration")
            break
        }
        latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    let status = child.interrupt()
    print("watch save → output written \(format(latencies)) (watch exited with \(status))")
    return latencies.isEmpty ? nil : Clock.median(latencies)
}

func format(_ values: [Double]) -> String {
    values.map { String(format: "%.3f", $0) }.joined(separator: " ") + " s"
}

var results: [CorpusFigures] = []
for corpus in corpora {
    if let figures = measure(corpus) { results.append(figures) }
}

var serialization: [SerializationFigures] = []
for corpus in corpora where (corpus.files.count <= 10_001 && !corpus.name.hasPrefix("single")) || corpus.name.hasPrefix("swift") {
    var scanned = corpus
    scanned.scan()
    if scanned.files.count > 10_001 { continue }
    serialization.append(SerializationBenchmark.measure(corpus: scanned))
}

Report.print(results, serialization: serialization)
Report.write(results, serialization: serialization, to: absolute(options.output))
