// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "annogen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "annogen", targets: ["annogen"]),
        .library(name: "AnnogenCore", targets: ["AnnogenCore"]),
        .library(name: "AnnogenRuntime", targets: ["AnnogenRuntime"]),
        .plugin(name: "AnnogenPlugin", targets: ["AnnogenPlugin"]),
        .plugin(name: "AnnogenCommand", targets: ["AnnogenCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
        .package(url: "https://github.com/stencilproject/Stencil.git", exact: "0.15.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/swhitty/FlyingFox.git", exact: "0.27.1"),
        // Tests only: the server side's multipart parser, for the bodies the runtime writes.
        .package(url: "https://github.com/vapor/multipart-kit.git", exact: "4.7.1"),
        // OpenAPI 3.0/3.1 documents; its external-loading trait (async loaders) is not needed.
        .package(url: "https://github.com/mattpolzin/OpenAPIKit.git", exact: "6.4.0", traits: []),
        // GraphQL schemas and operation documents: parser, schema building, validation.
        .package(url: "https://github.com/GraphQLSwift/GraphQL.git", exact: "4.3.0"),
        // Tests only: the GraphQL server GraphQLSample's operations are sent to.
        .package(url: "https://github.com/GraphQLSwift/Graphiti.git", exact: "3.1.0"),
    ],
    targets: [
        // The template engine: Stencil's template syntax, compiled once and rendered into one buffer.
        // Depends on nothing of annogen (Foundation only).
        .target(name: "TemplateEngine"),
        // Plain value types shared by every stage: the type model, annotations, diagnostics.
        // Imports neither SwiftSyntax nor libclang.
        .target(name: "AnnogenModel"),
        // SwiftSyntax → model.
        .target(
            name: "AnnogenSwiftFrontend",
            dependencies: [
                "AnnogenModel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        // The few libclang types and function-pointer types the Objective-C front end uses, written
        // here (no LLVM headers needed to build); the library itself is loaded at run time.
        .target(name: "CClangShim"),
        // Objective-C headers → model, through libclang loaded with dlopen: nothing to link, so
        // Swift-only builds and runs never need libclang.
        .target(name: "AnnogenObjCFrontend", dependencies: ["AnnogenModel", "CClangShim"]),
        // OpenAPI 3.0/3.1 and Swagger 2.0 specs → model: schemas become DTO types, operations
        // endpoint types. OpenAPIKit reads the documents (Swagger 2.0 is translated to 3.0 first).
        .target(
            name: "AnnogenOpenAPIFrontend",
            dependencies: [
                "AnnogenModel",
                .product(name: "OpenAPIKit", package: "OpenAPIKit"),
                .product(name: "OpenAPIKit30", package: "OpenAPIKit"),
                .product(name: "OpenAPIKitCompat", package: "OpenAPIKit"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // GraphQL schemas (SDL or introspection JSON) and operations → model: each operation an
        // enum with its Variables and its response Data, validated against the schema.
        .target(
            name: "AnnogenGraphQLFrontend",
            dependencies: ["AnnogenModel", .product(name: "GraphQL", package: "GraphQL")]
        ),
        // Load, compose, render, write: the pipeline.
        .target(
            name: "AnnogenCore",
            dependencies: [
                "AnnogenModel",
                "AnnogenSwiftFrontend",
                "AnnogenObjCFrontend",
                "AnnogenOpenAPIFrontend",
                "AnnogenGraphQLFrontend",
                "AnnogenTemplateRuntime",
                "TemplateEngine",
                .product(name: "Yams", package: "Yams"),
            ],
            // Members of modules the pipeline does not import itself (GraphQL's extensions on
            // String and Int, through the GraphQL front end) stay out of its overload resolution.
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .executableTarget(
            name: "annogen",
            dependencies: [
                "AnnogenCore",
                "AnnogenObjCFrontend",
                "AnnogenGraphQLFrontend",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Build-tool plugin: a target that applies it gets its templates' outputs generated at build time
        // from its own files (see docs/Integrations.md, "SwiftPM build-tool plugin"); PluginSample uses it.
        .plugin(name: "AnnogenPlugin", capability: .buildTool(), dependencies: ["annogen"]),
        // `swift package generate-code`: `annogen run` for the package, allowed to write into it.
        .plugin(
            name: "AnnogenCommand",
            capability: .command(
                intent: .custom(verb: "generate-code", description: "Run annogen for the package's .annogen.yml files (pass --check to check only)"),
                permissions: [.writeToPackageDirectory(reason: "annogen writes generated outputs and inline blocks into the package")]
            ),
            dependencies: ["annogen"]
        ),
        // `make bench`: times the release-built `annogen` on real and generated corpora against the
        // parse limit (SwiftParser alone). A benchmark, not a test; not part of CI.
        .executableTarget(
            name: "annogen-bench",
            dependencies: [
                "AnnogenCore",
                "AnnogenModel",
                "AnnogenSwiftFrontend",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            path: "Sources/AnnogenBench"
        ),
        // The engine on its own, and against Stencil 0.15.1 (the oracle of its differential tests).
        .testTarget(
            name: "TemplateEngineTests",
            dependencies: ["TemplateEngine", "AnnogenTestSupport", .product(name: "Stencil", package: "Stencil")]
        ),
        // Runs the built `annogen` binary: exit codes, config discovery, printed reports.
        .testTarget(name: "AnnogenCLITests", dependencies: ["annogen", "AnnogenTestSupport"]),
        // The example a new user copies: declared endpoints and models in Sources/, what annogen
        // generated from them in Generated/ (checked in, and checked by `annogen run --check`).
        .target(
            name: "SampleAPI",
            dependencies: ["AnnogenRuntime"],
            path: "SampleAPI",
            exclude: ["Mocks"],
            sources: ["Sources", "Generated"],
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
        // Half Objective-C: legacy model headers in Legacy/ next to Swift endpoints in Sources/;
        // Generated/ holds the Swift DTOs annogen wrote from the headers, the Coding/Endpoints code
        // and the Objective-C bridge (checked in, checked by `annogen run --check --config …`).
        .target(
            name: "MixedSample",
            dependencies: ["AnnogenRuntime"],
            path: "MixedSample",
            exclude: ["Legacy"],
            sources: ["Sources", "Generated"],
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
        // Generated from an OpenAPI 3.0 spec and a Swagger 2.0 one in Spec/: the declarations
        // (OpenAPITypes), Coding and Endpoints code (checked in, checked by `annogen run --check`).
        .target(
            name: "OpenAPISample",
            dependencies: ["AnnogenRuntime"],
            path: "OpenAPISample",
            exclude: ["Spec"],
            sources: ["Sources", "Generated"],
            swiftSettings: [.swiftLanguageMode(.v6), .treatAllWarnings(as: .error)]
        ),
        // Every example in the specs decodes, and every operation is called against a loopback server.
        .testTarget(
            name: "OpenAPISampleTests",
            dependencies: ["OpenAPISample", "AnnogenRuntime", "AnnogenTestSupport"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Generated from a GraphQL schema (Schema/) and the app's operations (Operations/): the
        // operations, their Variables and Data, the client's methods, their Codable code.
        .target(
            name: "GraphQLSample",
            dependencies: ["AnnogenRuntime"],
            path: "GraphQLSample",
            exclude: ["Schema", "Operations", "Mocks"],
            sources: ["Sources", "Generated"],
            swiftSettings: [.swiftLanguageMode(.v6), .treatAllWarnings(as: .error)]
        ),
        // Every operation sent to a real GraphQL server on loopback (Graphiti, served by FlyingFox).
        .testTarget(
            name: "GraphQLSampleTests",
            dependencies: [
                "GraphQLSample", "AnnogenRuntime", "AnnogenTestSupport",
                .product(name: "Graphiti", package: "Graphiti"),
                .product(name: "FlyingFox", package: "FlyingFox"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The generated DTOs decode the JSON the legacy models were built from.
        .testTarget(name: "MixedSampleTests", dependencies: ["MixedSample", "AnnogenRuntime"], exclude: ["Fixtures"]),
        .testTarget(name: "AnnogenModelTests", dependencies: ["AnnogenModel", "AnnogenTestSupport"]),
        .testTarget(name: "AnnogenGraphQLFrontendTests", dependencies: ["AnnogenGraphQLFrontend", "AnnogenModel", "AnnogenTestSupport"]),
        .testTarget(name: "AnnogenOpenAPIFrontendTests", dependencies: ["AnnogenOpenAPIFrontend", "AnnogenModel", "AnnogenTestSupport"]),
        // AnnogenCore for `ParsedFileCoding`: parses with and without bodies are compared byte for byte;
        // AnnogenTestSupport for `swiftc`, the judge of what is a syntax error.
        .testTarget(name: "AnnogenSwiftFrontendTests", dependencies: ["AnnogenSwiftFrontend", "AnnogenModel", "AnnogenCore", "AnnogenTestSupport"]),
        // Headers parsed through libclang (skipped with a message when it cannot be loaded), the
        // SwiftDTO and ObjCBridge templates against golden files.
        .testTarget(
            name: "AnnogenObjCFrontendTests",
            dependencies: ["AnnogenObjCFrontend", "AnnogenModel", "AnnogenCore", "AnnogenTestSupport"],
            exclude: ["Headers", "Templates"]
        ),
        .testTarget(
            name: "AnnogenCoreTests",
            dependencies: ["AnnogenCore", "AnnogenModel", "AnnogenSwiftFrontend", "AnnogenOpenAPIFrontend", "AnnogenTestSupport", "AnnogenTemplateRuntime"]
        ),
        // What generated API code imports: endpoints, the URLSession client, Codable helpers.
        // No dependencies, so apps pull in nothing but Foundation.
        .target(name: "AnnogenRuntime", swiftSettings: [.swiftLanguageMode(.v6)]),
        // What a Swift template's program imports (as `SourceryRuntime`): Sourcery's model classes
        // over the packed template context annogen passes it. Foundation only; annogen compiles its
        // sources (embedded in AnnogenCore) once per compiler, and uses its packing from here.
        .target(name: "AnnogenTemplateRuntime", swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "AnnogenRuntimeTests",
            dependencies: ["AnnogenRuntime", "AnnogenTestSupport"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // A loopback HTTP server that records requests, shared by the tests that send real requests, and
        // `swiftc` for the tests that compile generated code.
        .target(
            name: "AnnogenTestSupport",
            dependencies: [.product(name: "FlyingFox", package: "FlyingFox"),
                           .product(name: "MultipartKit", package: "multipart-kit")],
            path: "Tests/AnnogenTestSupport",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The generated SampleAPI code against fixtures and a real server.
        .testTarget(
            name: "SampleAPITests",
            dependencies: ["SampleAPI", "AnnogenRuntime", "AnnogenTestSupport"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The MocksAndEquality golden case compiled as code: its sources plus the expected output
        // (what GoldenTests checks the generator still produces), exercised by GoldenFixturesTests.
        .target(
            name: "GoldenFixtures",
            path: "Tests/Golden/MocksAndEquality",
            exclude: ["Templates"],
            swiftSettings: [.swiftLanguageMode(.v6), .treatAllWarnings(as: .error)]
        ),
        // The SourceryClassics case (hashing, case lists, lenses in Sourcery's whitespace) compiled too.
        .target(
            name: "GoldenClassics",
            path: "Tests/Golden/SourceryClassics",
            exclude: ["Templates"],
            swiftSettings: [.swiftLanguageMode(.v6), .treatAllWarnings(as: .error)]
        ),
        // The built-in API templates' output for public types must compile as a library would.
        .target(
            name: "GoldenPublicAPI",
            dependencies: ["AnnogenRuntime"],
            path: "Tests/Golden/PublicAPILayer",
            swiftSettings: [.swiftLanguageMode(.v6), .treatAllWarnings(as: .error)]
        ),
        // A second endpoint set (travel booking), written apart from SampleAPI with the request shapes
        // it lacks; its generated code (what GoldenTests checks) compiles with warnings as errors.
        .target(
            name: "GoldenTravelAPI",
            dependencies: ["AnnogenRuntime"],
            path: "Tests/Golden/TravelAPI",
            swiftSettings: [.swiftLanguageMode(.v6), .treatAllWarnings(as: .error)]
        ),
        // The travel API's requests as a server sees them, and its responses decoded.
        .testTarget(
            name: "TravelAPITests",
            dependencies: ["GoldenTravelAPI", "AnnogenRuntime", "AnnogenTestSupport"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "GoldenFixturesTests",
            dependencies: ["GoldenFixtures", "GoldenClassics"],
            path: "Tests/GoldenFixturesTests",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
