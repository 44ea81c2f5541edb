#ifndef SWIPEDECK_CXDISPLAYPOWER_H
#define SWIPEDECK_CXDISPLAYPOWER_H

/// Asks the X server to turn the panel of SDL window `sdl_window`'s display off (`on` 0) or on
/// (`on` 1) through DPMS (DPMSForceLevel, libXext, loaded with dlopen only when it is needed, so
/// nothing is linked for it). Turning off enables DPMS first when it was disabled; turning on
/// disables it again when this function enabled it, so the server's own DPMS timeouts stay as
/// they were; turning on also resets the X screen saver (XResetScreenSaver, with or without DPMS),
/// which may have come on while the app let it run. Returns 1 when the server took the DPMS request; 0 off X11, without libXext, or when the
/// server has no DPMS (Xvfb, the dummy driver) or refused it. X errors are caught, never fatal.
int swipedeck_x_display_power(void *sdl_window, int on);
#endif
