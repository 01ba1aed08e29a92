import Foundation

/// `@import Kit;` needs clang modules, which annogen's stand-in headers do not have: each such line
/// is read as `#import <Kit/Kit.h>` (a submodule, `@import Kit.Part;`, as the same umbrella header),
/// which the prelude or an include path answers, or which is assumed empty. Lines keep their numbers.
enum ModuleImports {
    static func rewritten(_ text: String) -> String {
        guard text.contains("@import") else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices {
            let line = lines[index]
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("@import"), let semicolon = trimmed.firstIndex(of: ";") else { continue }
            let module = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 7)..<semicolon]
                .trimmingCharacters(in: CharacterSet(charactersIn: " \t")).split(separator: ".").first.map(String.init) ?? ""
            guard !module.isEmpty, module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            let indentation = line.prefix { $0 == " " || $0 == "\t" }
            lines[index] = "\(indentation)#import <\(module)/\(module).h>" + trimmed[trimmed.index(after: semicolon)...]
        }
        return lines.joined(separator: "\n")
    }
}

