/// Declarations of every shape around bodies: what the scan must read right at declaration level.
extension BodySkippingSnippets {
    static let declarations: [(name: String, text: String)] = [
        ("protocol requirements", #####"""
        protocol Requirements {
            func f()
            init(x: Int)
            subscript(i: Int) -> Int { get set }
            var x: Int { get }
            var y: Int { get async throws }
            static func g() -> Self
        }
        struct Conforming: Requirements {
            func f() { print(1) }
            init(x: Int) { self.x = x }
            subscript(i: Int) -> Int { get { i } set { print(newValue) } }
            var x: Int
            var y: Int { get async throws { 1 } }
            static func g() -> Self { Self(x: 0) }
        }
        """#####),
        ("accessors", #####"""
        struct Accessors {
            private var storage = 0
            var implicit: Int { storage + 1 }
            var explicit: Int {
                get { storage }
                set { storage = newValue }
            }
            var named: Int {
                get async throws(MyError) { storage }
            }
            var observed: Int = 0 {
                willSet(next) { print(next) }
                didSet { print(oldValue) }
            }
            var observedTyped: Int = { 1 }() { didSet { print(oldValue) } }
            var coroutine: Int {
                _read { yield storage }
                _modify { yield &storage }
            }
            var mutatingGet: Int {
                mutating get { storage += 1; return storage }
                nonmutating set { print(newValue) }
            }
            var attributed: Int {
                @inline(__always) get { storage }
            }
            var initAccessor: Int {
                @storageRestrictions(initializes: storage)
                init(initialValue) { storage = initialValue }
                get { storage }
                set { storage = newValue }
            }
            static subscript(key: String) -> Int { key.count }
            subscript<T: Numeric>(value: T) -> T where T: Comparable { value * 2 }
            var empty: Int {}
            var onlyComment: Int { /* nothing */ 0 }
        }
        struct MyError: Error {}
        """#####),
        ("initial values and defaults", #####"""
        struct Values {
            let closure = { () -> Int in
                func local() -> Int { 1 }
                return local()
            }()
            var typed: [String: () -> Void] = ["a": { print("}") }]
            lazy var lazyValue: Int = { let x = 1; return x }()
            @Wrapper(wrappedValue: 1, transform: { $0 + 1 }) var wrapped: Int
            func defaults(x: Int = { 1 }(), y: () -> Void = { print("{") }) {
                print(x)
            }
            let ternary = true ? { 1 }() : 2
            let conditional = if Bool.random() { 1 } else { 2 }
        }
        @propertyWrapper struct Wrapper {
            var wrappedValue: Int
            init(wrappedValue: Int, transform: (Int) -> Int = { $0 }) { self.wrappedValue = transform(wrappedValue) }
        }
        """#####),
        ("initializers and generics", #####"""
        final class Initializers<T: Equatable>: Sendable where T: Sendable {
            let value: T?
            init?(failing: Bool) where T == Int {
                guard !failing else { return nil }
                value = nil
            }
            init!(forced: Void) { value = nil }
            convenience init<U>(other: U) throws(MyError) where U: Collection, U.Element == T {
                self.init(failing: false)!
            }
            required init() { value = nil }
            deinit { print("gone") }
            isolated deinit {}
            func generic<U, V>(_ u: U, _ v: V) async rethrows -> (U, V) where U: Hashable, V: Sendable {
                (u, v)
            }
        }
        struct Fixed<let count: Int> {
            func first<let n: Int>(_ values: InlineArray<n, Int>) -> Int { values[0] }
            var size: Int { count }
        }
        struct MyError: Error {}
        """#####),
        ("operators", #####"""
        infix operator <=> : ComparisonPrecedence
        prefix operator √
        precedencegroup Custom {
            higherThan: AdditionPrecedence
            associativity: left
        }
        struct Vector: Equatable {
            var x: Double
            static func == (lhs: Vector, rhs: Vector) -> Bool { lhs.x == rhs.x }
            static func / (lhs: Vector, rhs: Double) -> Vector { Vector(x: lhs.x / rhs) }
            static func /= (lhs: inout Vector, rhs: Double) { lhs.x /= rhs }
            static func <=> (lhs: Vector, rhs: Vector) -> Int { lhs.x < rhs.x ? -1 : 1 }
            static prefix func √ (v: Vector) -> Double { v.x.squareRoot() }
        }
        """#####),
        ("local types", #####"""
        struct Outer {
            func make() -> Any {
                struct Local { let hidden: Int; func f() {} }
                enum LocalKind { case a }
                class LocalClass { var y = 0 }
                return Local(hidden: 1)
            }
            var computed: Any {
                struct InGetter { let z: Int }
                return InGetter(z: 2)
            }
            let after: Int
        }
        """#####),
        ("annotations and markers inside bodies", #####"""
        struct Annotated {
            func f() {
                // gen: notAnAnnotationOfAnything
                print(1)
            }
            func g() {
                let s = "gen: in a string"
                print(s)
            }
        // gen:inline:auto:Annotated.generated
            func generated() { print(2) }
        // gen:end
            func h() {
                /* sourcery: skip */
                print(3)
            }
            /// Documentation for i.
            func i() { print(4) }
        }
        """#####),
        ("comments at the closing brace", #####"""
        struct Closing {
            func f() {
                print(1)
                /** Documentation for x,
                    written inside f. */ }
            var x: Int { 1 }
            func g() { print(2) /* trailing */ }
            // A comment on its own line.
            var y: Int
        }
        """#####),
        ("comments beside the braces", #####"""
        struct Beside {
            func f()
            // Before the opening brace.
            {
                print(1)
            } // After the closing brace.
            /// Documentation for g.
            func g() // Between the signature and the brace.
            {
                print(2)
            }
            /// Documentation for x.
            var x: Int { 1 } /* trailing */
            var y: Int
        }
        """#####),
        ("top-level code", #####"""
        import Foundation
        func topLevel() { print("top") }
        var counter: Int { 1 }
        let value: Int
        value = 2
        if value > 1 {
            func inIf() { print(0) }
        }
        for index in 0..<2 { print(index) }
        do { try run() } catch { print(error) }
        func run() throws {}
        struct After { func f() { print(value) } }
        """#####),
        ("backticks, keywords as names, extensions", #####"""
        extension Array where Element == Int {
            func `func`() -> Int { count }
            var `init`: Int { 0 }
            func actor() -> Int { let actor = 1; return actor }
            func call() -> Int { self.`func`() + Self.init().count }
        }
        enum Kind: String {
            case `class` = "class", plain = "{"
            func f() -> String { rawValue }
            static let all: [Kind] = [.class, .plain]
        }
        actor Counter {
            var value = 0
            func increment() { value += 1 }
        }
        """#####),
        ("semicolons and one-liners", #####"""
        struct OneLine { func a() { print(1) }; func b() { print(2) }; var c: Int { 3 }; let d = 4 }
        struct Empty { func a() {} ; func b() {
        } }
        """#####),
        ("crlf line ends", "struct CRLF {\r\n    func f() {\r\n        print(\"}\")\r\n    }\r\n    var x: Int { 1 }\r\n}\r\n"),
        ("unicode", #####"""
        struct Ünïcode {
            let café = "crème { brûlée }"
            func naïve() -> String { "日本語 } \(café)" }
            var 名前: String { "名前" }
        }
        """#####),
        ("key paths and casts", #####"""
        struct Paths {
            var name: String
            func sorted(_ items: [Paths]) -> [Paths] {
                items.sorted { $0[keyPath: \.name] < $1[keyPath: \Paths.name] }
            }
            var any: Any { name as Any }
            func cast(_ x: Any) -> Int? { (x as? Int).map { $0 / 2 } }
        }
        """#####),
    ]
}
