/// `products[2].productId` for a coding path: keys joined with dots, array indices in brackets.
public func readableCodingPath(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
        if let index = key.intValue, key.stringValue == "Index \(index)" || key.stringValue == "\(index)" {
            text += "[\(index)]"
        } else {
            text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
        }
    }
    return text
}

extension DecodingError {
    /// Where decoding failed, as ``readableCodingPath(_:)`` writes it, including the missing
    /// key of `keyNotFound`.
    public var readableCodingPath: String {
        switch self {
        case .keyNotFound(let key, let context):
            return AnnogenRuntime.readableCodingPath(context.codingPath + [key])
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return AnnogenRuntime.readableCodingPath(context.codingPath)
        @unknown default:
            return ""
        }
    }

    /// What went wrong, without the path.
    public var readableDescription: String {
        switch self {
        case .keyNotFound(let key, _):
            return "key '\(key.stringValue)' not found"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return context.debugDescription
        @unknown default:
            return "\(self)"
        }
    }
}
