/// Damaged copies of a cache payload, for readers that must throw or decode them, never trap.
enum DamagedBytes {
    /// `rounds` copies of `bytes`, the n-th with 1 + n % 4 bytes set to random values.
    static func randomly(_ bytes: [UInt8], rounds: Int) -> [[UInt8]] {
        guard !bytes.isEmpty else { return [] }
        var generator = SystemRandomNumberGenerator()
        return (0..<rounds).map { round in
            var damaged = bytes
            for _ in 0...(round % 4) {
                damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            return damaged
        }
    }
}
