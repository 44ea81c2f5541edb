#include "CXWindowTitle.h"
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <string.h>

#if defined(SDL_VIDEO_DRIVER_X11)
#include <X11/Xlib.h>
#include <X11/Xatom.h>

void swipedeck_x_set_utf8_title(void *sdl_window, const char *utf8_title) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo((SDL_Window *)sdl_window, &info) || info.subsystem != SDL_SYSWM_X11) return;
    Display *display = info.info.x11.display;
    Window window = info.info.x11.window;
    Atom utf8 = XInternAtom(display, "UTF8_STRING", False);
    Atom net_wm_name = XInternAtom(display, "_NET_WM_NAME", False);
    const unsigned char *bytes = (const unsigned char *)utf8_title;
    int length = (int)strlen(utf8_title);
    XChangeProperty(display, window, net_wm_name, utf8, 8, PropModeReplace, bytes, length);
    XChangeProperty(display, window, XA_WM_NAME, utf8, 8, PropModeReplace, bytes, length);
    XFlush(display);
}
#else
void swipedeck_x_set_utf8_title(void *sdl_window, const char *utf8_title) { (void)sdl_window; (void)utf8_title; }
#endif
