#ifndef SWIPEDECK_CXWINDOWTITLE_H
#define SWIPEDECK_CXWINDOWTITLE_H

/// Sets the X11 title of SDL window `sdl_window` to `utf8_title` (UTF-8), as _NET_WM_NAME (what window
/// managers show) and WM_NAME (what `xdotool getwindowname` and older tools read), both UTF8_STRING.
/// SDL_SetWindowTitle passes the title through the C locale, which turns any non-ASCII character
/// ("—", "É") into mojibake in WM_NAME and leaves _NET_WM_NAME unchanged. Does nothing off X11.
void swipedeck_x_set_utf8_title(void *sdl_window, const char *utf8_title);
#endif
