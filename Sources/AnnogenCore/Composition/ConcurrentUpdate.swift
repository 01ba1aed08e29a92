import Foundation

/// Changes every element of an array in place, on all cores: the array is cut into contiguous runs,
/// each run changed by one work item. `change` may read shared values but must touch no element
/// other than the one it is given (each element is written by exactly one thread).
enum ConcurrentUpdate {
    /// Runs per core: enough that a run of large elements does not leave the other core idle.
    private static let runsPerCore = 16

    /// With a value of `state`'s making for each run, which the run's changes share (a table that
    /// lets the elements of a run share equal values, say).
    static func each<Element, State>(
        _ array: inout [Element], state: () -> State, _ change: (Int, inout Element, inout State) -> Void
    ) {
        let count = array.count
        guard count > 1 else {
            var local = state()
            for index in array.indices { change(index, &array[index], &local) }
            return
        }
        let runs = min(count, ProcessInfo.processInfo.activeProcessorCount * runsPerCore)
        array.withUnsafeMutableBufferPointer { buffer in
            let elements = SharedBuffer(buffer: buffer)
            withoutActuallyEscaping(change) { change in
                withoutActuallyEscaping(state) { state in
                    let shared = SharedClosure(change: change, state: state)
                    DispatchQueue.concurrentPerform(iterations: runs) { run in
                        var local = shared.state()
                        let start = count * run / runs
                        let end = count * (run + 1) / runs
                        for index in start..<end { shared.change(index, &elements.buffer[index], &local) }
                    }
                }
            }
        }
    }

    /// The array's storage, shared by the work items; each writes only its own run of elements.
    private struct SharedBuffer<Element>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Element>
    }

    /// The change, called from every work item; it reads only values nobody writes meanwhile.
    private struct SharedClosure<Element, State>: @unchecked Sendable {
        let change: (Int, inout Element, inout State) -> Void
        let state: () -> State
    }
}
