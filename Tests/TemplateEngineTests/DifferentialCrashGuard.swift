import Foundation
import TemplateEngine

/// What crashes Stencil 0.15.1 (so a case must not hold it): a filter with no name, `x|:`
/// (`parseFilterComponents` removes the first of no components). Ours reports it as an error.
enum DifferentialCrashGuard {
    static func crashesStencil(_ inside: String) -> Bool {
        let words = inside.smartSplit()
        var candidates = [inside, words.joined(separator: " ")] + words
        candidates += candidates.flatMap { $0.components(separatedBy: "...") }
        return candidates.contains { candidate in
            candidate.smartSplit(separator: "|").dropFirst().contains { bit in
                let trimmed = bit.trimmingCharacters(in: .init(charactersIn: " "))
                return !trimmed.isEmpty && trimmed.allSatisfy { $0 == ":" }
            }
        }
    }
}
