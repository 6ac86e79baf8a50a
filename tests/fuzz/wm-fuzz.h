#pragma once

/* The libFuzzer entry points every fuzz target defines. Built with clang's
 * -fsanitize=fuzzer they are driven by libFuzzer; otherwise fuzz-main.c
 * replays files and folders through them (the fuzz-smoke suite). */

#include <glib.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);
int LLVMFuzzerInitialize (int *argc, char ***argv);

static void
wm_fuzz_on_trap (int sig)
{
  abort ();
}

/* Every target calls this first. A critical or a warning from hostile input
 * is a finding too, so they are fatal. GLib ends a fatal message with
 * SIGTRAP (it assumes a debugger), which libFuzzer does not catch: turn it
 * into SIGABRT, which it does, so the input is saved as an artifact. */
static inline void
wm_fuzz_init (void)
{
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  signal (SIGTRAP, wm_fuzz_on_trap);
}
