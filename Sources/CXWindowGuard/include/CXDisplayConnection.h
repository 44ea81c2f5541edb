#ifndef SWIPEDECK_CXDISPLAYCONNECTION_H
#define SWIPEDECK_CXDISPLAYCONNECTION_H

/* Losing the connection to the display: the X server or the Wayland compositor ended (killed, crashed,
 * its session closed). Without this, Xlib's default handler prints "XIO: fatal IO error" and calls
 * exit(1) from inside whatever X call noticed (decisions the engine made but had not yet logged are
 * lost), and on Wayland SDL 2.26 sends one SDL_QUIT (ignored in kiosk mode) and then wakes the loop
 * again and again on the dead socket. */

/// Watches the display connection of SDL window `sdl_window` (harmless to repeat). On X11 it installs
/// an I/O error handler (process-wide) and an I/O error exit handler (libX11 ≥ 1.7, on SDL's display)
/// that only note the loss and return, so the X call that failed returns and the app's loop can end in
/// order; on Wayland it finds `wl_display_get_error` in the libwayland-client SDL loaded. Does nothing
/// for other video drivers.
void swipedeck_watch_display_connection(void *sdl_window);

/// 1 once the watched connection is lost, else 0. On Wayland it asks `wl_display_get_error` (a mutex
/// and a read: cheap enough for every pass of the loop).
int swipedeck_display_connection_lost(void);

/// What was lost, for the message ("X server :99", "Wayland compositor wayland-1: Broken pipe"); an
/// empty string while connected.
const char *swipedeck_display_connection_lost_reason(void);

/// Ends the process for the lost connection: writes "swipedeck: error: lost the connection to the
/// display (REASON)" to stderr and calls _exit(1), skipping SDL's teardown (it would talk to the dead
/// display). Once the connection is lost, a watchdog thread does the same after 600 ms if the loop has
/// not (SDL or Mesa blocked on the dead connection), so the exit never takes longer.
__attribute__((noreturn)) void swipedeck_display_connection_exit(void);
#endif
