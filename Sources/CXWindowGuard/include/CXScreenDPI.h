#ifndef SWIPEDECK_CXSCREENDPI_H
#define SWIPEDECK_CXSCREENDPI_H

/// The vertical DPI of the X screen SDL window `sdl_window` is on, from the screen's size in pixels
/// and millimetres (DisplayHeight / DisplayHeightMM: what `xdpyinfo` prints, what Xvfb's `-dpi` sets):
/// SDL 2.26's SDL_GetDisplayDPI fails where the RandR outputs report no physical size (Xvfb,
/// XWayland). 0 when unknown or off X11.
double swipedeck_x_screen_dpi(void *sdl_window);
#endif
