@testable import AnnogenCore
import AnnogenModel
import AnnogenSwiftFrontend
import AnnogenTestSupport
import Foundation
import Testing

/// `ParsedFileCoding`, the parse cache's hand-written encoding: every field of real and made-up
/// parse results comes back, and damaged input throws instead of trapping.
@Suite struct ModelCodingTests {
    static func parsed(_ path: String, _ text: String) -> ParsedFile {
        SwiftFrontend.parse(SourceFile(path: path, text: text, contentHash: ContentHash.of(text)))
    }

    /// Every Swift file of the sample API and the golden cases, and annogen's own sources.
    static let realFiles: [ParsedFile] = {
        let folders = ["SampleAPI", "MixedSample/Sources", "Tests/Golden", "Sources"]
        var files: [ParsedFile] = []
        for folder in folders {
            let root = repositoryRoot + "/" + folder
            guard let enumerator = FileManager.default.enumerator(atPath: root) else { continue }
            for case let relative as String in enumerator where relative.hasSuffix(".swift") {
                guard let text = try? String(contentsOfFile: root + "/" + relative, encoding: .utf8) else { continue }
                files.append(parsed(folder + "/" + relative, text))
            }
        }
        return files.sorted { $0.path < $1.path }
    }()

    /// Every type shape, attributes and modifiers, generics, enum cases, subscripts, annotations of
    /// every kind a comment can hold, documentation, and a declaration left open (a syntax error).
    static let handWritten = #"""
        import Foundation

        /// A product.
        /// Second line of documentation.
        // gen: AutoEquatable, mockFile = "mocks/a.json", retries = 3, ratio = 2.5, enabled = false
        // gen:decoding: key = "snake", depth = 2
        // gen: owner = "ana"
        // gen: owner = "bo"
        @MainActor @available(iOS 15, *)
        public final class Product<T: Codable, U>: NSObject, Sendable where T: Hashable, U == [T] {
            public private(set) var id: Int = 0
            let name: String?
            var forced: String!
            lazy var list: [Int] = []
            static let table: [String: [Int?]] = [:]
            let pair: (first: Int, String)
            let labelled: (x: Double, y: Double)?
            let handler: @escaping @Sendable (Int, String) async throws -> Result<T, Error>
            let composed: Codable & Sendable
            let opaque: some Collection = [1]
            let existential: any Error
            var computed: Int { get async throws { 1 } }
            var settable: Int { get { 1 } set {} }
            final let inferred = "text"
            // gen: jsonKey = "user_name"
            @SafeOptionalDecodable var userName: String?

            public required init?(id: Int = 1, _ name: String, values: Int..., into target: inout [String]) throws {}
            convenience init() { self.init(id: 1, "", into: &[]) }
            deinit {}

            @discardableResult
            public static func load<V: Decodable>(_ id: Int, completion: @escaping (Result<V, Error>) -> Void) async rethrows -> [String: V] where V: Sendable { [:] }
            class func make() throws(DecodingError) -> Self { fatalError() }
            mutating func bump() {}

            public subscript<K: Hashable>(key: K, default value: Int = 0) -> Int? { get { nil } set {} }
            static subscript(index: Int) -> String { "" }

            typealias Handler = (Int) -> Void
            public typealias Pair<A> = (A, A)
        }

        protocol Store: AnyObject {
            associatedtype Element: Equatable
            associatedtype Key = String
            func element(for key: Key) -> Element?
        }

        enum Choice: String, CaseIterable {
            /// The first.
            case first = "one", second
            // gen: deprecated
            case third = "3"
        }

        indirect enum Tree<Value> {
            case leaf
            case node(left: Tree, value: Value, right: Tree = .leaf)
            indirect case pair(Tree, Int)
        }

        actor Counter { var count = 0 }

        extension Product: Equatable where T: Equatable {
            fileprivate static func == (lhs: Product, rhs: Product) -> Bool { true }
        }

        package struct Internal {}
        private struct Hidden {}

        typealias Callback = (Int) -> Void

        struct Broken {
            func open(
        """#

    @Test func realParseResultsRoundTrip() throws {
        let files = Self.realFiles
        #expect(files.count > 100, "found the sources")
        for file in files {
            let bytes = ParsedFileCoding.encode(file)
            #expect(try ParsedFileCoding.decode(bytes) == file, "\(file.path)")
            #expect(ParsedFileCoding.encode(try ParsedFileCoding.decode(bytes)) == bytes, "\(file.path): encoding is deterministic")
            // As the parse cache reads them: the stored flags give the same declarations.
            #expect(try ParsedFileCoding.decode(bytes, checkingDeclarations: false) == file, "\(file.path), unchecked")
        }
    }

    /// Bytes taken as stored (`init(path:bytes:storedFlags:)`) are the packed declaration, flags
    /// included; a kind code or flags this build does not write are refused all the same.
    @Test func storedFlagsGiveTheSameDeclaration() throws {
        for type in Self.everythingTypes {
            let packed = PackedTypeDecl(type)
            let stored = try PackedTypeDecl(path: packed.path, bytes: packed.bytes, storedFlags: packed.storedFlags)
            #expect(stored == packed)
            #expect(stored.hasAnyAnnotations == packed.hasAnyAnnotations && stored.isConditional == packed.isConditional)
            #expect(stored.hasRestrictedStoredProperty == packed.hasRestrictedStoredProperty)
            #expect(stored.hasMemberNamedLikeStoredType == packed.hasMemberNamedLikeStoredType)
            #expect(throws: ModelCodingError.self) { try PackedTypeDecl(path: packed.path, bytes: packed.bytes, storedFlags: 64) }
            #expect(throws: ModelCodingError.self) { try PackedTypeDecl(path: packed.path, bytes: [6] + packed.bytes.dropFirst(), storedFlags: 0) }
            #expect(throws: ModelCodingError.self) { try PackedTypeDecl(path: packed.path, bytes: [], storedFlags: 0) }
        }
    }

    @Test func everyShapeAndAnnotationKindOfAParsedFileRoundTrips() throws {
        let file = Self.parsed("Sources/Product.swift", Self.handWritten)
        #expect(try ParsedFileCoding.decode(ParsedFileCoding.encode(file)) == file)

        // The source really produces what the test is about.
        let names = file.allTypeNames
        #expect(Set(names.map(\.shapeCode)) == Set(0...9), "every shape")
        #expect(names.contains { !$0.attributes.isEmpty })
        #expect(!file.diagnostics.isEmpty, "the open declaration is reported")
        #expect(Set(file.types.map(\.kind)) == Set(TypeKind.allCases))
        let product = try #require(file.types.first { $0.localName == "Product" })
        // Lists and namespaces exist only when annotations are looked up (`everything` stores them).
        #expect(Set(product.annotations.entries.map(\.value.kindDescription)) == ["a Bool", "an integer", "a decimal", "a string"])
        #expect(product.annotations.entries.contains { !$0.namespace.isEmpty })
        #expect(!product.documentation.isEmpty && !product.attributes.isEmpty && !product.modifiers.isEmpty)
        #expect(!product.genericParameters.isEmpty && !product.genericRequirements.isEmpty)
        #expect(product.genericRequirements.map(\.relationship).contains(.equals))
        #expect(product.subscripts.count == 2 && product.typealiases.count == 2)
        #expect(Set(product.methods.map(\.kind)) == [.function, .initializer, .deinitializer])
        #expect(product.variables.contains { $0.writeAccess != nil && $0.writeAccess != $0.readAccess })
        #expect(product.bodyRange != nil)
        let choice = try #require(file.types.first { $0.localName == "Choice" })
        #expect(choice.cases.contains { $0.rawValue != nil })
        let tree = try #require(file.types.first { $0.localName == "Tree" })
        #expect(tree.cases.contains { !$0.associatedValues.isEmpty })
        #expect(file.types.contains { !$0.associatedTypes.isEmpty })
        #expect(!file.typealiases.isEmpty)
    }

    /// Values no Swift source produces (namespace annotation values, Objective-C spellings, resolved
    /// names, extreme numbers): still every field.
    @Test func aMadeUpParseResultWithEveryCaseRoundTrips() throws {
        let file = Self.everything
        #expect(try ParsedFileCoding.decode(ParsedFileCoding.encode(file)) == file)
    }

    /// A stored property added to the model must be written and read here too: these counts make
    /// the test fail until `ModelCoding+…` is updated along with them.
    @Test func theCodingCoversEveryStoredProperty() throws {
        let file = Self.everything
        let type = try #require(file.types.first)
        let name = TypeName("T")
        func fields(_ value: Any) -> Int { Mirror(reflecting: value).children.count }
        #expect(fields(file) == 5)
        #expect(fields(type) == 20)
        #expect(fields(try #require(type.variables.first)) == 20)
        #expect(fields(try #require(type.methods.first)) == 24)
        #expect(fields(try #require(type.methods.first?.parameters.first)) == 8)
        #expect(fields(try #require(type.subscripts.first)) == 16)
        #expect(fields(try #require(type.typealiases.first)) == 8)
        #expect(fields(try #require(type.associatedTypes.first)) == 6)
        #expect(fields(try #require(type.cases.first)) == 8)
        #expect(fields(try #require(type.cases.first?.associatedValues.first)) == 5)
        #expect(fields(name) == 6)
        #expect(fields(TypeName.TupleElement(label: nil, typeName: name)) == 2)
        #expect(fields(TypeName.Closure(parameters: [], returnTypeName: name)) == 6)
        #expect(fields(TypeName.ClosureParameter()) == 4)
        #expect(fields(Attribute(name: "a")) == 2)
        #expect(fields(Modifier(name: "a")) == 2)
        #expect(fields(GenericRequirement(leftType: "a", rightType: "b", relationship: .equals)) == 3)
        #expect(fields(GenericParameter(name: "a")) == 2)
        #expect(fields(Annotation(key: "k", value: .bool(true), location: type.location)) == 4)
        #expect(fields(Annotations()) == 1)
        #expect(fields(type.location) == 3)
        #expect(fields(Diagnostic.error("x")) == 3)
        #expect(TypeKind.allCases.count == 6 && AccessLevel.allCases.count == 6)
    }

    /// `ParsedFile` compares packed bytes, so the round trips above cannot see a field that packing
    /// loses: the made-up declarations (one of everything) are compared as values, and every real
    /// declaration packs to the same bytes again once unpacked.
    @Test func packedDeclarationsUnpackToTheSameValues() throws {
        for type in Self.everythingTypes {
            let packed = PackedTypeDecl(type)
            #expect(packed.unpack() == type)
            #expect(packed.kind == type.kind)
            #expect(packed.names.localName == type.localName && packed.names.parentName == type.parentName)
            #expect(packed.name == type.name)
            // Every made-up type but the last carries annotations everywhere; the last has none.
            #expect(packed.hasTypeAnnotations == !type.annotations.isEmpty)
            #expect(packed.hasAnyAnnotations == !type.annotations.isEmpty)
            #expect(packed.hasTypealiases == !type.typealiases.isEmpty)
        }
        let files = Self.realFiles
        #expect(files.count > 100, "found the sources")
        for file in files {
            for packed in file.packedTypes {
                let value = packed.unpack()
                #expect(PackedTypeDecl(value) == packed, "\(file.path): \(value.name)")
                #expect(packed.name == value.name)
            }
        }
    }

    /// The flags that let readers skip unpacking say exactly where annotations and typealiases are.
    @Test func packedFlagsSayWhereAnnotationsAre() {
        let here = Self.everythingHere
        let annotations = Annotations([Annotation(key: "safe", value: .bool(true), location: here)])
        let plain = TypeDecl(kind: .struct, localName: "A", location: here)
        var onMember = plain
        onMember.variables = [Variable(name: "x", typeName: TypeName("Int"), annotations: annotations, location: here)]
        var onParameter = plain
        onParameter.methods = [Method(shortName: "f", parameters: [
            MethodParameter(argumentLabel: nil, name: "x", typeName: TypeName("Int"), annotations: annotations),
        ], location: here)]
        var onAssociatedValue = plain
        onAssociatedValue.cases = [EnumCase(name: "c", associatedValues: [
            AssociatedValue(localName: nil, externalName: nil, typeName: TypeName("Int"), annotations: annotations),
        ], location: here)]
        var onType = plain
        onType.annotations = annotations
        var withAlias = plain
        withAlias.typealiases = [Typealias(aliasName: "T", typeName: TypeName("Int"), location: here)]

        #expect(!PackedTypeDecl(plain).hasAnyAnnotations && !PackedTypeDecl(plain).hasTypeAnnotations)
        #expect(!PackedTypeDecl(plain).hasTypealiases && PackedTypeDecl(withAlias).hasTypealiases)
        for inner in [onMember, onParameter, onAssociatedValue] {
            #expect(PackedTypeDecl(inner).hasAnyAnnotations && !PackedTypeDecl(inner).hasTypeAnnotations)
        }
        #expect(PackedTypeDecl(onType).hasAnyAnnotations && PackedTypeDecl(onType).hasTypeAnnotations)
    }

    /// The string table shares equal bytes, not equal text: the composed and decomposed forms of
    /// `é` (equal as Swift strings) come back as they were written.
    @Test func composedAndDecomposedTextKeepTheirBytes() {
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        #expect(composed == decomposed && !composed.utf8.elementsEqual(decomposed.utf8))
        let here = Self.everythingHere
        let type = TypeDecl(kind: .struct, localName: "A", documentation: [composed, decomposed, composed],
                            variables: [Variable(name: "v", typeName: TypeName("Int"), defaultValue: decomposed, location: here)],
                            location: here)
        let unpacked = PackedTypeDecl(type).unpack()
        #expect(unpacked.documentation.map { Array($0.utf8) } == type.documentation.map { Array($0.utf8) })
        #expect(unpacked.variables.first?.defaultValue.map { Array($0.utf8) } == Array(decomposed.utf8))
    }

    /// A chain of `?` longer than a reader follows (SwiftParser takes any length) is kept as
    /// written with a simple shape: the declaration and its members still read back.
    @Test func aTypeNameDeeperThanTheReaderAcceptsIsKeptFlat() throws {
        var name = TypeName("Int")
        for _ in 0..<(ModelReader.maximumDepth + 50) { name = TypeName(name.name + "?", shape: .optional(name)) }
        let here = Self.everythingHere
        let type = TypeDecl(kind: .struct, localName: "Deep", variables: [
            Variable(name: "deep", typeName: name, location: here),
            Variable(name: "plain", typeName: TypeName("Int?", shape: .optional(TypeName("Int"))), location: here),
        ], location: here)
        let unpacked = PackedTypeDecl(type).unpack()
        #expect(unpacked.localName == "Deep")
        let deep = try #require(unpacked.variables.first)
        #expect(deep.typeName.name == name.name && deep.typeName.shape == .simple)
        #expect(unpacked.variables.last == type.variables.last, "shallow names keep their shape")
    }

    /// Packed bytes from outside (the parse cache) are checked when they are taken in.
    @Test func damagedPackedBytesAreRefused() throws {
        let packed = PackedTypeDecl(try #require(Self.everythingTypes.first))
        #expect(try PackedTypeDecl(path: packed.path, bytes: packed.bytes) == packed)
        for length in stride(from: 0, to: packed.bytes.count, by: 7) {
            #expect(throws: ModelCodingError.self) { try PackedTypeDecl(path: packed.path, bytes: Array(packed.bytes.prefix(length))) }
        }
        #expect(throws: ModelCodingError.self) { try PackedTypeDecl(path: packed.path, bytes: packed.bytes + [0]) }
        // Bytes whose declaration names another file than the one they are stored under.
        var writer = ModelWriter(knownStrings: ["A.swift"])
        writer.typeDecl(TypeDecl(kind: .struct, localName: "X", location: SourceLocation(path: "B.swift", line: 1, column: 1)))
        #expect(throws: ModelCodingError.self) { try PackedTypeDecl(path: "A.swift", bytes: writer.bytes) }
    }

    @Test func everyTruncationThrows() throws {
        let file = Self.parsed("Sources/Product.swift", Self.handWritten)
        let bytes = ParsedFileCoding.encode(file)
        #expect(bytes.count > 1000)
        for length in 0..<bytes.count {
            #expect(throws: ModelCodingError.self) { try ParsedFileCoding.decode(Array(bytes.prefix(length))) }
        }
    }

    @Test func flippedBytesDecodeOrThrowButNeverTrap() throws {
        var generator = SystemRandomNumberGenerator()
        let small = Self.parsed("Sources/Product.swift", Self.handWritten)
        for (file, sweep) in [(small, true), (Self.everything, false)] {
            let bytes = ParsedFileCoding.encode(file)
            for round in 0..<400 {
                var damaged = bytes
                for _ in 0...(round % 4) {
                    let index = Int.random(in: 1..<damaged.count, using: &generator)
                    if round % 2 == 0 {
                        damaged[index] ^= UInt8(1) << UInt8.random(in: 0...7, using: &generator)
                    } else {
                        damaged[index] = UInt8.random(in: 0...255, using: &generator)
                    }
                }
                _ = try? ParsedFileCoding.decode(damaged)
            }
            // Every single byte set to the values most likely to confuse a reader (in the smaller blob:
            // the large one would take minutes in a debug build).
            for index in 1..<bytes.count where sweep {
                for value: UInt8 in [0x00, 0x01, 0x7f, 0x80, 0xff] {
                    var damaged = bytes
                    damaged[index] = value
                    _ = try? ParsedFileCoding.decode(damaged)
                }
            }
        }
        for length in [0, 1, 2, 10, 100, 1000] {
            let noise = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = try? ParsedFileCoding.decode([ParsedFileCoding.formatVersion] + noise)
        }
    }

    @Test func anotherFormatVersionOrTrailingBytesThrow() throws {
        let bytes = ParsedFileCoding.encode(Self.parsed("A.swift", "struct A { let x: Int }"))
        #expect(bytes.first == ParsedFileCoding.formatVersion)
        var other = bytes
        other[0] = ParsedFileCoding.formatVersion &+ 1
        #expect(throws: ModelCodingError.self) { try ParsedFileCoding.decode(other) }
        #expect(throws: ModelCodingError.self) { try ParsedFileCoding.decode(bytes + [0]) }
        #expect(throws: ModelCodingError.self) { try ParsedFileCoding.decode([]) }
        // What a Codable-based coder wrote for the same file is not mistaken for a blob.
        #expect(throws: (any Error).self) {
            try ParsedFileCoding.decode(Array(JSONEncoder().encode(Self.parsed("A.swift", "struct A { let x: Int }"))))
        }
    }

    /// A blob claiming a type nested far deeper than any parse produces throws instead of
    /// recursing until the stack runs out; nesting up to the limit still reads.
    @Test(arguments: [ModelReader.maximumDepth - 1, ModelReader.maximumDepth, ModelReader.maximumDepth + 1, 1_000_000])
    func deeplyNestedTypesAreBounded(_ depth: Int) throws {
        var writer = ModelWriter()
        writer.byte(ParsedFileCoding.formatVersion)
        writer.string("A.swift")
        writer.string("hash")
        writer.count(0)  // types
        writer.count(1)  // typealiases
        writer.string("Deep")
        for _ in 0..<(depth - 1) {
            writer.byte(1)  // optional
            writer.string("T?")
        }
        writer.byte(0)  // simple
        writer.string("T")
        writer.optionalString(nil)
        writer.accessLevel(.internal)
        writer.genericParameters([])
        writer.strings([])
        writer.annotations(Annotations())
        writer.location(SourceLocation(path: "A.swift", line: 1, column: 1))
        writer.count(0)  // diagnostics
        let bytes = writer.bytes
        // On one of dispatch's worker threads, as in `AnnogenCache.parse` (smaller stacks than the main thread's).
        let result = ResultSlots<Result<Int, any Error>>(count: 1)
        let done = DispatchGroup()
        DispatchQueue.global().async(group: done) {
            result.set(0, Result { try ParsedFileCoding.decode(bytes).typealiases.count })
        }
        done.wait()
        if depth <= ModelReader.maximumDepth {
            #expect(try result.values[0].get() == 1)
        } else {
            #expect(throws: ModelCodingError.self) { try result.values[0].get() }
        }
    }

    /// `parse.bin` of the previous layout (the Codable coder's blobs) is a miss: every file is
    /// parsed again and the cache rewritten, without an error.
    @Test(arguments: [false, true])
    func aParseCacheOfThePreviousFormatIsRebuilt(_ oldHeader: Bool) throws {
        let folder = TemporaryFolder()
        let directory = folder.file("cache")
        let sources = ["A.swift": "struct A { let x: Int }\n", "B.swift": "// gen: AutoEquatable\nenum B { case b(Int) }\n"]
        let files = sources.keys.sorted().map { SourceFile(path: $0, text: sources[$0] ?? "", contentHash: ContentHash.of(sources[$0] ?? "")) }
        // parse.bin's payload around blobs of a Codable-based coder, as format 1 wrote them (its
        // coder is gone: JSON stands for it).
        var payload: [UInt8] = []
        Varint.append(UInt64(files.count), to: &payload)
        for file in files {
            for part in [Array(file.path.utf8), Array(file.contentHash.utf8), Array(try JSONEncoder().encode(SwiftFrontend.parse(file)))] {
                Varint.append(UInt64(part.count), to: &payload)
                payload += part
            }
        }
        let path = (directory as NSString).appendingPathComponent("parse.bin")
        if oldHeader {
            // The header and checksum as `CacheFile` format 1 wrote them.
            var bytes = Array("ANGC".utf8) + [1, UInt8(ParseCacheFile.kind.utf8.count)] + Array(ParseCacheFile.kind.utf8)
            Varint.append(UInt64("test-1".utf8.count), to: &bytes)
            bytes += Array("test-1".utf8)
            Varint.append(UInt64(payload.count), to: &bytes)
            bytes += payload
            withUnsafeBytes(of: CacheFile.checksum(payload).littleEndian) { bytes += $0 }
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            #expect(CacheFile.read(path, kind: ParseCacheFile.kind, toolVersion: "test-1") == nil)
        } else {
            // Today's header around yesterday's blobs.
            CacheFile.write(payload, to: path, kind: ParseCacheFile.kind, toolVersion: "test-1")
            #expect(CacheFile.read(path, kind: ParseCacheFile.kind, toolVersion: "test-1") != nil)
        }

        let cache = AnnogenCache(directory: directory, toolVersion: "test-1")
        let first = cache.parse(files, parser: ParallelParser())
        #expect(first.reused == 0)
        #expect(first.parsed == files.map(SwiftFrontend.parse))
        cache.flush()
        let again = AnnogenCache(directory: directory, toolVersion: "test-1").parse(files, parser: ParallelParser())
        #expect(again.reused == files.count)
        #expect(again.parsed == first.parsed)
    }

    static let everythingHere = SourceLocation(path: "Sources/Ü.swift", line: 3, column: 7)
    static let everythingFar = SourceLocation(path: "", line: Int.max, column: Int.min)

    static let everythingAnnotations: Annotations = {
        let (here, far) = (everythingHere, everythingFar)
        return Annotations([
            Annotation(key: "flag", value: .bool(true), location: here),
            Annotation(key: "off", value: .bool(false), location: far),
            Annotation(namespace: ["a", "b"], key: "n", value: .int(-42), location: here),
            Annotation(key: "big", value: .int(Int.min), location: here),
            Annotation(key: "d", value: .double(-0.0), location: here),
            Annotation(key: "inf", value: .double(.infinity), location: here),
            Annotation(key: "s", value: .string("ünïcødé \u{0} \"quoted\""), location: here),
            Annotation(key: "list", value: .array([.int(1), .array([.string(""), .double(1e-300)]), .namespace(Annotations())]), location: here),
            Annotation(key: "ns", value: .namespace(Annotations([Annotation(key: "inner", value: .array([]), location: here)])), location: here),
        ])
    }()

    /// A type name of every shape.
    static let everyTypeName: [TypeName] = {
        let simple = TypeName("Int", actualName: "Swift.Int", objcName: "NSInteger")
        return [
            simple,
            TypeName("Int?", shape: .optional(simple)),
            TypeName("Int!", shape: .implicitlyUnwrappedOptional(simple), attributes: [Attribute(name: "objc")]),
            TypeName("[Int]", shape: .array(element: simple)),
            TypeName("[Int: [Int]]", shape: .dictionary(key: simple, value: TypeName("[Int]", shape: .array(element: simple)))),
            TypeName("(a: Int, Int)", shape: .tuple([TypeName.TupleElement(label: "a", typeName: simple), TypeName.TupleElement(label: nil, typeName: simple)])),
            TypeName("() -> Void", shape: .closure(TypeName.Closure(parameters: [], returnTypeName: .void))),
            TypeName(
                "(Int, Int) async throws -> Int",
                shape: .closure(TypeName.Closure(
                    parameters: [simple, simple], returnTypeName: simple, isAsync: true, throws: true, throwsTypeName: simple,
                    parameterDetails: [.init(argumentLabel: "a", name: "b", isInout: true), .init(isVariadic: true)]
                )),
                attributes: [Attribute(name: "escaping"), Attribute(name: "Sendable")], actualName: "X"
            ),
            TypeName("(Int) throws -> Void", shape: .closure(TypeName.Closure(parameters: [simple], returnTypeName: .void, throws: true))),
            TypeName("Set<Int>", shape: .generic(base: "Set", arguments: [simple])),
            TypeName("A & B", shape: .composition([TypeName("A"), TypeName("B")])),
            TypeName("some P", shape: .opaque(keyword: "some", constraint: TypeName("P"))),
            TypeName("any P", shape: .opaque(keyword: "any", constraint: TypeName("P")), objcName: "id<P>"),
            TypeName(
                "Settings?",
                shape: .optional(TypeName(
                    "Settings", actualName: "[String: Int]", actualShape: .dictionary(key: TypeName("String"), value: simple)
                )),
                actualName: "[String: Int]?"
            ),
            TypeName("MaybeName", actualName: "String?", actualShape: .optional(TypeName("String"))),
        ]
    }()

    static let everythingAliases: [Typealias] = {
        let (here, far, annotations, every) = (everythingHere, everythingFar, everythingAnnotations, everyTypeName)
        let generics = [GenericParameter(name: "T", inheritedTypeName: "Codable"), GenericParameter(name: "U")]
        return [
            Typealias(
                aliasName: "Pair", typeName: every[5], parentName: "Outer.Inner", accessLevel: .package,
                genericParameters: generics, documentation: ["Pairs."], annotations: annotations, location: here
            ),
            Typealias(aliasName: "Plain", typeName: every[0], location: far),
        ]
    }()

    /// One of everything, with values a parse never gives.
    static let everything: ParsedFile = {
        let (here, far) = (everythingHere, everythingFar)
        return ParsedFile(
            path: "Sources/Ü.swift", contentHash: "0123456789abcdef", types: everythingTypes, typealiases: everythingAliases,
            diagnostics: [
                .error("broken", at: here), .warning("odd"), Diagnostic(.note, "fyi", at: far),
            ]
        )
    }()

    /// The made-up declarations of `everything`, as values (`ParsedFile` keeps them packed).
    static let everythingTypes: [TypeDecl] = {
        let (here, far, annotations, every, aliases) = (everythingHere, everythingFar, everythingAnnotations, everyTypeName, everythingAliases)
        let parameter = MethodParameter(
            argumentLabel: "with", name: "value", typeName: every[7], defaultValue: "{ _, _ in 0 }", isVariadic: true,
            isInout: true, hasSingleName: true, annotations: annotations
        )
        let generics = [GenericParameter(name: "T", inheritedTypeName: "Codable"), GenericParameter(name: "U")]
        let requirements = [
            GenericRequirement(leftType: "T", rightType: "Hashable", relationship: .conformsTo),
            GenericRequirement(leftType: "U.Element", rightType: "T", relationship: .equals),
        ]
        let attributes = [Attribute(name: "available", arguments: "iOS 15, *"), Attribute(name: "MainActor")]
        let modifiers = [Modifier(name: "private", detail: "set"), Modifier(name: "static")]
        let simple = every[0]
        let variables = AccessLevel.allCases.enumerated().map { index, access in
            Variable(
                name: "v\(index)", typeName: every[index % every.count], isTypeInferred: index == 0, isComputed: index == 1,
                isStatic: index == 2, isMutable: index == 3, isLazy: index == 4, isFinal: index == 5, isAsync: true,
                throws: index.isMultiple(of: 2), throwsTypeName: index == 2 ? TypeName("MyError") : nil, isBackticked: index == 1,
                readAccess: access, writeAccess: index == 0 ? nil : AccessLevel.allCases[5 - index],
                defaultValue: index == 3 ? "[]" : nil, attributes: attributes, modifiers: modifiers,
                documentation: ["Doc.", ""], annotations: annotations, location: here
            )
        } + every.map { Variable(name: $0.name, typeName: $0, location: here) }
        let methods = [
            Method(
                kind: .function, shortName: "run", parameters: [parameter, MethodParameter(argumentLabel: nil, name: "x", typeName: simple)],
                returnTypeName: every[4], throws: true, rethrows: true, throwsTypeName: TypeName("MyError"), isAsync: true,
                isStatic: true, isClass: true, isFailableInitializer: true, isImplicitlyUnwrappedFailable: true,
                isConvenienceInitializer: true, isRequired: true, isMutating: true, isBackticked: true, genericParameters: generics, genericRequirements: requirements, accessLevel: .open,
                attributes: attributes, modifiers: modifiers, documentation: ["Runs."], annotations: annotations, location: here
            ),
            Method(kind: .initializer, shortName: "init", isFailableInitializer: true, location: here),
            Method(kind: .deinitializer, shortName: "deinit", accessLevel: .private, location: far),
        ]
        let subscripts = [
            Subscript(
                parameters: [parameter], returnTypeName: every[1], isStatic: true, isMutable: true, isAsync: true, throws: true,
                throwsTypeName: TypeName("MyError"), readAccess: .public, writeAccess: .fileprivate, genericParameters: generics, genericRequirements: requirements,
                attributes: attributes, modifiers: modifiers, documentation: ["Sub."], annotations: annotations, location: here
            ),
            Subscript(parameters: [], returnTypeName: simple, location: far),
        ]
        let cases = [
            EnumCase(
                name: "node", rawValue: "\"n\"", associatedValues: [
                    AssociatedValue(localName: "left", externalName: "l", typeName: every[2], defaultValue: ".leaf", annotations: annotations),
                    AssociatedValue(localName: nil, externalName: nil, typeName: simple),
                ],
                isIndirect: true, isBackticked: true, documentation: ["A node."], annotations: annotations, location: here
            ),
            EnumCase(name: "leaf", location: far),
        ]
        let associatedTypes = [
            AssociatedType(
                name: "Element", typeName: every[10], defaultTypeName: simple, genericRequirements: requirements,
                annotations: annotations, location: here
            ),
            AssociatedType(name: "Key", location: far),
        ]
        return TypeKind.allCases.enumerated().map { index, kind in
            var decl = TypeDecl(
                kind: kind, localName: "T\(index)", parentName: index == 0 ? nil : "Outer", accessLevel: AccessLevel.allCases[index],
                attributes: attributes, modifiers: modifiers, inheritedTypes: ["Codable", "Sendable"], genericParameters: generics,
                genericRequirements: requirements, documentation: ["Line one.", "Line two."], annotations: annotations,
                variables: variables, methods: methods, subscripts: subscripts, cases: cases, typealiases: aliases,
                associatedTypes: associatedTypes, location: here, bodyRange: index == 0 ? nil : (index * 10)..<(index * 10 + index - 1)
            )
            decl.isConditional = index % 2 == 1
            return decl
        } + [TypeDecl(kind: .struct, localName: "Empty", location: far, bodyRange: 5..<5)]
    }()
}

extension ParsedFile {
    /// Every type name anywhere in the file, nested ones included.
    var allTypeNames: [TypeName] {
        var names: [TypeName] = []
        func add(_ name: TypeName?) {
            guard let name else { return }
            names.append(name)
            switch name.shape {
            case .simple: break
            case .optional(let t), .implicitlyUnwrappedOptional(let t), .array(let t), .opaque(_, let t): add(t)
            case .dictionary(let k, let v): add(k); add(v)
            case .tuple(let elements): elements.forEach { add($0.typeName) }
            case .closure(let c): c.parameters.forEach(add); add(c.returnTypeName)
            case .generic(_, let arguments), .composition(let arguments): arguments.forEach(add)
            }
        }
        for type in types {
            type.variables.forEach { add($0.typeName) }
            for method in type.methods {
                method.parameters.forEach { add($0.typeName) }
                add(method.returnTypeName)
                add(method.throwsTypeName)
            }
            for item in type.subscripts {
                item.parameters.forEach { add($0.typeName) }
                add(item.returnTypeName)
            }
            type.cases.forEach { $0.associatedValues.forEach { add($0.typeName) } }
            type.typealiases.forEach { add($0.typeName) }
            type.associatedTypes.forEach { add($0.typeName) }
        }
        typealiases.forEach { add($0.typeName) }
        return names
    }
}

extension TypeName {
    /// The shape as `ParsedFileCoding` numbers it.
    var shapeCode: Int {
        switch shape {
        case .simple: 0
        case .optional: 1
        case .implicitlyUnwrappedOptional: 2
        case .array: 3
        case .dictionary: 4
        case .tuple: 5
        case .closure: 6
        case .generic: 7
        case .composition: 8
        case .opaque: 9
        }
    }
}
