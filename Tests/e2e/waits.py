"""Waits for what the app does, instead of fixed sleeps (issue 26): log lines, a window's geometry or map
state, the top card at rest, a stamp in mid-drag. Each polls with a generous bound and returns what it
saw last, so the caller's assertion (never loosened) reports the failure. A `time.sleep` left in the
scripts is input pacing, a poll interval, the time under test or a negative check's window, and says so."""
import os
import subprocess
import sys

from run_e2e import WINDOW, card_share, read_log, wait_for

try:
    from Xlib import X, display
except ImportError:  # a python3 outside Debian's (pyenv, venv) does not see apt's python3-xlib
    sys.path.append("/usr/lib/python3/dist-packages")
    from Xlib import X, display

BOUND = 10.0  # seconds: far beyond what any wait takes on a loaded 2-core machine


def wait_lines(log, n, timeout=BOUND):
    """The log's lines once it holds at least `n` (or whatever it holds after `timeout` seconds)."""
    wait_for(lambda: len(read_log(log)) >= n, timeout)
    return read_log(log)


def wait_window(x, predicate, timeout=BOUND, proc=None):
    """The shown window's (`proc`'s, if given) id and (x, y, width, height) once `predicate(id, geometry)`
    holds, or the last ones seen after `timeout` seconds."""
    seen = [x.find_window(proc=proc)]

    def holds():
        seen[0] = x.find_window(proc=proc)
        return predicate(*seen[0])

    wait_for(holds, timeout)
    return seen[0]


def wait_gone(x, wid=None, timeout=BOUND):
    """Whether the window `wid` (or with None, every window named SwipeDeck) is no longer viewable
    (unmapped or destroyed) within `timeout` seconds."""

    def gone():
        shown = x.xdotool("search", "--onlyvisible", "--name", "^SwipeDeck").split()
        return not shown if wid is None else wid not in shown

    return wait_for(gone, timeout)


def inotify_watches(pid):
    """How many inotify watches process `pid` holds now (the "inotify wd:" lines of its /proc fdinfo): a
    deck watcher's, one a folder once its own listing is done."""
    count = 0
    for fd in os.listdir(f"/proc/{pid}/fdinfo"):
        try:
            with open(f"/proc/{pid}/fdinfo/{fd}") as f:
                count += f.read().count("inotify wd:")
        except OSError:  # closed meanwhile
            pass
    return count


def _grid(origin, size=WINDOW):
    """Points over the whole window of `size` (width, height; default the tests' window): where a resting,
    springing or flying card shows."""
    ox, oy = origin
    return [(ox + size[0] * i // 32 + 10, oy + size[1] * j // 24 + 10) for i in range(32) for j in range(24)]


class Stillness:
    """Whether a picture of the screen stayed the same: `seen(picture)` is true once `SHOTS` pictures in a
    row were alike (a loaded machine can hold the app for a tenth of a second, not for three looks)."""

    SHOTS = 3

    def __init__(self):
        self.last, self.alike = None, 0

    def seen(self, picture):
        self.alike = self.alike + 1 if picture == self.last else 1
        self.last = picture
        return self.alike >= self.SHOTS


def wait_rest(x, path, origin, colour, timeout=BOUND, share=0.5):
    """Waits until the top card rests showing `colour` (more than `share` of card_share's points, and the
    window alike in Stillness.SHOTS looks in a row, read with XGetImage: no pointer grab), at most
    `timeout` seconds; then screenshots the screen to `path` (unless None) and returns it."""
    screen, still = LiveScreen(x.display), Stillness()
    wait_for(lambda: still.seen(screen.pixels(None, _grid(origin))) and card_share(screen, None, origin, colour) > share,
             timeout)
    return x.screenshot(path) if path else None


class LiveScreen:
    """The root window's pixels read with XGetImage, which (unlike `import`) grabs nothing, so it can
    look in mid-drag. `pixels(_, points)` stands in for XSession.pixels in card_share and green_share."""

    def __init__(self, display_name):
        self.display_name = display_name

    def pixels(self, _shot, points):
        d = display.Display(self.display_name)
        try:
            root = d.screen().root
            geom = root.get_geometry()
            image = root.get_image(0, 0, geom.width, geom.height, X.ZPixmap, 0xFFFFFFFF)
        finally:
            d.close()
        data, w, h = image.data, geom.width, geom.height
        return [(data[(y * w + x) * 4 + 2], data[(y * w + x) * 4 + 1], data[(y * w + x) * 4])
                if 0 <= x < w and 0 <= y < h else (0, 0, 0) for (x, y) in points]  # off the screen: black


def wait_live(x, share, above, timeout=BOUND):
    """`share(screen, None)` (e.g. green_share with a LiveScreen) once it is above `above`, or its last
    value after `timeout` seconds; read without grabbing the pointer, so also in mid-drag."""
    screen = LiveScreen(x.display)
    seen = [0.0]

    def shows():
        seen[0] = share(screen, None)
        return seen[0] > above

    wait_for(shows, timeout)
    return seen[0]


def look(x, origin):
    """The window at `origin` as a grid of pixels (XGetImage), to pass to wait_still as `unlike`."""
    return LiveScreen(x.display).pixels(None, _grid(origin))


def wait_still(x, origin, timeout=BOUND, unlike=None, drawn=False, size=WINDOW):
    """Whether the window at `origin` (of `size`, default the tests' window) stays the same in
    Stillness.SHOTS looks in a row (its frames drawn, nothing moving), and unlike `unlike` (a `look` from
    before an action), within `timeout` seconds; with `drawn`, also in more than one colour (a first
    frame, not a window mapped and still empty: looks of that alike come quickly)."""
    screen, still = LiveScreen(x.display), Stillness()

    def settled():
        now = screen.pixels(None, _grid(origin, size))
        return still.seen(now) and now != unlike and (not drawn or len(set(now)) > 1)

    return wait_for(settled, timeout)


def wait_shot(x, path, crop, test, timeout=BOUND):
    """Screenshots `crop` (x, y, w, h) to `path` until `test(path)` holds, at most `timeout` seconds; the
    path (the last shot)."""
    wait_for(lambda: test(x.screenshot(path, crop=crop)), timeout)
    return path


def wait_inked(x, path, crop, timeout=BOUND):
    """Screenshots `crop` (x, y, w, h) to `path` until it shows dark ink (text) and stays the same in
    Stillness.SHOTS shots in a row, at most `timeout` seconds; the path."""
    still = Stillness()

    def settled():
        x.screenshot(path, crop=crop)
        raw = subprocess.run(["convert", path, "-depth", "8", "rgb:-"], capture_output=True, check=True).stdout
        inked = any(max(raw[i:i + 3]) < 110 for i in range(0, len(raw), 3))
        return still.seen(raw) and inked

    wait_for(settled, timeout)
    return path
