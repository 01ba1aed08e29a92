#!/usr/bin/env python3
"""The measuring half of `make bench-openapi` (scripts/bench-openapi.sh builds the tools first).

Generates OpenAPISample/Spec/bookshelf.yaml with annogen and swift-openapi-generator, times both
(interleaved runs, medians), counts the lines they write, builds each output as a module with its
runtime and times that build (debug and release, interleaved rebuilds of the module alone), checks
each output for the spec's features, and writes Benchmarks/results/openapi-comparison.json.
Every figure comes from this run.
"""
import argparse
import datetime
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

parser = argparse.ArgumentParser()
parser.add_argument("--root", required=True)
parser.add_argument("--work", required=True)
parser.add_argument("--swift", default="swift")
parser.add_argument("--annogen", required=True)
parser.add_argument("--generator", required=True)
args = parser.parse_args()

RUNS = int(os.environ.get("RUNS", "9"))
BUILD_RUNS = int(os.environ.get("BUILD_RUNS", "5"))
RELEASE_BUILD_RUNS = int(os.environ.get("RELEASE_BUILD_RUNS", "3"))
root, work = args.root, args.work
spec = os.path.join(root, "OpenAPISample/Spec/bookshelf.yaml")
swagger = os.path.join(root, "OpenAPISample/Spec/stores.json")
outputs = {"annogen": os.path.join(work, "out/annogen"), "swift-openapi-generator": os.path.join(work, "out/swift-openapi-generator")}
targets = {"annogen": "AnnogenGenerated", "swift-openapi-generator": "OpenAPIGeneratorGenerated"}
tools = list(outputs)

generator_config = os.path.join(work, "openapi-generator-config.yaml")
with open(generator_config, "w") as file:
    # Types and client code, internal as annogen's are, with Swift-style names (the naming a new
    # project is advised to choose; the default keeps the spec's names).
    file.write("generate:\n  - types\n  - client\naccessModifier: internal\nnamingStrategy: idiomatic\n")


def command(tool, spec_path, output):
    if tool == "annogen":
        # The same templates as OpenAPISample (the repository's Templates), no cache: a cold run.
        return [args.annogen, "run", "--quiet", "--no-cache", "--sources", spec_path,
                "--templates", os.path.join(root, "Templates"), "--output", output]
    return [args.generator, "generate", "--config", generator_config, "--output-directory", output, spec_path]


def run(cmd, cwd=None):
    return subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def generate(tool, spec_path, output):
    shutil.rmtree(output, ignore_errors=True)
    os.makedirs(output)
    start = time.perf_counter()
    result = run(command(tool, spec_path, output))
    return time.perf_counter() - start, result


def swift_files(folder):
    return sorted(os.path.join(folder, name) for name in os.listdir(folder) if name.endswith(".swift"))


def summary(values):
    return {"median": statistics.median(values), "min": min(values), "max": max(values), "runs": len(values)}


# Generation: a first run of each (checked), then interleaved timed runs, the order alternating.
for tool in tools:
    _, result = generate(tool, spec, outputs[tool])
    if result.returncode != 0:
        sys.exit(f"{tool} failed on {spec}:\n{result.stdout[-3000:]}")
generation = {tool: [] for tool in tools}
for index in range(RUNS):
    for tool in (tools if index % 2 == 0 else list(reversed(tools))):
        elapsed, result = generate(tool, spec, outputs[tool])
        if result.returncode != 0:
            sys.exit(f"{tool} failed on run {index}:\n{result.stdout[-3000:]}")
        generation[tool].append(elapsed * 1000)

# Lines of generated code.
def count_lines(folder):
    total = code = 0
    in_block = False
    for path in swift_files(folder):
        with open(path) as file:
            for line in file:
                total += 1
                stripped = line.strip()
                if in_block:
                    in_block = "*/" not in stripped
                    continue
                if not stripped or stripped.startswith("//"):
                    continue
                if stripped.startswith("/*"):
                    in_block = "*/" not in stripped
                    continue
                code += 1
    return {"files": len(swift_files(folder)), "lines": total, "code_lines": code}

lines = {tool: count_lines(outputs[tool]) for tool in tools}

# Swagger 2.0: what each tool does with OpenAPISample/Spec/stores.json.
swagger_result = {}
for tool in tools:
    output = os.path.join(work, "out/swagger-" + tool)
    _, result = generate(tool, swagger, output)
    written = swift_files(output) if os.path.isdir(output) else []
    message = result.stdout.strip().splitlines()
    swagger_result[tool] = {
        "exit": result.returncode,
        "files": len(written),
        "message": (message[-1] if message else "")[:300],
    }

# The generated modules: each tool's output is one target of Benchmarks/work/openapi/modules.
modules = os.path.join(work, "modules")
for tool in tools:
    folder = os.path.join(modules, "Sources", targets[tool])
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    for path in swift_files(outputs[tool]):
        shutil.copy(path, folder)


def swift_build(configuration, target):
    cmd = [args.swift, "build", "--package-path", modules, "-c", configuration, "--target", target]
    start = time.perf_counter()
    result = run(cmd)
    return time.perf_counter() - start, result


def warnings_in(log, target):
    return sorted({line for line in log.splitlines() if "warning:" in line and f"/{targets_dir}/{target}/" in line})

targets_dir = "Sources"
builds = {}
for configuration, count in (("debug", BUILD_RUNS), ("release", RELEASE_BUILD_RUNS)):
    # Dependencies (and the modules once) first, so the timed builds compile the module alone.
    for tool in tools:
        _, result = swift_build(configuration, targets[tool])
        if result.returncode != 0:
            sys.exit(f"{tool}'s generated module does not build ({configuration}):\n{result.stdout[-4000:]}")
    times = {tool: [] for tool in tools}
    warnings = {tool: set() for tool in tools}
    # What `swift build` costs with nothing to compile (loading the package, planning): measured
    # in the same rounds and subtracted, so the net figure is the compiler's work on the module.
    idle = []
    for index in range(count):
        elapsed, _ = swift_build(configuration, targets[tools[index % 2]])
        idle.append(elapsed)
        for tool in (tools if index % 2 == 0 else list(reversed(tools))):
            for path in swift_files(os.path.join(modules, "Sources", targets[tool])):
                os.utime(path)
            elapsed, result = swift_build(configuration, targets[tool])
            if result.returncode != 0:
                sys.exit(f"{tool}'s module failed to rebuild:\n{result.stdout[-4000:]}")
            times[tool].append(elapsed)
            warnings[tool].update(warnings_in(result.stdout, targets[tool]))
    builds[configuration] = {tool: dict(summary(times[tool]), net_median=statistics.median(times[tool]) - statistics.median(idle),
                                        warnings=len(warnings[tool]), warning_lines=sorted(warnings[tool])[:10]) for tool in tools}
    builds[configuration]["nothing_to_build"] = summary(idle)

# Spec features, checked on each tool's output (all its files as one text). A check is a regular
# expression that holds when the output handles the feature; `where` says what it looks for.
texts = {}
for tool in tools:
    texts[tool] = "".join(open(path).read() for path in swift_files(outputs[tool]))

FEATURES = [
    ("oneOf with discriminator (PaymentMethod, mapping)",
     {"annogen": r'discriminatorValue\(forKey: "kind"\)', "swift-openapi-generator": r'enum PaymentMethod[\s\S]*?"gift_card"'},
     "decoding switches on the `kind` value"),
    ("oneOf without discriminator (SearchResult)",
     {"annogen": r'extension SearchResult[\s\S]*?decoder\.attempt', "swift-openapi-generator": r'enum SearchResult'},
     "an enum of the alternatives, tried in turn"),
    ("allOf (Review = ReviewDraft + fields)",
     {"annogen": r'struct Review\b[^{]*\{[^}]*\brating\b[^}]*\bcreatedAt\b', "swift-openapi-generator": r'struct Review\b[\s\S]*?value1: Components\.Schemas\.ReviewDraft'},
     "one type with both parts' properties"),
    ("string enum (OrderStatus)",
     {"annogen": r'enum OrderStatus: String', "swift-openapi-generator": r'enum OrderStatus: String'},
     "a raw-valued enum"),
    ("unknown enum values decode (not an error)",
     {"annogen": r'extension OrderStatus[\s\S]*?decodeRawValue\(unknown:', "swift-openapi-generator": r'enum OrderStatus[^}]*(undocumented|unknown)'},
     "a value outside the enum decodes to a fallback case"),
    ("format: date-time → Date",
     {"annogen": r'placedAt: Date', "swift-openapi-generator": r'placedAt: Foundation\.Date'},
     "Order.placed_at is a Date"),
    ("format: int64 → Int64",
     {"annogen": r'\bInt64\b', "swift-openapi-generator": r'Swift\.Int64'},
     "Int64 properties"),
    ("query array parameter (listBooks format)",
     {"annogen": r'format: \[BookFormat\]', "swift-openapi-generator": r'format: \[Components\.Schemas\.BookFormat\]'},
     "an array-typed query parameter"),
    ("header parameter (X-Request-ID)",
     {"annogen": r'X-Request-ID', "swift-openapi-generator": r'X-Request-ID'},
     "the header is sent"),
    ("deprecated operation (getStats)",
     {"annogen": r'@available\(\*, deprecated', "swift-openapi-generator": r'@available\(\*, deprecated'},
     "@available(*, deprecated)"),
    ("examples → mock responses",
     {"annogen": r'covers\.bookshelf\.example/1001\.jpg', "swift-openapi-generator": r'covers\.bookshelf\.example/1001\.jpg'},
     "the spec's example is in the output"),
    ("additionalProperties → dictionary",
     {"annogen": r'\[String: Int\]', "swift-openapi-generator": r'\[String: Swift\.Int\]'},
     "a [String: Int]"),
    ("nullable → optional (Book.subtitle)",
     {"annogen": r'subtitle: String\?', "swift-openapi-generator": r'subtitle: Swift\.String\?'},
     "an optional property"),
    ("schema default value (Book.in_stock: true)",
     {"annogen": r'forKey: \.inStock, default: true', "swift-openapi-generator": r'inStock[^\n]*(\?\? true|= true)|var inStock: Swift\.Bool\n'},
     "a missing value decodes as the default"),
    ("summary/description → doc comments",
     {"annogen": r'/// A review as stored\.', "swift-openapi-generator": r'/// A review as stored\.'},
     "the schema's description as a doc comment"),
]
features = []
for name, patterns, where in FEATURES:
    row = {"feature": name, "checks": where}
    for tool in tools:
        row[tool] = re.search(patterns[tool], texts[tool]) is not None
    features.append(row)
features.append({"feature": "Swagger 2.0 document (stores.json)", "checks": "the tool writes code from it",
                 **{tool: swagger_result[tool]["exit"] == 0 and swagger_result[tool]["files"] > 0 for tool in tools}})

# Results.
def git(*arguments):
    return subprocess.run(["git", "-C", root, *arguments], stdout=subprocess.PIPE, text=True).stdout.strip()

swift_version = run([args.swift, "--version"]).stdout.strip().splitlines()
results = {
    "measured": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
    "commit": git("rev-parse", "HEAD"),
    "uncommitted_changes": bool(git("status", "--porcelain", "--untracked-files=no")),
    "swift": swift_version[0] if swift_version else "",
    "machine": {"cores": os.cpu_count()},
    "spec": "OpenAPISample/Spec/bookshelf.yaml",
    "tools": {"annogen": run([args.annogen, "--version"]).stdout.strip(), "swift-openapi-generator": "1.14.3"},
    "generation_ms": {tool: summary(generation[tool]) for tool in tools},
    "lines": lines,
    "module_build_s": builds,
    "swagger2": swagger_result,
    "features": features,
}
os.makedirs(os.path.join(root, "Benchmarks/results"), exist_ok=True)
with open(os.path.join(root, "Benchmarks/results/openapi-comparison.json"), "w") as file:
    json.dump(results, file, indent=2, sort_keys=False)
    file.write("\n")

a, g = "annogen", "swift-openapi-generator"
def ratio(x, y):
    return f"{x / y:.2f}×" if y else "-"

print(f"\nannogen {results['tools'][a]} and swift-openapi-generator 1.14.3 on {results['spec']} "
      f"(commit {results['commit'][:7]}, {results['swift']})")
print(f"{'':34}{'annogen':>14}{'openapi-gen':>14}{'ratio':>9}")
ga, gg = generation[a], generation[g]
print(f"{'generation, median ms':34}{statistics.median(ga):14.0f}{statistics.median(gg):14.0f}{ratio(statistics.median(ga), statistics.median(gg)):>9}")
print(f"{'files written':34}{lines[a]['files']:14}{lines[g]['files']:14}")
print(f"{'lines':34}{lines[a]['lines']:14}{lines[g]['lines']:14}{ratio(lines[a]['lines'], lines[g]['lines']):>9}")
print(f"{'lines without blanks/comments':34}{lines[a]['code_lines']:14}{lines[g]['code_lines']:14}{ratio(lines[a]['code_lines'], lines[g]['code_lines']):>9}")
for configuration in ("debug", "release"):
    ba, bg = builds[configuration][a]["median"], builds[configuration][g]["median"]
    print(f"{'module build, ' + configuration + ', median s':34}{ba:14.2f}{bg:14.2f}{ratio(ba, bg):>9}")
    na, ng = builds[configuration][a]["net_median"], builds[configuration][g]["net_median"]
    idle_median = builds[configuration]["nothing_to_build"]["median"]
    print(f"{'  less a no-op build (' + format(idle_median, '.2f') + ' s)':34}{na:14.2f}{ng:14.2f}{ratio(na, ng):>9}")
    print(f"{'  warnings':34}{builds[configuration][a]['warnings']:14}{builds[configuration][g]['warnings']:14}")
print(f"\n{'feature':52}{'annogen':>10}{'openapi-gen':>13}")
for row in features:
    print(f"{row['feature']:52}{('yes' if row[a] else 'no'):>10}{('yes' if row[g] else 'no'):>13}")
print(f"\nSwagger 2.0: annogen exit {swagger_result[a]['exit']}, {swagger_result[a]['files']} files; "
      f"swift-openapi-generator exit {swagger_result[g]['exit']}: {swagger_result[g]['message']}")
print("figures written to Benchmarks/results/openapi-comparison.json")
