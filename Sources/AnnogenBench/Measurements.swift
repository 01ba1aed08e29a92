import AnnogenCore
import AnnogenModel
import AnnogenSwiftFrontend
import Foundation
import SwiftParser
import SwiftSyntax

/// The figures of one corpus (seconds, bytes), as printed and written to the JSON file.
struct CorpusFigures: Codable {
    var name: String
    var origin: String
    var files: Int
    var lines: Int
    var sourceBytes: Int
    var coldSeconds: Double
    var warmSeconds: Double
    var oneFileChangedSeconds: Double
    var watchLatencySeconds: Double?
    var peakMemoryBytes: Int
    var parseLimitSeconds: Double
    /// Peak memory of SwiftParser alone parsing the corpus (a child process, one round).
    var parseLimitPeakMemoryBytes: Int?
    /// Reading the files and parsing them with a declaration walk (see `ParseFloor`), same run.
    var floor: ParseFloor?
    /// The render stage of the cold runs (`--verbose`), the least of them.
    var renderSeconds: Double?
    var coldOverLimit: Double { coldSeconds / parseLimitSeconds }
    var microsecondsPerFile: Double { coldSeconds / Double(files) * 1e6 }
    /// The memory budget: 3 × the source text + 100 MB.
    var memoryBudgetBytes: Int { 3 * sourceBytes + 100 * 1_048_576 }

    enum CodingKeys: String, CodingKey {
        case name, origin, files, lines, sourceBytes, coldSeconds, warmSeconds, oneFileChangedSeconds
        case watchLatencySeconds, peakMemoryBytes, parseLimitSeconds, parseLimitPeakMemoryBytes, floor
        case coldOverLimit, microsecondsPerFile, memoryBudgetBytes, renderSeconds
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(origin, forKey: .origin)
        try container.encode(files, forKey: .files)
        try container.encode(lines, forKey: .lines)
        try container.encode(sourceBytes, forKey: .sourceBytes)
        try container.encode(coldSeconds, forKey: .coldSeconds)
        try container.encode(warmSeconds, forKey: .warmSeconds)
        try container.encode(oneFileChangedSeconds, forKey: .oneFileChangedSeconds)
        try container.encodeIfPresent(watchLatencySeconds, forKey: .watchLatencySeconds)
        try container.encode(peakMemoryBytes, forKey: .peakMemoryBytes)
        try container.encode(parseLimitSeconds, forKey: .parseLimitSeconds)
        try container.encodeIfPresent(parseLimitPeakMemoryBytes, forKey: .parseLimitPeakMemoryBytes)
        try container.encodeIfPresent(floor, forKey: .floor)
        try container.encodeIfPresent(renderSeconds, forKey: .renderSeconds)
        try container.encode(coldOverLimit, forKey: .coldOverLimit)
        try container.encode(microsecondsPerFile, forKey: .microsecondsPerFile)
        try container.encode(memoryBudgetBytes, forKey: .memoryBudgetBytes)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        origin = try container.decode(String.self, forKey: .origin)
        files = try container.decode(Int.self, forKey: .files)
        lines = try container.decode(Int.self, forKey: .lines)
        sourceBytes = try container.decode(Int.self, forKey: .sourceBytes)
        coldSeconds = try container.decode(Double.self, forKey: .coldSeconds)
        warmSeconds = try container.decode(Double.self, forKey: .warmSeconds)
        oneFileChangedSeconds = try container.decode(Double.self, forKey: .oneFileChangedSeconds)
        watchLatencySeconds = try container.decodeIfPresent(Double.self, forKey: .watchLatencySeconds)
        peakMemoryBytes = try container.decode(Int.self, forKey: .peakMemoryBytes)
        parseLimitSeconds = try container.decode(Double.self, forKey: .parseLimitSeconds)
        parseLimitPeakMemoryBytes = try container.decodeIfPresent(Int.self, forKey: .parseLimitPeakMemoryBytes)
        floor = try container.decodeIfPresent(ParseFloor.self, forKey: .floor)
        renderSeconds = try container.decodeIfPresent(Double.self, forKey: .renderSeconds)
    }

    init(corpus: Corpus) {
        name = corpus.name
        origin = corpus.origin
        files = corpus.files.count
        lines = corpus.lines
        sourceBytes = corpus.bytes
        coldSeconds = 0
        warmSeconds = 0
        oneFileChangedSeconds = 0
        peakMemoryBytes = 0
        parseLimitSeconds = 0
    }
}

/// The cache's serialization against Foundation's JSON on the same parse results: the hand-written
/// `ParsedFileCoding` that `parse.bin` uses (`model…`).
struct SerializationFigures: Codable {
    var corpus: String
    var files: Int
    var jsonBytes: Int
    var jsonEncodeSeconds: Double
    var jsonDecodeSeconds: Double
    var modelBytes: Int
    var modelEncodeSeconds: Double
    var modelDecodeSeconds: Double
}

enum Clock {
    static func seconds(_ work: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}

/// The parse limit: SwiftParser alone on the same files, one file per work item on all cores.
/// Files are read before the clock starts.
enum ParseLimit {
    static func measure(_ files: [String], rounds: Int = 2) -> Double {
        let texts = files.map { (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "" }
        var best = Double.infinity
        for _ in 0..<rounds {
            best = min(best, Clock.seconds {
                DispatchQueue.concurrentPerform(iterations: texts.count) { index in
                    let tree = Parser.parse(source: texts[index])
                    _ = tree.statements.count
                }
            })
        }
        return best
    }
}

enum SerializationBenchmark {
    static func measure(corpus: Corpus) -> SerializationFigures {
        let parsed: [ParsedFile] = corpus.files.map { path in
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            return SwiftFrontend.parse(SourceFile(path: path, text: text, contentHash: ContentHash.of(text)))
        }
        var json: [Data] = []
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        let jsonEncode = Clock.seconds { json = parsed.map { (try? encoder.encode($0)) ?? Data() } }
        let jsonDecode = Clock.seconds { for data in json { _ = try? decoder.decode(ParsedFile.self, from: data) } }
        var model: [[UInt8]] = []
        let modelEncode = Clock.seconds { model = parsed.map(ParsedFileCoding.encode) }
        var modelDecoded: [ParsedFile?] = []
        let modelDecode = Clock.seconds { modelDecoded = model.map { try? ParsedFileCoding.decode($0) } }
        let modelMismatches = zip(modelDecoded, parsed).count(where: { $0.0 != $0.1 })
        if modelMismatches > 0 { print("warning: \(modelMismatches) parse results did not round-trip through ParsedFileCoding") }
        return SerializationFigures(
            corpus: corpus.name, files: parsed.count,
            jsonBytes: json.reduce(0) { $0 + $1.count }, jsonEncodeSeconds: jsonEncode, jsonDecodeSeconds: jsonDecode,
            modelBytes: model.reduce(0) { $0 + $1.count }, modelEncodeSeconds: modelEncode, modelDecodeSeconds: modelDecode
        )
    }
}
