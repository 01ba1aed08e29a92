@testable import AnnogenCore
import Testing

/// `NameTable` answers as a `[String: Int]` of first positions would, through growth, and tells
/// names apart by their bytes.
struct NameTableTests {
    @Test func positionsAreThoseOfADictionaryThroughGrowth() {
        var table = NameTable()
        var reference: [String: Int] = [:]
        for index in 0..<5_000 {
            let name = "API.Endpoint\(index % 3_000).ResponseBody"
            let position = table.insert(name)
            if reference[name] == nil { reference[name] = reference.count }
            #expect(position == reference[name])
        }
        #expect(table.count == reference.count)
        for (name, position) in reference {
            #expect(table[name] == position)
            #expect(table.stored(name) == name)
        }
        #expect(table["API.Endpoint3000.ResponseBody"] == nil)
        #expect(table[""] == nil)
        #expect(table.names == reference.sorted { $0.value < $1.value }.map(\.key))
    }

    @Test func composedAndDecomposedNamesAreTwoNames() {
        var table = NameTable(["caf\u{E9}"])
        #expect(table["cafe\u{301}"] == nil)
        #expect(table.insert("cafe\u{301}") == 1)
        #expect(table["caf\u{E9}"] == 0)
    }
}
