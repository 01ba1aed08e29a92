import AnnogenModel
import GraphQL

/// The GraphQL files of one run, read together: the schema from every schema file, the operations
/// and fragments of every document, validated against it, then turned into types. Results are by
/// file path: the types each file declares and the problems found in it.
struct GraphQLProject {
    let files: [SourceFile]
    let options: GraphQLOptions
    var types: [String: [TypeDecl]] = [:]
    var diagnostics: [String: [Diagnostic]] = [:]

    /// Per file, for places: built up front so places are found without changing the project.
    private let lineTables: [LineTable]

    init(files: [SourceFile], options: GraphQLOptions) {
        self.files = files
        self.options = options
        lineTables = files.map { $0.path.lowercased().hasSuffix(".json") ? LineTable("") : LineTable($0.text) }
    }

    mutating func read() {
        var schemaText = CombinedText()
        var operationsText = CombinedText()
        var schemaFiles: [Int] = []
        // A schema file with nothing else in it, parsed already: built from as it is, when it is
        // the only one (a large schema is then parsed once, not twice).
        var schemaDocuments: [Int: Document] = [:]
        for (index, file) in files.enumerated() {
            if file.path.lowercased().hasSuffix(".json") {
                readIntrospection(index, into: &schemaText)
                schemaFiles.append(index)
                continue
            }
            let document: Document
            do {
                document = try parse(source: Source(body: file.text, name: file.path))
            } catch let error as GraphQLError {
                report(error, file: index, prefix: "GraphQL syntax error: ")
                continue
            } catch {
                diagnose(.error("\(error)", at: SourceLocation(path: file.path, line: 1, column: 1)), file: index)
                continue
            }
            var holdsSchema = false
            var holdsOperations = false
            // Definitions come in the order of the text.
            let starts = document.definitions.compactMap { $0.loc?.start }
            for (position, definition) in document.definitions.enumerated() {
                guard let loc = definition.loc else { continue }
                // A type's place may end early too (a union's before its members): it runs to the
                // next definition.
                let next = position + 1 < starts.count ? starts[position + 1] : file.text.utf8.count
                let end = definition is OperationDefinition || definition is FragmentDefinition ? Self.end(of: definition, loc) : next
                let slice = Self.slice(file.text, loc.start, end)
                if definition is OperationDefinition || definition is FragmentDefinition {
                    operationsText.append(slice, file: index, fileStart: loc.start)
                    holdsOperations = true
                } else {
                    schemaText.append(slice, file: index, fileStart: loc.start)
                    holdsSchema = true
                }
            }
            if holdsSchema { schemaFiles.append(index) }
            if holdsSchema, !holdsOperations { schemaDocuments[index] = document }
        }
        guard !operationsText.pieces.isEmpty else { return }
        guard !schemaText.pieces.isEmpty else {
            let first = operationsText.pieces[0].file
            diagnose(.error("GraphQL operations but no schema among the sources: add the schema as SDL (schema.graphqls) or as introspection JSON (schema.json)",
                            at: SourceLocation(path: files[first].path, line: 1, column: 1)), file: first)
            return
        }
        guard !diagnostics.values.contains(where: { $0.containsErrors }) else { return }
        let schema: GraphQLSchema
        do {
            if schemaFiles.count == 1, let only = schemaFiles.first, let document = schemaDocuments[only] {
                // Places in the file are places in what was built from.
                schemaText = CombinedText()
                schemaText.append(files[only].text, file: only, fileStart: 0)
                schema = try buildASTSchema(documentAST: document)
            } else {
                schema = try buildSchema(source: Source(body: schemaText.text, name: "schema"))
            }
        } catch let error as GraphQLError {
            report(error, in: schemaText, prefix: "GraphQL schema: ")
            return
        } catch {
            let first = schemaText.pieces[0].file
            diagnose(.error("GraphQL schema: \(error)", at: SourceLocation(path: files[first].path, line: 1, column: 1)), file: first)
            return
        }
        warnOfUnknownScalars(in: schema, at: schemaText.pieces[0].file)
        let operations: Document
        do {
            operations = try parse(source: Source(body: operationsText.text, name: "operations"))
        } catch let error as GraphQLError {
            report(error, in: operationsText, prefix: "GraphQL syntax error: ")
            return
        } catch {
            return
        }
        // A fragment no operation uses yet is fine: a library of fragments is shared.
        var problems = validate(schema: schema, ast: operations).filter { !$0.message.hasSuffix("\" is never used.") }
        problems = Self.withoutArgumentsOfUnknownDirectives(problems, in: operationsText.text)
        for problem in problems { report(problem, in: operationsText, prefix: "") }
        guard problems.isEmpty else { return }
        let locate = { [self] (offset: Int) in location(offset, in: operationsText) }
        var mapper = OperationMapper(schema: schema, options: options, text: operationsText, files: files, locate: locate)
        mapper.map(operations)
        for (file, declared) in mapper.typesByFile { types[files[file].path, default: []] += declared }
        for (file, found) in mapper.diagnosticsByFile { diagnostics[files[file].path, default: []] += found }
        // The schema's enums and input objects that operations use, with the first schema file.
        if let first = schemaFiles.first {
            types[files[first].path, default: []] += mapper.schemaTypes(at: SourceLocation(path: files[first].path, line: 1, column: 1))
        }
    }

    /// A scalar the configuration maps that the schema does not declare (a typo: `Mony: Decimal`),
    /// said at the schema's first file, with the custom scalars it does declare.
    private mutating func warnOfUnknownScalars(in schema: GraphQLSchema, at file: Int) {
        let declared = schema.typeMap.values.compactMap { $0 as? GraphQLScalarType }.map(\.name)
            .filter { !IntrospectionSDL.builtInScalars.contains($0) }.sorted()
        let place = SourceLocation(path: files[file].path, line: 1, column: 1)
        for name in options.scalars.keys.sorted() where !declared.contains(name) {
            if IntrospectionSDL.builtInScalars.contains(name) {
                diagnose(.warning("graphql.scalars maps \(name), one of GraphQL's own scalars, which annogen maps itself (Int, Double, String, Bool): the mapping is not used", at: place), file: file)
                continue
            }
            let known = declared.isEmpty ? "it declares none" : "its custom scalars: " + declared.joined(separator: ", ")
            diagnose(.warning("graphql.scalars maps \(name), which the schema declares no scalar of (\(known))", at: place), file: file)
        }
    }

    /// GraphQL's validator takes the arguments of a directive it does not know for arguments of the
    /// field (`@defer(label: "x")`: `Field "hero" … does not have argument "label"`): those errors,
    /// after an unknown directive on the same line, say nothing more than that error does.
    static func withoutArgumentsOfUnknownDirectives(_ problems: [GraphQLError], in text: String) -> [GraphQLError] {
        let unknown = problems.filter { $0.message.hasPrefix("Unknown directive ") }.compactMap(\.positions.first)
        guard !unknown.isEmpty else { return problems }
        let bytes = Array(text.utf8)
        let sameLine = { (start: Int, offset: Int) -> Bool in
            guard start <= offset, offset <= bytes.count else { return false }
            return !bytes[start..<offset].contains(0x0A)
        }
        return problems.filter { problem in
            guard problem.message.contains(" does not have argument "), let offset = problem.positions.first else { return true }
            return !unknown.contains { sameLine($0, offset) }
        }
    }

    /// An introspection result (`{"data": {"__schema": …}}`) read as the SDL it describes.
    private mutating func readIntrospection(_ index: Int, into schemaText: inout CombinedText) {
        let file = files[index]
        switch IntrospectionSDL.sdl(fromJSON: file.text) {
        case .success(let sdl):
            // Places inside the generated SDL mean nothing in the JSON: anything found there is
            // said at the file's start.
            schemaText.append(sdl, file: index, fileStart: -1)
        case .failure(let message):
            diagnose(.error("GraphQL introspection JSON: \(message)", at: SourceLocation(path: file.path, line: 1, column: 1)), file: index)
        }
    }

    /// Where an operation or a fragment ends. GraphQL's parser ends their places (and a selection
    /// set's) at the token before their selection set, so theirs is found from the tokens:
    /// the `}` that closes the selection set (braces inside parentheses, in an object value, do not count).
    static func end(of definition: Definition, _ loc: Location) -> Int {
        guard definition is OperationDefinition || definition is FragmentDefinition else { return loc.end }
        var token: Token? = loc.startToken
        var braces = 0, parentheses = 0
        var end = loc.end
        while let current = token, current.kind != .eof {
            switch current.kind {
            case .openingParenthesis: parentheses += 1
            case .closingParenthesis: parentheses -= 1
            case .openingBrace where parentheses == 0: braces += 1
            case .closingBrace where parentheses == 0:
                braces -= 1
                if braces == 0 { return current.end }
            default: break
            }
            end = current.end
            token = current.next
        }
        return end
    }

    static func slice(_ text: String, _ start: Int, _ end: Int) -> String {
        let utf8 = text.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: start, limitedBy: utf8.endIndex) ?? utf8.endIndex
        let to = utf8.index(utf8.startIndex, offsetBy: end, limitedBy: utf8.endIndex) ?? utf8.endIndex
        return String(text[from..<to])
    }

    private func location(_ offset: Int, in text: CombinedText) -> SourceLocation {
        guard let origin = text.origin(of: offset) else { return SourceLocation(path: "schema", line: 1, column: 1) }
        return location(offset: origin.offset, file: origin.file)
    }

    private func location(offset: Int, file: Int) -> SourceLocation {
        let path = files[file].path
        // An introspection result: no places inside it.
        if offset < 0 || path.lowercased().hasSuffix(".json") { return SourceLocation(path: path, line: 1, column: 1) }
        return lineTables[file].location(of: offset, path: path)
    }

    /// An error at its first place; its other places (the first of two operations of one name)
    /// are named in the message.
    private mutating func report(_ error: GraphQLError, in text: CombinedText, prefix: String) {
        var offsets = error.positions
        if offsets.isEmpty { offsets = error.nodes.compactMap { $0.loc?.start } }
        if offsets.isEmpty { offsets = error.locations.map { text.offset(line: $0.line, column: $0.column) } }
        // Schema building says some problems without a place (`Unknown type "Missing".`): the
        // place of the name it quotes.
        if offsets.isEmpty, let offset = SchemaErrorPlace.offset(of: error.message, in: text.text) { offsets = [offset] }
        let places = offsets.map { offset -> (file: Int, location: SourceLocation) in
            let origin = text.origin(of: offset) ?? (text.pieces.first?.file ?? 0, 0)
            return (origin.file, location(offset: origin.offset, file: origin.file))
        }
        guard let first = places.first else {
            let file = text.pieces.first?.file ?? 0
            diagnose(.error(prefix + Self.message(error), at: SourceLocation(path: files[file].path, line: 1, column: 1)), file: file)
            return
        }
        var message = prefix + Self.message(error)
        let others = places.dropFirst().map(\.location.description)
        if !others.isEmpty { message += " (also at \(others.joined(separator: ", ")))" }
        diagnose(.error(message, at: first.location), file: first.file)
    }

    private mutating func report(_ error: GraphQLError, file: Int, prefix: String) {
        let offset = error.positions.first ?? 0
        diagnose(.error(prefix + Self.message(error), at: location(offset: offset, file: file)), file: file)
    }

    /// The error's message without GraphQL's own rendering of the source (which points into the
    /// joined text, not the file).
    static func message(_ error: GraphQLError) -> String {
        var text = error.message
        if let cut = text.range(of: "\n\n") { text = String(text[..<cut.lowerBound]) }
        // `Syntax Error <source> (line:column) Expected …`: the place is the diagnostic's own.
        if text.hasPrefix("Syntax Error "), let close = text.range(of: ") ") {
            text = String(text[close.upperBound...])
        }
        if text.hasPrefix("This anonymous operation must be the only defined operation") { return OperationMapper.unnamedOperation }
        return text
    }

    private mutating func diagnose(_ diagnostic: Diagnostic, file: Int) {
        diagnostics[files[file].path, default: []].append(diagnostic)
    }
}
