import AnnogenCore
import Foundation

/// What annogen does on SIGINT (Ctrl-C), SIGTERM or SIGHUP: stops the programs it is running and
/// removes its temporary files (see `RunningWork`), then exits with `status(signal)`. The signals
/// are handled on a queue of their own, so one that comes during a pass (a template's program in an
/// endless loop) is not left waiting for the pass to end. Outputs are never half written: each is
/// renamed into place.
enum TerminationSignals {
    /// Handles the signals from now on; keep the sources for as long as they should be handled.
    static func handle(status: @escaping @Sendable (Int32) -> Int32) -> [any DispatchSourceSignal] {
        let queue = DispatchQueue(label: "annogen.signals")
        return [SIGINT, SIGTERM, SIGHUP].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                RunningWork.ofThisProcess.stop()
                exit(status(number))
            }
            source.resume()
            return source
        }
    }
}
