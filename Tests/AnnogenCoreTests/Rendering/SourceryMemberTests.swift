@testable import AnnogenCore
import Foundation
import Testing

/// Members of Sourcery's runtime types that templates read, on annogen's objects.
@Suite struct SourceryMemberTests {
    let sources = [
        "A.swift": """
        protocol Indexed {
            subscript(index: Int) -> String { get }
        }
        class Base {
            subscript(key: String) -> Int? { nil }
            final func seal() {}
            dynamic var flag = false
        }
        final class Shelf: Base, Indexed {
            subscript(index: Int) -> String { "" }
            func load<E: Error>() throws(E) {}
            nonisolated func peek() {}
        }
        enum Raw: String { case a }
        enum Plain { case a }
        """,
    ]

    private func rendered(_ template: String) throws -> String {
        let context = TemplateContext(module: compose(sources).module, arguments: [:])
        return try render(template, context.dictionary(templateName: "t.stencil"))
    }

    @Test func subscriptsAcrossTheHierarchy() throws {
        #expect(try rendered("{% for s in type.Shelf.allSubscripts %}{{ s }}|{{ s.isOptionalReturnType }}|{{ s.unwrappedReturnTypeName }};{% endfor %}")
            == "subscript(_ index: Int) -> String|false|String;subscript(_ key: String) -> Int?|true|Int;")
    }

    @Test func methodAndVariableFlags() throws {
        #expect(try rendered("""
            {% for m in type.Base.methods %}{{ m.name }} {{ m.isFinal }};{% endfor %}\
            {% for m in type.Shelf.methods %}{{ m.name }} {{ m.isThrowsTypeGeneric }} {{ m.isNonisolated }};{% endfor %}\
            {{ type.Base.variables.first.isDynamic }} {{ type.Raw.hasRawType }} {{ type.Plain.hasRawType }}
            """) == "seal() true;load<E: Error>() true false;peek() false true;true true false")
    }

    /// Sourcery's paths are absolute: a template's `type.path|contains:"/Sources/Client/"` holds
    /// whichever folder the run started from (the sources here are read as `A.swift`).
    @Test func pathsAreAbsolute() throws {
        let folder = PathNormalizer.standardize(FileManager.default.currentDirectoryPath)
        #expect(try rendered("{{ type.Shelf.path }}|{{ type.Shelf.directory }}|{{ type.Shelf.fileName }}|{{ type.Base.variables.first.path }}")
            == "\(folder)/A.swift|\(folder)|A.swift|\(folder)/A.swift")
    }

    /// A type's `typealiases` is Sourcery's dictionary keyed by the alias's local name:
    /// LukasHromadnik/SourceryTemplates' AutoFactory writes `type.typealiases[parameter.typeName].name`,
    /// which rendered `Value` from a list where Sourcery writes `CarViewModel.Value`. A `for` over it
    /// walks it as Stencil walks any dictionary in Sourcery: by name, `for name, alias in` the pairs,
    /// `for name in` the names.
    @Test func typealiasesByLocalName() throws {
        let module = compose(["A.swift": """
            protocol AutoFactory {}
            class CarViewModel: AutoFactory {
                typealias Value = String
                typealias Dependencies = HasAvatarService
                init(dependencies: Dependencies, avatarService: AvatarService, value: Value) {}
            }
            struct Plain {}
            """]).module
        let context = TemplateContext(module: module, arguments: [:])
        let rendered = { (template: String) in try render(template, context.dictionary(templateName: "t.stencil")) }
        #expect(try rendered("{{ type.CarViewModel.typealiases.Value.name }}") == "CarViewModel.Value")
        #expect(try rendered("""
            {% set car = type.CarViewModel %}{% for p in car.initializers.first.parameters %}\
            {% if car.typealiases[p.typeName] %}{{ car.typealiases[p.typeName].name }}{% else %}{{ p.typeName }}{% endif %};{% endfor %}
            """) == "CarViewModel.Dependencies;AvatarService;CarViewModel.Value;")
        #expect(try rendered("{% for name, alias in type.CarViewModel.typealiases %}{{ name }}={{ alias.typeName }};{% endfor %}")
            == "Dependencies=HasAvatarService;Value=String;")
        // One loop variable takes each pair's first element, the name, as Stencil 0.15.1 binds it.
        #expect(try rendered("{% for name in type.CarViewModel.typealiases %}{{ name }}:{{ type.CarViewModel.typealiases[name].name }};{% endfor %}")
            == "Dependencies:CarViewModel.Dependencies;Value:CarViewModel.Value;")
        #expect(try rendered("{{ type.CarViewModel.typealiases.count }} {{ type.Plain.typealiases.count }}{% if not type.Plain.typealiases %} none{% endif %}")
            == "2 0 none")
    }

    /// A typealias of an array, dictionary, closure, tuple or set is looked through, as Sourcery's
    /// composer does (tuist/XcodeProj's Equality template compares `BuildSettings = [String: Any]`
    /// through `NSDictionary` when `variable.typeName.dictionary` is there); `isOptional` and
    /// `unwrappedTypeName` stay as written, and `set` is only on `actualTypeName`, as in Sourcery.
    /// `actualTypeName` is the alias's type name, so `MaybeName`'s is optional (Sourcery's composer
    /// takes the alias's parsed `String?`; found by the code review).
    @Test func typealiasesOfCollectionsAndClosures() throws {
        let module = compose(["A.swift": """
            typealias Settings = [String: Any]
            typealias Names = [String]
            typealias Handler = (String) -> Void
            typealias MaybeName = String?
            typealias MaybeNames = [String]?
            typealias Tags = Set<String>
            typealias Pair = (a: Int, b: Int)
            typealias MoreSettings = Settings
            class Config {
                var settings: Settings = [:]
                var names: Names = []
                var handler: Handler = { _ in }
                var maybeName: MaybeName
                var maybeNames: MaybeNames
                var tags: Tags = []
                var pair: Pair
                var optionalSettings: Settings?
                var more: MoreSettings
                var plain: String
            }
            """]).module
        let context = TemplateContext(module: module, arguments: [:])
        let template = """
            {% for v in type.Config.storedVariables %}{% set t v.typeName %}\
            {{ v.name }}: {{ t.isDictionary }} {{ t.isArray }} {{ t.isClosure }} {{ t.isTuple }} {{ t.isSet }} \
            {{ t.isGeneric }} {{ t.isOptional }} {{ t.unwrappedTypeName }} \
            d={% if t.dictionary %}{{ t.dictionary.name }}/{{ t.dictionary.valueTypeName }}{% endif %} \
            a={% if t.array %}{{ t.array.name }}/{{ t.array.elementTypeName }}{% endif %} \
            c={% if t.closure %}{{ t.closure.name }}{% endif %} tu={% if t.tuple %}{{ t.tuple.name }}{% endif %} \
            s={% if t.set %}set{% endif %}/{% if t.actualTypeName.set %}{{ t.actualTypeName.set.name }}{% endif %} \
            g={{ t.generic.name }} \
            actual={% if t.actualTypeName %}{{ t.actualTypeName }} {{ t.actualTypeName.isDictionary }} \
            {{ t.actualTypeName.isOptional }}{% else %}none{% endif %}
            {% endfor %}
            """
        #expect(try render(template, context.dictionary(templateName: "t.stencil")) == """
            settings: true false false false false true false Settings d=[String: Any]/Any a= c= tu= s=/ g=Dictionary actual=[String: Any] true false
            names: false true false false false true false Names d= a=[String]/String c= tu= s=/ g=Array actual=[String] false false
            handler: false false true false false false false Handler d= a= c=(String) -> Void tu= s=/ g= actual=(String) -> Void false false
            maybeName: false false false false false false false MaybeName d= a= c= tu= s=/ g= actual=String? false true
            maybeNames: false true false false false true false MaybeNames d= a=[String]/String c= tu= s=/ g=Array actual=[String]? false true
            tags: false false false false true true false Tags d= a= c= tu= s=/Set<String> g=Set actual=Set<String> false false
            pair: false false false true false false false Pair d= a= c= tu=(a: Int, b: Int) s=/ g= actual=(a: Int, b: Int) false false
            optionalSettings: true false false false false true true Settings d=[String: Any]/Any a= c= tu= s=/ g=Dictionary actual=[String: Any]? true true
            more: true false false false false true false MoreSettings d=[String: Any]/Any a= c= tu= s=/ g=Dictionary actual=[String: Any] true false
            plain: false false false false false false false String d= a= c= tu= s=/ g= actual=none

            """)
    }

    /// A mapping under a `.sourcery.yml`'s `args:` is read by key, walked by a loop and bound by `set`,
    /// as Sourcery's templates read the dictionary its config keeps (Appsaurus/Layman's
    /// `argument.operators.equal` rendered empty: the mapping had become `true`).
    @Test func nestedArguments() throws {
        let (config, diagnostics) = SourceryConfigFile.parse("""
            sources: [Sources]
            templates: [Templates]
            output: Generated
            args:
              plain: 'p'
              operators:
                equal: '.='
                plus: '.+'
              list: [{name: b}]
            """, path: ".sourcery.yml")
        #expect(diagnostics.isEmpty)
        let context = TemplateContext(module: compose(sources).module, arguments: config?.arguments ?? [:])
        #expect(try render("""
            {% set eq argument.operators.equal %}\
            direct=[{{ argument.operators.equal }}] viaSet=[{{ eq }}] \
            map=[{% for k, v in argument.operators %}{{ k }}={{ v }};{% endfor %}] plain=[{{ argument.plain }}] \
            list=[{{ argument.list.first.name }}]
            """, context.dictionary(templateName: "t.stencil")) == "direct=[.=] viaSet=[.=] map=[equal=.=;plus=.+;] plain=[p] list=[b]")
    }

    /// Sourcery's `types.typesByName` and `types.typesaliasesByName` (so spelt), lookups by name.
    @Test func typesAndTypealiasesByName() throws {
        let module = compose(["B.swift": "struct Shelf { let books: Int }\ntypealias Count = Int\n"]).module
        let context = TemplateContext(module: module, arguments: [:])
        #expect(try render("{{ types.typesByName.Shelf.variables.first.name }}|{{ types.typesaliasesByName.Count.typeName }}",
                           context.dictionary(templateName: "t.stencil")) == "books|Int")
    }
}
