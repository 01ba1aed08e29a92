#!/usr/bin/env python3
"""`make bench-codegen` (a benchmark, not a test): what generated Codable costs an app, against the
compiler's synthesized Codable, on the same N models (issue 22).

Writes N realistic model structs (deterministic), in variants that differ only in their Codable code:
  synthesized       `struct M: Codable`, the compiler writes CodingKeys, init(from:), encode(to:)
  synthesized-keys  the same with a hand-written `CodingKeys` enum mapping to snake_case keys
  annogen           `struct M: ResponseBodyType`, Codable code from Templates/Coding.stencil
  annogen-keys      the same with `// gen: jsonKey = "snake_case"` and a few `defaultValue`s
and a baseline with no Codable at all, whose size and compile time are subtracted. The models are
public, as a model module's are: internal code nothing uses would be stripped by -wmo. Each variant is
compiled as an app would (`swiftc -O -wmo`, AnnogenRuntime as a separate module, with and without
library evolution), and run by a small driver that decodes and encodes a ~1 MB payload.
Prints per-struct code+data, compile time, decode and encode time with ratios to synthesized, and
writes Benchmarks/results/codegen.json. Every figure comes from this run. Decode and encode are also
measured paired: annogen's and synthesized code linked into one program, alternating on the same
payload, the median of the per-iteration ratios with its spread (see "Paired").
"""
import argparse
import datetime
import json
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import time

parser = argparse.ArgumentParser()
parser.add_argument("--root", required=True)
parser.add_argument("--annogen", required=True)
parser.add_argument("--work", required=True)
parser.add_argument("--models", type=int, default=int(os.environ.get("MODELS", "300")))
parser.add_argument("--runs", type=int, default=int(os.environ.get("RUNS", "5")))
args = parser.parse_args()
root, work, count = args.root, args.work, args.models
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)


def run(cmd, cwd=None):
    result = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{result.stdout[-4000:]}")
    return result.stdout


# ---------------------------------------------------------------------------------------------
# The models: properties drawn from what API models hold.
rng = random.Random(22)
WORDS = ["id", "name", "title", "created", "updated", "price", "count", "url", "image", "author",
         "status", "kind", "total", "rating", "summary", "email", "phone", "city", "country", "tags",
         "score", "label", "owner", "parent", "visible", "archived", "amount", "currency", "note", "code"]
ENUMS = [f"Kind{index}" for index in range(20)]


def snake(name):
    return re.sub(r"([A-Z])", lambda m: "_" + m.group(1).lower(), name)


models = []
for index in range(count):
    names = set()
    properties = []
    for _ in range(rng.randint(6, 14)):
        name = rng.choice(WORDS) + rng.choice(["", "Value", "Date", "Id", "Name", "Count", "Info"])
        if name in names:
            continue
        names.add(name)
        roll = rng.random()
        if roll < 0.30: kind = "String"
        elif roll < 0.45: kind = "Int"
        elif roll < 0.52: kind = "Double"
        elif roll < 0.60: kind = "Bool"
        elif roll < 0.66: kind = "Date"
        elif roll < 0.74: kind = rng.choice(ENUMS)
        elif roll < 0.80: kind = "[String]"
        elif roll < 0.86 and index > 0: kind = f"Model{rng.randrange(max(0, index - 20), index)}"
        elif roll < 0.90 and index > 0: kind = f"[Model{rng.randrange(max(0, index - 20), index)}]"
        else: kind = "Int"
        optional = rng.random() < 0.3 or kind.startswith("Model")
        properties.append((name, kind, optional))
    models.append(properties)


def type_text(kind, optional):
    return kind + ("?" if optional else "")


def declarations(conformance, annotate=False, keys=False):
    lines = ["import Foundation"]
    if conformance == "ResponseBodyType":
        lines.insert(0, "import AnnogenRuntime")
    raw = "Codable" if conformance else ""
    for name in ENUMS:
        cases = "\n".join(f"    case {c}" for c in ["alpha", "beta", "gamma", "delta"])
        lines.append(f"public enum {name}: String{', ' + raw if raw else ''}, Sendable {{\n{cases}\n}}")
    for index, properties in enumerate(models):
        header = f"public struct Model{index}{': ' + conformance if conformance else ''} {{"
        body = []
        for position, (name, kind, optional) in enumerate(properties):
            if annotate:
                body.append(f'    // gen: jsonKey = "{snake(name)}"')
                if not optional and kind == "Bool" and position % 2 == 0:
                    body.append("    // gen: defaultValue = false")
            body.append(f"    public let {name}: {type_text(kind, optional)}")
        if keys:
            body.append("    enum CodingKeys: String, CodingKey {")
            body.extend(f'        case {name} = "{snake(name)}"' for name, _, _ in properties)
            body.append("    }")
        lines.append(header + "\n" + "\n".join(body) + "\n}")
    return "\n\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------
# Variants: folder → Swift files.
templates = os.path.join(work, "templates")
os.makedirs(templates)
for name in ("Coding.stencil", "_CodingMacros.stencil"):
    shutil.copy(os.path.join(root, "Templates", name), templates)


def annogen_variant(folder, annotate):
    sources = os.path.join(folder, "Sources")
    os.makedirs(sources)
    with open(os.path.join(sources, "Models.swift"), "w") as file:
        file.write(declarations("ResponseBodyType", annotate=annotate))
    run([args.annogen, "run", "--quiet", "--no-cache", "--sources", sources, "--templates", templates,
         "--output", os.path.join(folder, "Generated")])
    return [os.path.join(sources, "Models.swift"), os.path.join(folder, "Generated", "Coding.generated.swift")]


def plain_variant(folder, text):
    os.makedirs(folder)
    path = os.path.join(folder, "Models.swift")
    with open(path, "w") as file:
        file.write(text)
    return [path]


variants = {}
variants["baseline"] = plain_variant(os.path.join(work, "baseline"), declarations(""))
variants["synthesized"] = plain_variant(os.path.join(work, "synthesized"), declarations("Codable"))
variants["synthesized-keys"] = plain_variant(os.path.join(work, "synthesized-keys"), declarations("Codable", keys=True))
variants["annogen"] = annogen_variant(os.path.join(work, "annogen"), annotate=False)
variants["annogen-keys"] = annogen_variant(os.path.join(work, "annogen-keys"), annotate=True)
snake_keys = {"synthesized-keys", "annogen-keys"}

# ---------------------------------------------------------------------------------------------
# AnnogenRuntime as a separate module, without and with library evolution.
runtime_sources = sorted(os.path.join(root, "Sources/AnnogenRuntime", name)
                         for name in os.listdir(os.path.join(root, "Sources/AnnogenRuntime")) if name.endswith(".swift"))
runtimes = {}
for mode, flags in (("plain", []), ("evolution", ["-enable-library-evolution"])):
    folder = os.path.join(work, "runtime-" + mode)
    os.makedirs(folder)
    run(["swiftc", "-O", "-wmo", "-parse-as-library", "-module-name", "AnnogenRuntime", *flags,
         "-emit-module", "-emit-module-path", os.path.join(folder, "AnnogenRuntime.swiftmodule"),
         "-emit-library", "-static", "-o", os.path.join(folder, "libAnnogenRuntime.a"), *runtime_sources])
    runtimes[mode] = folder


def object_size(path):
    # text + data (+ bss), as `size` prints them.
    fields = run(["size", path]).splitlines()[1].split()
    return int(fields[0]) + int(fields[1])


def compile_object(files, runtime, output):
    start = time.perf_counter()
    run(["swiftc", "-O", "-wmo", "-parse-as-library", "-module-name", "Models", "-I", runtime, "-c", "-o", output, *files])
    return time.perf_counter() - start


sizes, compile_times = {}, {name: {mode: [] for mode in runtimes} for name in variants}
for index in range(args.runs):
    order = list(variants) if index % 2 == 0 else list(reversed(list(variants)))
    for name in order:
        for mode, runtime in runtimes.items():
            output = os.path.join(work, f"{name}-{mode}.o")
            compile_times[name][mode].append(compile_object(variants[name], runtime, output))
            sizes.setdefault(name, {})[mode] = object_size(output)

# ---------------------------------------------------------------------------------------------
# Decode and encode: one payload per key style, an array of the last 40 models' values, ~1 MB.
def value(kind, optional, depth, snake_case):
    if optional and rng.random() < 0.2:
        return None
    if kind == "String": return "".join(rng.choice("abcdefghij ") for _ in range(rng.randint(4, 24)))
    if kind == "Int": return rng.randint(0, 100000)
    if kind == "Double": return round(rng.random() * 1000, 3)
    if kind == "Bool": return rng.random() < 0.5
    if kind == "Date": return 700000000 + rng.randint(0, 10 ** 8)
    if kind in ENUMS: return rng.choice(["alpha", "beta", "gamma", "delta"])
    if kind == "[String]": return [value("String", False, depth, snake_case) for _ in range(rng.randint(0, 4))]
    if kind.startswith("[Model"):
        return [] if depth > 2 else [instance(int(kind[6:-1]), depth + 1, snake_case) for _ in range(rng.randint(0, 2))]
    if kind.startswith("Model"):
        return None if depth > 2 else instance(int(kind[5:]), depth + 1, snake_case)
    raise ValueError(kind)


def instance(index, depth, snake_case):
    result = {}
    for name, kind, optional in models[index]:
        item = value(kind, optional, depth, snake_case)
        if item is not None:
            result[snake(name) if snake_case else name] = item
    return result


payloads = {}
for snake_case in (False, True):
    rng.seed(7)
    items, size = [], 0
    while size < 1_000_000:
        index = count - 1 - rng.randrange(min(40, count))
        item = {"model": index, "value": instance(index, 0, snake_case)}
        items.append(item)
        size += len(json.dumps(item))
    path = os.path.join(work, f"payload-{'snake' if snake_case else 'camel'}.json")
    with open(path, "w") as file:
        json.dump(items, file)
    payloads[snake_case] = path

driver = os.path.join(work, "main.swift")
cases = "\n".join(f"        case {index}: values.append(try Model{index}(from: decoder))" for index in range(count))
with open(driver, "w") as file:
    file.write(f"""import Foundation

struct Item: Decodable {{
    let value: any Encodable
    enum CodingKeys: String, CodingKey {{ case model, value }}
    init(from decoder: any Decoder) throws {{
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let model = try container.decode(Int.self, forKey: .model)
        value = try Item.decodeModel(model, from: try container.superDecoder(forKey: .value))
    }}
    static func decodeModel(_ model: Int, from decoder: any Decoder) throws -> any Encodable {{
        var values: [any Encodable] = []
        switch model {{
{cases}
        default: throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "model \\(model)"))
        }}
        return values[0]
    }}
}}

struct Encoded: Encodable {{
    let value: any Encodable
    func encode(to encoder: any Encoder) throws {{ try value.encode(to: encoder) }}
}}

let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
var decodeTimes: [Double] = [], encodeTimes: [Double] = []
var items: [Item] = []
for _ in 0..<7 {{
    let start = DispatchTime.now().uptimeNanoseconds
    items = try JSONDecoder().decode([Item].self, from: data)
    decodeTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    let values = items.map {{ Encoded(value: $0.value) }}
    let encodeStart = DispatchTime.now().uptimeNanoseconds
    _ = try JSONEncoder().encode(values)
    encodeTimes.append(Double(DispatchTime.now().uptimeNanoseconds - encodeStart) / 1e6)
}}
print(decodeTimes.min()!, encodeTimes.min()!, items.count)
""")

executables = {}
for name, files in variants.items():
    if name == "baseline":
        continue
    output = os.path.join(work, f"driver-{name}")
    run(["swiftc", "-O", "-wmo", "-module-name", "Driver", "-I", runtimes["plain"], "-L", runtimes["plain"],
         "-lAnnogenRuntime", *files, driver, "-o", output])
    executables[name] = output

speed = {name: {"decode": [], "encode": []} for name in executables}
for index in range(args.runs):
    order = list(executables) if index % 2 == 0 else list(reversed(list(executables)))
    for name in order:
        decoded, encoded, items = run([executables[name], payloads[name in snake_keys]]).split()
        speed[name]["decode"].append(float(decoded))
        speed[name]["encode"].append(float(encoded))

# ---------------------------------------------------------------------------------------------
# Paired, in one process: both variants of a pair linked into one program (each its own module),
# decoding the same payload and encoding what they decoded, alternately, `PAIRED_ITERATIONS` times;
# the figure is the median of the per-iteration ratios, so a machine that slows down for a while
# slows both sides of each ratio. Separate processes on a shared 2-core machine move by ±30 %.
paired_iterations = int(os.environ.get("PAIRED_ITERATIONS", "80"))
pairs = {"annogen": ("synthesized", "annogen"), "annogen-keys": ("synthesized-keys", "annogen-keys")}


def module_library(name, files, module):
    folder = os.path.join(work, "paired", name)
    os.makedirs(folder, exist_ok=True)
    run(["swiftc", "-O", "-wmo", "-parse-as-library", "-module-name", module, "-I", runtimes["plain"],
         "-emit-module", "-emit-module-path", os.path.join(folder, f"{module}.swiftmodule"),
         "-emit-library", "-static", "-o", os.path.join(folder, f"lib{module}.a"), *files])
    return folder


def decoder_switch(module):
    return "\n".join(f"        case {index}: return try {module}.Model{index}(from: decoder)" for index in range(count))


paired = {}
for label, (reference_name, candidate_name) in pairs.items():
    reference_folder = module_library(reference_name, variants[reference_name], "ReferenceModels")
    candidate_folder = module_library(candidate_name, variants[candidate_name], "CandidateModels")
    source = os.path.join(work, "paired", f"main-{label}.swift")
    with open(source, "w") as file:
        file.write(f"""import CandidateModels
import Foundation
import ReferenceModels

/// One payload item decoded with one module's models.
struct Item<Side: ModelSide>: Decodable {{
    let value: any Encodable
    enum CodingKeys: String, CodingKey {{ case model, value }}
    init(from decoder: any Decoder) throws {{
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let model = try container.decode(Int.self, forKey: .model)
        value = try Side.decode(model, from: try container.superDecoder(forKey: .value))
    }}
}}

protocol ModelSide {{ static func decode(_ model: Int, from decoder: any Decoder) throws -> any Encodable }}

enum Reference: ModelSide {{
    static func decode(_ model: Int, from decoder: any Decoder) throws -> any Encodable {{
        switch model {{
{decoder_switch("ReferenceModels")}
        default: throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "model \\(model)"))
        }}
    }}
}}

enum Candidate: ModelSide {{
    static func decode(_ model: Int, from decoder: any Decoder) throws -> any Encodable {{
        switch model {{
{decoder_switch("CandidateModels")}
        default: throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "model \\(model)"))
        }}
    }}
}}

struct Encoded: Encodable {{
    let value: any Encodable
    func encode(to encoder: any Encoder) throws {{ try value.encode(to: encoder) }}
}}

func now() -> UInt64 {{ DispatchTime.now().uptimeNanoseconds }}

/// Decodes `data` with `Side`'s models and encodes the result: the two times in ms.
func measure<Side: ModelSide>(_ side: Side.Type, _ data: Data) throws -> (decode: Double, encode: Double) {{
    let start = now()
    let items = try JSONDecoder().decode([Item<Side>].self, from: data)
    let decoded = now()
    _ = try JSONEncoder().encode(items.map {{ Encoded(value: $0.value) }})
    let encoded = now()
    return (Double(decoded - start) / 1e6, Double(encoded - decoded) / 1e6)
}}

let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
let iterations = Int(CommandLine.arguments[2]) ?? 80
// Warm both up, then alternate which goes first.
_ = try measure(Reference.self, data)
_ = try measure(Candidate.self, data)
for index in 0..<iterations {{
    let reference: (decode: Double, encode: Double), candidate: (decode: Double, encode: Double)
    if index % 2 == 0 {{
        reference = try measure(Reference.self, data)
        candidate = try measure(Candidate.self, data)
    }} else {{
        candidate = try measure(Candidate.self, data)
        reference = try measure(Reference.self, data)
    }}
    print(reference.decode, candidate.decode, reference.encode, candidate.encode)
}}
""")
    executable = os.path.join(work, "paired", f"driver-{label}")
    run(["swiftc", "-O", "-wmo", "-module-name", "PairedDriver", "-I", runtimes["plain"], "-I", reference_folder,
         "-I", candidate_folder, "-L", runtimes["plain"], "-L", reference_folder, "-L", candidate_folder,
         "-lReferenceModels", "-lCandidateModels", "-lAnnogenRuntime", source, "-o", executable])
    rows = [list(map(float, line.split())) for line in
            run([executable, payloads[candidate_name in snake_keys], str(paired_iterations)]).splitlines() if line.strip()]

    def summary(reference_column, candidate_column):
        ratios = sorted(row[candidate_column] / row[reference_column] for row in rows)
        quantile = lambda q: ratios[min(len(ratios) - 1, int(q * len(ratios)))]
        return {"ratio": statistics.median(ratios), "p10": quantile(0.1), "p90": quantile(0.9),
                "reference_ms": statistics.median(row[reference_column] for row in rows),
                "candidate_ms": statistics.median(row[candidate_column] for row in rows)}

    paired[label] = {"against": reference_name, "iterations": len(rows),
                     "decode": summary(0, 1), "encode": summary(2, 3)}

# ---------------------------------------------------------------------------------------------
properties = sum(len(p) for p in models)
figures = {}
for name in variants:
    if name == "baseline":
        continue
    row = {}
    for mode in runtimes:
        row[f"bytes_per_struct_{mode}"] = (sizes[name][mode] - sizes["baseline"][mode]) / count
        row[f"compile_ms_per_struct_{mode}"] = (statistics.median(compile_times[name][mode])
                                               - statistics.median(compile_times["baseline"][mode])) * 1000 / count
    row["decode_ms"] = statistics.median(speed[name]["decode"])
    row["encode_ms"] = statistics.median(speed[name]["encode"])
    figures[name] = row


def git(*arguments):
    return subprocess.run(["git", "-C", root, *arguments], stdout=subprocess.PIPE, text=True).stdout.strip()

results = {
    "measured": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
    "commit": git("rev-parse", "HEAD"),
    "uncommitted_changes": bool(git("status", "--porcelain", "--untracked-files=no")),
    "swift": run(["swiftc", "--version"]).splitlines()[0],
    "models": count, "properties": properties, "runs": args.runs,
    "payload_bytes": {"camel": os.path.getsize(payloads[False]), "snake": os.path.getsize(payloads[True])},
    "baseline": {mode: {"bytes": sizes["baseline"][mode],
                        "compile_s": statistics.median(compile_times["baseline"][mode])} for mode in runtimes},
    "variants": figures,
    "paired": paired,
}
os.makedirs(os.path.join(root, "Benchmarks/results"), exist_ok=True)
with open(os.path.join(root, "Benchmarks/results/codegen.json"), "w") as file:
    json.dump(results, file, indent=2)
    file.write("\n")

reference = figures["synthesized"]
print(f"\n{count} models, {properties} properties; swiftc -O -wmo; AnnogenRuntime a separate module "
      f"(commit {results['commit'][:7]}); medians of {args.runs} interleaved runs")
print(f"{'variant':20}{'B/struct':>10}{'(evo)':>9}{'ratio':>8}{'ms/struct':>11}{'(evo)':>8}{'ratio':>8}"
      f"{'decode ms':>11}{'ratio':>8}{'encode ms':>11}{'ratio':>8}")
for name, row in figures.items():
    print(f"{name:20}{row['bytes_per_struct_plain']:10.0f}{row['bytes_per_struct_evolution']:9.0f}"
          f"{row['bytes_per_struct_plain'] / reference['bytes_per_struct_plain']:7.2f}×"
          f"{row['compile_ms_per_struct_plain']:11.1f}{row['compile_ms_per_struct_evolution']:8.1f}"
          f"{row['compile_ms_per_struct_plain'] / reference['compile_ms_per_struct_plain']:7.2f}×"
          f"{row['decode_ms']:11.1f}{row['decode_ms'] / reference['decode_ms']:7.2f}×"
          f"{row['encode_ms']:11.1f}{row['encode_ms'] / reference['encode_ms']:7.2f}×")
print("(decode/encode: the snake_case variants read a payload with snake_case keys, the others camelCase;"
      " the same values)")
print(f"\nPaired in one process ({paired_iterations} alternating iterations; median of the per-iteration ratios, p10–p90):")
for label, row in paired.items():
    for mode in ("decode", "encode"):
        figure = row[mode]
        print(f"  {label:14} {mode} against {row['against']:17} {figure['ratio']:.3f}× "
              f"[{figure['p10']:.3f}–{figure['p90']:.3f}]  ({figure['candidate_ms']:.1f} against {figure['reference_ms']:.1f} ms)")
print("figures written to Benchmarks/results/codegen.json")
