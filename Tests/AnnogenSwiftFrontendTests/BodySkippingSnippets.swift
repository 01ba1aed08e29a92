/// Sources that make `BodyScanner` work: everything that can hide a brace or look like a body, as
/// valid Swift (none has a syntax error, so parsing with and without bodies must give the same).
enum BodySkippingSnippets {
    static var all: [(name: String, text: String)] { lexical + declarations }

    /// Strings, comments, `#if` and regex literals: what the scan must lex right.
    static let lexical: [(name: String, text: String)] = [
        ("raw strings", #####"""
        struct Raw {
            func f() -> String {
                let a = #"{ "quoted" }"#
                let b = ##"a "# } still raw"##
                let c = #"\#(a.count) and \(not interpolated) {"#
                return a + b + c
            }
            let after: Int
        }
        """#####),
        ("multi-line strings", #####"""
        struct Multi {
            func f() -> String {
                let text = """
                    } closing braces { and "quotes" and \""" escaped
                    \(["}": 1].count) and a "" pair
                    """
                let raw = #"""
                    """ is not the end here }
                    """#
                return text + raw
            }
            var g: String { """
                {
                """ }
            let after: Int
        }
        """#####),
        ("interpolation", #####"""
        struct Interpolation {
            func f(_ items: [Int]) -> String {
                "\(items.map { "\($0 + 1) }" }.joined(separator: "\("{")")) \((1, 2).0)"
            }
            func g() -> String { "\( { () -> String in "}" }() )" }
            let after = "\(1) { \("}") }"
        }
        """#####),
        ("block comments", #####"""
        struct Comments {
            /* a /* nested */ } still a comment { */
            func f() {
                /* } /* { */ } */
                // } a line comment {
                print(1)
            }
            /// Documented.
            let after: Int
        }
        """#####),
        ("conditional compilation", #####"""
        #if os(Linux)
        import Glibc
        #elseif canImport(Darwin)
        import Darwin
        #endif
        struct Conditional {
            #if DEBUG
            func debug() {
                #if os(Linux)
                print("linux")
                #else
                print("other")
                #endif
            }
            #elseif RELEASE
            func release() { print(0) }
            #else
            var other: Int { 1 }
            #endif
            func after() {}
        }
        """#####),
        ("regex literals", #####"""
        struct Regexes {
            func before() { print(1) }
            func division(_ a: Int, _ b: Int) -> Int { a / b + a/b + (a) / 2 }
            func regex() -> Bool {
                let pattern = /[{}]+"/
                let extended = #/ } { /#
                return "x".contains(pattern) || "y".contains(extended)
            }
            func after() { print(2) }
            var later: Int { 3 }
        }
        """#####),
        ("strings that end where they seem not to", #####"""
        struct Tricky {
            func f() -> [String] {
                let quote = #"""#
                let backslash = #"\"#
                let escaped = "\\"
                let brace = "\u{7B}"
                let `a b` = "{"
                let multi = """
                    \"""}
                    """
                return [quote, backslash, escaped, brace, `a b`, multi]
            }
            let after: Int
        }
        """#####),
    ]
}
