/* The benchmark's floor: the least an SDL2 app can do to show a card.
 *
 * Opens an 800x600 window centred on its display with the same renderer flags as SwipeDeck, clears
 * it to SwipeDeck's background, fills one rectangle where SwipeDeck's top card lies in the first card's
 * colour, presents, and then waits for events until it is asked to quit (SIGTERM arrives as SDL_QUIT).
 * Built by bench/run_bench.py: cc floor.c $(pkg-config --cflags --libs sdl2).
 *
 * `floor --frames N` instead draws N frames back to back (the rectangle moving) and prints each
 * frame's work (clear, fill, present) in milliseconds, one per line: the least a frame costs here;
 * it names the render driver SDL chose on stderr ("floor renderer: opengl").
 * `--fullscreen` (before `--frames`) opens a borderless window covering display 0, as SwipeDeck's
 * `--fullscreen` does without a window manager (Xvfb); the rectangle grows with the window's height
 * (310x400 at 600 pixels), as a card does.
 */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Draws `frames` frames as fast as possible; prints each one's work in ms. */
static void time_frames(SDL_Renderer *renderer, int frames) {
    int w, h;
    SDL_GetRendererOutputSize(renderer, &w, &h);
    double tick = (double)SDL_GetPerformanceFrequency();
    for (int n = 0; n < frames; n++) {
        Uint64 start = SDL_GetPerformanceCounter();
        SDL_Event event;
        while (SDL_PollEvent(&event)) {}
        SDL_SetRenderDrawColor(renderer, 0xED, 0xED, 0xED, 0xFF);
        SDL_RenderClear(renderer);
        SDL_SetRenderDrawColor(renderer, 0xF5, 0xCF, 0x75, 0xFF);
        int cw = 310 * h / 600, ch = 400 * h / 600;
        SDL_Rect card = { w / 2 - cw / 2 + (n % 40), h / 2 - ch / 2, cw, ch };
        SDL_RenderFillRect(renderer, &card);
        SDL_RenderPresent(renderer);
        printf("%.3f\n", (double)(SDL_GetPerformanceCounter() - start) * 1000.0 / tick);
        SDL_Delay(16);
    }
}

int main(int argc, char **argv) {
    int fullscreen = argc > 1 && strcmp(argv[1], "--fullscreen") == 0;
    argc -= fullscreen; argv += fullscreen;
    int frames = (argc == 3 && strcmp(argv[1], "--frames") == 0) ? atoi(argv[2]) : 0;
    if (SDL_Init(SDL_INIT_VIDEO) != 0) { SDL_Log("SDL_Init: %s", SDL_GetError()); return 1; }
    SDL_Rect bounds = { SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 800, 600 };
    if (fullscreen && SDL_GetDisplayBounds(0, &bounds) != 0) { SDL_Log("SDL_GetDisplayBounds: %s", SDL_GetError()); return 1; }
    SDL_Window *window = SDL_CreateWindow("SwipeDeck floor", bounds.x, bounds.y, bounds.w, bounds.h,
                                          fullscreen ? SDL_WINDOW_BORDERLESS : SDL_WINDOW_RESIZABLE);
    if (!window) { SDL_Log("SDL_CreateWindow: %s", SDL_GetError()); return 1; }
    SDL_Renderer *renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED);
    if (!renderer) renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
    if (!renderer) { SDL_Log("SDL_CreateRenderer: %s", SDL_GetError()); return 1; }
    if (frames > 0) {
        SDL_RendererInfo info;
        if (SDL_GetRendererInfo(renderer, &info) == 0) fprintf(stderr, "floor renderer: %s\n", info.name);
        time_frames(renderer, frames);
        SDL_Quit();
        return 0;
    }
    int running = 1, dirty = 1;
    while (running) {
        if (dirty) {
            int w, h;
            SDL_GetRendererOutputSize(renderer, &w, &h);
            SDL_SetRenderDrawColor(renderer, 0xED, 0xED, 0xED, 0xFF);
            SDL_RenderClear(renderer);
            SDL_SetRenderDrawColor(renderer, 0xF5, 0xCF, 0x75, 0xFF);   /* the sample deck's first card */
            SDL_Rect card = { w / 2 - 155, h / 2 - 200, 310, 400 };   /* start-up: as in an 800x600 window */
            SDL_RenderFillRect(renderer, &card);
            SDL_RenderPresent(renderer);
            dirty = 0;
        }
        SDL_Event event;
        if (!SDL_WaitEvent(&event)) break;
        if (event.type == SDL_QUIT) running = 0;
        if (event.type == SDL_WINDOWEVENT) dirty = 1;
    }
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
