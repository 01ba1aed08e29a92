import ArgumentParser
import Foundation

// Exit codes: 0 ok, 1 errors in the inputs or stale outputs (--check), 2 usage.
do {
    var command = try Annogen.parseAsRoot()
    try command.run()
} catch let code as ExitCode {
    exit(code.rawValue)
} catch {
    let code = Annogen.exitCode(for: error)
    if code == .success { Annogen.exit(withError: error) }
    FileHandle.standardError.write(Data((Annogen.fullMessage(for: error) + "\n").utf8))
    exit(code == .validationFailure ? 2 : 1)
}
