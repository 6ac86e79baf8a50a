# A thin wrapper so that the two commands of the README work on a fresh
# Debian 12 machine: each first installs what is missing, then builds.

BUILD ?= build
# Shared machines run tests slower than a quiet one; the multiplier keeps the
# per-test timeouts (30 s by default) meaningful without flaking.
MESON_TEST_ARGS ?= --print-errorlogs --timeout-multiplier 4

.PHONY: all deps build run test bench clean test-asan test-valgrind

all: build

deps:
	@bash .ci/install-deps

$(BUILD)/build.ninja: | deps
	meson setup $(BUILD)

build: deps $(BUILD)/build.ninja
	meson compile -C $(BUILD)

# Opens the bundled base game: the editor when it is built, else a summary
# and the validation of the base game from the command line.
run: build
	@if [ -x $(BUILD)/app/waymark ]; then \
	  $(BUILD)/app/waymark; \
	else \
	  $(BUILD)/app/waymark-cli info base && $(BUILD)/app/waymark-cli validate base; \
	fi

test: build
	meson test -C $(BUILD) $(MESON_TEST_ARGS)

# AddressSanitizer and UBSan over the model (with the hardening tests), rules
# engine, simulation, CLI, render and fuzz-smoke suites, in their own build
# folder; the first error of either sanitizer stops the test that hit it.
ASAN_BUILD ?= build-asan
SANITIZER_SUITES ?= --suite model --suite rules --suite sim --suite cli --suite render --suite fuzz-smoke
SANITIZER_ENV = ASAN_OPTIONS=halt_on_error=1:abort_on_error=1:detect_leaks=1:strict_string_checks=1 \
	UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 G_SLICE=always-malloc \
	LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan.supp:print_suppressions=0

$(ASAN_BUILD)/build.ninja: | deps
	meson setup $(ASAN_BUILD) -Db_sanitize=address,undefined -Db_lundef=false -Dgui=false

test-asan: deps $(ASAN_BUILD)/build.ninja
	meson compile -C $(ASAN_BUILD)
	$(SANITIZER_ENV) meson test -C $(ASAN_BUILD) $(SANITIZER_SUITES) $(MESON_TEST_ARGS) \
	  --timeout-multiplier 6

# The model suite under Valgrind, in the normal build folder: any error or
# definite leak fails the test (tests/valgrind.supp would hold one-time
# allocations of other libraries; none is needed so far). The multipliers
# come last so they win over the one in MESON_TEST_ARGS.
VALGRIND = valgrind --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite \
	--suppressions=$(CURDIR)/tests/valgrind.supp --quiet

test-valgrind: build
	G_SLICE=always-malloc meson test -C $(BUILD) --suite model $(MESON_TEST_ARGS) \
	  --timeout-multiplier 20 --wrap='$(VALGRIND)'

# Benchmarks measure what a designer runs: an optimised build with
# link-time optimisation, in its own folder so the test builds keep their
# debug information.
BENCH_BUILD ?= build-release

$(BENCH_BUILD)/build.ninja: | deps
	meson setup $(BENCH_BUILD) --buildtype=release -Db_lto=true

bench: deps $(BENCH_BUILD)/build.ninja
	meson compile -C $(BENCH_BUILD)
	meson test -C $(BENCH_BUILD) --benchmark --verbose

clean:
	rm -rf $(BUILD)
