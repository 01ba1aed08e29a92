@testable import AnnogenCore
import Testing

/// `KnownSources.Builder`: the entries taken, in the order taken, whether they are the recorded ones
/// in order (then nothing is copied) or not.
@Suite struct KnownSourcesBuilderTests {
    private static let recorded = KnownSources(entries: (0..<5).map {
        KnownSources.Entry(path: "S/\($0).swift", stamp: SourceStamp(device: 1, inode: UInt64($0), size: 2, modified: 3, changed: 4),
                           contentHash: "h\($0)")
    })
    private static let new = KnownSources.Entry(path: "S/new.swift", stamp: SourceStamp(device: 1, inode: 9, size: 2, modified: 3, changed: 4),
                                                contentHash: nil, mayHoldBlocks: true)

    /// `take` indices, `nil` for `add(new)`.
    private static func build(_ steps: [Int?]) -> [KnownSources.Entry] {
        var builder = KnownSources.Builder(recorded)
        for step in steps {
            if let index = step { builder.take(index) } else { builder.add(new) }
        }
        return builder.result.entries
    }

    @Test(arguments: [[0, 1, 2, 3, 4], [], [0, 1, 2], [1, 2, 3, 4], [0, 2, 4], [0, 1, nil, 2, 3, 4], [nil], [0, 1, 2, 3, 4, nil], [3], [0, 0]]
              as [[Int?]])
    func entriesAreTheOnesTakenInOrder(_ steps: [Int?]) {
        let expected = steps.map { $0.map { Self.recorded.entries[$0] } ?? Self.new }
        #expect(Self.build(steps) == expected)
    }

    @Test func takingEveryRecordedEntryGivesTheRecordedArray() {
        var builder = KnownSources.Builder(Self.recorded)
        for index in 0..<5 { builder.take(index) }
        let result = builder.result.entries
        #expect(result == Self.recorded.entries)
        result.withUnsafeBufferPointer { taken in
            Self.recorded.entries.withUnsafeBufferPointer { #expect(taken.baseAddress == $0.baseAddress) }
        }
    }
}
