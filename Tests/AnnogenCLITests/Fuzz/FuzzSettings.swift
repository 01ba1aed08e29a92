import Foundation

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
