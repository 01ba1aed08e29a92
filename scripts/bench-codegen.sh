#!/usr/bin/env bash
# `make bench-codegen` (a benchmark, not a test: not part of CI): what generated Codable costs an app
# against synthesized Codable on the same models (issue 22). Builds annogen (debug is enough: it only
# writes the code), then scripts/bench_codegen.py generates, compiles and times the variants.
# MODELS=300 RUNS=5 by default. Writes Benchmarks/results/codegen.json.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
SWIFT=${SWIFT:-swift}
"$SWIFT" build --package-path "$root" --product annogen >/dev/null
exec python3 "$root/scripts/bench_codegen.py" --root "$root" --annogen "$root/.build/debug/annogen" \
    --work "$root/Benchmarks/work/codegen" "$@"
