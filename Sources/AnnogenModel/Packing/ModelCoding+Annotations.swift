

// `// gen:` annotations: entries in order, values recursive through lists and namespaces.
//
// ```
// annotations = count { namespace:count string* key:string value location }*
// value       = 0 false | 1 true | 2 int | 3 double | 4 string | 5 count value* | 6 annotations
// ```

private enum ValueCode {
    static let falseValue: UInt8 = 0, trueValue: UInt8 = 1, int: UInt8 = 2, double: UInt8 = 3
    static let string: UInt8 = 4, array: UInt8 = 5, namespace: UInt8 = 6
}

extension ModelWriter {
    package mutating func annotations(_ value: Annotations) {
        count(value.entries.count)
        for entry in value.entries {
            strings(entry.namespace)
            string(entry.key)
            annotationValue(entry.value)
            location(entry.location)
        }
    }

    private mutating func annotationValue(_ value: AnnotationValue) {
        switch value {
        case .bool(let flag):
            byte(flag ? ValueCode.trueValue : ValueCode.falseValue)
        case .int(let number):
            byte(ValueCode.int)
            int(number)
        case .double(let number):
            byte(ValueCode.double)
            double(number)
        case .string(let text):
            byte(ValueCode.string)
            string(text)
        case .array(let values):
            byte(ValueCode.array)
            count(values.count)
            for element in values { annotationValue(element) }
        case .namespace(let inner):
            byte(ValueCode.namespace)
            annotations(inner)
        }
    }
}

extension ModelReader {
    package mutating func annotations() throws -> Annotations {
        let count = try self.count()
        guard count > 0 else { return Annotations() }
        var entries: [Annotation] = []
        entries.reserveCapacity(count)
        for _ in 0..<count {
            let namespace = try strings()
            let key = try string()
            let value = try annotationValue()
            entries.append(Annotation(namespace: namespace, key: key, value: value, location: try location()))
        }
        return Annotations(entries)
    }

    private mutating func annotationValue() throws -> AnnotationValue {
        try nested { reader in
            switch try reader.byte() {
            case ValueCode.falseValue: return .bool(false)
            case ValueCode.trueValue: return .bool(true)
            case ValueCode.int: return .int(try reader.int())
            case ValueCode.double: return .double(try reader.double())
            case ValueCode.string: return .string(try reader.string())
            case ValueCode.array: return .array(try reader.array { try $0.annotationValue() })
            case ValueCode.namespace: return .namespace(try reader.annotations())
            case let other: throw ModelCodingError("unknown annotation value \(other)")
            }
        }
    }
}
