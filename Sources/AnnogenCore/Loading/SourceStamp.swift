import Foundation

/// What `stat` says of a source file, as a run compares it with the last run's: a file whose stamp
/// is the one recorded then still holds what was read then, and is not read again (see
/// `KnownSources`). Device and inode change when a file is replaced by a rename (how many editors
/// save), size and modification time with an edit, the status-change time with anything else done
/// to the file (`touch -m` back to an old time, a permission change).
struct SourceStamp: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    /// Nanoseconds since 1970.
    var modified: Int64
    /// Nanoseconds since 1970.
    var changed: Int64

    /// How long a stamp must be older than the moment it was taken to be trusted. A file written
    /// again within its file system's timestamp granularity (up to 2 s on some) after it was read
    /// could keep its stamp with other contents; such a file is read again by the next run
    /// (git's "racily clean" entries).
    static let settlingNanoseconds: Int64 = 3_000_000_000

    init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    init(_ info: stat) {
        #if canImport(Darwin)
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #else
        let modified = info.st_mtim, changed = info.st_ctim
        #endif
        self.init(
            device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
            size: Int64(info.st_size),
            modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
            changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec)
        )
    }

    /// True when the file was last touched well before `now` (nanoseconds since 1970): its stamp
    /// can stand for its contents.
    func isSettled(at now: Int64) -> Bool {
        max(modified, changed) < now - Self.settlingNanoseconds
    }

    /// Now, in the stamps' terms.
    static func now() -> Int64 {
        Int64(Date().timeIntervalSince1970 * 1_000_000_000)
    }
}

/// The sources a successful run read, with their stamps and content hashes, in path order: the
/// next run takes the hash of a source whose stamp is unchanged (and settled) from here instead of
/// reading the file, so a run on unchanged sources reads none of them.
///
/// `run.bin` holds them as `RunRecordCoding` writes them (paths sharing their prefix with the one
/// before, stamps as fixed-width numbers): the record is read on every run.
struct KnownSources: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        var path: String
        var stamp: SourceStamp
        /// Nil for a file annogen generated (left out of the sources).
        var contentHash: String?
        /// Whether its text may hold inline blocks (`LoadedSources.mayHoldBlocks`): such a file is
        /// read on every run that renders, its stamp notwithstanding.
        var mayHoldBlocks = false
    }

    /// Sorted by path (the loader's order).
    var entries: [Entry] = []

    init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// The entries of a load, built from the recorded ones: while the entries taken are the
    /// recorded ones in their order nothing is copied (a run where nothing changed ends with the
    /// recorded array itself, which also compares equal to it at once); from the first other entry
    /// on, a new array.
    struct Builder {
        private let recorded: [Entry]
        /// How many of `recorded`'s first entries were taken, in order, while `entries` is nil.
        private var taken = 0
        private var entries: [Entry]?

        init(_ recorded: KnownSources) {
            self.recorded = recorded.entries
        }

        /// Takes the recorded entry at `index`.
        mutating func take(_ index: Int) {
            guard entries != nil || index != taken else {
                taken += 1
                return
            }
            add(recorded[index])
        }

        mutating func add(_ entry: Entry) {
            if entries == nil {
                var copied = Array(recorded[..<taken])
                copied.reserveCapacity(recorded.count)
                entries = copied
            }
            entries?.append(entry)
        }

        var result: KnownSources {
            KnownSources(entries: entries ?? (taken == recorded.count ? recorded : Array(recorded[..<taken])))
        }
    }
}
