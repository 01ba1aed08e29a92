// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "annogen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "annogen", targets: ["annogen"]),
        .library(name: "AnnogenCore", targets: ["AnnogenCore"]),
        .library(name: "AnnogenRuntime", targets: ["AnnogenRuntime"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
        .package(url: "https://github.com/stencilproject/Stencil.git", exact: "0.15.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/swhitty/FlyingFox.git", exact: "0.27.1"),
    ],
    targets: [
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
        // Load, compose, render, write: the pipeline.
        .target(
            name: "AnnogenCore",
            dependencies: [
                "AnnogenModel",
                "AnnogenSwiftFrontend",
                .product(name: "Stencil", package: "Stencil"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(
            name: "annogen",
            dependencies: [
                "AnnogenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
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
        // Runs the built `annogen` binary: exit codes, config discovery, printed reports.
        .testTarget(name: "AnnogenCLITests", dependencies: ["annogen"]),
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
        .testTarget(name: "AnnogenModelTests", dependencies: ["AnnogenModel"]),
        .testTarget(name: "AnnogenSwiftFrontendTests", dependencies: ["AnnogenSwiftFrontend", "AnnogenModel"]),
        .testTarget(
            name: "AnnogenCoreTests",
            dependencies: ["AnnogenCore", "AnnogenModel", "AnnogenSwiftFrontend"]
        ),
        // What generated API code imports: endpoints, the URLSession client, Codable helpers.
        // No dependencies, so apps pull in nothing but Foundation.
        .target(name: "AnnogenRuntime", swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(
            name: "AnnogenRuntimeTests",
            dependencies: ["AnnogenRuntime", .product(name: "FlyingFox", package: "FlyingFox")],
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
        .testTarget(
            name: "GoldenFixturesTests",
            dependencies: ["GoldenFixtures"],
            path: "Tests/GoldenFixturesTests",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
