/* A crash caused by the lost display ends the process as the loss does.
 *
 * When the X server or the compositor dies, the call that notices (Xlib's I/O error handler, or the
 * loop asking `wl_display_get_error`) usually comes first and the app ends in order with one line and
 * status 1. But Mesa's software rasteriser may be in the middle of showing a frame on the dead
 * connection, and some of its calls fail without telling Xlib (xcb replies that never come, images
 * that are never filled): seen once in CI as SIGSEGV inside swrast_dri.so, 0.22 s after Xvfb was
 * killed, before the loss was noted. A fatal signal that arrives when the display's socket has been
 * closed by the other end is that case, and is reported as the loss it is. */
#define _GNU_SOURCE // POLLRDHUP; before any header
#include "DisplayConnectionCrash.h"
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <string.h>

static const int fatal_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};
#define FATAL_SIGNAL_COUNT (sizeof fatal_signals / sizeof fatal_signals[0])
/// The actions installed before ours, in the order of `fatal_signals`.
static struct sigaction previous[FATAL_SIGNAL_COUNT];
/// The display connection's socket; -1 until watched.
static int display_fd = -1;
/// The line for a loss not noted yet ("… (X server :99)"), made when the watch starts.
static char unnoted_line[256];
static size_t unnoted_length;

/// Whether the other end of the display's socket is gone (hung up, shut down or in error), even with
/// events still unread in it (a key pressed as the server died). Async-signal-safe (poll, no wait).
static int peer_closed(void) {
    if (display_fd < 0) return 0;
    struct pollfd socket = {.fd = display_fd, .events = POLLRDHUP};
    return poll(&socket, 1, 0) == 1 && (socket.revents & (POLLRDHUP | POLLHUP | POLLERR)) != 0;
}

static void on_fatal_signal(int signal, siginfo_t *info, void *context) {
    (void)context;
    int saved_errno = errno;
    if (swipedeck_display_connection_marked_lost() || peer_closed())
        swipedeck_display_connection_end(unnoted_line, unnoted_length);
    // Not about the display: the signal goes to the action installed before ours. A fault repeats
    // when this handler returns; a signal sent (kill, raise, abort) is sent again.
    for (size_t k = 0; k < FATAL_SIGNAL_COUNT; k++)
        if (fatal_signals[k] == signal) sigaction(signal, &previous[k], NULL);
    if (info == NULL || info->si_code <= 0) raise(signal);
    errno = saved_errno;
}

void swipedeck_watch_crashes_after_loss(int fd, const char *reason) {
    if (display_fd >= 0 || fd < 0) return;
    unnoted_length = swipedeck_format_lost_line(unnoted_line, sizeof unnoted_line, reason);
    display_fd = fd;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_fatal_signal;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (size_t k = 0; k < FATAL_SIGNAL_COUNT; k++) sigaction(fatal_signals[k], &action, &previous[k]);
}
