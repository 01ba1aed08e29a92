import AnnogenModel
import Foundation

/// The sources of a run. Every file's text is needed to parse it; after that (`releaseTexts`) only
/// the files that may hold inline blocks (their text has `inline:`) keep it, for the inline stage:
/// every text kept for the whole run was 40 MB of 50,000 files. A file whose text was let go is read
/// again if a block is inserted into it, and must still be what was parsed.
struct LoadedSources {
    /// Every file read until the texts are released; then the files that keep their text.
    private(set) var files: [SourceFile]
    /// Files not read (their stamp was the one recorded, see `KnownSources`): their path and hash,
    /// with an empty text, until the texts are released. None of them may hold inline blocks.
    private(set) var unreadFiles: [SourceFile] = []
    /// Files whose text was let go: path → content hash when it was parsed.
    private var released: [String: StoredHash] = [:]
    /// Positions in `files` by path, once texts are released.
    private var positions: [String: Int] = [:]
    private var textsReleased = false

    init(_ files: [SourceFile], unread: [(path: String, contentHash: String)] = []) {
        self.files = files
        unreadFiles = unread.map { SourceFile(path: $0.path, text: "", contentHash: $0.contentHash) }
    }

    /// How many files were loaded.
    var count: Int { files.count + unreadFiles.count + released.count }

    /// Files that may hold inline blocks: every other file's text has no `inline:`, so no marker.
    static func mayHoldBlocks(_ file: SourceFile) -> Bool { TextSearch.contains(file.text, blockMarker) }

    /// What the text of a file that may hold inline blocks contains.
    static let blockMarker: StaticString = "inline:"

    /// The files that may hold inline blocks, with their texts (once texts are released, exactly the
    /// files kept: they are not searched again).
    var blockHolders: [SourceFile] { textsReleased ? files : files.filter(Self.mayHoldBlocks) }

    /// The files to parse: all of them, or all but the Objective-C headers (libclang is unavailable).
    func parseable(skippingHeaders: Bool) -> [SourceFile] {
        let all = unreadFiles.isEmpty ? files : (files + unreadFiles).sorted { $0.path < $1.path }
        return skippingHeaders ? all.filter { !ParallelParser.isHeader($0) } : all
    }

    /// Lets go of the texts of files that cannot hold inline blocks (call once parsing is done).
    mutating func releaseTexts() {
        guard !textsReleased else { return }
        textsReleased = true
        var kept: [SourceFile] = []
        released.reserveCapacity(released.count + files.count + unreadFiles.count)
        for file in files {
            if Self.mayHoldBlocks(file) {
                positions[file.path] = kept.count
                kept.append(file)
            } else {
                released[file.path] = StoredHash(file.contentHash)
            }
        }
        files = kept
        for file in unreadFiles { released[file.path] = StoredHash(file.contentHash) }
        unreadFiles = []
    }

    /// The files at `paths` (in that order) with their texts: kept, or read again. A file read again
    /// that is no longer what was parsed is left out, skipped (as the writer skips a source that
    /// changed before its write), with an error at its path. Paths that are not sources are left out.
    func files(at paths: [String]) -> (files: [SourceFile], skipped: [String], diagnostics: [Diagnostic]) {
        var result: [SourceFile] = []
        var skipped: [String] = []
        var diagnostics: [Diagnostic] = []
        let positions = textsReleased
            ? self.positions
            : Dictionary(files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        for path in paths {
            if let position = positions[path] {
                result.append(files[position])
            } else if let hash = released[path] {
                let bytes = try? FileContents.read(path).get()
                let current = bytes.map(ContentHash.of)
                guard let bytes, let current, StoredHash(current) == hash, let text = FileContents.text(bytes) else {
                    skipped.append(path)
                    diagnostics.append(OutputWriter.changedWhileRunning(path, deleted: bytes == nil))
                    continue
                }
                result.append(SourceFile(path: path, text: text, contentHash: current))
            }
        }
        return (result, skipped, diagnostics)
    }
}

/// A content hash kept for the whole run: `ContentHash`'s 32 hex digits as two numbers (16 bytes
/// inline instead of a string of ~96 bytes: 4.8 MB of 50,000 files), any other text as it is.
private enum StoredHash: Hashable {
    case digits(UInt64, UInt64)
    case text(String)

    /// Read over the UTF-8 bytes: a run stores the hash of every source (Character tests such as
    /// `isUppercase` look up Unicode properties, a seventh of a watch pass on 10,000 files).
    init(_ hash: String) {
        var numbers: (high: UInt64, low: UInt64) = (0, 0)
        var count = 0
        for byte in hash.utf8 {
            let digit: UInt64
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt64(byte - UInt8(ascii: "a") + 10)
            default:
                self = .text(hash)
                return
            }
            if count < 16 { numbers.high = numbers.high << 4 | digit } else { numbers.low = numbers.low << 4 | digit }
            count += 1
            if count > 32 { break }
        }
        self = count == 32 ? .digits(numbers.high, numbers.low) : .text(hash)
    }
}
