import AnnogenModel
import Foundation
import Stencil

/// Converts an error thrown while loading, parsing or rendering a template into a
/// `Diagnostic` that prints as `template:line:col: error: reason`.
///
/// - A `TemplateSyntaxError` is located at its token (1-based line and column of the
///   token's contents, e.g. just after `{% `), in the file the token came from, which
///   for an error inside an included template is the partial; each include leading to
///   it is appended as `(included from path:line:col)`.
/// - An unknown filter is located at the filter's name inside the `{{ … }}`.
/// - A `TemplateSyntaxError` without a token is placed at `templatePath:1:1`.
/// - `TemplateDoesNotExist` and any other error carry no location; the message names
///   `templatePath`.
///
/// - Parameters:
///   - error: what Stencil (or a filter or tag) threw.
///   - templatePath: the top-level template being rendered, used when the error has no
///     location of its own.
///   - loader: the loader that read the templates, so locations can be recomputed from
///     the exact source text; without it Stencil's own location is used.
public func templateDiagnostic(for error: Error, templatePath: String, loader: TemplateFolderLoader? = nil) -> Diagnostic {
    if let syntaxError = error as? TemplateSyntaxError {
        guard let token = syntaxError.token else {
            return .error(syntaxError.reason, at: SourceLocation(path: templatePath, line: 1, column: 1))
        }
        var message = deterministicReason(syntaxError.reason)
        for include in syntaxError.stackTrace {
            if let location = sourceLocation(of: include, templatePath: templatePath, loader: loader) {
                message += " (included from \(location))"
            }
        }
        let location = sourceLocation(
            of: token, templatePath: templatePath, loader: loader, filter: unknownFilterName(syntaxError.reason)
        )
        return .error(message, at: location ?? SourceLocation(path: token.sourceMap.filename ?? templatePath, line: 1, column: 1))
    }
    if error is TemplateDoesNotExist {
        return .error("template '\(templatePath)' not found: \(error)")
    }
    return .error("\(templatePath): \(error)")
}

private func sourceLocation(
    of token: Token, templatePath: String, loader: TemplateFolderLoader?, filter: String? = nil
) -> SourceLocation? {
    let path = token.sourceMap.filename ?? templatePath
    var position: TemplateLocator.Position?
    if let loaded = loader?.loaded(path, containing: token) {
        position = TemplateLocator.position(of: token, source: loaded.source, tokens: loaded.tokens, filter: filter)
    } else {
        position = TemplateLocator.fallback(token)
        if let filter, let offset = filterOffset(filter, in: token.contents) {
            position?.column += offset
        }
    }
    return position.map { SourceLocation(path: path, line: $0.line, column: $0.column) }
}

/// Stencil lists similar filter names in dictionary order, which changes from run to
/// run; sort them, and leave out `!x` when `x` is listed too.
private func deterministicReason(_ reason: String) -> String {
    let marker = " Found similar filters: "
    guard unknownFilterName(reason) != nil, let range = reason.range(of: marker) else { return reason }
    var list = String(reason[range.upperBound...])
    if list.hasSuffix(".") { list.removeLast() }
    let names = Set(list.components(separatedBy: ", ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'")) })
    let kept = names.filter { !($0.hasPrefix("!") && names.contains(String($0.dropFirst()))) }.sorted()
    return reason[..<range.lowerBound] + marker + kept.map { "'\($0)'" }.joined(separator: ", ") + "."
}

/// `foo` from Stencil's "Unknown filter 'foo'. …" reason.
private func unknownFilterName(_ reason: String) -> String? {
    let prefix = "Unknown filter '"
    guard reason.hasPrefix(prefix) else { return nil }
    let rest = reason.dropFirst(prefix.count)
    guard let quote = rest.firstIndex(of: "'") else { return nil }
    return String(rest[..<quote])
}

/// Characters from the start of `contents` to the filter `name` after a `|`.
private func filterOffset(_ name: String, in contents: String) -> Int? {
    var searchStart = contents.startIndex
    while let bar = contents[searchStart...].firstIndex(of: "|") {
        let afterBar = contents.index(after: bar)
        let nameStart = contents[afterBar...].firstIndex { $0 != " " } ?? afterBar
        if contents[nameStart...].hasPrefix(name) {
            let nameEnd = contents.index(nameStart, offsetBy: name.count)
            if nameEnd == contents.endIndex || !(contents[nameEnd].isLetter || contents[nameEnd].isNumber) {
                return contents.distance(from: contents.startIndex, to: nameStart)
            }
        }
        searchStart = afterBar
    }
    return nil
}
