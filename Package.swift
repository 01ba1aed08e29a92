// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "annogen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "annogen", targets: ["annogen"]),
        .library(name: "AnnogenCore", targets: ["AnnogenCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
        .package(url: "https://github.com/stencilproject/Stencil.git", exact: "0.15.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
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
        .testTarget(name: "AnnogenModelTests", dependencies: ["AnnogenModel"]),
        .testTarget(name: "AnnogenSwiftFrontendTests", dependencies: ["AnnogenSwiftFrontend", "AnnogenModel"]),
        .testTarget(
            name: "AnnogenCoreTests",
            dependencies: ["AnnogenCore", "AnnogenModel", "AnnogenSwiftFrontend"]
        ),
        // The MocksAndEquality golden case compiled as code: its sources plus the expected output
        // (what GoldenTests checks the generator still produces), exercised by GoldenFixturesTests.
        .target(
            name: "GoldenFixtures",
            path: "Tests/Golden/MocksAndEquality",
            exclude: ["Templates"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "GoldenFixturesTests",
            dependencies: ["GoldenFixtures"],
            path: "Tests/GoldenFixturesTests",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
