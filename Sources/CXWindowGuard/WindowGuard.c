#include "CXWindowGuard.h"
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

#if defined(SDL_VIDEO_DRIVER_X11)
#include <X11/Xlib.h>
#include <X11/Xproto.h>

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

/// The X connection of the watched windows (SDL's), for the kiosk guard's queries.
static Display *watched_display;
/// Set while the kiosk guard queries other clients' windows, which may vanish at any moment: errors
/// then are expected, ignored, and noted in `query_failed`.
static int querying;
static int query_failed;

int swipedeck_x_error_is_lost_wakeup(int error_code, int request_code) {
    return error_code == BadWindow && request_code == X_SendEvent;
}

static int filter_x_error(Display *display, XErrorEvent *error) {
    // SDL wakes a waiting loop (another thread's SDL_PushEvent: a painter done, a file changed) with a
    // client message sent on a connection of its own to a window of the app; when another program has
    // just destroyed that window, the send fails with BadWindow, and Xlib's default handler would end
    // the kiosk with status 1 (seen after xdotool windowclose: at the unlock chord, the exit was 1).
    // A lost wake-up costs nothing: the loop wakes on its own deadlines and the next event.
    if (swipedeck_x_error_is_lost_wakeup(error->error_code, error->request_code)) return 0;
    int slot = error->resourceid != 0 ? slot_of(error->resourceid) : -1;
    if (slot >= 0 && error->error_code == BadWindow) { lost[slot] = 1; return 0; }
    if (querying) { query_failed = 1; return 0; }
    if (slot >= 0) { lost[slot] = 1; return 0; }
    return previous_handler ? previous_handler(display, error) : 0;
}

void swipedeck_install_x_error_filter(void) {
    if (!installed) { previous_handler = XSetErrorHandler(filter_x_error); installed = 1; }
}

unsigned long swipedeck_watch_x_window(void *sdl_window) {
    SDL_Window *window = sdl_window;
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
    swipedeck_install_x_error_filter();
    unsigned long id = info.info.x11.window;
    watched_display = info.info.x11.display;
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

/* --- Kiosk guard: map state, keyboard focus and stacking order of the watched window --- */

/// Runs the requests of `body` with X errors ignored (a window above ours may be destroyed between
/// XQueryTree and XGetWindowAttributes; a focus request may race an unmap); `query_failed` says
/// whether one came.
#define WITH_ERRORS_IGNORED(body) do { querying = 1; query_failed = 0; body; XSync(watched_display, False); querying = 0; } while (0)

/// The child of the root that holds `id` (itself without a window manager, the frame with one), or 0.
static Window top_level(Display *d, Window id) {
    Window top = id, root = 0, parent = 0, *children = NULL;
    unsigned int count = 0;
    for (int depth = 0; depth < 16; depth++) {
        if (!XQueryTree(d, top, &root, &parent, &children, &count)) return 0;
        if (children) XFree(children);
        if (parent == 0 || parent == root) return top;
        top = parent;
    }
    return 0;
}

/// Whether a viewable InputOutput window stacked above `top` overlaps it.
static int is_covered(Display *d, Window top) {
    XWindowAttributes mine;
    if (!XGetWindowAttributes(d, top, &mine) || mine.map_state != IsViewable) return 0;
    Window root = 0, parent = 0, *children = NULL;
    unsigned int count = 0;
    if (!XQueryTree(d, mine.root, &root, &parent, &children, &count)) return 0;
    int above = 0, covered = 0;
    for (unsigned int i = 0; i < count && !covered; i++) {
        if (children[i] == top) { above = 1; continue; }
        XWindowAttributes other;
        if (!above || !XGetWindowAttributes(d, children[i], &other)) continue;
        if (other.map_state != IsViewable || other.class == InputOnly) continue;
        int w = other.width + 2 * other.border_width, h = other.height + 2 * other.border_width;
        covered = other.x < mine.x + mine.width && mine.x < other.x + w
               && other.y < mine.y + mine.height && mine.y < other.y + h;
    }
    if (children) XFree(children);
    return covered;
}

int swipedeck_x_window_intrusions(unsigned long id) {
    if (id == 0 || watched_display == NULL || swipedeck_x_window_is_lost(id)) return 0;
    Display *d = watched_display;
    int result = 0;
    WITH_ERRORS_IGNORED({
        XWindowAttributes attributes;
        if (XGetWindowAttributes(d, id, &attributes) && attributes.map_state != IsViewable) result |= SWIPEDECK_X_HIDDEN;
        Window focus = 0;
        int revert = 0;
        XGetInputFocus(d, &focus, &revert);
        if (focus != id) result |= SWIPEDECK_X_UNFOCUSED;
        Window top = top_level(d, id);
        if (top != 0 && !(result & SWIPEDECK_X_HIDDEN) && is_covered(d, top)) result |= SWIPEDECK_X_COVERED;
    });
    return query_failed ? result & ~SWIPEDECK_X_COVERED : result;
}

void swipedeck_x_reclaim(unsigned long id, int intrusions) {
    if (id == 0 || watched_display == NULL || swipedeck_x_window_is_lost(id) || intrusions == 0) return;
    Display *d = watched_display;
    WITH_ERRORS_IGNORED({
        if (intrusions & SWIPEDECK_X_HIDDEN) XMapRaised(d, id);
        Window top = top_level(d, id);
        if ((intrusions & SWIPEDECK_X_COVERED) && top != 0) XRaiseWindow(d, top);
        if (intrusions & (SWIPEDECK_X_HIDDEN | SWIPEDECK_X_UNFOCUSED)) XSetInputFocus(d, id, RevertToParent, CurrentTime);
    });
}
#else
void swipedeck_install_x_error_filter(void) {}
unsigned long swipedeck_watch_x_window(void *sdl_window) { (void)sdl_window; return 0; }
void swipedeck_note_x_event(const void *sdl_event) { (void)sdl_event; }
int swipedeck_x_window_is_lost(unsigned long id) { (void)id; return 0; }
int swipedeck_x_error_is_lost_wakeup(int error_code, int request_code) { (void)error_code; (void)request_code; return 0; }
int swipedeck_x_window_intrusions(unsigned long id) { (void)id; return 0; }
void swipedeck_x_reclaim(unsigned long id, int intrusions) { (void)id; (void)intrusions; }
#endif
