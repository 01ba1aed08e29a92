#!/usr/bin/env bash
# `make bench-openapi` (a benchmark, not a test: not part of CI). annogen and swift-openapi-generator
# 1.14.3 (the reference Swift generator) on the same spec, OpenAPISample/Spec/bookshelf.yaml, in one
# run on one machine:
#   - generation time: medians of RUNS interleaved runs of each tool (annogen without its cache);
#   - lines of generated code (all, and without blank and comment lines);
#   - build time of the generated module alone (its dependencies built beforehand), debug and release,
#     medians of interleaved rebuilds, and the warnings it compiles with;
#   - spec features: what each tool's output has for them, checked on the output (see bench_openapi.py).
# Both tools are release builds: annogen in .build-release (as make bench's), swift-openapi-generator's
# CLI in Benchmarks/work/openapi/generator. Prints a table and writes
# Benchmarks/results/openapi-comparison.json.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
SWIFT=${SWIFT:-swift}
export RUNS=${RUNS:-9} BUILD_RUNS=${BUILD_RUNS:-5} RELEASE_BUILD_RUNS=${RELEASE_BUILD_RUNS:-3}
work=$root/Benchmarks/work/openapi
mkdir -p "$work/generator/Sources/Placeholder" "$work/modules"

echo "== building annogen (release, .build-release)"
"$SWIFT" build -c release --scratch-path "$root/.build-release" --product annogen >"$work/annogen-build.log" 2>&1 \
    || { tail -30 "$work/annogen-build.log"; exit 1; }

echo "== building swift-openapi-generator 1.14.3 (release)"
cat >"$work/generator/Package.swift" <<'EOF'
// swift-tools-version:6.0
// Exists to build swift-openapi-generator's command-line tool (written by scripts/bench-openapi.sh).
import PackageDescription

let package = Package(
    name: "generator",
    dependencies: [.package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3")],
    targets: [.target(name: "Placeholder", path: "Sources/Placeholder")]
)
EOF
echo "// The package exists to build swift-openapi-generator's CLI." >"$work/generator/Sources/Placeholder/Placeholder.swift"
"$SWIFT" build -c release --package-path "$work/generator" --product swift-openapi-generator >"$work/generator-build.log" 2>&1 \
    || { tail -30 "$work/generator-build.log"; exit 1; }

# The package the generated modules are built in: one target per tool, each with its runtime.
cat >"$work/modules/Package.swift" <<EOF
// swift-tools-version:6.0
// The generated code of each tool as a module of its own (written by scripts/bench-openapi.sh).
import PackageDescription

let package = Package(
    name: "modules",
    dependencies: [
        .package(name: "annogen", path: "$root"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", exact: "1.13.4"),
    ],
    targets: [
        .target(name: "AnnogenGenerated", dependencies: [.product(name: "AnnogenRuntime", package: "annogen")]),
        .target(name: "OpenAPIGeneratorGenerated", dependencies: [.product(name: "OpenAPIRuntime", package: "swift-openapi-runtime")]),
    ]
)
EOF

exec python3 "$root/scripts/bench_openapi.py" \
    --root "$root" --work "$work" --swift "$SWIFT" \
    --annogen "$root/.build-release/release/annogen" \
    --generator "$work/generator/.build/release/swift-openapi-generator"
