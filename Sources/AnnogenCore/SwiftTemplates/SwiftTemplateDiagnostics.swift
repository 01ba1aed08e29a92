import AnnogenModel
import Foundation

/// The compiler's errors about a Swift template's program, told where in the templates the code
/// came from.
enum SwiftTemplateDiagnostics {
    /// The errors in `output` (`path:line:col: error: message`, `-diagnostic-style=llvm`): those in
    /// `mainPath` at the template's line and column the code came from (past the templates' code, at
    /// the place of the compiler's note if it has one there, as for an unclosed `{`; else at the
    /// template's first line), those in other files (an `includeFile`) where they are.
    static func map(_ output: String, mainPath: String, program: SwiftTemplateProgram, templatePath: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let lines = output.split(separator: "\n", omittingEmptySubsequences: true)
        let templateStart = SourceLocation(path: templatePath, line: 1, column: 1)
        for (number, line) in lines.enumerated() {
            guard let (place, message) = parse(line, kind: "error") else { continue }
            guard let place else {
                diagnostics.append(.error(message, at: templateStart))
                continue
            }
            if place.file.hasSuffix(mainPath) {
                if let location = location(of: place, in: program) {
                    diagnostics.append(.error(message, at: location))
                } else if let (note, location) = mappedNote(after: number, in: lines, mainPath: mainPath, program: program) {
                    // Past the templates' code (an unclosed `{`: the program's end): at what the
                    // compiler's note points to, the opening brace.
                    diagnostics.append(.error("\(message) (\(note))", at: location))
                } else {
                    diagnostics.append(.error(message, at: templateStart))
                }
            } else {
                diagnostics.append(.error(message, at: SourceLocation(path: place.file, line: place.line, column: place.column)))
            }
        }
        if diagnostics.isEmpty {
            diagnostics.append(.error("the Swift compiler refused the template's program: \(output.trimmingCharacters(in: .whitespacesAndNewlines))",
                                      at: templateStart))
        }
        return diagnostics
    }

    /// A place in the compiler's output: `file:line:column`.
    private struct Place {
        let file: String
        let line: Int
        let column: Int
    }

    /// `file:line:column: kind: message`: the place (nil when it is not one) and the message; nil for
    /// a line of another kind.
    private static func parse(_ line: Substring, kind: String) -> (Place?, String)? {
        guard let range = line.range(of: ": \(kind): ") else { return nil }
        let message = String(line[range.upperBound...])
        let parts = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let number = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
            return (nil, message)
        }
        return (Place(file: parts.dropLast(2).joined(separator: ":"), line: number, column: column), message)
    }

    /// Where `place` in the program came from in the templates, if from one.
    private static func location(of place: Place, in program: SwiftTemplateProgram) -> SourceLocation? {
        let index = place.line - 1
        guard index >= 0, index < program.origins.count, let origin = program.origins[index] else { return nil }
        return SourceLocation(path: origin.path, line: origin.line, column: max(1, place.column + origin.columnShift))
    }

    /// The first note after the error on line `index` of the output (before the next error) that is
    /// about the program at a place from a template: its message and that place.
    private static func mappedNote(
        after index: Int, in lines: [Substring], mainPath: String, program: SwiftTemplateProgram
    ) -> (String, SourceLocation)? {
        for line in lines[(index + 1)...] {
            if parse(line, kind: "error") != nil { return nil }
            guard let (place, note) = parse(line, kind: "note"), let place, place.file.hasSuffix(mainPath),
                  let location = location(of: place, in: program) else { continue }
            return (note, location)
        }
        return nil
    }
}
