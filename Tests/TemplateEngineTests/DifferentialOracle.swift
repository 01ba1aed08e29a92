import Stencil
import TemplateEngine

/// One engine's answer for a case: the text it rendered, or its error.
enum DifferentialOutcome: Equatable {
    case rendered(String)
    /// `reason`; `offset` is where our error points (UTF-8), `token` the index in
    /// `DifferentialTokenMap` of the token Stencil's error names (nil when it names none).
    case failed(reason: String, offset: Int?, line: Int?, token: Int?)

    var summary: String {
        switch self {
        case .rendered(let text): "rendered \(text.debugDescription)"
        case .failed(let reason, _, let line, _): "failed at line \(line.map(String.init) ?? "?"): \(reason)"
        }
    }
}

/// Renders a case with Stencil 0.15.1 and with ours.
enum DifferentialOracle {
    static func ours(_ text: String, _ context: DifferentialContext, smartTrim: Bool) -> DifferentialOutcome {
        do {
            let environment = TemplateEngine.Environment(trimBehaviour: smartTrim ? .smart : .nothing)
            let template = try environment.compile(text, name: "t.stencil")
            return .rendered(try template.render(context.templateGlobals))
        } catch let error as TemplateError {
            return .failed(reason: error.reason, offset: error.offset, line: error.location?.line, token: nil)
        } catch {
            return .failed(reason: "not a TemplateError: \(error)", offset: nil, line: nil, token: nil)
        }
    }

    static func stencil(_ text: String, _ context: DifferentialContext, smartTrim: Bool, map: DifferentialTokenMap) -> DifferentialOutcome {
        let environment = Stencil.Environment(trimBehaviour: smartTrim ? .smart : .nothing)
        let template = Stencil.Template(templateString: text, environment: environment, name: "t.stencil")
        do {
            return .rendered(try template.render(context.stencilDictionary))
        } catch let error as TemplateSyntaxError {
            return .failed(reason: error.reason, offset: nil, line: error.token.map { Int($0.sourceMap.location.lineNumber) }, token: tokenIndex(of: error.token, in: template.tokens, map: map))
        } catch {
            return .failed(reason: "\(error)", offset: nil, line: nil, token: nil)
        }
    }

    /// The token of the template that `token` is, or that holds it (Stencil makes a token of its own
    /// for an unknown filter, at the filter expression inside the tag).
    private static func tokenIndex(of token: Stencil.Token?, in tokens: [Stencil.Token], map: DifferentialTokenMap) -> Int? {
        guard let token, tokens.count == map.entries.count else { return nil }
        if let index = tokens.firstIndex(where: { $0 === token }) { return index }
        let location = token.sourceMap.location
        return tokens.indices.first { index in
            let candidate = tokens[index]
            let place = candidate.sourceMap.location
            guard place.lineNumber == location.lineNumber, let range = candidate.contents.range(of: token.contents) else { return false }
            return place.lineOffset + candidate.contents.distance(from: candidate.contents.startIndex, to: range.lowerBound) == location.lineOffset
        }
    }
}
