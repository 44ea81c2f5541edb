#ifndef SWIPEDECK_CXDISPLAYS_H
#define SWIPEDECK_CXDISPLAYS_H

/* The X server's monitors as they are now. SDL 2.26's X11 driver reads its displays once: after a mode
 * change (xrandr) it still reports the old bounds, and an output switched off stays listed. These ask
 * the server (RandR 1.5's monitors, libXrandr loaded with dlopen as SDL loads it) each time. */

/// One active monitor: its RandR name (the output's, e.g. "DUMMY1", "HDMI-1") and bounds in pixels.
typedef struct {
    char name[64];
    int x, y, width, height;
    int primary;
} SwipedeckMonitor;

/// Fills `out` (at most `capacity`) with the active monitors of the X screen of SDL window
/// `sdl_window`, primary first (the order SDL numbers its displays in); returns how many there are
/// (may exceed `capacity`), or -1 when the window is not an X11 window or RandR 1.5 is not available.
int swipedeck_x_monitors(void *sdl_window, SwipedeckMonitor *out, int capacity);

/// The number of screens of the X server named by $DISPLAY (`:0.0`, `:0.1`…), 0 when it cannot be
/// opened. `default_screen` gets the screen $DISPLAY names and `default_monitors` the number of its
/// active monitors (1 without RandR 1.5). Opens and closes its own connection (tried 5 times, 60 ms
/// apart, when the server refuses it).
int swipedeck_x_screen_count(int *default_screen, int *default_monitors);

#endif
