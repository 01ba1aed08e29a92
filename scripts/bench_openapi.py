#!/usr/bin/env python3
"""The measuring half of `make bench-openapi` (scripts/bench-openapi.sh builds both tools first).

On OpenAPISample/Spec/bookshelf.yaml, in one run on one machine, annogen and swift-openapi-generator:
  - generation time: RUNS interleaved cold runs of each (annogen with --no-cache), medians;
  - lines and files each writes (all lines, and lines that are neither blank nor comments);
  - build time of each output as a module with its runtime (AnnogenRuntime / OpenAPIRuntime), the
    dependencies built first: BUILD_RUNS debug and RELEASE_BUILD_RUNS release rebuilds of the module
    alone, interleaved, with a no-op `swift build` timed in the same rounds; warnings counted;
  - spec features: what each output does with each, checked on the output (file:line cited), or on
    a tool's run (Swagger 2.0, drift checks, templates), or, where neither can show it, taken from
    swift-openapi-generator's documentation (said so in the row).
Besides bookshelf.yaml it generates stores.json (Swagger 2.0) and a small probe spec written here
(anyOf, a deprecated property and parameter, a cookie parameter, a HEAD operation, a response
header: what bookshelf.yaml does not have), and compiles every output it checks once (debug). And a large
spec written here (160 operations, 93 schemas): generation timed as for bookshelf.yaml, its lines,
the operations each tool wrote, and a debug rebuild of each output as a module (issue 47).
Writes Benchmarks/results/openapi-comparison.json. Every figure comes from this run.
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
parser.add_argument("--generator-package", required=True, help="the wrapper package that built the generator")
args = parser.parse_args()

RUNS = int(os.environ.get("RUNS", "9"))
BUILD_RUNS = int(os.environ.get("BUILD_RUNS", "5"))
RELEASE_BUILD_RUNS = int(os.environ.get("RELEASE_BUILD_RUNS", "3"))
root, work = args.root, args.work
A, G = "annogen", "swift-openapi-generator"
tools = [A, G]
spec = os.path.join(root, "OpenAPISample/Spec/bookshelf.yaml")
swagger = os.path.join(root, "OpenAPISample/Spec/stores.json")
money_swift = os.path.join(root, "OpenAPISample/Sources/Money.swift")
templates = os.path.join(root, "Templates")
out = os.path.join(work, "out")
os.makedirs(out, exist_ok=True)


def rel(path):
    return os.path.relpath(path, root)


def run(cmd, cwd=None):
    return subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def swift_files(folder):
    if not os.path.isdir(folder):
        return []
    return sorted(os.path.join(folder, name) for name in os.listdir(folder) if name.endswith(".swift"))


def summary(values):
    return {"median": statistics.median(values), "min": min(values), "max": max(values), "runs": len(values)}


def diagnostics(text, kind):
    """The lines of a tool's output that report `kind` ("error", "warning"), paths made relative, each
    once. swift-openapi-generator ends its configuration listing without a newline, so its first
    diagnostic follows "- Additional file comments: <none>" on the same line: that part is cut."""
    found = []
    for line in text.splitlines():
        if f"{kind}:" not in line:
            continue
        if line.startswith("- ") and "<none>" in line:
            line = line[line.rindex("<none>") + len("<none>"):]
        line = line.strip().replace(root + "/", "")
        if line not in found:
            found.append(line)
    return found


def annogen_summary(text):
    return next((line for line in text.splitlines() if re.match(r"\d+ files? (parsed|\()", line)), "")


# ---------------------------------------------------------------------------------------------
# The tools' inputs.

# annogen: a config as OpenAPISample/.annogen.yml's (the repository's Templates, every built-in one:
# OpenAPITypes, Coding and Endpoints write code for a spec, the others render nothing here), with the
# spec alone as the source and the output in the work folder. OpenAPISample/Sources/Money.swift, the
# hand-written model that replaces the spec's Money in the sample, is left out, so that both tools
# generate every schema of the spec; the drift-check row below runs annogen with it.
annogen_config = os.path.join(work, "annogen.yml")
with open(annogen_config, "w") as file:
    file.write("# Written by scripts/bench_openapi.py: OpenAPISample/.annogen.yml's settings, the spec alone,\n"
               "# output into the work folder.\n"
               f"sources:\n  - {json.dumps(spec)}\ntemplates:\n  - {json.dumps(templates)}\n"
               f"output: {json.dumps(os.path.join(out, 'annogen'))}\n")

# swift-openapi-generator: types and client, as annogen writes both. Access: internal, since annogen's
# built-in templates declare the spec's types internal and have no option for public (its Coding and
# Endpoints templates follow the declared access); both tools then write the same access level.
# Names: `idiomatic`, the strategy the example configs in its documentation use, which writes Swift-style
# names as annogen does (the default, `defensive`, keeps the spec's spelling).
GENERATOR_FLAGS = ["--mode", "types", "--mode", "client", "--access-modifier", "internal", "--naming-strategy", "idiomatic"]

# A small spec for features bookshelf.yaml does not have (written here, so the run is self-contained).
probe_spec = os.path.join(work, "probe.yaml")
with open(probe_spec, "w") as file:
    file.write("""\
# Written by scripts/bench_openapi.py: features OpenAPISample/Spec/bookshelf.yaml does not exercise.
openapi: 3.0.3
info: { title: Probe, version: 1.0.0 }
paths:
  /contacts/{id}:
    parameters:
      - { name: id, in: path, required: true, schema: { type: string } }
    get:
      operationId: getContact
      parameters:
        - { name: session, in: cookie, schema: { type: string } }
        - { name: legacy_filter, in: query, deprecated: true, schema: { type: string } }
      responses:
        '200':
          description: A contact.
          headers:
            X-Rate-Limit: { schema: { type: integer } }
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Contact' }
    head:
      operationId: contactExists
      responses:
        '200': { description: It exists. }
components:
  schemas:
    EmailContact:
      type: object
      required: [email]
      properties:
        email: { type: string }
        fax: { type: string, deprecated: true }
    PhoneContact:
      type: object
      required: [phone]
      properties:
        phone: { type: string }
    Contact:
      description: An email address, a phone number or both.
      anyOf:
        - $ref: '#/components/schemas/EmailContact'
        - $ref: '#/components/schemas/PhoneContact'
""")


def annogen_command(sources, output, template_folder=templates, config=None):
    if config:
        return [args.annogen, "run", "--no-cache", "--config", config]
    return [args.annogen, "run", "--no-cache", *sum((["--sources", s] for s in sources), []),
            "--templates", template_folder, "--output", output]


def generator_command(spec_path, output, config=None):
    return [args.generator, "generate", *(["--config", config] if config else []), *GENERATOR_FLAGS,
            "--output-directory", output, spec_path]


def generate(cmd, output):
    """Runs a generation into an emptied output folder; returns (seconds, result)."""
    shutil.rmtree(output, ignore_errors=True)
    os.makedirs(output)
    start = time.perf_counter()
    result = run(cmd)
    return time.perf_counter() - start, result


main_commands = {A: annogen_command(None, None, config=annogen_config),
                 G: generator_command(spec, os.path.join(out, G))}
outputs = {A: os.path.join(out, A), G: os.path.join(out, G)}

# ---------------------------------------------------------------------------------------------
# Generation: a first run of each (checked, its messages kept), then RUNS interleaved timed runs,
# the order alternating between rounds. annogen's timed runs add --quiet (the first one does not,
# for its summary line); swift-openapi-generator always prints its configuration to stderr.
def quiet(command):
    """An annogen command with --quiet after `run`; another tool's as it is."""
    return command[:2] + ["--quiet"] + command[2:] if command[0] == args.annogen else command


def timed_generations(commands, outputs, spec_path):
    """One checked run of each tool (its messages returned), then RUNS interleaved timed runs (quiet),
    the order alternating between rounds: (first runs' output, milliseconds per tool)."""
    first = {}
    for tool in tools:
        _, result = generate(commands[tool], outputs[tool])
        if result.returncode != 0:
            sys.exit(f"{tool} failed on {rel(spec_path)}:\n{result.stdout[-3000:]}")
        first[tool] = result.stdout
    times = {tool: [] for tool in tools}
    for index in range(RUNS):
        for tool in (tools if index % 2 == 0 else list(reversed(tools))):
            elapsed, result = generate(quiet(commands[tool]), outputs[tool])
            if result.returncode != 0:
                sys.exit(f"{tool} failed on {rel(spec_path)}, run {index}:\n{result.stdout[-3000:]}")
            times[tool].append(elapsed * 1000)
    return first, times


first_run, generation = timed_generations(main_commands, outputs, spec)
timed_commands = {tool: quiet(main_commands[tool]) for tool in tools}

# ---------------------------------------------------------------------------------------------
# A large spec (issue 47's speed target: annogen's whole generation ≤ 0.5 × swift-openapi-generator's
# on a spec of 150+ operations), written here: RESOURCES resources of four operations each (list with
# query parameters, get by id with a header, create with a JSON body, delete), each resource a schema
# of ten properties of every kind (formats, an enum, a nested object, an array of references, a
# nullable and a defaulted one, an allOf of a shared base) and a oneOf with a discriminator per ten.
# Timed as the main spec is (RUNS interleaved cold runs), with its lines, the operations each tool
# wrote and one debug build of each output as a module.
RESOURCES = 40


def large_spec_text():
    out = ["# Written by scripts/bench_openapi.py: a large spec for the generation-speed comparison.",
           "openapi: 3.0.3", "info: {title: Large, version: '1'}", "paths:"]
    for index in range(RESOURCES):
        name, plural = f"Item{index}", f"items{index}"
        out += [f"  /{plural}:",
                "    get:",
                f"      operationId: list{name}s",
                "      parameters:",
                "        - {name: limit, in: query, schema: {type: integer, format: int32}}",
                "        - {name: cursor, in: query, schema: {type: string}}",
                "        - {name: tags, in: query, explode: false, schema: {type: array, items: {type: string}}}",
                "      responses:",
                f"        '200': {{description: ok, content: {{application/json: {{schema: {{type: array, items: {{$ref: '#/components/schemas/{name}'}}}}}}}}}}",
                "    post:",
                f"      operationId: create{name}",
                f"      requestBody: {{required: true, content: {{application/json: {{schema: {{$ref: '#/components/schemas/{name}'}}}}}}}}",
                "      responses:",
                f"        '201': {{description: created, content: {{application/json: {{schema: {{$ref: '#/components/schemas/{name}'}}}}}}}}",
                f"  /{plural}/{{id}}:",
                "    get:",
                f"      operationId: get{name}",
                "      parameters:",
                "        - {name: id, in: path, required: true, schema: {type: integer, format: int64}}",
                "        - {name: X-Request-ID, in: header, schema: {type: string, format: uuid}}",
                "      responses:",
                f"        '200': {{description: ok, content: {{application/json: {{schema: {{$ref: '#/components/schemas/{name}'}}}}}}}}",
                "    delete:",
                f"      operationId: delete{name}",
                "      parameters:",
                "        - {name: id, in: path, required: true, schema: {type: integer, format: int64}}",
                "      responses: {'204': {description: deleted}}"]
    out += ["components:", "  schemas:",
            "    Base:", "      type: object", "      required: [id]",
            "      properties: {id: {type: integer, format: int64}, created_at: {type: string, format: date-time}}"]
    for index in range(RESOURCES):
        name = f"Item{index}"
        out += [f"    {name}Status: {{type: string, enum: [draft, active, archived]}}",
                f"    {name}:",
                "      allOf:",
                "        - $ref: '#/components/schemas/Base'",
                "        - type: object",
                "          required: [name, status]",
                "          properties:",
                "            name: {type: string}",
                f"            status: {{$ref: '#/components/schemas/{name}Status'}}",
                "            price: {type: number, format: double}",
                "            quantity: {type: integer, format: int32, default: 1}",
                "            owner: {type: string, format: uuid}",
                "            homepage: {type: string, format: uri}",
                "            note: {type: string, nullable: true}",
                "            labels: {type: array, items: {type: string}}",
                "            dimensions: {type: object, properties: {width: {type: number}, height: {type: number}}}",
                f"            related: {{type: array, items: {{$ref: '#/components/schemas/Item{(index + 1) % RESOURCES}Status'}}}}"]
        if index % 10 == 0:
            out += [f"    {name}Event:",
                    "      oneOf:",
                    f"        - $ref: '#/components/schemas/{name}Created'",
                    f"        - $ref: '#/components/schemas/{name}Deleted'",
                    "      discriminator:",
                    "        propertyName: kind",
                    f"        mapping: {{created: '#/components/schemas/{name}Created', deleted: '#/components/schemas/{name}Deleted'}}",
                    f"    {name}Created: {{type: object, required: [kind], properties: {{kind: {{type: string}}, item: {{$ref: '#/components/schemas/{name}'}}}}}}",
                    f"    {name}Deleted: {{type: object, required: [kind], properties: {{kind: {{type: string}}, id: {{type: integer}}}}}}"]
    return "\n".join(out) + "\n"


large_spec = os.path.join(work, "large.yaml")
with open(large_spec, "w") as file:
    file.write(large_spec_text())
large_outputs = {tool: os.path.join(out, "large-" + tool) for tool in tools}
large_commands = {A: annogen_command([large_spec], large_outputs[A]), G: generator_command(large_spec, large_outputs[G])}
_, large_generation = timed_generations(large_commands, large_outputs, large_spec)


# ---------------------------------------------------------------------------------------------
# Lines of generated code: all lines, and those that are neither blank nor comments (`//`, `///`,
# `/* … */` lines).
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

# ---------------------------------------------------------------------------------------------
# The other generations the feature rows look at (each once, not timed).
extra = {}


def extra_run(name, cmd, output):
    _, result = generate(cmd, output)
    extra[name] = {"command": [rel(part) if part.startswith(root) else part for part in cmd],
                   "exit": result.returncode, "files": len(swift_files(output)),
                   "errors": diagnostics(result.stdout, "error")[:10],
                   "warnings": diagnostics(result.stdout, "warning")[:10],
                   "summary": annogen_summary(result.stdout),
                   "output": output}
    return result


# Swagger 2.0.
for tool in tools:
    output = os.path.join(out, "swagger-" + tool)
    extra_run("swagger-" + tool, annogen_command([swagger], output) if tool == A else generator_command(swagger, output), output)

# The probe spec.
for tool in tools:
    output = os.path.join(out, "probe-" + tool)
    extra_run("probe-" + tool, annogen_command([probe_spec], output) if tool == A else generator_command(probe_spec, output), output)

# Hand-written models. annogen: the spec with OpenAPISample/Sources/Money.swift (claims the schema),
# then with a copy whose `amount` is Int32 where the spec says int64 (a drift).
extra_run("handwritten-annogen", annogen_command([spec, money_swift], os.path.join(out, "handwritten-annogen")),
          os.path.join(out, "handwritten-annogen"))
drift_folder = os.path.join(work, "drift")
os.makedirs(drift_folder, exist_ok=True)
with open(money_swift) as file:
    money_source = file.read()
drifted_source = money_source.replace("let amount: Int64", "let amount: Int32")
with open(os.path.join(drift_folder, "Money.swift"), "w") as file:
    file.write(drifted_source)
extra_run("drift-annogen", annogen_command([spec, drift_folder], os.path.join(out, "drift-annogen")),
          os.path.join(out, "drift-annogen"))
# swift-openapi-generator's nearest feature: typeOverrides, which puts a type of yours in a schema's place.
override_config = os.path.join(work, "typeoverride-config.yaml")
with open(override_config, "w") as file:
    file.write("# Written by scripts/bench_openapi.py.\ngenerate: [types, client]\n"
               "typeOverrides:\n  schemas:\n    Money: MyMoney\n")
extra_run("typeoverride-" + G, generator_command(spec, os.path.join(out, "typeoverride-" + G), config=override_config),
          os.path.join(out, "typeoverride-" + G))

# Template customisation: a copy of the repository's templates, OpenAPITypes.stencil changed to add
# `Sendable` to every declaration it writes.
custom_templates = os.path.join(work, "custom-templates")
shutil.rmtree(custom_templates, ignore_errors=True)
shutil.copytree(templates, custom_templates)
custom_path = os.path.join(custom_templates, "OpenAPITypes.stencil")
with open(custom_path) as file:
    stencil = file.read()
customised = stencil.replace('{{ type.inheritedTypes|join:", " }} {', '{{ type.inheritedTypes|join:", " }}, Sendable {')
with open(custom_path, "w") as file:
    file.write(customised)
template_edit_applied = customised != stencil
extra_run("templates-annogen", annogen_command([spec], os.path.join(out, "templates-annogen"), template_folder=custom_templates),
          os.path.join(out, "templates-annogen"))
generator_help = run([args.generator, "generate", "--help"]).stdout

# ---------------------------------------------------------------------------------------------
# The package the outputs are compiled in: one target per output. The two timed ones first.
modules = os.path.join(work, "modules")
targets = {A: "AnnogenGenerated", G: "OpenAPIGeneratorGenerated"}
# Compiled once in debug to show they compile (not timed): target → (tool, output, extra files).
checked_targets = {
    "AnnogenProbe": (A, os.path.join(out, "probe-" + A), {}),
    "OpenAPIGeneratorProbe": (G, os.path.join(out, "probe-" + G), {}),
    "AnnogenSwagger": (A, os.path.join(out, "swagger-" + A), {}),
    "AnnogenHandWritten": (A, os.path.join(out, "handwritten-annogen"), {"Money.swift": money_source}),
    "AnnogenCustomTemplates": (A, os.path.join(out, "templates-annogen"), {}),
    "OpenAPIGeneratorTypeOverride": (G, os.path.join(out, "typeoverride-" + G), {"MyMoney.swift": (
        "// Written by scripts/bench_openapi.py: the type typeOverrides puts in place of the spec's Money.\n"
        "import Foundation\n\nstruct MyMoney: Codable, Hashable, Sendable {\n    var amount: Int64\n    var currency: String\n}\n")}),
}
runtime_products = {A: '.product(name: "AnnogenRuntime", package: "annogen")',
                    G: '.product(name: "OpenAPIRuntime", package: "swift-openapi-runtime")'}
# The large spec's outputs: one debug rebuild timed each, after the timed builds (see below).
large_targets = {A: "AnnogenLarge", G: "OpenAPIGeneratorLarge"}
all_targets = {targets[A]: A, targets[G]: G, **{name: spec_[0] for name, spec_ in checked_targets.items()},
               **{large_targets[tool]: tool for tool in tools}}
with open(os.path.join(modules, "Package.swift"), "w") as file:
    file.write("// swift-tools-version:6.0\n"
               "// Each tool's generated code as a module of its own (written by scripts/bench_openapi.py).\n"
               "import PackageDescription\n\n"
               "let package = Package(\n    name: \"modules\",\n    dependencies: [\n"
               f"        .package(name: \"annogen\", path: {json.dumps(root)}),\n"
               "        .package(url: \"https://github.com/apple/swift-openapi-runtime\", exact: \"1.13.4\"),\n"
               "    ],\n    targets: [\n"
               + "".join(f"        .target(name: \"{name}\", dependencies: [{runtime_products[tool]}]),\n"
                         for name, tool in all_targets.items())
               + "    ]\n)\n")
sources_dir = os.path.join(modules, "Sources")
for name in (os.listdir(sources_dir) if os.path.isdir(sources_dir) else []):
    if name not in all_targets:
        shutil.rmtree(os.path.join(sources_dir, name))


def fill_target(name, output, extra_files):
    folder = os.path.join(sources_dir, name)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    for path in swift_files(output):
        shutil.copy(path, folder)
    for file_name, text in extra_files.items():
        with open(os.path.join(folder, file_name), "w") as file:
            file.write(text)


for tool in tools:
    fill_target(targets[tool], outputs[tool], {})
    fill_target(large_targets[tool], large_outputs[tool], {})
for name, (tool, output, extra_files) in checked_targets.items():
    fill_target(name, output, extra_files)


def swift_build(configuration, target):
    cmd = [args.swift, "build", "--package-path", modules, "-c", configuration, "--target", target]
    start = time.perf_counter()
    result = run(cmd)
    return time.perf_counter() - start, result


def target_diagnostics(log, target, kind):
    return sorted({line.strip() for line in log.splitlines()
                   if f"{kind}:" in line and f"/Sources/{target}/" in line})


def modules_compiled(log):
    return sorted(set(re.findall(r"Compiling (\w+) ", log)))


# Compiling the checked outputs (debug, once each; the dependencies are built by the first).
compiled = {}
for name, (tool, output, _) in checked_targets.items():
    if not swift_files(output):
        compiled[name] = {"tool": tool, "compiles": False, "errors": ["no output to compile"], "warnings": []}
        continue
    _, result = swift_build("debug", name)
    compiled[name] = {"tool": tool, "output": rel(output), "compiles": result.returncode == 0,
                      "errors": target_diagnostics(result.stdout, name, "error")[:10]
                      or ([] if result.returncode == 0 else result.stdout.strip().splitlines()[-10:]),
                      "warnings": target_diagnostics(result.stdout, name, "warning")}

# Timed module builds. Each round: a no-op build (nothing changed) and, in alternating order, a build
# of each tool's module after touching its files. A round where SwiftPM compiled another module too
# (the annogen package is a path dependency, and people edit it) is kept out of the medians.
builds = {}
for configuration, count in (("debug", BUILD_RUNS), ("release", RELEASE_BUILD_RUNS)):
    for tool in tools:
        _, result = swift_build(configuration, targets[tool])
        if result.returncode != 0:
            sys.exit(f"{tool}'s generated module does not build ({configuration}):\n{result.stdout[-4000:]}")
    times = {tool: [] for tool in tools}
    all_times = {tool: [] for tool in tools}
    skipped = {tool: 0 for tool in tools}
    warnings = {tool: set() for tool in tools}
    idle = []
    for index in range(count):
        elapsed, _ = swift_build(configuration, targets[tools[index % 2]])
        idle.append(elapsed)
        for tool in (tools if index % 2 == 0 else list(reversed(tools))):
            for path in swift_files(os.path.join(sources_dir, targets[tool])):
                os.utime(path)
            elapsed, result = swift_build(configuration, targets[tool])
            if result.returncode != 0:
                sys.exit(f"{tool}'s module failed to rebuild:\n{result.stdout[-4000:]}")
            warnings[tool].update(target_diagnostics(result.stdout, targets[tool], "warning"))
            all_times[tool].append(elapsed)
            if set(modules_compiled(result.stdout)) - {targets[tool]}:
                skipped[tool] += 1
                continue
            times[tool].append(elapsed)
    idle_median = statistics.median(idle)
    # Every round was disturbed: all are kept (rounds_left_out says so).
    kept = {tool: times[tool] or all_times[tool] for tool in tools}
    builds[configuration] = {
        tool: dict(summary(kept[tool]), net_median=statistics.median(kept[tool]) - idle_median,
                   rounds_left_out=skipped[tool] if times[tool] else 0, disturbed_rounds=skipped[tool],
                   warnings=len(warnings[tool]), warning_lines=sorted(warnings[tool])[:10])
        for tool in tools}
    builds[configuration]["nothing_to_build"] = summary(idle)

# ---------------------------------------------------------------------------------------------
# Spec features. A check looks for a declaration (`decl`, a regular expression at the start of a
# line; its block is the lines up to the closing brace at its indentation) and, inside it, `inner`;
# the row cites the file and line it found. Without `decl`, `inner` is looked for in the whole output.


def block_from(text, start):
    line_start = text.rfind("\n", 0, start) + 1
    indent = re.match(r"[ \t]*", text[line_start:]).group(0)
    end = text.find("\n" + indent + "}", start)
    return line_start, text[line_start:(len(text) if end < 0 else end + len(indent) + 2)]


def cite(path, text, position):
    line_number = text.count("\n", 0, position) + 1
    line_text = text.splitlines()[line_number - 1].strip()
    return f"{rel(path)}:{line_number}: {line_text[:150]}"


def look(folder, decl, inner):
    """(found, evidence, groups): evidence cites the match, or the declaration where inner was not found."""
    declaration_seen = None
    for path in swift_files(folder):
        with open(path) as file:
            text = file.read()
        if decl is None:
            match = re.search(inner, text, re.M)
            if match:
                return True, cite(path, text, match.start()), match.groups()
            continue
        for match in re.finditer(decl, text, re.M):
            start, block = block_from(text, match.start())
            if inner is None:
                return True, cite(path, text, match.start()), match.groups()
            found = re.search(inner, block, re.M)
            if found:
                return True, cite(path, text, start + found.start()), found.groups()
            declaration_seen = declaration_seen or cite(path, text, match.start())
    return False, (f"not in the declaration at {declaration_seen}" if declaration_seen else "not found in the output"), ()


def output_row(folder, decl, inner, yes, no):
    found, evidence, groups = look(folder, decl, inner)
    how = yes if found else no
    for index, group in enumerate(groups):
        how = how.replace("{%d}" % index, group or "")
    return {"supported": found, "how": how, "verified": "output", "evidence": evidence}


OUT_A, OUT_G = outputs[A], outputs[G]
PROBE_A, PROBE_G = extra["probe-" + A]["output"], extra["probe-" + G]["output"]
features = []


def feature(name, where, annogen_row, generator_row):
    features.append({"feature": name, "in": where, A: annogen_row, G: generator_row})


def run_row(supported, how, evidence):
    return {"supported": supported, "how": how, "verified": "run", "evidence": evidence}


def docs_row(supported, how, source):
    return {"supported": supported, "how": how, "verified": "documentation", "evidence": source}


GEN_DOCS = "swift-openapi-generator 1.14.3 Documentation.docc/Articles/"

# Swagger 2.0.
sa, sg = extra["swagger-" + A], extra["swagger-" + G]
swagger_operations = len(re.findall(r"^[ \t]*enum \w+: APIEndPoint\b", "".join(open(p).read() for p in swift_files(sa["output"])), re.M))
feature("Swagger 2.0 document", "stores.json",
        run_row(sa["exit"] == 0 and sa["files"] > 0,
                f"translated to 3.0 and generated: exit {sa['exit']}, {sa['files']} files, {swagger_operations} operations"
                + (f" ({sa['summary']})" if sa["summary"] else ""), "annogen run --sources stores.json"),
        run_row(sg["exit"] == 0 and sg["files"] > 0,
                f"exit {sg['exit']}, {sg['files']} files: " + (sg["errors"][-1] if sg["errors"] else "no error message"),
                "swift-openapi-generator generate stores.json"))
feature("oneOf with discriminator and mapping", "bookshelf.yaml: PaymentMethod (kind)",
        output_row(OUT_A, r"^extension PaymentMethod\b", r'discriminatorValue\(forKey: "kind"\)',
                   "enum with a case per schema, decoded by switching on `kind`; an unknown value throws",
                   "no decoding by the discriminator"),
        output_row(OUT_G, r"^[ \t]*internal enum PaymentMethod\b", r'forKey: \.kind[\s\S]*case "gift_card"',
                   "enum with a case per mapping value, decoded by switching on `kind`; an unknown value throws",
                   "no decoding by the discriminator"))
feature("oneOf without discriminator", "bookshelf.yaml: SearchResult",
        output_row(OUT_A, r"^extension SearchResult\b", r'decoder\.firstAlternative\(of: "SearchResult"[\s\S]*?\("Book", \{ \.book\(try Book\(from:',
                   "enum; each alternative tried in order, the first that decodes wins; else an error naming each failure",
                   "alternatives not tried in turn"),
        output_row(OUT_G, r"^[ \t]*internal enum SearchResult\b", r"failedToDecodeOneOfSchema",
                   "enum; each alternative tried in order, the first that decodes wins; else an error listing the failures",
                   "alternatives not tried in turn"))
feature("allOf", "bookshelf.yaml: Review = ReviewDraft + {id, created_at}",
        output_row(OUT_A, r"^struct Review\b", r"let rating: Int[\s\S]*let createdAt: Date",
                   "one struct with the parts' properties merged (review.rating, review.createdAt)",
                   "parts' properties not merged"),
        output_row(OUT_G, r"^[ \t]*internal struct Review\b", r"var value1: Components\.Schemas\.ReviewDraft",
                   "struct with one property per part: value1 (ReviewDraft), value2 (the inline part): review.value1.rating",
                   "no wrapper struct"))
feature("anyOf", "probe.yaml: Contact = anyOf [EmailContact, PhoneContact]",
        output_row(PROBE_A, r"^extension Contact\b", r'decoder\.firstAlternative\(of: "Contact"[\s\S]*?\("EmailContact", \{ \.emailContact\(try EmailContact\(from:',
                   "decoded as oneOf: an enum, the first alternative that decodes (a payload matching both keeps only the first)",
                   "not generated as an enum"),
        output_row(PROBE_G, r"^[ \t]*internal struct Contact\b", r"var value1: Components\.Schemas\.EmailContact\?",
                   "struct of optionals, one per alternative: every alternative that decodes is kept; at least one must",
                   "not generated as a struct of optionals"))
feature("string enum", "bookshelf.yaml: OrderStatus",
        output_row(OUT_A, r"^enum OrderStatus: String\b", r"case shipped",
                   "enum OrderStatus: String", "no raw-valued enum"),
        output_row(OUT_G, r"^[ \t]*internal enum OrderStatus: String\b", r"case shipped",
                   "enum OrderStatus: String, CaseIterable", "no raw-valued enum"))
feature("enum value the client does not know", "bookshelf.yaml: OrderStatus (e.g. a new 'returned')",
        output_row(OUT_A, r"^extension OrderStatus\b", r"decodeRawValue\(unknown: \.unknown\)",
                   "decodes as `.unknown` (an extra case) and is reported to the decoding-issue hook",
                   "an unknown value fails decoding"),
        output_row(OUT_G, r"^[ \t]*internal enum OrderStatus\b", r"case (undocumented|unknown)\b|init\(from",
                   "decodes to a fallback case",
                   "closed: no fallback case, so an unknown value fails decoding (its docs, Useful-OpenAPI-patterns: "
                   "wrap the enum in anyOf with a plain string for an open enum)"))
feature("format date-time", "bookshelf.yaml: Order.placed_at",
        output_row(OUT_A, r"^struct Order\b", r"let placedAt: (Date)\b", "{0}", "not a Date"),
        output_row(OUT_G, r"^[ \t]*internal struct Order\b", r"var placedAt: (Foundation\.Date)\b", "{0}", "not a Date"))
feature("format int64 (and int32)", "bookshelf.yaml: Book.id, OrderLine.quantity",
        output_row(OUT_A, r"^struct OrderLine\b", r"let bookId: (Int64)\n\s*let quantity: (Int32)", "{0}, {1}", "not Int64/Int32"),
        output_row(OUT_G, r"^[ \t]*internal struct OrderLine\b", r"var bookId: (Swift\.Int64)\n[\s\S]*var quantity: (Swift\.Int32)",
                   "{0}, {1}", "not Int64/Int32"))
def uuid_row(folder, decl, inner):
    # Supported when the property's type is a UUID; the row names the type either way.
    row = output_row(folder, decl, inner, "{0}", "no such property")
    row["supported"] = row["supported"] and row["how"].endswith("UUID")
    if not row["supported"] and row["how"] != "no such property":
        row["how"] += " (formats other than date-time and the number ones do not change the type, as its docs say)"
    return row


feature("format uuid", "bookshelf.yaml: getBook's X-Request-ID header",
        uuid_row(OUT_A, r"^[ \t]*enum GetBook\b", r"let xRequestID: ([\w.]+)\?"),
        uuid_row(OUT_G, r"^[ \t]*internal struct Headers\b", r"var xRequestID: ([\w.]+)\?"))
feature("query array parameters", "bookshelf.yaml: listBooks format (exploded), tags (explode: false)",
        output_row(OUT_A, r"^extension Operations\.ListBooks\b",
                   r'\("format", format\.map \{ list in QueryValue\(list\.map[^\n]*\("tags", [^\n]*style: \.commaSeparated\)',
                   "[BookFormat] sent as repeated keys; tags comma-separated", "arrays not sent as the spec says"),
        output_row(OUT_G, r"^[ \t]*internal func listBooks\(", r"explode: true,\s*name: \"format\"[\s\S]*explode: false,\s*name: \"tags\"",
                   "[BookFormat] sent exploded; tags with explode: false", "arrays not sent as the spec says"))
feature("header parameter", "bookshelf.yaml: getBook X-Request-ID",
        output_row(OUT_A, r"^extension Operations\.GetBook\b", r'headers: APIRequest\.headerFields\(\[\("X-Request-ID"',
                   "an argument of the request method, sent as the X-Request-ID header", "not sent as a header"),
        output_row(OUT_G, r"^[ \t]*internal func getBook\(", r'setHeaderFieldAsURI\([\s\S]*?name: "X-Request-ID"',
                   "input.headers.xRequestID, sent as the X-Request-ID header", "not sent as a header"))
feature("deprecated operation", "bookshelf.yaml: getStats",
        output_row(OUT_A, r"^[ \t]*@available\(\*, deprecated\)\n[ \t]*enum GetStats\b", None,
                   "@available(*, deprecated) on the endpoint and its generated methods", "not marked"),
        output_row(OUT_G, r"^[ \t]*@available\(\*, deprecated\)\n[ \t]*(?:internal )?func getStats\(", None,
                   "@available(*, deprecated) on the operation's method", "not marked"))


def warnings_of(target, needle):
    return [line for line in compiled[target]["warnings"] if needle in line]


fax_a, fax_g = warnings_of("AnnogenProbe", "'fax' is deprecated"), warnings_of("OpenAPIGeneratorProbe", "'fax' is deprecated")
legacy_a = warnings_of("AnnogenProbe", "'legacyFilter' is deprecated")
legacy_g = warnings_of("OpenAPIGeneratorProbe", "'legacyFilter' is deprecated")
deprecated_a = output_row(PROBE_A, r"^struct EmailContact\b", r"/// - Note: Deprecated in the spec\.\n\s*let fax\b",
                          "a `- Note: Deprecated in the spec.` line in the property's doc comment (an attribute "
                          "would make the generated coding code that reads it warn)", "not marked")
deprecated_g = output_row(PROBE_G, r"^[ \t]*internal struct EmailContact\b", r"@available\(\*, deprecated\)\n\s*internal var fax\b",
                          "@available(*, deprecated) on the property", "not marked")
def warning_count(count):
    return {0: "no warning", 1: "one warning"}.get(count, f"{count} warnings")


for row, fax, legacy in ((deprecated_a, fax_a, legacy_a), (deprecated_g, fax_g, legacy_g)):
    row["how"] += (f" (and on the parameter's property); its own generated code uses them: compiling it gives {warning_count(len(fax))} "
                   f"about 'fax' and {warning_count(len(legacy))} about 'legacyFilter'" if fax or legacy else
                   " (and on the parameter's property); the generated code compiles without deprecation warnings")
feature("deprecated property and parameter", "probe.yaml: EmailContact.fax, getContact's legacy_filter",
        deprecated_a, deprecated_g)
feature("examples → mock responses", "bookshelf.yaml: getBook's 200 example",
        output_row(OUT_A, r"^[ \t]*enum GetBook: APIEndPoint, APIEndPointHasExampleResponse\b", r"static var exampleResponse: (?:Foundation\.)?Data\b",
                   "static exampleResponse (the spec's example as JSON); a client with answersWithExamples answers with it",
                   "no example response"),
        output_row(OUT_G, None, r"covers\.bookshelf\.example/1001\.jpg", "the example is in the output",
                   "not used (its docs: Media Type Object `example`/`examples` unsupported)"))
feature("additionalProperties", "bookshelf.yaml: Book.ratings",
        output_row(OUT_A, r"^struct Book\b", r"let ratings: (\[String: Int\])\?", "{0}", "not a dictionary"),
        output_row(OUT_G, r"^[ \t]*internal struct Book\b", r"internal struct RatingsPayload\b[\s\S]*?var additionalProperties: (\[[\w.]+: [\w.]+\])",
                   "a RatingsPayload struct wrapping additionalProperties: {0}", "not a dictionary"))
feature("nullable", "bookshelf.yaml: Book.subtitle",
        output_row(OUT_A, r"^struct Book\b", r"let subtitle: (String\?)", "{0}", "not optional"),
        output_row(OUT_G, r"^[ \t]*internal struct Book\b", r"var subtitle: (Swift\.String\?)", "{0}", "not optional"))
feature("default value", "bookshelf.yaml: Book.in_stock (default: true)",
        output_row(OUT_A, r"^extension Book\b", r'forKey: "in_stock", default: true',
                   "let inStock: Bool, true when the key is missing", "default not applied"),
        output_row(OUT_G, r"^[ \t]*internal struct Book\b", r"var inStock: Swift\.Bool(?!\?)|inStock[^\n]*\?\? true",
                   "default applied",
                   "var inStock: Bool? — the default is not applied (its docs: Schema Object `default` unsupported)"))
feature("doc comments", "bookshelf.yaml: Review's description, operations' summaries",
        output_row(OUT_A, r"^/// A review as stored\.\n(?=struct Review\b)", None,
                   "descriptions and summaries as /// comments", "no doc comments"),
        output_row(OUT_G, r"^[ \t]*/// A review as stored\.$", None,
                   "descriptions and summaries as /// comments, with a `- Remark: Generated from` line each", "no doc comments"))
# annogen's output names no content type; the one sent is AnnogenRuntime's.
runtime_content_type = look(os.path.join(root, "Sources/AnnogenRuntime"), None,
                            r'setValue\("(application/json)", forHTTPHeaderField: "Content-Type"\)')
json_row_a = output_row(OUT_A, None, r"merge-patch\+json", "sent with the spec's content type",
                        "body encoded as JSON, but the output names no content type")
if not json_row_a["supported"] and runtime_content_type[0]:
    json_row_a["how"] = ("body encoded as JSON but sent as application/json, the Content-Type AnnogenRuntime sets for "
                         "every body, not the spec's application/merge-patch+json")
    json_row_a["verified"] = "output and AnnogenRuntime's source"
    json_row_a["evidence"] = f"{json_row_a['evidence']}; {runtime_content_type[1]}"
feature("+json request content type", "bookshelf.yaml: updateBook (application/merge-patch+json)",
        json_row_a,
        output_row(OUT_G, r"^[ \t]*internal func updateBook\(", r'contentType: "(application/merge-patch\+json)[^"]*"',
                   "sent as {0}", "content type not the spec's"))
pa, pg = extra["probe-" + A], extra["probe-" + G]
cookie_a = [w for w in pa["warnings"] if "cookie" in w.lower()]
cookie_g = [w for w in pg["warnings"] if "cookie" in w.lower()]
cookie_row_a = output_row(PROBE_A, r"^[ \t]*enum GetContact\b", r"\bsession\b", "sent", "left out")
cookie_row_g = output_row(PROBE_G, r"^[ \t]*internal func getContact\(", r'name: "session"', "sent", "left out")
for row, messages in ((cookie_row_a, cookie_a), (cookie_row_g, cookie_g)):
    if messages:
        row["how"] += f", with a warning: {messages[0]}"
        row["verified"] = "output and run"
feature("cookie parameter", "probe.yaml: getContact's session cookie", cookie_row_a, cookie_row_g)
feature("HEAD operation", "probe.yaml: contactExists",
        output_row(PROBE_A, r"^[ \t]*enum ContactExists\b", None, "generated",
                   "left out" + (f", with a warning: {next((w for w in pa['warnings'] if 'HEAD' in w), '')}" if pa["warnings"] else "")),
        output_row(PROBE_G, r"^[ \t]*internal func contactExists\(", None, "a method like any other", "left out"))
feature("response headers", "probe.yaml: getContact's X-Rate-Limit",
        output_row(PROBE_A, None, r"X-Rate-Limit", "read", "not read (only the body of the first 2xx response is decoded)"),
        output_row(PROBE_G, None, r'name: "X-Rate-Limit"', "typed: output.ok.headers.xRateLimit (Int?)", "not read"))

# Hand-written models checked against the spec.
hw, dr, to = extra["handwritten-annogen"], extra["drift-annogen"], extra["typeoverride-" + G]
hw_money_generated = look(hw["output"], r"^struct Money\b", None)[0]
hw_uses_money = look(hw["output"], r"^struct Book\b", r"let price: Money\b")[0]
drift_ok = drifted_source != money_source and hw["exit"] == 0 and not hw_money_generated and hw_uses_money and dr["exit"] == 1 \
    and dr["errors"]
feature("drift check of hand-written models", "bookshelf.yaml: Money, against OpenAPISample/Sources/Money.swift",
        run_row(bool(drift_ok),
                ("Money.swift claims the schema (// gen: openapi = ...): not generated, Book.price uses it "
                 f"(exit {hw['exit']}, compiles: {compiled['AnnogenHandWritten']['compiles']}); with `amount` made Int32 the run "
                 f"fails (exit {dr['exit']}): {dr['errors'][0] if dr['errors'] else 'no error'}"),
                "annogen run with Money.swift, then with a drifted copy"),
        run_row(False,
                ("no check: typeOverrides puts your type in the schema's place "
                 f"({look(to['output'], None, r'typealias Money = (MyMoney)')[1]}; compiles with a MyMoney: "
                 f"{compiled['OpenAPIGeneratorTypeOverride']['compiles']}), and the generator does not read Swift, so nothing "
                 "compares MyMoney with the schema (SOAR-0014: \"risk of user-provided types not being compliant\")"),
                "swift-openapi-generator with typeOverrides.schemas.Money = MyMoney; " + GEN_DOCS + "Configuring-the-generator.md"))
custom_found, custom_evidence, _ = look(extra["templates-annogen"]["output"], r"^struct Book: ResponseBodyType, Hashable, Sendable\b", None)
feature("template customisation", "the generated declarations",
        run_row(template_edit_applied and custom_found,
                "edit a copy of the templates: OpenAPITypes.stencil changed to add Sendable gives "
                f"{custom_evidence} (compiles: {compiled['AnnogenCustomTemplates']['compiles']})",
                "annogen run --templates <edited copy of Templates>"),
        {"supported": False, "verified": "documentation and --help",
         "how": ("no templates: options only (mode, accessModifier, namingStrategy, nameOverrides, typeOverrides, "
                 "additionalImports, additionalFileComments, filter); `generate --help` mentions templates: "
                 f"{'yes' if 'template' in generator_help.lower() else 'no'}"),
         "evidence": GEN_DOCS + "Configuring-the-generator.md, Project-scope-and-goals.md"})

# ---------------------------------------------------------------------------------------------
# Results.


def git(*arguments):
    return subprocess.run(["git", "-C", root, *arguments], stdout=subprocess.PIPE, text=True).stdout.strip()


def pinned_version(package_folder, identity):
    try:
        with open(os.path.join(package_folder, "Package.resolved")) as file:
            pins = json.load(file).get("pins", [])
        return next((pin["state"].get("version") for pin in pins if pin.get("identity") == identity), None)
    except (OSError, ValueError):
        return None


def operations_written(tool, folder):
    """annogen: the endpoint types (`enum … : APIEndPoint`); swift-openapi-generator: the methods of its
    `Client` (Client.swift; the protocol in Types.swift declares each again)."""
    pattern = r"^\s*(?:public |internal )?enum \w+: APIEndPoint\b" if tool == A else r"^\s*(?:public |internal )?func \w+\(\s*_ input: Operations\."
    count = 0
    for path in swift_files(folder):
        if tool == G and os.path.basename(path) != "Client.swift":
            continue
        with open(path) as file:
            count += len(re.findall(pattern, file.read(), re.MULTILINE))
    return count


large_build = {}
for tool in tools:
    _, result = swift_build("debug", large_targets[tool])  # dependencies and a first build
    rebuilds = []
    for _ in range(2):
        for path in swift_files(os.path.join(sources_dir, large_targets[tool])):
            os.utime(path)
        elapsed, result = swift_build("debug", large_targets[tool])
        rebuilds.append(elapsed)
    large_build[tool] = {"compiles": result.returncode == 0, "debug_rebuild_s": summary(rebuilds),
                         "warnings": len(target_diagnostics(result.stdout, large_targets[tool], "warning")),
                         "errors": target_diagnostics(result.stdout, large_targets[tool], "error")[:5]}
large = {"spec": rel(large_spec), "operations": RESOURCES * 4, "schemas": RESOURCES * 2 + 1 + 3 * len(range(0, RESOURCES, 10)),
         "generation_ms": {tool: summary(large_generation[tool]) for tool in tools},
         "lines": {tool: count_lines(large_outputs[tool]) for tool in tools},
         "operations_written": {tool: operations_written(tool, large_outputs[tool]) for tool in tools},
         "module_build": large_build}

swift_version = run([args.swift, "--version"]).stdout.strip().splitlines()
results = {
    "measured": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
    "commit": git("rev-parse", "HEAD"),
    "uncommitted_changes": bool(git("status", "--porcelain", "--untracked-files=no")),
    "swift": swift_version[0] if swift_version else "",
    "machine": {"cores": os.cpu_count()},
    "spec": rel(spec),
    "tools": {A: run([args.annogen, "--version"]).stdout.strip(),
              G: pinned_version(args.generator_package, "swift-openapi-generator"),
              "OpenAPIRuntime": pinned_version(modules, "swift-openapi-runtime")},
    "settings": {
        A: {"command": " ".join(["annogen"] + timed_commands[A][1:]).replace(root + "/", ""),
            "config": {"sources": [rel(spec)], "templates": [rel(templates)], "output": rel(outputs[A])},
            "hand_written_models": "none: OpenAPISample/Sources/Money.swift left out, so Money is generated from the spec "
                                   "as swift-openapi-generator generates it (the drift-check row runs with it)",
            "access": "internal (the built-in templates' only choice)"},
        G: {"command": " ".join(["swift-openapi-generator"] + timed_commands[G][1:]).replace(root + "/", ""),
            "access": "internal, as annogen's", "naming_strategy": "idiomatic"},
        "runs": RUNS, "build_runs": BUILD_RUNS, "release_build_runs": RELEASE_BUILD_RUNS,
    },
    "generation_ms": {tool: summary(generation[tool]) for tool in tools},
    "generation_messages": {tool: {"warnings": diagnostics(first_run[tool], "warning")[:10],
                                   "summary": annogen_summary(first_run[tool])}
                            for tool in tools},
    "lines": lines,
    "module_build_s": builds,
    "compiled_outputs": compiled,
    "swagger2": {tool: {key: extra["swagger-" + tool][key] for key in ("exit", "files", "errors", "warnings", "summary")}
                 for tool in tools},
    "other_runs": {name: {key: value for key, value in entry.items() if key != "output"} for name, entry in extra.items()},
    "features": features,
    "large_spec": large,
}
os.makedirs(os.path.join(root, "Benchmarks/results"), exist_ok=True)
with open(os.path.join(root, "Benchmarks/results/openapi-comparison.json"), "w") as file:
    json.dump(results, file, indent=2, ensure_ascii=False)
    file.write("\n")


def ratio(x, y):
    return f"{x / y:.2f}×" if y else "-"


print(f"\nannogen {results['tools'][A]} and swift-openapi-generator {results['tools'][G]} on {results['spec']} "
      f"(commit {results['commit'][:7]}{', uncommitted changes' if results['uncommitted_changes'] else ''}, {results['swift']})")
print(f"{'':40}{'annogen':>12}{'openapi-gen':>13}{'ratio':>9}")
ga, gg = results["generation_ms"][A], results["generation_ms"][G]
print(f"{'generation, median ms (' + str(RUNS) + ' runs)':40}{ga['median']:12.0f}{gg['median']:13.0f}{ratio(ga['median'], gg['median']):>9}")
print(f"{'  min / max ms':40}{ga['min']:6.0f} /{ga['max']:4.0f}{gg['min']:7.0f} /{gg['max']:4.0f}")
print(f"{'files written':40}{lines[A]['files']:12}{lines[G]['files']:13}")
print(f"{'lines':40}{lines[A]['lines']:12}{lines[G]['lines']:13}{ratio(lines[A]['lines'], lines[G]['lines']):>9}")
print(f"{'lines without blanks and comments':40}{lines[A]['code_lines']:12}{lines[G]['code_lines']:13}"
      f"{ratio(lines[A]['code_lines'], lines[G]['code_lines']):>9}")
for configuration in ("debug", "release"):
    ba, bg = builds[configuration][A], builds[configuration][G]
    print(f"{'module build, ' + configuration + ', median s':40}{ba['median']:12.2f}{bg['median']:13.2f}{ratio(ba['median'], bg['median']):>9}")
    idle_median = builds[configuration]["nothing_to_build"]["median"]
    print(f"{'  less a no-op build (' + format(idle_median, '.2f') + ' s)':40}{ba['net_median']:12.2f}{bg['net_median']:13.2f}"
          f"{ratio(ba['net_median'], bg['net_median']):>9}")
    print(f"{'  warnings':40}{ba['warnings']:12}{bg['warnings']:13}")
    if ba["rounds_left_out"] or bg["rounds_left_out"]:
        print(f"{'  rounds left out (other modules built)':40}{ba['rounds_left_out']:12}{bg['rounds_left_out']:13}")
la, lg = large["generation_ms"][A], large["generation_ms"][G]
print(f"\nlarge spec ({large['operations']} operations, {large['schemas']} schemas, {rel(large_spec)}):")
print(f"{'generation, median ms (' + str(RUNS) + ' runs)':40}{la['median']:12.0f}{lg['median']:13.0f}{ratio(la['median'], lg['median']):>9}")
print(f"{'operations written':40}{large['operations_written'][A]:12}{large['operations_written'][G]:13}")
print(f"{'lines':40}{large['lines'][A]['lines']:12}{large['lines'][G]['lines']:13}{ratio(large['lines'][A]['lines'], large['lines'][G]['lines']):>9}")
ma, mg = large["module_build"][A], large["module_build"][G]
print(f"{'module rebuild, debug, median s':40}{ma['debug_rebuild_s']['median']:12.2f}{mg['debug_rebuild_s']['median']:13.2f}"
      f"{ratio(ma['debug_rebuild_s']['median'], mg['debug_rebuild_s']['median']):>9}")
print(f"{'  compiles, warnings':40}{('yes, ' + str(ma['warnings'])) if ma['compiles'] else 'NO':>12}{('yes, ' + str(mg['warnings'])) if mg['compiles'] else 'NO':>13}")
print(f"\n{'feature':42}{'annogen':>9}{'openapi-gen':>13}")
for row in features:
    print(f"{row['feature']:42}{('yes' if row[A]['supported'] else 'no'):>9}{('yes' if row[G]['supported'] else 'no'):>13}")
print("\nother outputs compiled (debug):")
for name, entry in compiled.items():
    state = "compiles" if entry["compiles"] else "DOES NOT COMPILE: " + "; ".join(entry["errors"][:2])
    print(f"  {name:30} {state}, {len(entry['warnings'])} warnings")
print(f"\nSwagger 2.0: annogen exit {sa['exit']}, {sa['files']} files; swift-openapi-generator exit {sg['exit']}: "
      f"{sg['errors'][-1] if sg['errors'] else ''}")
print("details (how each tool handles each feature, with file:line) in Benchmarks/results/openapi-comparison.json")
