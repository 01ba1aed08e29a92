import AnnogenModel

/// Definitions from several files joined into one GraphQL source, so that the schema is built from
/// all its files and operations are validated with the fragments of other files; each piece
/// remembers where it came from, so an offset into the joined text is a place in its own file.
struct CombinedText {
    struct Piece {
        var file: Int
        var fileStart: Int
        var start: Int
        var length: Int
    }

    private(set) var text = ""
    private(set) var pieces: [Piece] = []
    private var utf8Count = 0

    /// Appends `slice` (UTF-8 offsets `fileStart..<fileStart + slice.utf8.count` of file `file`).
    mutating func append(_ slice: String, file: Int, fileStart: Int) {
        let length = slice.utf8.count
        pieces.append(Piece(file: file, fileStart: fileStart, start: utf8Count, length: length))
        text += slice
        text += "\n\n"
        utf8Count += length + 2
    }

    /// The offset in the joined text of a 1-based line and column in it (GraphQL's places).
    func offset(line: Int, column: Int) -> Int {
        var current = 1
        var offset = 0
        for byte in text.utf8 {
            if current == line { break }
            offset += 1
            if byte == 0x0A { current += 1 }
        }
        return offset + column - 1
    }

    /// The file and the offset in it of `offset` in the joined text.
    func origin(of offset: Int) -> (file: Int, offset: Int)? {
        var low = 0, high = pieces.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let piece = pieces[mid]
            if offset < piece.start { high = mid - 1 }
            else if offset > piece.start + piece.length { low = mid + 1 }
            else { return (piece.file, piece.fileStart + offset - piece.start) }
        }
        return pieces.last.map { ($0.file, $0.fileStart + $0.length) }
    }
}

/// Line and column (1-based, columns in UTF-8 bytes) of UTF-8 offsets into one file's text.
struct LineTable {
    private let starts: [Int]

    /// A line starts after `\n`, and after a `\r` that no `\n` follows.
    init(_ text: String) {
        let bytes = Array(text.utf8)
        var starts = [0]
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                starts.append(index + 1)
            }
        }
        self.starts = starts
    }

    func location(of offset: Int, path: String) -> SourceLocation {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(path: path, line: low + 1, column: offset - starts[low] + 1)
    }
}
