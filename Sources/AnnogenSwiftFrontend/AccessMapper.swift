import AnnogenModel
import SwiftSyntax

/// Attributes, modifiers and the access levels they give.
enum AccessMapper {
    /// `@objc`, `@MainActor`, `@available(iOS 15, *)`, property wrappers; attributes inside `#if` in an
    /// attribute list are taken from every branch.
    static func attributes(_ list: AttributeListSyntax) -> [Attribute] {
        var result: [Attribute] = []
        for element in list {
            switch element {
            case .attribute(let attribute):
                result.append(self.attribute(attribute))
            case .ifConfigDecl(let ifConfig):
                for clause in ifConfig.clauses {
                    if case .attributes(let nested)? = clause.elements {
                        result.append(contentsOf: attributes(nested))
                    }
                }
            }
        }
        return result
    }

    static func attribute(_ attribute: AttributeSyntax) -> Attribute {
        Attribute(
            name: SyntaxText.normalized(attribute.attributeName),
            arguments: attribute.arguments.map { SyntaxText.verbatim($0) }
        )
    }

    /// `public`, `final`, `private(set)` (name `private`, detail `set`).
    static func modifiers(_ list: DeclModifierListSyntax) -> [Modifier] {
        list.map { Modifier(name: $0.name.text, detail: $0.detail?.detail.text) }
    }

    /// The access level written without a detail (`public`, not `private(set)`).
    static func accessLevel(_ modifiers: [Modifier]) -> AccessLevel? {
        for modifier in modifiers where modifier.detail == nil {
            if let level = AccessLevel(rawValue: modifier.name) { return level }
        }
        return nil
    }

    /// The setter access written as `private(set)`.
    static func setterAccessLevel(_ modifiers: [Modifier]) -> AccessLevel? {
        for modifier in modifiers where modifier.detail == "set" {
            if let level = AccessLevel(rawValue: modifier.name) { return level }
        }
        return nil
    }

    static func contains(_ name: String, in modifiers: [Modifier]) -> Bool {
        modifiers.contains { $0.name == name }
    }

    /// Members of an extension written with an access modifier default to it (`private` extensions make
    /// their members `fileprivate`), as in Swift.
    static func memberDefaultAccess(ofExtensionWith modifiers: [Modifier]) -> AccessLevel {
        switch accessLevel(modifiers) {
        case nil: .internal
        case .private?: .fileprivate
        case let level?: level
        }
    }
}

/// Source text of nodes as the model wants it.
enum SyntaxText {
    /// The node's text without surrounding trivia, with comments dropped and every run of whitespace or
    /// comments between tokens written as one space.
    static func normalized(_ node: some SyntaxProtocol) -> String {
        let trimmed = verbatim(node)
        if !needsNormalizing(trimmed) { return trimmed }
        var result = ""
        var spaceBefore = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !result.isEmpty, spaceBefore || token.leadingTriviaLength.utf8Length > 0 {
                result += " "
            }
            result += token.text
            spaceBefore = token.trailingTriviaLength.utf8Length > 0
        }
        return result
    }

    /// The node's text without its leading and trailing trivia, as written: SwiftSyntax's
    /// `trimmedDescription` without the detached copy of the subtree it makes first (which was
    /// the front end's largest cost).
    static func verbatim(_ node: some SyntaxProtocol) -> String {
        let bytes = node.syntaxTextBytes
        let start = node.leadingTriviaLength.utf8Length
        let end = bytes.count - node.trailingTriviaLength.utf8Length
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private static func needsNormalizing(_ text: String) -> Bool {
        var previousWasSpace = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"), UInt8(ascii: "/"):
                return true
            case UInt8(ascii: " "):
                if previousWasSpace { return true }
                previousWasSpace = true
            default:
                previousWasSpace = false
            }
        }
        return false
    }
}

extension TokenSyntax {
    /// The identifier without escaping backticks: `` `default` `` → `default` (templates escape again
    /// with `escapeReservedKeywords` where needed).
    var plainName: String {
        isBackticked ? String(text.dropFirst().dropLast()) : text
    }

    /// Whether the identifier is written in backticks (Sourcery reports the name with them).
    var isBackticked: Bool {
        let text = self.text
        return text.count >= 2 && text.hasPrefix("`") && text.hasSuffix("`")
    }
}
