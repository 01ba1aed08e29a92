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
        for (number, line) in lines.enumerated() {
            guard let range = line.range(of: ": error: ") else { continue }
            let place = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            let message = String(line[range.upperBound...])
            guard place.count >= 3, let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else {
                diagnostics.append(.error(message, at: SourceLocation(path: templatePath, line: 1, column: 1)))
                continue
            }
            let file = place.dropLast(2).joined(separator: ":")
            if file.hasSuffix(mainPath) {
                if let location = location(line: lineNumber, column: column, in: program) {
                    diagnostics.append(.error(message, at: location))
                } else if let (note, location) = mappedNote(after: number, in: lines, mainPath: mainPath, program: program) {
                    // Past the templates' code (an unclosed `{`: the program's end): at what the
                    // compiler's note points to, the opening brace.
                    diagnostics.append(.error("\(message) (\(note))", at: location))
                } else {
                    diagnostics.append(.error(message, at: SourceLocation(path: templatePath, line: 1, column: 1)))
                }
            } else {
                diagnostics.append(.error(message, at: SourceLocation(path: file, line: lineNumber, column: column)))
            }
        }
        if diagnostics.isEmpty {
            diagnostics.append(.error("the Swift compiler refused the template's program: \(output.trimmingCharacters(in: .whitespacesAndNewlines))",
                                      at: SourceLocation(path: templatePath, line: 1, column: 1)))
        }
        return diagnostics
    }

    /// Where the program's `line`:`column` came from in the templates, if from one.
    private static func location(line: Int, column: Int, in program: SwiftTemplateProgram) -> SourceLocation? {
        let index = line - 1
        guard index >= 0, index < program.origins.count, let origin = program.origins[index] else { return nil }
        return SourceLocation(path: origin.path, line: origin.line, column: max(1, column + origin.columnShift))
    }

    /// The first note after the error on line `index` of the output (before the next error) that is
    /// about the program at a place from a template: its message and that place.
    private static func mappedNote(
        after index: Int, in lines: [Substring], mainPath: String, program: SwiftTemplateProgram
    ) -> (String, SourceLocation)? {
        for line in lines[(index + 1)...] {
            if line.contains(": error: ") { return nil }
            guard let range = line.range(of: ": note: ") else { continue }
            let place = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, place.dropLast(2).joined(separator: ":").hasSuffix(mainPath),
                  let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1]),
                  let location = location(line: lineNumber, column: column, in: program) else { continue }
            return (String(line[range.upperBound...]), location)
        }
        return nil
    }
}
