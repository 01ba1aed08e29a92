import Foundation

/// The one thing the plugin must know from `.annogen.yml` before annogen runs: the template paths
/// (the build declares their files as inputs and their outputs beforehand). annogen reads the rest
/// itself. A plugin cannot link a YAML library, so this reads the forms a config writes `templates:`
/// in: a block list (`- Templates`), a flow list (`[A, B]`) or one path.
enum PluginConfig {
    static func templates(in config: URL) throws -> [String] {
        let text = try String(contentsOf: config, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { stripComment(String($0)) }
        guard let start = lines.firstIndex(where: { $0.hasPrefix("templates:") }) else {
            throw PluginFailure("AnnogenPlugin: \(config.path) has no 'templates:'; name the template files or folders there")
        }
        let rest = lines[start].dropFirst("templates:".count).trimmingCharacters(in: .whitespaces)
        if rest.hasPrefix("[") {
            guard rest.hasSuffix("]") else {
                throw PluginFailure("AnnogenPlugin: \(config.path): write 'templates:' as a list on one line ([A, B]) or as '- path' lines")
            }
            return rest.dropFirst().dropLast().split(separator: ",").map { unquote($0.trimmingCharacters(in: .whitespaces)) }
                .filter { !$0.isEmpty }
        }
        if !rest.isEmpty { return [unquote(rest)] }
        var paths: [String] = []
        for line in lines[(start + 1)...] {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            guard line.first == " " || line.first == "-", trimmed.hasPrefix("-") else { break }
            paths.append(unquote(trimmed.dropFirst().trimmingCharacters(in: .whitespaces)))
        }
        return paths
    }

    /// A line without its `# comment` (a `#` at the start or after a space, outside quotes).
    static func stripComment(_ line: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for (offset, character) in line.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " || previous == "\t" {
                return String(line.prefix(offset)).trimmingCharacters(in: .whitespaces)
            }
            previous = character
        }
        return line.replacingOccurrences(of: "\r", with: "")
    }

    static func unquote(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else { return text }
        return String(text.dropFirst().dropLast())
    }
}
