#!/usr/bin/env bash
# The SwiftPM plugins, tested as a team uses them, on PluginSample (a package of its own that depends
# on this repository by path). Run by `make test` after the unit tests.
#
# Build-tool plugin (target Bookmarks): a build from a state without the plugin's outputs runs annogen
# and compiles what it wrote; a second build does not run it; touching a source runs it again.
# Command plugin (`swift package generate-code`, target Shelf's checked-in code): --check passes on
# current output and fails, writing nothing, on stale output; without --check it writes the same
# files as `annogen run` does.
set -euo pipefail
cd "$(dirname "$0")/../PluginSample"
SWIFT=${SWIFT:-swift}
marker="annogen: generating code for Bookmarks"
log=$(mktemp)
generated=Sources/Shelf/Generated/Coding.generated.swift
saved=$(mktemp)
cp "$generated" "$saved"
restore() { cp "$saved" "$generated"; rm -f "$log" "$saved"; }
trap restore EXIT

fail() { echo "test-plugins: FAILED: $*" >&2; exit 1; }
build() {
    local status=0
    "$SWIFT" build --build-tests >"$log" 2>&1 || status=$?
    grep -E "error|warning:|annogen" "$log" || true
    [ "$status" -eq 0 ] || { tail -40 "$log"; fail "swift build failed"; }
    # Generated code compiles without warnings, like the sample's own.
    if grep -E "(PluginSample/Sources|plugins/outputs)/.*warning:" "$log"; then fail "warnings in PluginSample or its generated code"; fi
}

# A state without the plugin's outputs (the dependencies stay built: a fresh clone builds them anyway).
rm -rf .build/plugins/outputs
echo "== build-tool plugin: first build"
build
grep -q "$marker" "$log" || fail "the first build did not run annogen"
outputs=$(find .build/plugins/outputs -path '*Bookmarks*' -name 'Endpoints.generated.swift' | head -1)
[ -n "$outputs" ] || fail "the first build wrote no Endpoints.generated.swift"
grep -q "static func request(page: Int? = nil, perPage: Int? = nil)" "$outputs" || fail "$outputs lacks Bookmarks.List's request method"

# SwiftPM may relink the plugin's tool (annogen-tool) on the builds right after a fresh one, as its
# dependency builds settle (seen on fresh clones: two or three builds relink it, later ones do not). A
# relinked tool is a changed input of the plugin's command, so annogen rightly runs again; the claims
# below are about builds in which the tool stayed as it was.
relinked() { grep -q "Linking annogen-tool" "$log"; }
# What is annogen's to get right when SwiftPM reruns it for a relinked tool: nothing changed, so it
# rewrites no output (their mtimes stay) and the target is not compiled again.
stamps() { find .build/plugins/outputs -path '*Bookmarks*' -name '*.generated.swift' -exec stat -c '%n %Y.%y' {} + | sort; }
rerun_wrote_nothing() {
    [ "$(stamps)" = "$before" ] || fail "annogen, rerun for a relinked annogen-tool with nothing changed, rewrote its outputs"
    if grep -q "Compiling Bookmarks" "$log"; then fail "annogen, rerun for a relinked annogen-tool with nothing changed, made SwiftPM compile Bookmarks again"; fi
}
before=$(stamps)

echo "== build-tool plugin: second build, nothing changed"
settled=no
for attempt in 1 2 3 4 5 6; do
    build
    if relinked; then echo "(annogen-tool relinked by SwiftPM; building again)"; rerun_wrote_nothing; continue; fi
    if grep -q "$marker" "$log"; then fail "a build with nothing changed (annogen-tool not relinked) ran annogen again"; fi
    settled=yes; break
done
[ "$settled" = yes ] || fail "SwiftPM relinked annogen-tool on six builds in a row"

echo "== build-tool plugin: a source touched"
touched=no
for attempt in 1 2 3; do
    touch Sources/Bookmarks/Bookmarks.swift
    build
    grep -q "$marker" "$log" || fail "touching Sources/Bookmarks/Bookmarks.swift did not run annogen again"
    if ! relinked; then touched=yes; break; fi
    echo "(annogen-tool relinked too; settling and touching again)"
    for settle in 1 2 3 4 5 6; do build; relinked || break; done
done
[ "$touched" = yes ] || fail "no build after a touch ran without SwiftPM relinking annogen-tool"

echo "== PluginSample's tests"
"$SWIFT" test --skip-build >"$log" 2>&1 || { tail -40 "$log"; fail "PluginSample's tests failed"; }
grep -E "Test run with" "$log"

echo "== command plugin"
"$SWIFT" package --allow-writing-to-package-directory generate-code --check || fail "generate-code --check failed on current output"
echo "// stale" >> "$generated"
cp "$generated" "$log"
if "$SWIFT" package --allow-writing-to-package-directory generate-code --check; then fail "generate-code --check passed on stale output"; fi
cmp -s "$generated" "$log" || fail "generate-code --check changed $generated"
"$SWIFT" package --allow-writing-to-package-directory generate-code || fail "generate-code failed"
cmp -s "$generated" "$saved" || fail "generate-code did not write what annogen run writes (diff $generated)"
../.build/debug/annogen run --check --config .annogen.yml || fail "annogen run --check disagrees with generate-code"

# generate-code has SwiftPM relink annogen-tool, so the next build runs the build-tool plugin again
# (docs/Integrations.md, "What it costs"): that run must leave Bookmarks' outputs and objects alone.
echo "== build-tool plugin: the build after generate-code"
before=$(stamps)
build
grep -q "$marker" "$log" && echo "(annogen rerun for the relinked annogen-tool)"
rerun_wrote_nothing
echo "test-plugins: passed"
