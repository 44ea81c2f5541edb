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
 * `--flight` (after `--fullscreen`, before `--frames`) draws the least a frame of a swipe needs instead
 * of the rectangle: two card textures (rounded corners, a 1-pixel transparent frame, the sample deck's
 * first two colours; 0.75 wide per high, 0.64 of the window's height, about SwipeDeck's card) drawn as
 * SwipeDeck draws them, blended and scaled linearly: the front card at rest in the middle and the card
 * in flight over it, leaving to the right and turning up to 15 degrees in 24 frames, again and again.
 * No shadows, text, stamps or buttons. Like SwipeDeck (SoftwareRasterizer.swift) it asks llvmpipe for
 * two rasteriser threads per online processor (LP_NUM_THREADS, at most 16) unless the environment sets
 * it. SDL_RENDER_SCALE_QUALITY=nearest in the environment overrides the scaling (to measure what linear
 * filtering costs).
 */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define FLIGHT_FRAMES 24

/* A card's texture, w x h: `rgb` with a darker band, rounded corners, a transparent 1-pixel frame. */
static SDL_Texture *card_texture(SDL_Renderer *renderer, int w, int h, Uint32 rgb) {
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s) return NULL;
    int radius = w / 20 + 1;
    for (int y = 0; y < h; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + y * s->pitch);
        for (int x = 0; x < w; x++) {
            int dx = x < radius ? radius - x : (x >= w - radius ? x - (w - radius - 1) : 0);
            int dy = y < radius ? radius - y : (y >= h - radius ? y - (h - radius - 1) : 0);
            int outside = x == 0 || y == 0 || x == w - 1 || y == h - 1 || dx * dx + dy * dy > radius * radius;
            row[x] = outside ? 0 : 0xFF000000u | (y > h * 2 / 3 ? (rgb >> 1) & 0x7F7F7F : rgb);
        }
    }
    SDL_Texture *t = SDL_CreateTextureFromSurface(renderer, s);
    SDL_FreeSurface(s);
    if (t) SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    return t;
}

/* Where `--flight`'s front card lies in a w x h window: 0.64 of its height, 3 wide for 4 high, centred. */
static SDL_Rect flight_card(int w, int h) {
    int ch = h * 64 / 100, cw = ch * 3 / 4;
    SDL_Rect card = { w / 2 - cw / 2, h / 2 - ch / 2, cw, ch };
    return card;
}

/* Frame `n` of `--flight`: the front card at rest, the flying one over it. */
static void draw_flight(SDL_Renderer *renderer, SDL_Texture *front, SDL_Texture *flying, int w, int h, int n) {
    SDL_Rect card = flight_card(w, h);
    int cw = card.w;
    SDL_RenderCopy(renderer, front, NULL, &card);
    double t = (double)(n % FLIGHT_FRAMES) / FLIGHT_FRAMES;
    SDL_Rect away = card;
    away.x += (int)(t * t * (w / 2 + cw));
    away.y += (int)(t * h / 10);
    SDL_RenderCopyEx(renderer, flying, NULL, &away, 15.0 * t, NULL, SDL_FLIP_NONE);
}

/* Draws `frames` frames as fast as possible; prints each one's work in ms. */
static void time_frames(SDL_Renderer *renderer, int frames, int flight) {
    int w, h;
    SDL_GetRendererOutputSize(renderer, &w, &h);
    double tick = (double)SDL_GetPerformanceFrequency();
    SDL_Texture *front = NULL, *flying = NULL;
    if (flight) {
        SDL_Rect card = flight_card(w, h);
        front = card_texture(renderer, card.w, card.h, 0xF5CF75);
        flying = card_texture(renderer, card.w, card.h, 0x75B7F5);
        if (!front || !flying) { SDL_Log("card texture: %s", SDL_GetError()); return; }
    }
    for (int n = 0; n < frames; n++) {
        Uint64 start = SDL_GetPerformanceCounter();
        SDL_Event event;
        while (SDL_PollEvent(&event)) {}
        SDL_SetRenderDrawColor(renderer, 0xED, 0xED, 0xED, 0xFF);
        SDL_RenderClear(renderer);
        if (flight) {
            draw_flight(renderer, front, flying, w, h, n);
        } else {
            SDL_SetRenderDrawColor(renderer, 0xF5, 0xCF, 0x75, 0xFF);
            int cw = 310 * h / 600, ch = 400 * h / 600;
            SDL_Rect card = { w / 2 - cw / 2 + (n % 40), h / 2 - ch / 2, cw, ch };
            SDL_RenderFillRect(renderer, &card);
        }
        SDL_RenderPresent(renderer);
        printf("%.3f\n", (double)(SDL_GetPerformanceCounter() - start) * 1000.0 / tick);
        SDL_Delay(16);
    }
}

int main(int argc, char **argv) {
    int fullscreen = argc > 1 && strcmp(argv[1], "--fullscreen") == 0;
    argc -= fullscreen; argv += fullscreen;
    int flight = argc > 1 && strcmp(argv[1], "--flight") == 0;
    argc -= flight; argv += flight;
    long processors = sysconf(_SC_NPROCESSORS_ONLN);
    if (flight && processors > 1 && !getenv("LP_NUM_THREADS")) {   /* as SoftwareRasterizer.applyThreadSetting */
        char threads[8];
        snprintf(threads, sizeof threads, "%ld", processors * 2 > 16 ? 16 : processors * 2);
        setenv("LP_NUM_THREADS", threads, 0);
    }
    int frames = (argc == 3 && strcmp(argv[1], "--frames") == 0) ? atoi(argv[2]) : 0;
    SDL_SetHintWithPriority(SDL_HINT_RENDER_SCALE_QUALITY, "linear", SDL_HINT_DEFAULT);   /* as SwipeDeck's textures */
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
        time_frames(renderer, frames, flight);
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
