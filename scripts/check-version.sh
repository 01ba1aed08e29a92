#!/usr/bin/env bash
# Used by `make install`: when HEAD carries a release tag (v1.2.3 or 1.2.3), the annogen binary given
# must report that version with --version, so an installed binary and its tag never disagree.
# Untagged commits (development builds) pass.
set -euo pipefail
binary=$1
version=$("$binary" --version)
tag=$(git -C "$(dirname "$0")/.." describe --exact-match --tags HEAD 2>/dev/null || true)
if [ -z "$tag" ]; then
    echo "annogen $version (HEAD has no release tag)"
    exit 0
fi
if [ "${tag#v}" != "$version" ]; then
    echo "check-version: HEAD is tagged $tag but annogen --version prints $version; update AnnogenVersion.current" >&2
    exit 1
fi
echo "annogen $version matches the tag $tag"
