"""End-to-end scenario for the window a start shows (imported by run_e2e.py): one X window from the start,
never replaced (SDL's OpenGL renderer re-creates the window it is made on; the window now shows only once
its renderer exists, `Renderer.init`)."""
import subprocess
import time

from xproto import X, display


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
        time.sleep(0.3)
    d.close()
    r.check(all(len(shown) == 1 and shown == final for shown, final in seen),
            "start-up shows one window, never replaced (3 starts)", f"shown, left: {seen}")


SCENARIOS = (one_window_from_the_start,)
