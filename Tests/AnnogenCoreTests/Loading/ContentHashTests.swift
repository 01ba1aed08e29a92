import AnnogenCore
import Foundation
import Testing

@Suite struct ContentHashTests {
    @Test func sameContentSameHashAndEveryByteCounts() {
        let text = "struct Product {\n    let id: Int\n}\n"
        #expect(ContentHash.of(text) == ContentHash.of(Data(text.utf8)))
        #expect(ContentHash.of(text).count == 32)
        var seen = Set([ContentHash.of(text)])
        // Changing, adding or removing any one byte (in the words and in the tail) changes the hash.
        let bytes = Array(text.utf8)
        for index in bytes.indices {
            var changed = bytes
            changed[index] ^= 1
            #expect(seen.insert(ContentHash.of(Data(changed))).inserted, "byte \(index)")
        }
        #expect(seen.insert(ContentHash.of(Data(bytes.dropLast()))).inserted)
        #expect(seen.insert(ContentHash.of(Data(bytes + [0]))).inserted)
        #expect(ContentHash.of("") != ContentHash.of("\0"))
    }
}

@Suite struct ContentHashOfBytesTests {
    /// The run's key hashes its text as bytes: the same hash as the text or `Data` of them, for every
    /// length around the hash's 8-byte words.
    @Test func bytesHashAsTheirTextAndData() {
        let text = "Sources/Ü.swift\u{0}0123456789abcdef0123456789abcdef\n"
        for length in 0...text.utf8.count {
            let bytes = Array(text.utf8.prefix(length))
            #expect(ContentHash.of(bytes) == ContentHash.of(Data(bytes)), "\(length) bytes")
        }
        #expect(ContentHash.of(Array(text.utf8)) == ContentHash.of(text))
    }
}
