#ifndef SWIPEDECK_CXWINDOWMANAGER_H
#define SWIPEDECK_CXWINDOWMANAGER_H

/// Whether a window manager looks after SDL window `sdl_window`, so that SDL's desktop fullscreen
/// (a request to it) works: 1 on Wayland (the compositor is the window manager; a client cannot move
/// or resize itself there) and on X11 when an EWMH window manager runs (the root window's
/// _NET_SUPPORTING_WM_CHECK names a window whose own property names itself, as sway's XWayland, GNOME,
/// KDE and xfwm do, even when they put no frame around the window); 0 on X11 without one (bare Xorg,
/// Xvfb); -1 when it cannot tell (other video drivers).
int swipedeck_window_manager_present(void *sdl_window);
#endif
