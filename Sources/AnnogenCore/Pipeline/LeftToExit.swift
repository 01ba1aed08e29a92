/// Values a process that is about to end keeps instead of freeing: freeing a large model (the types
/// of every file, the cache's memos) only delays the exit, on the main thread.
public enum LeftToExit {
    /// Keeps `value` alive until the process ends.
    public static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Box(value))
    }

    private final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
