import AnnogenModel
import Foundation

/// The compiler's errors about a Swift template's program, told where in the templates the code
/// came from.
enum SwiftTemplateDiagnostics {
    /// The errors in `output` (`path:line:col: error: message`, `-diagnostic-style=llvm`): those in
    /// `mainPath` at the template's line and column the code came from (at the template's first line
    /// when it came from no template), those in other files (an `includeFile`) where they are.
    static func map(_ output: String, mainPath: String, program: SwiftTemplateProgram, templatePath: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let range = line.range(of: ": error: ") else { continue }
            let place = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            let message = String(line[range.upperBound...])
            guard place.count >= 3, let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else {
                diagnostics.append(.error(message, at: SourceLocation(path: templatePath, line: 1, column: 1)))
                continue
            }
            let file = place.dropLast(2).joined(separator: ":")
            if file.hasSuffix(mainPath) {
                let index = lineNumber - 1
                if index >= 0, index < program.origins.count, let origin = program.origins[index] {
                    diagnostics.append(.error(message, at: SourceLocation(path: origin.path, line: origin.line, column: max(1, column + origin.columnShift))))
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
}
