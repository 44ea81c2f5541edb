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
#endif
