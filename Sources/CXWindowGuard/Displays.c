#include "CXDisplays.h"
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <dlfcn.h>
#include <string.h>
#include <unistd.h>

#if defined(SDL_VIDEO_DRIVER_X11)
#include <X11/Xlib.h>
#include <X11/extensions/Xrandr.h>

typedef XRRMonitorInfo *(*GetMonitors)(Display *, Window, Bool, int *);
typedef void (*FreeMonitors)(XRRMonitorInfo *);

/// libXrandr's two functions, from the library SDL already loaded (dlopen only adds a reference).
static int load_xrandr(GetMonitors *get, FreeMonitors *release) {
    static void *library;
    if (!library) library = dlopen("libXrandr.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!library) return 0;
    *get = (GetMonitors)dlsym(library, "XRRGetMonitors");
    *release = (FreeMonitors)dlsym(library, "XRRFreeMonitors");
    return *get && *release;
}

static void copy_monitor(Display *display, const XRRMonitorInfo *info, SwipedeckMonitor *out) {
    memset(out, 0, sizeof *out);
    char *name = info->name != None ? XGetAtomName(display, info->name) : NULL;
    if (name) { strncpy(out->name, name, sizeof out->name - 1); XFree(name); }
    out->x = info->x; out->y = info->y; out->width = info->width; out->height = info->height;
    out->primary = info->primary ? 1 : 0;
}

static int x11_monitors(Display *display, Window window, SwipedeckMonitor *out, int capacity) {
    GetMonitors get; FreeMonitors release;
    if (!load_xrandr(&get, &release)) return -1;
    XWindowAttributes attributes;
    if (!XGetWindowAttributes(display, window, &attributes)) return -1;
    int count = 0;
    XRRMonitorInfo *monitors = get(display, RootWindowOfScreen(attributes.screen), True, &count);
    if (!monitors) return count > 0 ? -1 : 0;
    int written = 0;
    for (int pass = 0; pass < 2; pass++) { // primary first, then the others in the server's order
        for (int i = 0; i < count && written < capacity; i++) {
            if ((monitors[i].primary != 0) == (pass == 0)) copy_monitor(display, &monitors[i], &out[written++]);
        }
    }
    release(monitors);
    return count;
}
#endif

int swipedeck_x_monitors(void *sdl_window, SwipedeckMonitor *out, int capacity) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo((SDL_Window *)sdl_window, &info)) return -1;
#if defined(SDL_VIDEO_DRIVER_X11)
    if (info.subsystem == SDL_SYSWM_X11) return x11_monitors(info.info.x11.display, info.info.x11.window, out, capacity);
#endif
    return -1;
}

int swipedeck_x_screen_count(int *default_screen, int *default_monitors) {
    *default_screen = 0;
    *default_monitors = 1;
#if defined(SDL_VIDEO_DRIVER_X11)
    // An X server can refuse a connection for a moment while it cleans up after a killed client
    // (seen under Xvfb): a few tries, 60 ms apart (at most 0.24 s more when there is no server).
    Display *display = XOpenDisplay(NULL);
    for (int tries = 1; !display && tries < 5; tries++) {
        usleep(60000);
        display = XOpenDisplay(NULL);
    }
    if (!display) return 0;
    int count = ScreenCount(display);
    *default_screen = DefaultScreen(display);
    GetMonitors get; FreeMonitors release;
    if (load_xrandr(&get, &release)) {
        int monitors = 0;
        XRRMonitorInfo *list = get(display, DefaultRootWindow(display), True, &monitors);
        if (list) release(list);
        if (monitors > 0) *default_monitors = monitors;
    }
    XCloseDisplay(display);
    return count;
#else
    return 0;
#endif
}
