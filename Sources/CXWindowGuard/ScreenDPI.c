#include "CXScreenDPI.h"
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

#if defined(SDL_VIDEO_DRIVER_X11)
#include <X11/Xlib.h>

double swipedeck_x_screen_dpi(void *sdl_window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo((SDL_Window *)sdl_window, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
    Display *display = info.info.x11.display;
    XWindowAttributes attributes;
    if (!XGetWindowAttributes(display, info.info.x11.window, &attributes) || attributes.screen == NULL) return 0;
    int millimetres = HeightMMOfScreen(attributes.screen);
    if (millimetres <= 0) return 0;
    return (double)HeightOfScreen(attributes.screen) * 25.4 / (double)millimetres;
}
#else
double swipedeck_x_screen_dpi(void *sdl_window) { (void)sdl_window; return 0; }
#endif
