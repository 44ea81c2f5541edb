#include "CXWindowGuard.h"
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

#if defined(SDL_VIDEO_DRIVER_X11)
#include <X11/Xlib.h>

/// Most windows watched over the process's life (each replacement window is one more).
#define MAX_WATCHED 64

static unsigned long watched[MAX_WATCHED];
static volatile int lost[MAX_WATCHED];
static int watched_count;
static XErrorHandler previous_handler;
static int installed;

/// The slot of watched window `id`, or -1.
static int slot_of(unsigned long id) {
    for (int i = 0; i < watched_count; i++) if (watched[i] == id) return i;
    return -1;
}

static int filter_x_error(Display *display, XErrorEvent *error) {
    int slot = error->resourceid != 0 ? slot_of(error->resourceid) : -1;
    if (slot >= 0) { lost[slot] = 1; return 0; }
    return previous_handler ? previous_handler(display, error) : 0;
}

unsigned long swipedeck_watch_x_window(void *sdl_window) {
    SDL_Window *window = sdl_window;
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
    if (!installed) { previous_handler = XSetErrorHandler(filter_x_error); installed = 1; }
    unsigned long id = info.info.x11.window;
    if (slot_of(id) < 0 && watched_count < MAX_WATCHED) { lost[watched_count] = 0; watched[watched_count++] = id; }
    SDL_EventState(SDL_SYSWMEVENT, SDL_ENABLE);
    return id;
}

void swipedeck_note_x_event(const void *sdl_event) {
    const SDL_Event *event = sdl_event;
    if (event->type != SDL_SYSWMEVENT || event->syswm.msg == NULL || event->syswm.msg->subsystem != SDL_SYSWM_X11) return;
    const XEvent *x = &event->syswm.msg->msg.x11.event;
    if (x->type != DestroyNotify) return;
    int slot = slot_of(x->xdestroywindow.window);
    if (slot >= 0) lost[slot] = 1;
}

int swipedeck_x_window_is_lost(unsigned long id) {
    int slot = id != 0 ? slot_of(id) : -1;
    return slot >= 0 && lost[slot];
}
#else
unsigned long swipedeck_watch_x_window(void *sdl_window) { (void)sdl_window; return 0; }
void swipedeck_note_x_event(const void *sdl_event) { (void)sdl_event; }
int swipedeck_x_window_is_lost(unsigned long id) { (void)id; return 0; }
#endif
