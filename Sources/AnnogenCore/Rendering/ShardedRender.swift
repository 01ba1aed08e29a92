/// One template rendered on all cores. A template's time goes into its loops over types
/// (`{% for type in types.implementing.ResponseBodyType %}`), and an iteration of such a loop writes
/// its text from three things only: the state before the loop, its type and `forloop` (see
/// `LoopMemo`, which keeps iterations between runs for the same reason). So the template is rendered
/// `count` times at once, each render a shard (`LoopMemo.Shard`) writing everything outside those
/// loops and every `count`-th iteration of each; the shards' iterations are then put back in order
/// between the text around the loops.
///
/// A template whose shards do not agree is rendered again in one piece: an iteration that changed
/// state beyond itself (defined a macro, broke an enclosing loop: `LoopMemo` keeps no iterations of
/// such a loop), shards that kept different loops, or text around the loops that differs.
struct ShardedRender {
    /// What one shard rendered, before its whitespace is finished.
    struct Shard {
        /// Its text: everything outside the loops kept, and its own iterations of them.
        var text: String
        /// The loops it kept, each with its own iterations.
        var runs: [LoopRun]
        /// Per loop in `runs`, the bytes of `text` its iterations wrote.
        var spans: [Range<Int>]
    }

    /// The text of the whole template and its loops with every iteration; nil when the shards do not
    /// agree (see above). `shards` are in shard order, each rendered with
    /// `LoopMemo.Shard(index: position, count: shards.count)`.
    static func merge(_ shards: [Shard]) -> (text: String, runs: [LoopRun])? {
        guard let first = shards.first else { return nil }
        let count = shards.count
        let texts = shards.map { Array($0.text.utf8) }
        for shard in shards {
            guard shard.runs.count == first.runs.count, shard.spans.count == first.runs.count,
                  zip(shard.runs, first.runs).allSatisfy({ $0.place == $1.place && $0.count == $1.count && $0.iterations != nil })
            else { return nil }
        }
        // The text around the loops, piece by piece, the same in every shard.
        func pieces(_ shard: Int) -> [ArraySlice<UInt8>]? {
            var result: [ArraySlice<UInt8>] = []
            var start = 0
            for span in shards[shard].spans {
                guard span.lowerBound >= start, span.upperBound <= texts[shard].count else { return nil }
                result.append(texts[shard][start..<span.lowerBound])
                start = span.upperBound
            }
            result.append(texts[shard][start...])
            return result
        }
        guard let frame = pieces(0) else { return nil }
        for shard in 1..<count {
            guard let other = pieces(shard), other.elementsEqual(frame) else { return nil }
        }

        var bytes: [UInt8] = []
        bytes.reserveCapacity(texts.reduce(0) { $0 + $1.count })
        var runs: [LoopRun] = []
        for (ordinal, run) in first.runs.enumerated() {
            bytes.append(contentsOf: frame[ordinal])
            var iterations: [LoopIteration] = []
            iterations.reserveCapacity(run.count)
            // Iteration `index` is the shard `index % count`'s `index / count`-th; a shard stops at an
            // iteration that breaks the loop, and so does the whole.
            for index in 0..<run.count {
                guard let own = shards[index % count].runs[ordinal].iterations, index / count < own.count else { return nil }
                let iteration = own[index / count]
                bytes.append(contentsOf: iteration.text.utf8)
                iterations.append(iteration)
                if iteration.stops { break }
            }
            runs.append(LoopRun(place: run.place, count: run.count, iterations: iterations))
        }
        bytes.append(contentsOf: frame[first.runs.count])
        return (String(decoding: bytes, as: UTF8.self), runs)
    }
}
