import Foundation

/// Hands memory the run has freed back to the system between stages. The allocator keeps freed
/// pages in the process (parsed texts, the composer's tables); the next stage's allocations then
/// land above them, and the resident size grows by what was freed and not reused (~35 MB after
/// composing 50,000 files). Where the allocator cannot be asked, this does nothing.
enum FreedMemory {
    static func release() {
        #if os(Linux)
        // glibc's `malloc_trim(0)`: gives back every free page, not only the top of the heap. It is
        // not in Swift's Glibc module, so it is looked up by name (absent with another C library).
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        let trim = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        _ = trim(0)
        #endif
    }
}
