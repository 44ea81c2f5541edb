#include "CXWindowManager.h"
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

#if defined(SDL_VIDEO_DRIVER_X11)
#include <X11/Xlib.h>
#include <X11/Xatom.h>

/// The window named by `window`'s _NET_SUPPORTING_WM_CHECK property, or None.
static Window supporting_window(Display *display, Window window, Atom check) {
    Atom type = None;
    int format = 0;
    unsigned long count = 0, after = 0;
    unsigned char *data = NULL;
    Window found = None;
    if (XGetWindowProperty(display, window, check, 0, 1, False, XA_WINDOW, &type, &format, &count, &after, &data)
            == Success && type == XA_WINDOW && format == 32 && count == 1 && data) {
        found = *(Window *)data;
    }
    if (data) XFree(data);
    return found;
}

static int ignore_x_error(Display *display, XErrorEvent *error) { (void)display; (void)error; return 0; }

static int x11_window_manager_present(Display *display) {
    Atom check = XInternAtom(display, "_NET_SUPPORTING_WM_CHECK", False);
    Window child = supporting_window(display, DefaultRootWindow(display), check);
    if (child == None) return 0;
    // A window manager that died leaves the root's property behind, naming a window that is gone.
    XSync(display, False);
    XErrorHandler previous = XSetErrorHandler(ignore_x_error);
    Window again = supporting_window(display, child, check);
    XSync(display, False);
    XSetErrorHandler(previous);
    return again == child;
}
#endif

int swipedeck_window_manager_present(void *sdl_window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo((SDL_Window *)sdl_window, &info)) return -1;
    switch (info.subsystem) {
    case SDL_SYSWM_WAYLAND: return 1;
#if defined(SDL_VIDEO_DRIVER_X11)
    case SDL_SYSWM_X11: return x11_window_manager_present(info.info.x11.display);
#endif
    default: return -1;
    }
}
