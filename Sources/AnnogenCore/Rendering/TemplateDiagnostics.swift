import AnnogenModel
import TemplateEngine

/// Converts an error thrown while loading, compiling or rendering a template into a `Diagnostic`
/// that prints as `template:line:col: error: reason`.
///
/// - A `TemplateError` is located where the engine placed it (the tag, variable or filter name
///   at fault, in the template it is in: for an error inside an included template, the partial);
///   each include leading to it is appended as `(included from path:line:col)`. One without a
///   place is put at `templatePath:1:1`.
/// - `TemplateNotFound` and any other error carry no location; the message names `templatePath`.
public func templateDiagnostic(for error: Error, templatePath: String) -> Diagnostic {
    if let templateError = error as? TemplateError {
        var message = templateError.reason
        for include in templateError.includes { message += " (included from \(include.description))" }
        guard let location = templateError.location else {
            return .error(message, at: SourceLocation(path: templatePath, line: 1, column: 1))
        }
        return .error(message, at: SourceLocation(path: location.template, line: location.line, column: location.column))
    }
    if error is TemplateNotFound {
        return .error("template '\(templatePath)' not found: \(error)")
    }
    return .error("\(templatePath): \(error)")
}
