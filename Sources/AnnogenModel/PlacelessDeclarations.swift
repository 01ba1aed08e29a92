/// Declarations compared without where they are in their file: an edit that adds or removes lines
/// above a declaration moves it, and every location after the edit, but declares nothing new.
extension ParsedFile {
    /// Whether `other` (another parse of the same path) declares exactly what this one declares,
    /// wherever in the file: the same types, members, annotations and typealiases, in the same
    /// order, with every line, column and body offset set aside. Files with diagnostics do not
    /// compare (a diagnostic's position is part of what it says).
    /// Compared by their packed bytes, which hold each string's own bytes: `String`'s == (and the
    /// model's) takes canonically equivalent text (`é` composed or not) as equal, and an output
    /// written from one is not the bytes of the other.
    public func declaresTheSame(as other: ParsedFile) -> Bool {
        guard UTF8Bytes.same(path, other.path), diagnostics.isEmpty, other.diagnostics.isEmpty,
              packedTypes.count == other.packedTypes.count,
              typealiases.count == other.typealiases.count else { return false }
        for (mine, theirs) in zip(typealiases, other.typealiases) {
            guard Self.bytes(of: mine.placeless, path: path) == Self.bytes(of: theirs.placeless, path: path) else { return false }
        }
        for (mine, theirs) in zip(packedTypes, other.packedTypes) where mine.bytes != theirs.bytes || !UTF8Bytes.same(mine.path, theirs.path) {
            guard mine.kind == theirs.kind, mine.unpack().placeless.packed.bytes == theirs.unpack().placeless.packed.bytes else { return false }
        }
        return true
    }

    private static func bytes(of alias: Typealias, path: String) -> [UInt8] {
        var writer = ModelWriter(capacity: 64, knownStrings: [path])
        writer.typealiasDecl(alias)
        return writer.bytes
    }
}

extension SourceLocation {
    /// The file alone (line and column 0).
    var placeless: SourceLocation { SourceLocation(path: path, line: 0, column: 0) }
}

extension Annotations {
    /// The annotations with every location made `placeless`.
    public var placeless: Annotations {
        Annotations(entries.map { entry in
            var copy = entry
            copy.location = entry.location.placeless
            return copy
        })
    }
}

extension TypeDecl {
    /// The declaration with every location in it made `placeless` and its body range taken out.
    public var placeless: TypeDecl {
        var copy = self
        copy.location = location.placeless
        copy.bodyRange = nil
        copy.annotations = annotations.placeless
        for i in copy.variables.indices {
            copy.variables[i].location = copy.variables[i].location.placeless
            copy.variables[i].annotations = copy.variables[i].annotations.placeless
        }
        for i in copy.methods.indices {
            copy.methods[i].location = copy.methods[i].location.placeless
            copy.methods[i].annotations = copy.methods[i].annotations.placeless
            for j in copy.methods[i].parameters.indices {
                copy.methods[i].parameters[j].annotations = copy.methods[i].parameters[j].annotations.placeless
            }
        }
        for i in copy.subscripts.indices {
            copy.subscripts[i].location = copy.subscripts[i].location.placeless
            copy.subscripts[i].annotations = copy.subscripts[i].annotations.placeless
            for j in copy.subscripts[i].parameters.indices {
                copy.subscripts[i].parameters[j].annotations = copy.subscripts[i].parameters[j].annotations.placeless
            }
        }
        for i in copy.cases.indices {
            copy.cases[i].location = copy.cases[i].location.placeless
            copy.cases[i].annotations = copy.cases[i].annotations.placeless
            for j in copy.cases[i].associatedValues.indices {
                copy.cases[i].associatedValues[j].annotations = copy.cases[i].associatedValues[j].annotations.placeless
            }
        }
        copy.typealiases = copy.typealiases.map(\.placeless)
        for i in copy.associatedTypes.indices {
            copy.associatedTypes[i].location = copy.associatedTypes[i].location.placeless
            copy.associatedTypes[i].annotations = copy.associatedTypes[i].annotations.placeless
        }
        return copy
    }
}

extension Typealias {
    var placeless: Typealias {
        var copy = self
        copy.location = location.placeless
        copy.annotations = annotations.placeless
        return copy
    }
}
