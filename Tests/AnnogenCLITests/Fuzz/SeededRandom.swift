/// SplitMix64: a small, fast generator whose runs are reproducible from their seed.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// How many cases and which seed: bounded in CI, more with `ANNOGEN_FUZZ_CASES`, reproducible with
/// `ANNOGEN_FUZZ_SEED`.
enum FuzzSettings {
    static var casesPerKind: Int {
        ProcessInfo.processInfo.environment["ANNOGEN_FUZZ_CASES"].flatMap(Int.init) ?? 40
    }

    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["ANNOGEN_FUZZ_SEED"].flatMap(UInt64.init) ?? 20_261_122
    }

    /// The long versions (the 100,000-declaration file) run only when asked.
    static var long: Bool { ProcessInfo.processInfo.environment["ANNOGEN_FUZZ_LONG"] == "1" }
}

import Foundation
