#pragma once

/* The libFuzzer entry points every fuzz target defines. Built with clang's
 * -fsanitize=fuzzer they are driven by libFuzzer; otherwise fuzz-main.c
 * replays files and folders through them (the fuzz-smoke suite). */

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);
int LLVMFuzzerInitialize (int *argc, char ***argv);
