"""Generates the benchmark's input recordings (the format of `swipedeck --record`, see docs/formats.md).

`session(seconds)` mixes what people do with a card stack: slow drags past the threshold, fast
flicks, short drags that spring back, key swipes and undos, with pauses for the animations. The
mouse reports at 125 Hz, as a USB mouse does. `key_swipes(seconds, per_second)` presses Right at a
steady pace (for swiping through a folder of large photos). Both take the window's size (default
800×600): drags start at the same relative place and their lengths scale with the window (by the
smaller of width ÷ 800 and height ÷ 600, as the card does), so a replay generated for 1920×1080 makes
the same gestures on the larger cards at the same duration.
"""
import json
import random

WINDOW = (800, 600)
MOUSE_HZ = 125
KEYS = {"Right": (1073741903, 79), "Left": (1073741904, 80), "BackSpace": (8, 42)}


class Recording:
    def __init__(self, window=WINDOW):
        self.window = tuple(window)
        self.lines = [json.dumps({"swipedeck-recording": 1, "window": list(self.window)})]
        self.t = 0.5   # let the first frame settle
        self.scale = min(self.window[0] / WINDOW[0], self.window[1] / WINDOW[1])

    def scaled_drag(self, dx, dy, seconds, hold=0.0):
        """`drag` with lengths given for 800×600, from the same relative start (the top card's middle)."""
        start = (round(self.window[0] * 0.5), round(self.window[1] * 0.55))
        self.drag(round(dx * self.scale), round(dy * self.scale), seconds, hold, start)

    def _add(self, kind, **fields):
        self.lines.append(json.dumps({"t": round(self.t, 3), "type": kind, **fields}))

    def drag(self, dx, dy, seconds, hold=0.0, start=(400, 330)):
        """Press at `start`, move by (dx, dy) over `seconds` at MOUSE_HZ, hold still `hold` s, release."""
        x0, y0 = start
        self._add("mouse-down", button=1, clicks=1, x=x0, y=y0, which=0)
        steps = max(1, int(seconds * MOUSE_HZ))
        px, py = x0, y0
        for i in range(1, steps + 1):
            self.t += 1 / MOUSE_HZ
            f = i / steps
            x, y = round(x0 + dx * f), round(y0 + dy * f)
            self._add("mouse-motion", x=x, y=y, dx=x - px, dy=y - py, buttons=1, which=0)
            px, py = x, y
        self.t += hold + 1 / MOUSE_HZ
        self._add("mouse-up", button=1, clicks=1, x=px, y=py, which=0)

    def key(self, name, hold=0.08):
        code, scan = KEYS[name]
        self._add("key-down", keycode=code, scancode=scan, mod=0, repeat=False)
        self.t += hold
        self._add("key-up", keycode=code, scancode=scan, mod=0, repeat=False)

    def pause(self, seconds):
        self.t += seconds

    def text(self):
        return "\n".join(self.lines) + "\n"


def session(seconds, seed=1, window=WINDOW):
    """About `seconds` of mixed gestures (deterministic for a given seed) in a `window` (w, h) window."""
    rng = random.Random(seed)
    r = Recording(window)
    while r.t < seconds - 1.5:
        side = rng.choice((-1, 1))
        kind = rng.choice(("swipe", "flick", "spring", "key", "undo"))
        if kind == "swipe":
            r.scaled_drag(side * rng.randint(260, 360), rng.randint(-40, 40), rng.uniform(0.4, 0.8))
        elif kind == "flick":
            r.scaled_drag(side * rng.randint(60, 110), rng.randint(-10, 10), rng.uniform(0.05, 0.09))
        elif kind == "spring":
            r.scaled_drag(side * rng.randint(40, 120), rng.randint(-30, 30), rng.uniform(0.3, 0.6), hold=0.2)
        elif kind == "key":
            r.key("Right" if side > 0 else "Left")
        else:
            r.key("BackSpace")
        r.pause(rng.uniform(0.5, 0.9))
    return r.text()


def key_swipes(seconds, per_second=3.0, window=WINDOW):
    """Right pressed `per_second` times a second for `seconds` in a `window` (w, h) window."""
    r = Recording(window)
    while r.t < seconds:
        r.key("Right")
        r.pause(1 / per_second - 0.08)
    return r.text()
