#ifndef SWIPEDECK_CXWINDOWGUARD_H
#define SWIPEDECK_CXWINDOWGUARD_H

/* The header takes SDL's window and event as untyped pointers and includes no SDL header: if it did,
 * SDL's declarations could end up owned by this module instead of CSDL2, and Swift files that import
 * only CSDL2 would no longer see them. */

/// Survives another X client destroying the app's window (`xdotool windowclose`, a hostile script):
/// Xlib's default error handler would end the process on the first request naming the dead window.
/// Errors about a watched window are ignored and mark that window lost, which the app polls; all other
/// X errors go to the handler that was there before. Does nothing for windows that are not X11 windows.

/// Installs the X error filter (once) in front of Xlib's default handler. Call it before SDL_Init: SDL
/// keeps the handler it finds then and puts it back when it shuts down, just before it closes its
/// connections; an error still unread on one of them (a wake-up SDL sent to a window another client
/// destroyed, surfacing at XCloseDisplay's sync) would otherwise reach Xlib's default handler and end a
/// kiosk that was told to quit with status 1 instead of 0 (seen in CI after xdotool windowclose).
void swipedeck_install_x_error_filter(void);

/// Watches `window` and installs the X error filter (once); returns its X id, 0 when not on X11.
unsigned long swipedeck_watch_x_window(void *sdl_window);

/// Marks the window lost when `event` is X's DestroyNotify (SDL_SYSWMEVENT) for a watched window.
void swipedeck_note_x_event(const void *sdl_event);

/// 1 when the watched X window `id` was destroyed or named by an error since it was watched.
int swipedeck_x_window_is_lost(unsigned long id);

/// 1 when an X error of `error_code` for request `request_code` is a lost wake-up: SDL's client message
/// (another thread's SDL_PushEvent) to a window another client destroyed (BadWindow for X_SendEvent).
/// The filter ignores it whatever the window; Xlib's default handler would end the process with 1.
int swipedeck_x_error_is_lost_wakeup(int error_code, int request_code);

/* Kiosk guard: what another X client did to the watched window, and undoing it. */

/// Bits of `swipedeck_x_window_intrusions`.
enum {
    SWIPEDECK_X_HIDDEN = 1,     /* unmapped (xdotool windowunmap) */
    SWIPEDECK_X_UNFOCUSED = 2,  /* the keyboard focus is elsewhere */
    SWIPEDECK_X_COVERED = 4     /* a viewable window stacked above it overlaps it (a popup) */
};

/// What is wrong with watched X window `id` now, as SWIPEDECK_X_* bits; 0 when all is well, when
/// `id` is 0 (not X11) or the window is lost. A few round trips to the X server (XQueryTree of the
/// root, attributes of the windows above): call it at most a few times a second.
int swipedeck_x_window_intrusions(unsigned long id);

/// Undoes `intrusions` (SWIPEDECK_X_* bits): maps and raises the window, raises its top-level window
/// over the stack, takes the keyboard focus. X errors on the way (a racing client) are ignored.
void swipedeck_x_reclaim(unsigned long id, int intrusions);

/* The window title in UTF-8 under X11. */
#include "CXWindowTitle.h"
#include "CXWindowManager.h"
#include "CXDisplays.h"
#include "CXScreenDPI.h"
#include "CXDisplayConnection.h"
#include "CXDisplayPower.h"
#endif
