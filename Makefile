# annogen's tasks. `make run` generates SampleAPI, `make generate` both samples; `make test` runs every test and
# checks that the checked-in generated code is current. MixedSample reads Objective-C headers, so
# these need libclang (Debian/Ubuntu: apt-get install libclang-dev).

SWIFT ?= swift
BIN := .build/debug/annogen

.PHONY: build run generate check test clean

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

clean:
	rm -rf .build
