#ifndef SWIPEDECK_DISPLAYCONNECTIONCRASH_H
#define SWIPEDECK_DISPLAYCONNECTIONCRASH_H
/* Internal to CXWindowGuard: what DisplayConnection.c and DisplayConnectionCrash.c share. */
#include <stddef.h>

/// "swipedeck: error: lost the connection to the display (REASON)\n" into `line` (`size` bytes);
/// returns its length without the terminating zero (0 when it cannot be made).
size_t swipedeck_format_lost_line(char *line, size_t size, const char *reason);

/// 1 once the loss was noted (Xlib's I/O error handlers, `wl_display_get_error`), else 0.
/// Async-signal-safe.
int swipedeck_display_connection_marked_lost(void);

/// Ends the process for the lost connection, once, whichever thread or handler comes first: writes the
/// noted loss's line, or `unmarked_line` when the loss was not noted yet, and calls _exit(1). A second
/// caller waits for the first to end the process. Async-signal-safe (write, _exit, pause, an atomic).
__attribute__((noreturn)) void swipedeck_display_connection_end(const char *unmarked_line, size_t unmarked_length);

/// From now on a fatal signal (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP) that arrives once the
/// display connection on socket `fd` is gone ends the process like the loss itself (one line naming
/// `reason`, status 1) instead of crashing; any other fatal signal goes to the handler installed before
/// (the Swift runtime's backtracer, or the default action). Installs once; later calls do nothing.
void swipedeck_watch_crashes_after_loss(int fd, const char *reason);
#endif
