import AnnogenCore
import Foundation
import SwiftParser
import SwiftSyntax

/// What any front end built on SwiftSyntax must spend before it has a model, measured beside the
/// parse limit in the same process: reading the files, and parsing each one while walking its
/// declarations for their names and the text of their members' types (bodies skipped). Their sum
/// over the parse limit is the least a cold run's ratio can be; what a cold run spends beyond it is
/// the model, composing, the checks, rendering and the cache.
struct ParseFloor: Codable {
    /// Every file read into memory, one file per work item on all cores (from the page cache: the
    /// cold runs read them just before).
    var readSeconds: Double
    /// SwiftParser and the declaration walk, one file per work item on all cores, files in memory.
    var parseAndWalkSeconds: Double

    var seconds: Double { readSeconds + parseAndWalkSeconds }

    /// The best of `rounds` for each figure.
    static func measure(_ files: [String], rounds: Int) -> ParseFloor {
        var texts: [String] = []
        var read = Double.infinity
        for _ in 0..<rounds {
            let slots = ResultSlots<String>(count: files.count)
            read = min(read, Clock.seconds {
                DispatchQueue.concurrentPerform(iterations: files.count) { index in
                    slots.set(index, FileManager.default.contents(atPath: files[index]).map { String(decoding: $0, as: UTF8.self) } ?? "")
                }
            })
            texts = slots.values
        }
        var walk = Double.infinity
        let sources = texts
        for _ in 0..<rounds {
            // Each walk's result is kept, so the walk cannot be optimized away.
            let names = ResultSlots<Int>(count: sources.count)
            walk = min(walk, Clock.seconds {
                DispatchQueue.concurrentPerform(iterations: sources.count) { index in
                    var source = sources[index]
                    source.withUTF8 { bytes in
                        let walker = DeclarationWalk(bytes)
                        walker.walk(Parser.parse(source: bytes))
                        names.set(index, walker.checksum)
                    }
                }
            })
        }
        return ParseFloor(readSeconds: read, parseAndWalkSeconds: walk)
    }
}

/// Visits the declarations a model needs and reads what every model holds of them: each type's
/// name (an extension's extended type), each property's name and type, each function's and
/// initializer's name and parameters' labels and types, each enum case's name, each typealias's
/// name and type. Bodies (code blocks, accessors, initial values) are not entered. A node's text is
/// taken from the source's bytes between its first and last token (trivia excluded), as a string:
/// `trimmedDescription`, which prints the node again, made the walk three times the parse.
private final class DeclarationWalk: SyntaxVisitor {
    private(set) var checksum = 0
    private let source: UnsafeBufferPointer<UInt8>

    init(_ source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        super.init(viewMode: .sourceAccurate)
    }

    private func note(_ text: String) { checksum &+= text.utf8.count }

    private func note(_ node: some SyntaxProtocol) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard start <= end, end <= source.count else { return }
        note(String(decoding: UnsafeBufferPointer(rebasing: source[start..<end]), as: UTF8.self))
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name.text); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name.text); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name.text); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name.text); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name.text); return .visitChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        note(node.extendedType)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            note(binding.pattern)
            if let type = binding.typeAnnotation?.type { note(type) }
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        note(node.name.text)
        parameters(node.signature.parameterClause)
        if let returned = node.signature.returnClause?.type { note(returned) }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        parameters(node.signature.parameterClause)
        return .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        for element in node.elements { note(element.name.text) }
        return .skipChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        note(node.name.text)
        note(node.initializer.value)
        return .skipChildren
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func parameters(_ clause: FunctionParameterClauseSyntax) {
        for parameter in clause.parameters {
            note(parameter.firstName.text)
            note(parameter.type)
        }
    }
}
