# annogen's tasks. `make run` generates SampleAPI; `make test` runs every test and checks that the
# checked-in generated code is current.

SWIFT ?= swift
BIN := .build/debug/annogen

.PHONY: build run generate check test clean

build:
	$(SWIFT) build --product annogen

# Builds annogen when needed, then regenerates SampleAPI/Generated from .annogen.yml.
run generate: build
	$(BIN) run

# Fails when SampleAPI/Generated is out of date.
check: build
	$(BIN) run --check

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(SWIFT) build --product annogen
	$(BIN) run --check

clean:
	rm -rf .build
