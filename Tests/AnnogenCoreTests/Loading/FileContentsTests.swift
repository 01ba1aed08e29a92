@testable import AnnogenCore
import AnnogenTestSupport
import Foundation
import Testing

/// Sources are read with `open` and `read`: the same bytes and text as Foundation's reading gave,
/// and a reason when there are none.
@Suite struct FileContentsTests {
    private func written(_ bytes: [UInt8], in folder: TemporaryFolder) -> String {
        let path = folder.file("F.swift")
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    @Test(arguments: [
        Array("struct A {}\n".utf8),
        [],
        // A leading byte order mark: in the hash, not in the text (as `String(data:encoding:)`).
        [0xEF, 0xBB, 0xBF] + Array("let a = 1\n".utf8),
        Array("let é = \"ü\" // 日本\r\n".utf8),
        // Larger than the first read's buffer would be for a small file.
        Array(String(repeating: "let x = 1 // padding\n", count: 20_000).utf8),
    ])
    func readsWhatFoundationReads(bytes: [UInt8]) throws {
        let folder = TemporaryFolder()
        let path = written(bytes, in: folder)
        let read = try FileContents.read(path).get()
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(read == Array(data))
        #expect(FileContents.text(read) == String(data: data, encoding: .utf8))
        #expect(ContentHash.of(read) == ContentHash.of(data))
        if case .success(let source) = SourceRead.read(path) {
            #expect(source.text == String(data: data, encoding: .utf8))
            #expect(source.hash == ContentHash.of(data))
        } else {
            Issue.record("\(path) was not read")
        }
    }

    @Test func invalidUTF8HasNoText() throws {
        let folder = TemporaryFolder()
        let path = written([0x61, 0xFF, 0x62], in: folder)
        #expect(FileContents.text(try FileContents.read(path).get()) == nil)
        guard case .failure(let problem) = SourceRead.read(path) else {
            Issue.record("invalid UTF-8 was read")
            return
        }
        #expect(problem.message == "source file is not valid UTF-8; skipped")
    }

    /// A file longer than its size said when it was opened (one that grew meanwhile, or a `/proc`
    /// file, whose size is 0) is read to its end.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/version")))
    func aFileLongerThanItsSizeIsReadWhole() throws {
        let read = try FileContents.read("/proc/version").get()
        let data = try Data(contentsOf: URL(fileURLWithPath: "/proc/version"))
        #expect(read.count > 1)
        #expect(read == Array(data))
    }

    /// A FIFO is refused without waiting for a writer; so is anything else that is not a file.
    @Test func aFIFOIsNotRead() {
        let folder = TemporaryFolder()
        let path = folder.file("Pipe.swift")
        #expect(mkfifo(path, 0o644) == 0)
        #expect(FileContents.read(path) == .failure(FileContents.Failure(reason: "not a regular file")))
    }

    @Test func aMissingFileOrAFolderSaysWhy() {
        let folder = TemporaryFolder()
        #expect(FileContents.read(folder.file("Missing.swift")) == .failure(FileContents.Failure(code: ENOENT)))
        #expect(FileContents.read(folder.path) == .failure(FileContents.Failure(code: EISDIR)))
        guard case .failure(let problem) = SourceRead.read(folder.file("Missing.swift")) else {
            Issue.record("a missing file was read")
            return
        }
        #expect(problem.message == "cannot read source file: No such file or directory")
    }
}
