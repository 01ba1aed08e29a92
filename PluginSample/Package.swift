// swift-tools-version:6.2
// annogen's SwiftPM integrations, as a team would set them up (with `.package(url:from:)` in place of
// the path to this repository):
// - Bookmarks applies the build-tool plugin: `swift build` generates its code from its own sources
//   and the templates its .annogen.yml names, into the build folder; nothing generated is checked in.
// - Shelf's generated code is checked in (Sources/Shelf/Generated), written by the command plugin:
//   `swift package --allow-writing-to-package-directory generate-code` runs this package's
//   .annogen.yml; `… generate-code --check` fails when it is stale.
import PackageDescription

let package = Package(
    name: "PluginSample",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "annogen", path: ".."),
    ],
    targets: [
        .target(
            name: "Bookmarks",
            dependencies: [.product(name: "AnnogenRuntime", package: "annogen")],
            plugins: [.plugin(name: "AnnogenPlugin", package: "annogen")]
        ),
        .target(
            name: "Shelf",
            dependencies: [.product(name: "AnnogenRuntime", package: "annogen")]
        ),
        .testTarget(name: "PluginSampleTests", dependencies: ["Bookmarks", "Shelf"]),
    ],
    swiftLanguageModes: [.v6]
)
