#include "CXDisplayPower.h"
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <dlfcn.h>

#if defined(SDL_VIDEO_DRIVER_X11)
#include <X11/Xlib.h>

/// DPMS's power levels and the libXext functions used (declared here: dpms.h is not needed).
enum { DPMS_MODE_ON = 0, DPMS_MODE_OFF = 3 };
typedef int (*QueryExtension)(Display *, int *, int *);
typedef int (*Capable)(Display *);
typedef int (*Info)(Display *, unsigned short *, unsigned char *);
typedef int (*Switch)(Display *);
typedef int (*ForceLevel)(Display *, unsigned short);

static struct {
    QueryExtension query;
    Capable capable;
    Info info;
    Switch enable, disable;
    ForceLevel force;
} dpms;

/// libXext's DPMS functions (SDL loaded libXext already; dlopen only adds a reference).
static int load_dpms(void) {
    static void *library;
    if (!library) library = dlopen("libXext.so.6", RTLD_NOW | RTLD_LOCAL);
    if (!library) return 0;
    dpms.query = (QueryExtension)dlsym(library, "DPMSQueryExtension");
    dpms.capable = (Capable)dlsym(library, "DPMSCapable");
    dpms.info = (Info)dlsym(library, "DPMSInfo");
    dpms.enable = (Switch)dlsym(library, "DPMSEnable");
    dpms.disable = (Switch)dlsym(library, "DPMSDisable");
    dpms.force = (ForceLevel)dlsym(library, "DPMSForceLevel");
    return dpms.query && dpms.capable && dpms.info && dpms.enable && dpms.disable && dpms.force;
}

static int request_failed;
static int note_error(Display *display, XErrorEvent *error) {
    (void)display; (void)error;
    request_failed = 1;
    return 0;
}

/// DPMS was disabled before the panel was turned off, and enabled for it.
static int enabled_by_us;

int swipedeck_x_display_power(void *sdl_window, int on) {
    SDL_SysWMinfo wm;
    SDL_VERSION(&wm.version);
    if (!SDL_GetWindowWMInfo((SDL_Window *)sdl_window, &wm) || wm.subsystem != SDL_SYSWM_X11) return 0;
    Display *display = wm.info.x11.display;
    if (on) XResetScreenSaver(display); // a screen saver that ran out of hours ends; Xorg's DPMS too
    int event_base, error_base;
    if (!load_dpms() || !dpms.query(display, &event_base, &error_base) || !dpms.capable(display)) return 0;
    XSync(display, False);
    int (*previous)(Display *, XErrorEvent *) = XSetErrorHandler(note_error);
    request_failed = 0;
    unsigned short level = 0;
    unsigned char enabled = 0;
    dpms.info(display, &level, &enabled);
    if (!on && !enabled) { dpms.enable(display); enabled_by_us = 1; }
    if (!on || enabled) dpms.force(display, on ? DPMS_MODE_ON : DPMS_MODE_OFF); // DPMS off: the panel is on
    if (on && enabled_by_us) { dpms.disable(display); enabled_by_us = 0; }
    XSync(display, False);
    XSetErrorHandler(previous);
    return !request_failed;
}
#else
int swipedeck_x_display_power(void *sdl_window, int on) { (void)sdl_window; (void)on; return 0; }
#endif
