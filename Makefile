# A thin wrapper so that the two commands of the README work on a fresh
# Debian 12 machine: each first installs what is missing, then builds.

BUILD ?= build
MESON_TEST_ARGS ?= --print-errorlogs

.PHONY: all deps build run test bench clean

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

bench: build
	meson test -C $(BUILD) --benchmark --verbose

clean:
	rm -rf $(BUILD)
