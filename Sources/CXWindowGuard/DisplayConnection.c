#include "CXDisplayConnection.h"
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// Set once the connection is lost; read by the loop (the same thread: Xlib calls come from the loop).
static volatile int connection_lost;
/// What was lost, written once when `connection_lost` is set.
static char lost_reason[192];

#if defined(SDL_VIDEO_DRIVER_X11)
#include <X11/Xlib.h>

/// Called by Xlib when a read or write on the connection fails. Xlib's documentation says it must not
/// return; since libX11 1.7 a returning handler is followed by the display's exit handler below.
static int note_x_io_error(Display *display) {
    if (!connection_lost) {
        snprintf(lost_reason, sizeof lost_reason, "X server %s", display ? DisplayString(display) : "?");
        connection_lost = 1;
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
}
#endif

#if defined(SDL_VIDEO_DRIVER_WAYLAND)
/// SDL's wl_display and libwayland-client's `wl_display_get_error` (found in the copy SDL loaded).
static void *wayland_display;
static int (*wayland_get_error)(void *display);

static void watch_wayland(void *display) {
    void *library = dlopen("libwayland-client.so.0", RTLD_LAZY | RTLD_NOLOAD);
    if (library == NULL) return;
    wayland_get_error = (int (*)(void *))dlsym(library, "wl_display_get_error");
    wayland_display = display;
}

static void check_wayland(void) {
    if (connection_lost || wayland_display == NULL || wayland_get_error == NULL) return;
    int error = wayland_get_error(wayland_display);
    if (error == 0) return;
    const char *name = getenv("WAYLAND_DISPLAY");
    snprintf(lost_reason, sizeof lost_reason, "Wayland compositor %s: %s", name && *name ? name : "wayland-0",
             strerror(error));
    connection_lost = 1;
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
