@testable import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// `FolderWalk` lists folders on two threads: what it finds must be what a plain recursive listing
/// finds, and what one thread finds, problems and their order included.
@Suite struct FolderWalkTests {
    /// A tree with nested folders, hidden files and folders, `.build`, a documentation catalog,
    /// files that are not sources, symlinks to a file and to a folder outside the tree, and enough
    /// folders that both threads list some.
    private static func tree() throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        for module in 0..<12 {
            for file in 0..<(module % 4 + 1) {
                folder.write("Root/Module\(module)/File\(file).swift", "struct S\(module)_\(file) {}\n")
                folder.write("Root/Module\(module)/Nested/Deeper\(file)/Leaf\(file).swift", "")
            }
            folder.write("Root/Module\(module)/Header.h", "")
            folder.write("Root/Module\(module)/notes.txt", "")
        }
        for path in ["Root/.Hidden.swift", "Root/.git/Inside.swift", "Root/.build/debug/Built.swift", "Root/Module1/.swiftpm/X.swift",
                     "Root/Kit.docc/Step1.swift", "Root/Module2/Guide.docc/Resources/Step2.swift", "Root/A-B.swift", "Root/A/B.swift",
                     "Root/A0.swift", "Root/Ü/Ö.swift", "Root/Empty.swift/Inner.swift", "Outside/Linked/Far.swift"] {
            folder.write(path, "")
        }
        try FileManager.default.createDirectory(atPath: folder.file("Root/EmptyFolder"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("Root/Module3/Alias.swift"), withDestinationPath: "File0.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.file("Root/Outside"), withDestinationPath: "../Outside/Linked")
        return folder
    }

    /// The source files under `root` by a plain recursive listing through FileManager, following
    /// symlinks: what `FolderWalk` should find on a tree where no folder is reached twice.
    private static func reference(_ root: String, extensions: Set<String>) throws -> [String] {
        var result: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: root) where !name.hasPrefix(".") {
            let path = root + "/" + name
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                if (name as NSString).pathExtension != "docc" { result += try reference(path, extensions: extensions) }
            } else if extensions.contains((name as NSString).pathExtension) {
                result.append(path)
            }
        }
        return result
    }

    private static func walk(_ root: String, threads: Int, extensions: Set<String> = ["swift", "h"])
        -> (paths: [String], stamps: [SourceStamp?], diagnostics: [Diagnostic]) {
        let walked = FolderWalk(extensions: extensions, threads: threads).files(under: root)
        return (walked.files.map(\.path), walked.files.map(\.stamp), walked.diagnostics)
    }

    @Test(arguments: [1, 2, 4]) func findsWhatARecursiveListingFinds(threads: Int) throws {
        let folder = try Self.tree()
        let root = folder.file("Root")
        let walked = Self.walk(root, threads: threads)
        #expect(walked.diagnostics == [])
        let expected = try Self.reference(root, extensions: ["swift", "h"]).sorted()
        #expect(walked.paths.sorted() == expected)
        #expect(walked.paths.contains(root + "/Outside/Far.swift"))
        #expect(walked.paths.contains(root + "/Module3/Alias.swift"))
        #expect(!walked.paths.contains { $0.contains("/.") || $0.contains(".docc/") || $0.hasSuffix(".txt") })
        // Each stamp is the file's own.
        for (path, stamp) in zip(walked.paths, walked.stamps) {
            #expect(stamp == FileKind.inspect(path).stamp, "\(path)")
        }
        let headers = try Self.reference(root, extensions: ["h"]).sorted()
        #expect(Self.walk(root, threads: threads, extensions: ["h"]).paths.sorted() == headers)
        #expect(Self.walk(root, threads: 1).paths == walked.paths)
    }

    @Test func aRootSpelledWithATrailingSlashOrAsTheWorkingFolderIsWalkedAlike() throws {
        let folder = try Self.tree()
        let root = folder.file("Root")
        let plain = Self.walk(root, threads: 2).paths
        #expect(Self.walk(root + "/", threads: 2).paths == plain)
    }

    /// Problems come in the order one thread meets them, however the threads share the folders:
    /// unreadable sources (a dangling symlink, a FIFO) and symlink loops in several folders.
    @Test func problemsComeInTheOrderOfAWalkOnOneThread() throws {
        let folder = try Self.tree()
        let root = folder.file("Root")
        for module in [0, 5, 7, 11] {
            try FileManager.default.createSymbolicLink(atPath: folder.file("Root/Module\(module)/Gone.swift"), withDestinationPath: "Missing.swift")
            try FileManager.default.createSymbolicLink(atPath: folder.file("Root/Module\(module)/Nested/Loop"), withDestinationPath: "Loop")
            #expect(mkfifo(folder.file("Root/Module\(module)/Nested/Pipe.swift"), 0o644) == 0)
        }
        let one = Self.walk(root, threads: 1)
        // Depth first, the last subfolder first: Module9 … Module2, then Module11, Module10 … Module0;
        // each folder's own problems in name order before its subfolders'.
        let expected = [7, 5, 11, 0].flatMap { module in
            [("Module\(module)/Gone.swift", "a symlink whose target does not exist"), ("Module\(module)/Nested/Loop", FileKind.loop),
             ("Module\(module)/Nested/Pipe.swift", "a FIFO, not a regular file")]
        }
        #expect(one.diagnostics.map(\.description) == expected.map { "\(root)/\($0.0):1:1: error: cannot read source file: \($0.1)" })
        for _ in 0..<20 {
            let two = Self.walk(root, threads: 2)
            #expect(two.diagnostics == one.diagnostics)
            #expect(two.paths == one.paths)
        }
    }

    /// A folder reached again through a symlink is walked once, through the path one thread
    /// walking depth first reaches first, however many threads list folders.
    @Test func aFolderReachedTwiceIsWalkedOnceThroughTheSamePath() throws {
        let folder = try Self.tree()
        let root = folder.file("Root")
        let before = try Self.reference(root, extensions: ["swift", "h"])
        try FileManager.default.createSymbolicLink(atPath: folder.file("Root/Module4/Nested/Up"), withDestinationPath: "../..")
        try FileManager.default.createSymbolicLink(atPath: folder.file("Root/Module9/Twin"), withDestinationPath: "../Module2")
        let one = Self.walk(root, threads: 1)
        #expect(one.diagnostics == [])
        // Module9/Twin is listed before Module2 (the last subfolder first): Module2's files are found
        // there, and Up leads back to the root, which was listed first.
        let moved = before.map { $0.replacingOccurrences(of: root + "/Module2/", with: root + "/Module9/Twin/") }
        #expect(one.paths.sorted() == moved.sorted())
        for _ in 0..<10 {
            let two = Self.walk(root, threads: 2)
            #expect(two.paths == one.paths)
            #expect(two.diagnostics == one.diagnostics)
        }
    }

    /// A folder's files come in the order `String` sorts their names, whether its names are all
    /// ASCII (sorted by their first 8 bytes first) or not.
    @Test(arguments: [false, true]) func aFolderListsItsFilesInNameOrder(withNonASCIIName: Bool) {
        let folder = TemporaryFolder()
        var names = ["FileName1.swift", "FileName10.swift", "FileName2.swift", "FileNam.swift", "FileName.swift", "Filename.swift",
                     "A-B.swift", "A0.swift", "AB.swift", "Ab.swift", "a.swift", "Z.swift", "12345678.swift", "1234567.swift",
                     "12345678A.swift", "_.swift", "~.swift", "FileName1.h", "x.h"]
        if withNonASCIIName { names += ["É.swift", "Éa.swift", "E\u{301}b.swift"] }
        for name in names { folder.write("Root/\(name)", "") }
        let walked = Self.walk(folder.file("Root"), threads: 1).paths
        #expect(walked == names.map { folder.file("Root") + "/" + $0 }.sorted())
        #expect(walked.map { ($0 as NSString).lastPathComponent } == names.sorted())
    }

    /// What a run does meanwhile (read its record) runs once, on the calling thread, also when the
    /// walk is done again on one thread.
    @Test(arguments: [1, 2]) func meanwhileRunsOnce(threads: Int) throws {
        let folder = try Self.tree()
        try FileManager.default.createSymbolicLink(atPath: folder.file("Root/Module9/Twin"), withDestinationPath: "../Module2")
        for root in [folder.file("Root"), folder.file("Root/Module0"), folder.file("Missing")] {
            var calls = 0
            let caller = Thread.current
            let walked = FolderWalk(extensions: ["swift"], threads: threads).files(under: root) {
                calls += 1
                #expect(Thread.current == caller)
            }
            #expect(calls == 1)
            #expect(walked.files.map(\.path) == Self.walk(root, threads: 1, extensions: ["swift"]).paths)
        }
    }

    @Test func aFolderThatCannotBeOpenedIsAnError() {
        let folder = TemporaryFolder()
        let walked = Self.walk(folder.file("Missing"), threads: 2)
        #expect(walked.paths == [])
        #expect(walked.diagnostics.map(\.message) == ["cannot read folder: \(folder.file("Missing"))"])
    }
}

/// `NameEndings` answers as `PathText.pathExtension` would, for plain extensions and others.
@Suite struct NameEndingsTests {
    @Test(arguments: [["swift", "h"], ["h"], ["swift", "pb.swift"], ["", "swift"], ["yaml", "yml", "json"], []] as [Set<String>])
    func answersAsPathExtension(_ extensions: Set<String>) {
        let endings = NameEndings(extensions)
        for name in ["A.swift", "A.SWIFT", "A.swift.h", "A.h", "h", "swift", "Ah", "Aswift", "A..swift", "A.pb.swift", "A.", "A", "Kit.docc",
                     "a.b.c", "Ü.swift", "spec.yaml", "spec.yml", "x.json", "A.swiftx", "A.hh", "🙂.h"] {
            #expect(endings.isSource(name) == extensions.contains(PathText.pathExtension(name)), "\(name) of \(extensions)")
        }
        #expect(NameEndings.isCatalog("Kit.docc") && NameEndings.isCatalog("A.b.docc") && !NameEndings.isCatalog("docc"))
    }
}
