import AnnogenSwiftFrontend
import Testing

/// The `import` statements templates read (`type.imports`), from a source's text: those at the
/// start of a line outside comments and string literals, with their kind, in `#if` branches too.
@Suite struct SwiftImportsTests {
    @Test func importsAreReadWithTheirKindsAndWithoutAttributes() {
        let text = """
            import Foundation
            @testable import App
            @_spi(Internal) @preconcurrency import Networking.Client
            import struct Models.User // the user
              import func `Darwin`.sqrt;
            #if canImport(UIKit)
            import UIKit
            #endif
            importance = 1
            let s = "x"; import Trailing
            """
        #expect(SwiftImports.scan(text).map(\.description)
            == ["Foundation", "App", "Networking.Client", "struct Models.User", "func Darwin.sqrt", "UIKit"])
        let user = SwiftImports.scan(text)[3]
        #expect(user.kind == "struct" && user.path == "Models.User" && user.moduleName == "Models")
        #expect(SwiftImports.scan(text)[2].moduleName == "Networking.Client")
    }

    /// A byte order mark before the first import, and a bracket a regex literal leaves open, hide no
    /// import (found by the second code review).
    @Test func aByteOrderMarkAndAnOpenBracketHideNoImport() {
        #expect(SwiftImports.scan("\u{FEFF}import Foundation\nlet r = /[(]/\nstruct B {}\nimport Later\n").map(\.description) == ["Foundation", "Later"])
    }

    /// (An import after another statement on its line is not read: `let a = 1; import B`.)
    @Test func commentsAndStringLiteralsHoldNoImports() {
        let text = ##"""
            // import LineComment
            /* import Block
            import StillBlock /* nested */
            import StillBlock */
            let multi = """
            import InString \"""
            import StillInString
            """
            let raw = #"""
            import InRaw """
            import StillInRaw
            """#
            let quote = "/*"; import SameLine
            import After
            """##
        #expect(SwiftImports.scan(text).map(\.description) == ["After"])
    }
}
