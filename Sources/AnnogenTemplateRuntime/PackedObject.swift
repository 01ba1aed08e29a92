import Foundation

/// Annotations as Sourcery's templates read them: `annotations["jsonKey"] as? String`.
public typealias Annotations = [String: NSObject]
/// Doc-comment lines.
public typealias Documentation = [String]
/// Attributes by name (`attributes["objc"]`), each name's in declaration order.
public typealias AttributeList = [String: [Attribute]]

/// An object of the packed model: its members' values at the positions its kind's list gives
/// (`PackedKind.members`), read on use. Objects are made once per model, so `===` and the
/// dictionaries keyed by name hold the same objects.
public class PackedObject: NSObject {
    let members: [PackedValue]
    unowned(unsafe) let model: PackedModel
    /// The model of an object a template made itself (`SourceryMethod(name:)`), which holds the
    /// objects it refers to; kept alive by the object.
    private let ownModel: PackedModel?

    init(members: [PackedValue], model: PackedModel) {
        self.members = members
        self.model = model
        ownModel = nil
    }

    /// An object a template makes: `members` by position, where `.object(n)` is `objects[n]`.
    init(members: [PackedValue], objects: [PackedObject]) {
        let model = PackedModel(objects: objects)
        self.members = members
        self.model = model
        ownModel = model
    }

    @inline(__always) func value(_ position: Int) -> PackedValue {
        position < members.count ? members[position] : .null
    }
}

/// A part of a type name kept as a dictionary of its members (`typeName.array`, `typeName.closure`).
public class PackedEntries: NSObject {
    let entries: [String: PackedValue]
    unowned(unsafe) let model: PackedModel

    init(entries: [String: PackedValue], model: PackedModel) {
        self.entries = entries
        self.model = model
    }

    @inline(__always) func value(_ key: String) -> PackedValue { entries[key] ?? .null }
}

extension PackedValue {
    var string: String {
        switch self {
        case .string(let string): string
        case .int(let int): String(int)
        case .double(let double): String(double)
        case .bool(let bool): String(bool)
        default: ""
        }
    }

    var optionalString: String? {
        if case .null = self { return nil }
        return string
    }

    var bool: Bool {
        switch self {
        case .bool(let bool): bool
        case .int(let int): int != 0
        default: false
        }
    }

    var int: Int {
        switch self {
        case .int(let int): int
        case .double(let double): Int(double)
        case .bool(let bool): bool ? 1 : 0
        default: 0
        }
    }

    var strings: [String] {
        guard case .array(let elements) = self else { return [] }
        return elements.map(\.string)
    }

    func object<T: AnyObject>(in model: PackedModel) -> T? {
        guard case .object(let position) = self, position < model.objects.count else { return nil }
        return model.objects[position] as? T
    }

    func objects<T: AnyObject>(in model: PackedModel) -> [T] {
        guard case .array(let elements) = self else { return [] }
        return elements.compactMap { $0.object(in: model) }
    }

    /// Object entries of a dictionary (entries that are names of types not scanned are left out, as
    /// Sourcery's `implements` holds only known types).
    func objectDictionary<T: AnyObject>(in model: PackedModel) -> [String: T] {
        guard case .dictionary(let entries) = self else { return [:] }
        var result: [String: T] = [:]
        for (key, value) in entries {
            if let object: T = value.object(in: model) { result[key] = object }
        }
        return result
    }

    func entries<T: PackedEntries>(in model: PackedModel, as make: (([String: PackedValue], PackedModel) -> T)) -> T? {
        guard case .dictionary(let entries) = self else { return nil }
        return make(entries, model)
    }

    /// Annotations as Foundation objects: strings as `NSString`, numbers and flags as `NSNumber`,
    /// repeated keys as `NSArray`, namespaces as `NSDictionary`.
    var annotations: Annotations {
        guard case .dictionary(let entries) = self else { return [:] }
        return entries.compactMapValues(\.foundationObject)
    }

    var foundationObject: NSObject? {
        switch self {
        case .null, .object: nil
        case .bool(let bool): NSNumber(value: bool)
        case .int(let int): NSNumber(value: int)
        case .double(let double): NSNumber(value: double)
        case .string(let string): NSString(string: string)
        case .array(let elements): NSArray(array: elements.compactMap(\.foundationObject))
        case .dictionary(let entries): NSDictionary(dictionary: entries.compactMapValues(\.foundationObject))
        }
    }

    func attributes(in model: PackedModel) -> AttributeList {
        guard case .dictionary(let entries) = self else { return [:] }
        return entries.mapValues { $0.objects(in: model) }
    }
}
