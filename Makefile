# annogen's tasks. `make run` generates SampleAPI, `make generate` every sample; `make test` runs every
# test and checks that the checked-in generated code is current. Each first runs scripts/setup.sh,
# which installs libclang (for MixedSample's Objective-C headers) when it is missing and can be
# installed; without it, MixedSample's header-based outputs are skipped with a message.

SWIFT ?= swift
BIN := .build/debug/annogen
# The annogen that run, generate and check use: this repository's debug build, built when needed.
# `make generate ANNOGEN=annogen` uses an installed one instead (`make install`; nothing is built).
ANNOGEN ?=
RUNNER := $(if $(ANNOGEN),$(ANNOGEN),$(BIN))
# `make install`: a release build into $(PREFIX)/bin, the built-in templates into $(PREFIX)/share/annogen.
PREFIX ?= /usr/local
RELEASE := .build-release
# Release builds link the Swift runtime and Foundation into the binary: it starts ~5 ms sooner (no
# dynamic binding of the Swift libraries' symbols), a quarter of a run that finds nothing changed,
# and needs no Swift library at run time (ldd: libc, libm, libstdc++, libgcc_s). 151 MB, not 77.
# On Linux they are linked at a fixed address (-no-pie): a position-independent one made the loader
# apply 124,000 relocations to 1.3 MB of pointers, copying each page it wrote, at every start: 2.6 ms
# (`annogen --version` 7.1 → 4.5 ms), a sixth of a run that patches one file of swift-nio. The price
# is that the executable's own code and data are not placed at random (the stack, heap and libraries
# still are); annogen reads the sources and templates of the project that runs it. (macOS requires
# position-independent executables.) SwiftPM also exports every symbol of a Linux executable
# (--export-dynamic: 47,000 entries in its dynamic symbol table, which the loader and the runtime's
# start-up look-ups search); nothing loads annogen's symbols by name, so they are not exported (-0.9 ms
# at every start; the symbol table for crash reports stays).
RELEASE_FLAGS := --static-swift-stdlib $(if $(filter Linux,$(shell uname -s)),-Xlinker -no-pie -Xlinker --no-export-dynamic)
# MixedSample reads Objective-C headers: run annogen on it only when libclang is there.
MIXED = if scripts/setup.sh --found; then $(1) --config MixedSample/.annogen.yml; \
	else echo "skipped MixedSample ($(1)): libclang is missing, see above"; fi

.PHONY: setup build run generate check test install clean bench bench-openapi bench-codegen bench-swift-templates release-flags

setup:
	@scripts/setup.sh

build:
ifeq ($(ANNOGEN),)
	$(SWIFT) build --product annogen
endif

# The main job: builds annogen when needed, then regenerates SampleAPI/Generated from .annogen.yml.
run: setup build
	$(RUNNER) run

# The pre-build step: every sample.
generate: setup build
	$(RUNNER) run
	$(RUNNER) run --config OpenAPISample/.annogen.yml
	$(RUNNER) run --config GraphQLSample/.annogen.yml
	$(RUNNER) run --config PluginSample/.annogen.yml
	@$(call MIXED,$(RUNNER) run)

# Fails when SampleAPI/Generated, OpenAPISample/Generated, GraphQLSample/Generated, PluginSample's Shelf or MixedSample/Generated is out of date.
check: setup build
	$(RUNNER) run --check
	$(RUNNER) run --check --config OpenAPISample/.annogen.yml
	$(RUNNER) run --check --config GraphQLSample/.annogen.yml
	$(RUNNER) run --check --config PluginSample/.annogen.yml
	@$(call MIXED,$(RUNNER) run --check)

# A release build (in .build-release, as make bench's), installed with the built-in templates. When
# HEAD carries a release tag, the binary's --version must be that tag's (v0.1.0 → 0.1.0).
install:
	$(SWIFT) build -c release $(RELEASE_FLAGS) --scratch-path $(RELEASE) --product annogen
	scripts/check-version.sh $(RELEASE)/release/annogen
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/annogen/Templates
	install -m 755 $(RELEASE)/release/annogen $(DESTDIR)$(PREFIX)/bin/annogen
	install -m 644 Templates/*.stencil $(DESTDIR)$(PREFIX)/share/annogen/Templates
	@echo "installed $$($(DESTDIR)$(PREFIX)/bin/annogen --version) in $(DESTDIR)$(PREFIX)/bin; templates in $(DESTDIR)$(PREFIX)/share/annogen/Templates"

test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	SWIFT=$(SWIFT) scripts/test-plugins.sh
	$(SWIFT) build --product annogen
	$(BIN) run --check
	$(BIN) run --check --config OpenAPISample/.annogen.yml
	$(BIN) run --check --config GraphQLSample/.annogen.yml
	@$(call MIXED,$(BIN) run --check)

# A benchmark, not a test (not part of CI): builds annogen and annogen-bench in release (in their
# own scratch folder, so debug builds stay warm), then times annogen on swift-nio and swift-syntax
# from the package mirror and on generated corpora of 1,000, 10,000 and 50,000 files.
# Prints the figures and writes Benchmarks/results/latest.json. BENCH_ARGS=--skip-watch etc.
# The generated corpora use the Sourcery-style templates by default: with the API templates they are
# bound by Stencil rendering (BENCH_ARGS="--generated-templates Templates --sizes 1000" to see it).
BENCH_ARGS ?= --generated-templates Tests/Golden/MocksAndEquality/Templates
bench:
	$(SWIFT) build -c release $(RELEASE_FLAGS) --scratch-path $(RELEASE) --product annogen
	$(SWIFT) build -c release $(RELEASE_FLAGS) --scratch-path $(RELEASE) --product annogen-bench
	$(RELEASE)/release/annogen-bench --annogen $(RELEASE)/release/annogen $(BENCH_ARGS)

# annogen and swift-openapi-generator 1.14.3 on OpenAPISample's spec in one run (not part of CI):
# generation time, lines written, build time of each generated module, spec features checked on both
# outputs (also Swagger 2.0 and a probe spec). Both tools are built in release first. Writes
# Benchmarks/results/openapi-comparison.json. RUNS=9 BUILD_RUNS=5 RELEASE_BUILD_RUNS=3 by default.
bench-openapi:
	SWIFT=$(SWIFT) RELEASE_FLAGS="$(RELEASE_FLAGS)" scripts/bench-openapi.sh

# Generated Codable against the compiler's synthesized Codable on the same N models (not part of CI):
# per-struct code+data, compile time, decode and encode time, with ratios (issue 22).
# MODELS=300 RUNS=5. Writes Benchmarks/results/codegen.json.
bench-codegen:
	SWIFT=$(SWIFT) scripts/bench-codegen.sh

# A Swift template against its Stencil twin (Benchmarks/SwiftTemplates) on SampleAPI and generated-1000
# (not part of CI): the first run (runtime and program compiled), a new program (runtime cached), a
# cached program on a one-file edit. Writes Benchmarks/results/swift-templates.json.
bench-swift-templates:
	$(SWIFT) build -c release $(RELEASE_FLAGS) --scratch-path $(RELEASE) --product annogen
	$(SWIFT) build -c release $(RELEASE_FLAGS) --scratch-path $(RELEASE) --product annogen-bench
	$(RELEASE)/release/annogen-bench --annogen $(RELEASE)/release/annogen --swift-templates

# The flags of release builds, for scripts that build into .build-release themselves.
release-flags:
	@echo "$(RELEASE_FLAGS)"

clean:
	rm -rf .build $(RELEASE)
