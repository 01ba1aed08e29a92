#!/usr/bin/env bash
# `make bench-openapi` (a benchmark, not a test: not part of CI). annogen and swift-openapi-generator
# 1.14.3 (the reference Swift generator) on the same spec, OpenAPISample/Spec/bookshelf.yaml, in one
# run on one machine:
#   - generation time: medians of RUNS (9) interleaved cold runs of each tool (annogen with --no-cache);
#   - lines and files of generated code (all lines, and without blank and comment lines);
#   - build time of each generated module alone (its runtime built beforehand), debug and release,
#     medians of BUILD_RUNS (5) / RELEASE_BUILD_RUNS (3) interleaved rebuilds, less a no-op build,
#     and the warnings it compiles with;
#   - spec features: what each tool does with each, checked on its output (see bench_openapi.py);
#     stores.json (Swagger 2.0) and a small probe spec are generated with both too;
#   - a large spec the script writes (160 operations): generation time, lines, operations written,
#     a debug rebuild of each output.
# This script builds both tools in release: annogen in .build-release (as make bench's), and
# swift-openapi-generator's CLI from a wrapper package in Benchmarks/work/openapi/generator (its own
# scratch folder there). scripts/bench_openapi.py measures, prints a table and writes
# Benchmarks/results/openapi-comparison.json. Needs swift and python3; packages resolve as usual
# (github.com/apple/swift-openapi-generator 1.14.3, swift-openapi-runtime 1.13.4).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
SWIFT=${SWIFT:-swift}
export RUNS=${RUNS:-9} BUILD_RUNS=${BUILD_RUNS:-5} RELEASE_BUILD_RUNS=${RELEASE_BUILD_RUNS:-3}
work=$root/Benchmarks/work/openapi
generator=$work/generator
mkdir -p "$generator/Sources/Placeholder" "$work/modules"

echo "== building annogen (release, .build-release, as make bench builds it)"
# The Makefile's release flags (make bench's), so that the build in .build-release is the same one.
release_flags=${RELEASE_FLAGS:-$(make -s --no-print-directory -C "$root" release-flags)}
# shellcheck disable=SC2086
"$SWIFT" build -c release $release_flags --package-path "$root" --scratch-path "$root/.build-release" --product annogen \
    >"$work/annogen-build.log" 2>&1 || { tail -30 "$work/annogen-build.log"; exit 1; }

echo "== building swift-openapi-generator 1.14.3 (release, Benchmarks/work/openapi/generator)"
cat >"$generator/Package.swift" <<'PACKAGE'
// swift-tools-version:6.0
// Exists to build swift-openapi-generator's command-line tool (written by scripts/bench-openapi.sh).
import PackageDescription

let package = Package(
    name: "generator",
    dependencies: [.package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3")],
    targets: [.target(name: "Placeholder", path: "Sources/Placeholder")]
)
PACKAGE
echo "// The package exists to build swift-openapi-generator's CLI." >"$generator/Sources/Placeholder/Placeholder.swift"
"$SWIFT" build -c release --package-path "$generator" --scratch-path "$generator/.build" --product swift-openapi-generator \
    >"$work/generator-build.log" 2>&1 || { tail -30 "$work/generator-build.log"; exit 1; }

echo "== measuring (RUNS=$RUNS BUILD_RUNS=$BUILD_RUNS RELEASE_BUILD_RUNS=$RELEASE_BUILD_RUNS)"
exec python3 "$root/scripts/bench_openapi.py" \
    --root "$root" --work "$work" --swift "$SWIFT" \
    --annogen "$root/.build-release/release/annogen" \
    --generator "$generator/.build/release/swift-openapi-generator" \
    --generator-package "$generator"
