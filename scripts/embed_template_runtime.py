#!/usr/bin/env python3
"""Writes Sources/AnnogenCore/SwiftTemplates/TemplateRuntimeSources.swift: the sources of
AnnogenTemplateRuntime as string literals, which annogen compiles (as the module SourceryRuntime)
for Swift templates. Run after changing Sources/AnnogenTemplateRuntime; TemplateRuntimeSourcesTests
fails while the two differ."""
import os
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
folder = os.path.join(root, "Sources", "AnnogenTemplateRuntime")
target = os.path.join(root, "Sources", "AnnogenCore", "SwiftTemplates", "TemplateRuntimeSources.swift")

names = sorted(n for n in os.listdir(folder) if n.endswith(".swift"))
out = [
    "// Written by scripts/embed_template_runtime.py from Sources/AnnogenTemplateRuntime; do not edit.",
    "",
    "/// The sources of AnnogenTemplateRuntime, compiled as `SourceryRuntime` for Swift templates.",
    "enum TemplateRuntimeSources {",
    "    static let files: [(name: String, text: String)] = [",
]
for name in names:
    with open(os.path.join(folder, name), encoding="utf-8") as f:
        text = f.read()
    hashes = "#"
    while ('"""' + hashes) in text:
        hashes += "#"
    out.append('        ("%s", %s"""' % (name, hashes))
    out.extend(text.rstrip("\n").split("\n"))
    out.append('"""%s),' % hashes)
out += ["    ]", "}", ""]
result = "\n".join(out)
if "--check" in sys.argv:
    with open(target, encoding="utf-8") as f:
        sys.exit(0 if f.read() == result else 1)
with open(target, "w", encoding="utf-8") as f:
    f.write(result)
