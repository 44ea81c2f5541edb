#include "CXDisplayConnection.h"
#include "DisplayConnectionCrash.h"
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/// Set once the connection is lost; read by the loop (the same thread: Xlib calls come from the loop).
static volatile int connection_lost;
/// What was lost, written once when `connection_lost` is set.
static char lost_reason[192];
/// Set by whichever ends the process first for the lost connection: the loop or the watchdog.
static atomic_int exit_claimed;

/// How long the loop has, once the connection is lost, to log its decisions and end in order before the
/// watchdog ends the process: 600 ms. SDL and Mesa can block for ever on a dead X connection (SDL's
/// XIfEvent loops in showing and hiding windows), so the exit must not depend on the loop coming round.
#define WATCHDOG_GRACE_US 600000

/// The one-line message for `lost_reason`, made when the loss is noted, so that ending the process
/// (from the watchdog or a signal handler) only calls write(2).
static char lost_line[sizeof lost_reason + 64];
static size_t lost_line_length;

/// Writes `line` (write(2): no buffering, no locks; a failed write is ignored).
static void write_line(const char *line, size_t length) {
    ssize_t written = write(STDERR_FILENO, line, length);
    (void)written;
}

size_t swipedeck_format_lost_line(char *line, size_t size, const char *reason) {
    int n = snprintf(line, size, "swipedeck: error: lost the connection to the display (%s)\n", reason);
    if (n <= 0) return 0;
    return (size_t)n < size ? (size_t)n : size - 1;
}

int swipedeck_display_connection_marked_lost(void) { return connection_lost; }

void swipedeck_display_connection_end(const char *unmarked_line, size_t unmarked_length) {
    if (atomic_exchange(&exit_claimed, 1) == 0) {
        if (connection_lost) write_line(lost_line, lost_line_length);
        else write_line(unmarked_line, unmarked_length);
        _exit(1);
    }
    for (;;) pause(); // another thread is ending the process
}

static void *watchdog(void *unused) {
    (void)unused;
    usleep(WATCHDOG_GRACE_US);
    swipedeck_display_connection_end("", 0);
    return NULL;
}

/// Marks the connection lost (once) and starts the watchdog.
static void mark_lost(void) {
    if (connection_lost) return;
    lost_line_length = swipedeck_format_lost_line(lost_line, sizeof lost_line, lost_reason);
    connection_lost = 1;
    pthread_t thread;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_create(&thread, &attributes, watchdog, NULL);
    pthread_attr_destroy(&attributes);
}

#if defined(SDL_VIDEO_DRIVER_X11)
#include <X11/Xlib.h>

/// "X server :99" into `reason` (`size` bytes).
static void describe_x_server(Display *display, char *reason, size_t size) {
    snprintf(reason, size, "X server %s", display ? DisplayString(display) : "?");
}

/// Called by Xlib when a read or write on the connection fails. Xlib's documentation says it must not
/// return; since libX11 1.7 a returning handler is followed by the display's exit handler below.
static int note_x_io_error(Display *display) {
    if (!connection_lost) {
        describe_x_server(display, lost_reason, sizeof lost_reason);
        mark_lost();
    }
    return 0;
}

/// Instead of exit(1): returns, so the failed call returns too (later calls on the display fail
/// quietly) and the loop sees `connection_lost`.
static void keep_running(Display *display, void *data) {
    (void)data;
    note_x_io_error(display);
}

static void watch_x11(Display *display) {
    XSetIOErrorHandler(note_x_io_error);
    XSetIOErrorExitHandler(display, keep_running, NULL);
    char reason[sizeof lost_reason];
    describe_x_server(display, reason, sizeof reason);
    swipedeck_watch_crashes_after_loss(ConnectionNumber(display), reason);
}
#endif

#if defined(SDL_VIDEO_DRIVER_WAYLAND)
/// SDL's wl_display and libwayland-client's `wl_display_get_error` (found in the copy SDL loaded).
static void *wayland_display;
static int (*wayland_get_error)(void *display);

/// "Wayland compositor wayland-1" into `reason` (`size` bytes), then ": `detail`" when there is one.
static void describe_wayland_compositor(char *reason, size_t size, const char *detail) {
    const char *name = getenv("WAYLAND_DISPLAY");
    snprintf(reason, size, "Wayland compositor %s%s%s", name && *name ? name : "wayland-0", detail ? ": " : "",
             detail ? detail : "");
}

static void watch_wayland(void *display) {
    void *library = dlopen("libwayland-client.so.0", RTLD_LAZY | RTLD_NOLOAD);
    if (library == NULL) return;
    wayland_get_error = (int (*)(void *))dlsym(library, "wl_display_get_error");
    wayland_display = display;
    int (*get_fd)(void *) = (int (*)(void *))dlsym(library, "wl_display_get_fd");
    if (get_fd == NULL) return;
    char reason[sizeof lost_reason];
    describe_wayland_compositor(reason, sizeof reason, NULL);
    swipedeck_watch_crashes_after_loss(get_fd(display), reason);
}

static void check_wayland(void) {
    if (connection_lost || wayland_display == NULL || wayland_get_error == NULL) return;
    int error = wayland_get_error(wayland_display);
    if (error == 0) return;
    describe_wayland_compositor(lost_reason, sizeof lost_reason, strerror(error));
    mark_lost();
}
#endif

void swipedeck_watch_display_connection(void *sdl_window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo((SDL_Window *)sdl_window, &info)) return;
#if defined(SDL_VIDEO_DRIVER_X11)
    if (info.subsystem == SDL_SYSWM_X11) watch_x11(info.info.x11.display);
#endif
#if defined(SDL_VIDEO_DRIVER_WAYLAND)
    if (info.subsystem == SDL_SYSWM_WAYLAND) watch_wayland(info.info.wl.display);
#endif
}

int swipedeck_display_connection_lost(void) {
#if defined(SDL_VIDEO_DRIVER_WAYLAND)
    check_wayland();
#endif
    return connection_lost;
}

const char *swipedeck_display_connection_lost_reason(void) { return connection_lost ? lost_reason : ""; }

void swipedeck_display_connection_exit(void) { swipedeck_display_connection_end("", 0); }
