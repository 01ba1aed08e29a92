# annogen's tasks. `make run` generates SampleAPI, `make generate` both samples; `make test` runs every test and
# checks that the checked-in generated code is current. MixedSample reads Objective-C headers, so
# these need libclang (Debian/Ubuntu: apt-get install libclang-dev).

SWIFT ?= swift
BIN := .build/debug/annogen

.PHONY: build run generate check test clean bench

build:
	$(SWIFT) build --product annogen

# The main job: builds annogen when needed, then regenerates SampleAPI/Generated from .annogen.yml.
run: build
	$(BIN) run

# The pre-build step: both samples (MixedSample reads Objective-C headers, so it needs libclang).
generate: build
	$(BIN) run
	$(BIN) run --config MixedSample/.annogen.yml

# Fails when SampleAPI/Generated is out of date.
check: build
	$(BIN) run --check
	$(BIN) run --check --config MixedSample/.annogen.yml

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(SWIFT) build --product annogen
	$(BIN) run --check
	$(BIN) run --check --config MixedSample/.annogen.yml

# A benchmark, not a test (not part of CI): builds annogen and annogen-bench in release (in their
# own scratch folder, so debug builds stay warm), then times annogen on swift-nio and swift-syntax
# from the package mirror and on generated corpora of 1,000, 10,000 and 50,000 files.
# Prints the figures and writes Benchmarks/results/latest.json. BENCH_ARGS=--skip-watch etc.
# The generated corpora use the Sourcery-style templates by default: with the API templates they are
# bound by Stencil rendering (BENCH_ARGS="--generated-templates Templates --sizes 1000" to see it).
RELEASE := .build-release
BENCH_ARGS ?= --generated-templates Tests/Golden/MocksAndEquality/Templates
bench:
	$(SWIFT) build -c release --scratch-path $(RELEASE) --product annogen
	$(SWIFT) build -c release --scratch-path $(RELEASE) --product annogen-bench
	$(RELEASE)/release/annogen-bench --annogen $(RELEASE)/release/annogen $(BENCH_ARGS)

clean:
	rm -rf .build $(RELEASE)
