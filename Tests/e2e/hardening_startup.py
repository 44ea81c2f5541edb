"""End-to-end scenario for the window a start shows (imported by run_e2e.py): one X window from the start,
never replaced (SDL's OpenGL renderer re-creates the window it is made on; the window now shows only once
its renderer exists, `Renderer.init`)."""
import os
import subprocess
import sys
import time

from waits import wait_gone
from xproto import X, display

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "bench"))
import xscreen  # noqa: E402


def shown_windows(d, before):
    """The root's children now shown (viewable) and not in `before`."""
    shown = set()
    for w in d.screen().root.query_tree().children:
        if w.id in before:
            continue
        try:
            if w.get_attributes().map_state == X.IsViewable:
                shown.add(w.id)
        except Exception:  # gone meanwhile
            continue
    return shown


def one_window_from_the_start(x, binary, deck, tmp, r):
    """Watches the top-level windows as fast as it can while the app starts, three times: one window is
    ever shown, and it is the one left at the end. Before, a first window showed for ~0.1–0.3 s and was
    replaced by a new X id, so a close request or a window search that found it missed the app."""
    d = display.Display(x.display)
    seen = []
    for _ in range(3):
        before = {w.id for w in d.screen().root.query_tree().children}
        proc = subprocess.Popen([binary, deck, "--window", "800x600"], env=x.env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        shown = set()
        until = time.time() + 1.5
        while time.time() < until:
            shown |= shown_windows(d, before)
        final = shown_windows(d, before)
        seen.append((sorted(map(hex, shown)), sorted(map(hex, final))))
        proc.terminate()
        proc.wait()
        wait_gone(x)  # its window is gone before the next start
    d.close()
    r.check(all(len(shown) == 1 and shown == final for shown, final in seen),
            "start-up shows one window, never replaced (3 starts)", f"shown, left: {seen}")


BACKGROUND = (0xED, 0xED, 0xED)  # ChromeLook.standard.background
WINDOWED_WIDTH = 800  # the window's default width, before --fullscreen covers the screen


def first_fullscreen_frame_is_whole(x, binary, deck, tmp, r):
    """With --fullscreen the window is made to cover the screen after its renderer exists; Mesa's
    software GL reads the new size only after a present, so the first frame went to a buffer of the old
    size: for ~20–30 ms the stack showed cut to an 800x600 corner, the rest of the screen black. Reads
    the screen's middle row (one read: one frame) as fast as it can while the app starts, 3 times: the
    stack (pixels neither background nor black) must never show in the corner while the row right of it
    is still black. The background alone there (the present that makes the size known) is allowed."""
    cut = []
    for _ in range(3):
        screen = xscreen.open_screen(x.display)
        proc = subprocess.Popen([binary, deck, "--fullscreen"], env=x.env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        seen_cut = seen_whole = False
        until = time.time() + 8
        while time.time() < until and not seen_whole:
            row = screen.row(x.height // 2, 0, x.width)
            corner, right = row[:WINDOWED_WIDTH], row[WINDOWED_WIDTH:]
            if not any(xscreen.near(p, BACKGROUND, 3) for p in corner):
                continue  # nothing of the app's drawn yet
            stack = any(p != (0, 0, 0) and not xscreen.near(p, BACKGROUND, 3) for p in corner)
            if all(p == (0, 0, 0) for p in right):
                seen_cut = seen_cut or stack
            else:
                seen_whole = True
        proc.terminate()
        proc.wait()
        screen.close()
        cut.append((seen_cut, seen_whole))
        wait_gone(x)  # its window is gone before the next start
    r.check(all(whole and not c for c, whole in cut),
            "--fullscreen: the first frame of the stack covers the screen, never cut to the window's old size "
            "(3 starts)", f"(cut frame seen, whole frame seen) per start: {cut}")


SCENARIOS = (one_window_from_the_start, first_fullscreen_frame_is_whole)
