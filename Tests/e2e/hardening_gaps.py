"""End-to-end checks of issue 15's small gaps (imported by run_e2e.py): the window title names the
deck, ↺ is grey until there is something to undo, and the empty view has a ↺ that brings the last
card back."""
import json
import os
import subprocess
import time

import run_e2e as base
from waits import wait_lines, wait_rest, wait_still

# ↺'s amber ink (SwipeSDL's ButtonStyle.standard(.undo)).
UNDO_AMBER = (180, 95, 0)


def amber_points(x, shot, origin, top_fraction=0.0, tol=40):
    """Window points (a 2-pixel grid over the window below `top_fraction` of its height) that show
    ↺'s amber."""
    ox, oy = origin
    w, h = base.WINDOW
    pts = [(ox + i, oy + j) for j in range(int(h * top_fraction), h, 2) for i in range(0, w, 2)]
    return [p for p, c in zip(pts, x.pixels(shot, pts)) if sum(abs(a - b) for a, b in zip(c, UNDO_AMBER)) <= tol]


def small_gaps(x, binary, deck, tmp, r):
    """A named two-card deck: the title, a grey ↺ at rest, an amber one after a swipe, and on the
    empty view a ↺ whose click brings the last card back."""
    folder = os.path.join(tmp, "small-gaps")
    os.makedirs(folder, exist_ok=True)
    colours = base.COLOURS
    cards = [{"id": f"g{i}", "title": f"G{i}", "color": colours[i]} for i in range(2)]
    manifest = os.path.join(folder, "deck.json")
    with open(manifest, "w") as f:
        json.dump({"name": "Autumn trip", "cards": cards}, f)
    log = os.path.join(tmp, "small-gaps.jsonl")
    app = base.App(x, binary, manifest, log)
    title = x.xdotool("getwindowname", app.wid).strip()
    r.check(title == "SwipeDeck — Autumn trip", "small gaps: the window title names the deck", repr(title))
    net = subprocess.run(["xprop", "-id", str(app.wid), "_NET_WM_NAME"], env=x.env, capture_output=True, text=True).stdout
    r.check('"SwipeDeck — Autumn trip"' in net, "small gaps: _NET_WM_NAME (what window managers show) too", net)

    shot = x.screenshot(os.path.join(tmp, "gaps-rest.png"))
    r.check(len(amber_points(x, shot, app.origin)) == 0, "small gaps: ↺ is grey with nothing to undo")
    x.key("Right")
    wait_lines(log, 1)
    shot = wait_rest(x, os.path.join(tmp, "gaps-swiped.png"), app.origin, colours[1])
    r.check(len(amber_points(x, shot, app.origin)) > 10, "small gaps: ↺ is amber after a swipe")

    x.key("Left")
    wait_lines(log, 2)
    wait_still(x, app.origin)  # the last card gone, the empty view drawn
    shot = x.screenshot(os.path.join(tmp, "gaps-empty.png"))
    amber = amber_points(x, shot, app.origin, top_fraction=0.5)
    if r.check(len(amber) > 10, "small gaps: the empty view shows an amber ↺", len(amber)):
        cx = sum(p[0] for p in amber) // len(amber)
        cy = sum(p[1] for p in amber) // len(amber)
        x.xdotool("mousemove", cx, cy)
        time.sleep(0.05)  # input pacing
        x.xdotool("click", 1)
        wait_lines(log, 3)
        shot = wait_rest(x, os.path.join(tmp, "gaps-undone.png"), app.origin, colours[1])
        lines = [json.loads(line) for line in base.read_log(log)]
        r.check([(l["card"], l["decision"]) for l in lines] == [("g0", "right"), ("g1", "left"), ("g1", "undo")],
                "small gaps: ↺ on the empty view undoes the last swipe", lines)
        r.check(base.card_share(x, shot, app.origin, colours[1]) > 0.5, "small gaps: the last card is back on top")
    x.key("Escape")
    r.check(app.wait() == 0, "small gaps: Escape quits with 0")


SCENARIOS = (small_gaps,)
