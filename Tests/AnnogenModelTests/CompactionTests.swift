import AnnogenModel
import Testing

/// Parse results are kept for the whole run: their member lists must not keep the room that
/// appending left them.
@Suite struct CompactionTests {
    @Test func arrayGrownByAppendingKeepsOnlyItsElements() {
        var numbers: [Int] = []
        for number in 0..<9 { numbers.append(number) }
        #expect(numbers.capacity > numbers.count)
        let compacted = numbers.compacted()
        #expect(compacted == numbers)
        #expect(compacted.capacity == compacted.count)
    }

    @Test func emptyAndFullArraysStayAsTheyAre() {
        var empty: [Int] = []
        empty.reserveCapacity(10)
        #expect(empty.compacted().capacity == 0)
        // An array without spare room is returned as it is, not copied.
        let full = [1, 2, 3]
        #expect(full.capacity == full.count)
        let same = full.compacted()
        #expect(same == full)
        #expect(same.withUnsafeBufferPointer(\.baseAddress) == full.withUnsafeBufferPointer(\.baseAddress))
    }
}
