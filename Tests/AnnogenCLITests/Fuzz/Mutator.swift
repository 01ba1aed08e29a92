import Foundation
import AnnogenTestSupport

/// Byte- and token-level mutations of a text, the kind of damage editors, merges and bad tools do.
struct Mutator {
    var random: SeededRandom

    /// One to three random mutations.
    mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            result = mutateOnce(result)
        }
        return result
    }

    private mutating func mutateOnce(_ bytes: [UInt8]) -> [UInt8] {
        guard !bytes.isEmpty else { return randomBytes(8) }
        var result = bytes
        let tokens = tokenRanges(bytes)
        switch Int.random(in: 0..<8, using: &random) {
        case 0 where !tokens.isEmpty: // delete a token
            result.removeSubrange(tokens[Int.random(in: 0..<tokens.count, using: &random)])
        case 1 where !tokens.isEmpty: // duplicate a token
            let range = tokens[Int.random(in: 0..<tokens.count, using: &random)]
            result.insert(contentsOf: Array(bytes[range]), at: range.upperBound)
        case 2 where tokens.count > 1: // swap two tokens
            let a = tokens[Int.random(in: 0..<tokens.count, using: &random)]
            let b = tokens[Int.random(in: 0..<tokens.count, using: &random)]
            guard a.upperBound <= b.lowerBound else { return result }
            let first = Array(bytes[a]), second = Array(bytes[b])
            result.replaceSubrange(b, with: first)
            result.replaceSubrange(a, with: second)
        case 3: // truncate
            result = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &random)))
        case 4: // random bytes, possibly invalid UTF-8
            let at = Int.random(in: 0...bytes.count, using: &random)
            result.insert(contentsOf: randomBytes(Int.random(in: 1...16, using: &random)), at: at)
        case 5: // a structural character where it hurts
            let at = Int.random(in: 0...bytes.count, using: &random)
            let pick = Array("{}()[]<>\"'/*\n:,=#@`\\".utf8)
            result.insert(pick[Int.random(in: 0..<pick.count, using: &random)], at: at)
        case 6: // delete a line
            let lines = lineRanges(bytes)
            if let line = lines.randomElement(using: &random) { result.removeSubrange(line) }
        default: // duplicate a line
            let lines = lineRanges(bytes)
            if let line = lines.randomElement(using: &random) {
                result.insert(contentsOf: Array(bytes[line]), at: line.lowerBound)
            }
        }
        return result
    }

    mutating func randomBytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
    }

    /// Runs of identifier characters and single other non-space bytes.
    private func tokenRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        func isWord(_ b: UInt8) -> Bool { (b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 32 || byte == 10 || byte == 9 || byte == 13 { index += 1; continue }
            let start = index
            if isWord(byte) {
                while index < bytes.count, isWord(bytes[index]) { index += 1 }
            } else {
                index += 1
            }
            ranges.append(start..<index)
        }
        return ranges
    }

    private func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 10 {
            ranges.append(start..<(index + 1))
            start = index + 1
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
        return ranges
    }
}
