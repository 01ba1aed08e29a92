import Foundation

/// What annogen has under way outside itself: the programs it is running (a Swift template's
/// program, `swiftc`) and the temporary files and folders it holds (a packed model, a program being
/// compiled), so that annogen stopped by a signal stops and removes them too. Foundation's
/// `Process` starts each program in a process group of its own, which a Ctrl-C in the terminal does
/// not reach: a template in an endless loop kept running after annogen was gone. Process-wide, as
/// the programs and the signals are.
public final class RunningWork: @unchecked Sendable {
    /// This process's.
    public static let ofThisProcess = RunningWork()

    private let lock = NSLock()
    private var programs: Set<pid_t> = []
    private var temporaryPaths: Set<String> = []

    func started(_ program: pid_t) { lock.withLock { _ = programs.insert(program) } }
    func ended(_ program: pid_t) { lock.withLock { _ = programs.remove(program) } }
    func holds(_ temporaryPath: String) { lock.withLock { _ = temporaryPaths.insert(temporaryPath) } }
    func released(_ temporaryPath: String) { lock.withLock { _ = temporaryPaths.remove(temporaryPath) } }

    /// Kills each program and its process group (what it started: `swiftc`'s frontends), then
    /// removes the temporary files and folders. SIGKILL, not SIGTERM: a program started from one of
    /// Dispatch's threads inherits its blocked signals, and a template's program or a compile
    /// stopped halfway has nothing to save.
    public func stop() {
        let (programs, paths) = lock.withLock { (self.programs, temporaryPaths) }
        for program in programs {
            kill(program, SIGKILL)
            killpg(program, SIGKILL)
        }
        for path in paths { try? FileManager.default.removeItem(atPath: path) }
    }
}
