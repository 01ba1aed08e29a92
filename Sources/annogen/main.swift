import ArgumentParser
import Foundation

// Exit codes: 0 ok, 1 errors in the inputs or stale outputs (--check), 2 usage, 128 + the signal
// when stopped by one.
do {
    var command = try Annogen.parseAsRoot()
    // Stopped by a signal, annogen stops what it runs and exits 128 + the signal, as a shell reports
    // it; `watch` stops with 0 (Ctrl-C is how it ends).
    let watching = command is WatchCommand
    let signals = TerminationSignals.handle(status: { watching ? 0 : 128 + $0 })
    try command.run()
    withExtendedLifetime(signals) {}
} catch let code as ExitCode {
    exit(code.rawValue)
} catch {
    let code = Annogen.exitCode(for: error)
    if code == .success { Annogen.exit(withError: error) }
    FileHandle.standardError.write(Data((Annogen.fullMessage(for: error) + "\n").utf8))
    exit(code == .validationFailure ? 2 : 1)
}
