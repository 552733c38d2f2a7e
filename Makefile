# fontprobe — build, test and run. `make demo` and `make test` are all a newcomer needs.

SWIFT      ?= swift
PREFIX     ?= /usr/local
BINDIR     := $(PREFIX)/bin
DEMO_FONT  := Fixtures/fonts/Lato-Regular-subset.ttf
SUDO       := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all demo deps build test release install lint format fixtures clean

all: build

## deps: make sure FreeType's development files are there (apt-get where possible).
deps:
	@command -v $(SWIFT) >/dev/null 2>&1 || { \
	  echo "fontprobe needs Swift 6 (https://www.swift.org/install/); '$(SWIFT)' was not found." >&2; exit 1; }
	@if ! pkg-config --exists freetype2 2>/dev/null; then \
	  if command -v apt-get >/dev/null 2>&1; then \
	    echo "Installing FreeType (libfreetype-dev) and pkg-config with apt-get…"; \
	    $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libfreetype-dev pkg-config >/dev/null; \
	  elif command -v brew >/dev/null 2>&1; then \
	    echo "Installing FreeType with Homebrew…"; brew install freetype pkg-config; \
	  else \
	    echo "fontprobe needs FreeType 2 and pkg-config: install libfreetype-dev (Debian/Ubuntu)," >&2; \
	    echo "freetype-devel (Fedora) or 'brew install freetype pkg-config' (macOS), then run make again." >&2; \
	    exit 1; \
	  fi; \
	fi
	@pkg-config --exists freetype2 || { echo "FreeType is still missing; see the messages above." >&2; exit 1; }

## demo: set up, build, and report a bundled font at 24 pt on a 3x screen.
demo: build
	.build/debug/fontprobe metrics $(DEMO_FONT) --size 24 --scale 3

## build: debug build of the library and the fontprobe binary.
build: deps
	$(SWIFT) build

## test: build everything (the CLI tests run the built binary), then run the test suite.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## release: optimised binary at .build/release/fontprobe.
release: deps
	$(SWIFT) build -c release

## install: copy the release binary to $(PREFIX)/bin.
install: release
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 .build/release/fontprobe "$(DESTDIR)$(BINDIR)/fontprobe"

## lint: check formatting against .swift-format.
lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

## format: rewrite the sources to .swift-format's style.
format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

## fixtures: regenerate the fixture fonts and their fontTools reading (needs fontTools and
## Debian's fonts-lato, fonts-dejavu-core, fonts-liberation2, fonts-texgyre).
fixtures:
	python3 Fixtures/fonts/make-fixtures.py
	python3 Fixtures/fonts/read-tables.py

clean:
	rm -rf .build
