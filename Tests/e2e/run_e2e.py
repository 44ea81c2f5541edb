#!/usr/bin/env python3
"""End-to-end tests of the built swipedeck app in a real X server (Xvfb), driven by xdotool.

Each check prints PASS or FAIL; at the end the failures are named again (Tests/e2e/results.py) and the
last line is "N passed, N failed". With --screenshot PATH it also
saves the README's picture of the sample deck with a card dragged half-way.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from results import Results  # noqa: E402,F401 (scenario modules use run_e2e.Results)
from xsession import XSession, tools_available  # noqa: E402

WINDOW = (800, 600)
# The top card's resting rectangle in an 800×600 window (SwipeCore's CardFrame: 3:4, 64% of the height,
# centred at 44% of the height).
CARD_H = 600 * 0.64
CARD_W = CARD_H * 0.75
CARD = (400 - CARD_W / 2, 600 * 0.44 - CARD_H / 2, CARD_W, CARD_H)
COLOURS = ["#d62828", "#1d4ed8", "#16a34a", "#7c3aed", "#f59e0b"]


def make_deck(folder):
    """A manifest deck of five solid-colour cards with pictures of the same colour."""
    cards = []
    for i, colour in enumerate(COLOURS):
        image = os.path.join(folder, f"c{i}.png")
        subprocess.run(["convert", "-size", "96x96", f"xc:{colour}", image], check=True)
        cards.append({"id": f"c{i}", "title": f"Card {i}", "subtitle": "test", "color": colour, "image": f"c{i}.png"})
    path = os.path.join(folder, "deck.json")
    with open(path, "w") as f:
        json.dump({"cards": cards}, f)
    return path


def hex_rgb(colour):
    return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))


def card_share(x, shot, origin, colour, tol=40):
    """Share of a grid of points over the resting card (inset from its edges) that show `colour`."""
    ox, oy = origin
    cx, cy, cw, ch = CARD
    pts = [(int(ox + cx + cw * (0.12 + 0.76 * i / 7)), int(oy + cy + ch * (0.06 + 0.88 * j / 9)))
           for i in range(8) for j in range(10)]
    want = hex_rgb(colour)
    hits = sum(1 for p in x.pixels(shot, pts) if all(abs(a - b) <= tol for a, b in zip(p, want)))
    return hits / len(pts)


def green_share(x, shot, origin):
    """Share of the card's upper band with strongly green pixels (the LIKE stamp)."""
    ox, oy = origin
    cx, cy, cw, ch = CARD
    pts = [(int(ox + cx + cw * (0.0 + 1.0 * i / 39) + 40), int(oy + cy + ch * (0.02 + 0.3 * j / 19)))
           for i in range(40) for j in range(20)]
    return sum(1 for (r, g, b) in x.pixels(shot, pts) if g > 150 and g > r + 60 and g > b + 60) / len(pts)


def wait_for(predicate, timeout):
    """Polls `predicate` every 0.1 s until it holds or `timeout` seconds pass; its last value."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if predicate():
            return True
        time.sleep(0.1)  # poll interval
    return predicate()


def read_log(path):
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return [line for line in f.read().splitlines() if line]


class App:
    def __init__(self, x, binary, deck, log, extra_env=None, args=()):
        env = dict(x.env, **(extra_env or {}))
        cmd = [binary, *([deck] if deck else []), "--window", f"{WINDOW[0]}x{WINDOW[1]}", *args]
        if log:
            cmd += ["--log", log]
        self.proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.wid, geom = x.find_window(proc=self.proc)
        self.origin = geom[:2]
        from waits import wait_still  # here: waits imports this module
        wait_still(x, self.origin, drawn=True)  # its first frames drawn and still

    def at(self, fx, fy):
        """Screen point at a fraction of the resting card."""
        cx, cy, cw, ch = CARD
        return (int(self.origin[0] + cx + cw * fx), int(self.origin[1] + cy + ch * fy))

    def wait(self, timeout=10):
        try:
            return self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return None


def take_screenshot(x, binary, path, deck=None):
    app = App(x, binary, deck, None)
    x.xdotool("mousemove", *app.at(0.45, 0.35))
    x.xdotool("mousedown", 1)
    for i in range(1, 21):
        x.xdotool("mousemove", *app.at(0.45 + 0.22 * i / 20, 0.35 + 0.02 * i / 20))
        time.sleep(0.015)  # input pacing
    from waits import wait_still
    wait_still(x, app.origin)  # the card caught up with the pointer, its stamp shown
    x.screenshot(path, crop=(*app.origin, *WINDOW))
    x.xdotool("mouseup", 1)
    app.proc.terminate()
    app.wait()
    print(f"saved {path}")


def photo_deck(tmp):
    """A folder of the sample deck's pictures without its manifest: a folder deck, shown as photo cards."""
    folder = os.path.join(tmp, "photos")
    os.makedirs(folder, exist_ok=True)
    sample = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Assets", "SampleDeck")
    for name in ("panda", "puppy", "hamburger", "robot"):
        shutil.copy(os.path.join(sample, name + ".png"), os.path.join(folder, name.capitalize() + ".png"))
    return folder



def more_scenarios():
    """The scenarios of every `hardening_*.py` beside this file (one per area), in file-name order."""
    import glob
    import importlib
    here = os.path.dirname(os.path.abspath(__file__))
    found = []
    for path in sorted(glob.glob(os.path.join(here, "hardening_*.py"))):
        found.extend(importlib.import_module(os.path.basename(path)[:-3]).SCENARIOS)
    return found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", required=True)
    ap.add_argument("--screenshot", help="also save the README screenshot here")
    ap.add_argument("--screenshot-photo", help="also save the README's photo-deck screenshot here")
    ap.add_argument("--only", help="run only the scenarios whose names contain this text")
    args = ap.parse_args()
    if not tools_available():
        print("end-to-end: Xvfb, xdotool, xdpyinfo and ImageMagick are needed (make test-deps)")
        print("0 passed, 1 failed")
        return 1
    r = Results()
    with tempfile.TemporaryDirectory() as tmp, XSession() as x:
        deck = make_deck(tmp)
        # These modules import this one back for its helpers.
        from core_scenarios import SCENARIOS as CORE, short_soak  # noqa: E402
        from hardening import SCENARIOS as HARDENING  # noqa: E402
        for scenario in (*CORE, *HARDENING, *more_scenarios(), short_soak):
            if args.only and args.only not in scenario.__name__:
                continue
            try:
                scenario(x, args.binary, deck, tmp, r)
            except Exception as e:  # a scenario that breaks counts as a failure, the rest still runs
                r.check(False, scenario.__name__, repr(e))
        if args.screenshot:
            take_screenshot(x, args.binary, args.screenshot)
        if args.screenshot_photo:
            take_screenshot(x, args.binary, args.screenshot_photo, deck=photo_deck(tmp))
    return r.summary()


if __name__ == "__main__":
    sys.exit(main())
