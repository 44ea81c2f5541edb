#ifndef SWIPEDECK_CSDL2_SHIM_H
#define SWIPEDECK_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <malloc.h>

/// SDL_WINDOWPOS_CENTERED is a macro Swift cannot import.
static inline int swipedeck_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
/// SDL_WINDOWPOS_CENTERED_DISPLAY(n) for a given display index.
static inline int swipedeck_windowpos_centered_display(int display) { return (int)SDL_WINDOWPOS_CENTERED_DISPLAY(display); }
/// SDL_TOUCH_MOUSEID ((Uint32)-1): mouse events SDL synthesised from touch carry it as `which`.
static inline Uint32 swipedeck_touch_mouseid(void) { return SDL_TOUCH_MOUSEID; }
/// SDL_MOUSE_TOUCHID ((Sint64)-1): finger events SDL synthesised from the mouse carry it as `touchId`.
static inline Sint64 swipedeck_mouse_touchid(void) { return SDL_MOUSE_TOUCHID; }
/// SDL_BUTTON(SDL_BUTTON_LEFT) mask.
static inline Uint32 swipedeck_button_left_mask(void) { return SDL_BUTTON(SDL_BUTTON_LEFT); }
/// glibc's malloc_trim(0): returns the free memory of every malloc arena to the system (threads that
/// decoded pictures keep their freed buffers in their own arenas otherwise). Not exported by Glibc.
static inline void swipedeck_release_free_memory(void) { malloc_trim(0); }
/// glibc's mallopt(M_MMAP_THRESHOLD, bytes): blocks of at least `bytes` get pages of their own, returned
/// when freed; fixing it also stops glibc from raising it after each such free. Not exported by Glibc.
static inline void swipedeck_set_mmap_threshold(int bytes) { mallopt(M_MMAP_THRESHOLD, bytes); }
/// Whether glibc gave the block at `pointer` (from malloc) pages of its own: the IS_MMAPPED bit (2) of
/// the size word just before it, glibc's chunk header since 1996. For tests.
static inline int swipedeck_block_has_own_pages(const void *pointer) {
    return (((const size_t *)pointer)[-1] & 2) != 0;
}
#endif
