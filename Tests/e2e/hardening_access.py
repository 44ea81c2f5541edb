"""End-to-end checks of issue 29's "every action without dragging", focus ring and time to decide
(imported by run_e2e.py): the real app under Xvfb, driven with xdotool, read from its pixels and its log.
- Up and down buttons (`--directions left,right,up,down`) found in the pixels of the button row and
  clicked: each direction logged.
- The speech button and the counter's contrast: access_speech.py; the cards' texts: access_text_shots.py.
- Tab shows a focus ring (2 px or more, 3:1 or more against the background) round the first button.
- Before an idle reset the warning's countdown is read back by OCR (tesseract); a tap during it keeps
  the card and the session (the next decision is the next card's, in the same session)."""
import json
import os
import subprocess
import time

import access_speech
import access_text_shots
import run_e2e as base
import waits

BACKGROUND = (0xED, 0xED, 0xED)
RING = (20, 40, 110)
# Start over's fill by default (SwipeSDL's ButtonStyle.standard(.startOver)).
START_OVER_BLUE = (37, 99, 192)


def luminance(rgb):
    def lin(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def near(p, q, tol=24):
    return all(abs(a - b) <= tol for a, b in zip(p, q))


def row_runs(x, shot, y, width):
    """Runs (start, end) of pixels on row `y` that are not the window's background, gaps under 4 px joined."""
    pixels = x.pixels(shot, [(i, y) for i in range(width)])
    runs = []
    for i, p in enumerate(pixels):
        if near(p, BACKGROUND, 4):  # a dimmed ↺ is #F6F6F6
            continue
        if runs and i - runs[-1][1] <= 4:
            runs[-1][1] = i
        else:
            runs.append([i, i])
    return [(a, b) for a, b in runs if b - a >= 20]


def button_row(x, shot):
    """(y, [centre x…]) of the button row: from the lowest line of the window crossing 3 or more discs
    (their shadows first), the line up to 80 px above it crossing the most, widest (the centre line)."""
    w, h = base.WINDOW
    for y in range(h - 4, h // 2, -2):
        if len(row_runs(x, shot, y, w)) >= 3:
            lines = [(yy, row_runs(x, shot, yy, w)) for yy in range(y, y - 80, -2)]
            best = max(lines, key=lambda line: (len(line[1]), sum(b - a for a, b in line[1])))
            return best[0], [(a + b) // 2 for a, b in best[1]]
    return None, []


def decisions(log):
    return [json.loads(line) for line in base.read_log(log) if '"decision"' in line]


def ring_left_of(x, shot, y, left):
    """(width, contrast) of the focus ring on row `y` of `shot` in the 60 px left of column `left`."""
    line = x.pixels(shot, [(i, y) for i in range(max(0, left - 60), left)])
    ring = [i for i, p in enumerate(line) if near(p, RING, 30)]
    width = (max(ring) - min(ring) + 1) if ring else 0
    outside = line[min(ring) - 3] if ring and min(ring) >= 3 else BACKGROUND
    return width, contrast(line[ring[len(ring) // 2]], outside) if ring else 0


def access_up_down_buttons_and_focus_ring(x, binary, deck, tmp, r):
    log = os.path.join(tmp, "access-buttons.jsonl")
    if os.path.exists(log):
        os.remove(log)
    app = base.App(x, binary, deck, log, args=["--directions", "left,right,up,down"])
    try:
        shot = x.screenshot(os.path.join(tmp, "access-row.png"), crop=(*app.origin, *base.WINDOW))
        y, centres = button_row(x, shot)
        r.check(len(centres) == 5, "access: five buttons in the row (✕ ↑ ↺ ↓ ♥)", f"row {y}: {centres}")
        if len(centres) != 5:
            return
        ox, oy = app.origin
        for i, colour in ((1, base.COLOURS[1]), (3, base.COLOURS[2])):  # ↑, then ↓
            x.xdotool("mousemove", ox + centres[i], oy + y)
            x.xdotool("click", 1)
            waits.wait_rest(x, None, app.origin, colour)  # swiped: the next card at rest
        got = [(d.get("card"), d.get("decision")) for d in decisions(log)]
        r.check(base.wait_for(lambda: len(decisions(log)) >= 2, 5) and
                [(d.get("card"), d.get("decision")) for d in decisions(log)][:2] == [("c0", "up"), ("c1", "down")],
                "access: a click on ↑ and on ↓ each swipes its way (logged)", str(got))
        x.xdotool("mousemove", ox + 5, oy + 5)
        x.xdotool("windowfocus", "--sync", app.wid)
        x.xdotool("key", "Tab", "Tab")  # the speech button (top left) is the first stop, ✕ the second

        def ringed(shot):
            width, ratio = ring_left_of(x, shot, y, centres[0])
            return width >= 2 and ratio >= 3

        shot = waits.wait_shot(x, os.path.join(tmp, "access-ring.png"), (*app.origin, *base.WINDOW), ringed)
        width, ratio = ring_left_of(x, shot, y, centres[0])
        r.check(width >= 2 and ratio >= 3, "access: Tab rings the first button (≥ 2 px, ≥ 3:1)",
                f"width {width}, contrast {ratio:.1f}")
        x.xdotool("key", "Return")
        r.check(base.wait_for(lambda: len(decisions(log)) >= 3, 5) and decisions(log)[2].get("decision") == "left",
                "access: Enter on the focused ✕ skips", str(decisions(log)[2:]))
    finally:
        app.proc.terminate()
        app.wait()


def ocr_panel(x, shot, tmp):
    """What tesseract reads on the warning's dark panel in the middle of the window (white text)."""
    w, h = base.WINDOW
    clean = os.path.join(tmp, "access-warning-ocr.png")
    subprocess.run(["convert", shot, "-crop", f"{int(w * 0.94)}x{int(h * 0.12)}+{int(w * 0.03)}+{int(h * 0.44)}",
                    "+repage", "-colorspace", "gray", "-negate", "-threshold", "50%",
                    "-bordercolor", "white", "-border", "20", "-resize", "200%", clean], check=True)
    out = subprocess.run(["tesseract", clean, "-", "-l", "eng", "--psm", "7"], capture_output=True, text=True)
    return " ".join(out.stdout.split())


def access_idle_warning_countdown(x, binary, deck, tmp, r):
    log = os.path.join(tmp, "access-idle.jsonl")
    if os.path.exists(log):
        os.remove(log)
    idle = 12  # the warning shows for its last 6 s (half of an idle time under 40 s)
    app = base.App(x, binary, deck, log, args=["--idle-reset", str(idle)])
    try:
        x.xdotool("windowfocus", "--sync", app.wid)
        x.xdotool("key", "Right")
        pressed = time.time()
        time.sleep(idle - 4.5 - (time.time() - pressed))  # the idle time under test: the warning up, 4.5 s left
        shot = x.screenshot(os.path.join(tmp, "access-warning.png"), crop=(*app.origin, *base.WINDOW))
        read = ocr_panel(x, shot, tmp)
        numbers = [int(t) for t in read.replace("s.", " ").split() if t.isdigit()]
        r.check("Starting over in" in read and numbers and 1 <= numbers[0] <= 6,
                "access: the idle warning's countdown is on screen (OCR)", repr(read))
        w, h = base.WINDOW
        lines = access_text_shots.text_lines(x, shot, (int(w * 0.05), int(h * 0.44), int(w * 0.95), int(h * 0.56)))
        worst = min((ratio for ratio, _, _ in lines), default=0)
        r.check(worst >= 4.5, f"access: the idle warning's text is 4.5:1 or more on its panel in the screenshot "
                              f"({worst:.1f}:1)",
                [(round(ratio, 1), ink, ground) for ratio, ink, ground in lines])
        before = waits.look(x, app.origin)
        x.xdotool("mousemove", *app.at(0.5, 0.3))
        x.xdotool("click", 1)  # dismisses the warning only
        waits.wait_still(x, app.origin, unlike=before)  # the screen changed and settled
        shot = x.screenshot(os.path.join(tmp, "access-after.png"), crop=(*app.origin, *base.WINDOW))
        r.check("Starting" not in ocr_panel(x, shot, tmp), "access: a tap dismisses the warning")
        x.xdotool("key", "Left")
        base.wait_for(lambda: len(decisions(log)) >= 2, 5)
        got = decisions(log)
        r.check(len(got) >= 2 and got[1].get("card") == "c1" and got[0].get("session") == got[1].get("session"),
                "access: the tap kept the card and the session (log)",
                str([(d.get("card"), d.get("decision"), d.get("session")) for d in got]))
    finally:
        app.proc.terminate()
        app.wait()


def access_idle_warning_spoken(x, binary, deck, tmp, r):
    """With --speech the warning is said when it appears: SDL's disk audio stays silent after the
    decision's words until the warning's time, then is loud (as in hardening_speech.py)."""
    import hardening_speech as speech
    raw, _, env = speech.disk_audio(tmp, "access-speech")
    idle = 16  # the warning comes after 8 s of quiet
    app = base.App(x, binary, deck, None, extra_env=env, args=["--speech", "--idle-reset", str(idle)])
    try:
        quiet = lambda: speech.loudest(raw, max(0, os.path.getsize(raw) - 22050))[0] <= speech.LOUD  # noqa: E731
        speech.wait_loud(raw, 0)
        base.wait_for(quiet, 15)  # the first card's words said
        x.xdotool("windowfocus", "--sync", app.wid)
        end = os.path.getsize(raw)
        x.xdotool("key", "Right")
        pressed = time.time()
        speech.wait_loud(raw, end)  # the decision's words begin
        base.wait_for(quiet, 6)  # and end
        end = os.path.getsize(raw)
        time.sleep(max(0, idle / 2 - 1 - (time.time() - pressed)))  # the idle time under test: 1 s to the warning
        before, end = speech.loudest(raw, end)
        heard, _ = speech.wait_loud(raw, end, timeout=4)
        r.check(before <= speech.LOUD and heard, "access: with speech on the idle warning is said when it shows",
                f"peak before the warning {before}, heard after {heard}")
    finally:
        app.proc.terminate()
        app.wait()


def access_empty_view_focus(x, binary, deck, tmp, r):
    """The empty view's Start over takes the focus ring (Tab after the speech button) and Enter on it
    starts the deck over; the ↺ after it takes the ring too, and Enter on it brings the last card back."""
    app = base.App(x, binary, deck, None)
    try:
        x.xdotool("windowfocus", "--sync", app.wid)
        for _ in base.COLOURS:
            x.xdotool("key", "Right")
        texts = []
        base.wait_for(lambda: texts.append(access_text_shots.empty_view_texts(x, x.screenshot(
            os.path.join(tmp, "access-empty.png"), crop=(*app.origin, *base.WINDOW)))) or texts[-1], 10)
        x.xdotool("mousemove", app.origin[0] + 5, app.origin[1] + 5)
        x.xdotool("key", "Tab", "Tab")  # the speech button first, then Start over
        shot = waits.wait_shot(x, os.path.join(tmp, "access-empty-ring.png"), (*app.origin, *base.WINDOW),
                               lambda shot: len(access_text_shots.empty_view_rings(x, shot)[1]) >= 2)
        pill, ring, _ = access_text_shots.empty_view_rings(x, shot)
        r.check(pill is not None and len(ring) >= 2, "access: on the empty view Tab rings Start over (≥ 2 px)",
                f"pill {pill}, ring pixels {len(ring)}")
        x.xdotool("key", "Return")
        back = base.wait_for(lambda: base.card_share(x, x.screenshot(
            os.path.join(tmp, "access-restarted.png"), crop=(*app.origin, *base.WINDOW)), (0, 0), base.COLOURS[0]) > 0.5, 5)
        r.check(back, "access: Enter on the focused Start over shows the first card again")
        for _ in base.COLOURS:
            x.xdotool("key", "Right")
        base.wait_for(lambda: access_text_shots.empty_view_texts(x, x.screenshot(
            os.path.join(tmp, "access-empty-again.png"), crop=(*app.origin, *base.WINDOW))), 10)
        x.xdotool("mousemove", app.origin[0] + 5, app.origin[1] + base.WINDOW[1] - 5)
        x.xdotool("click", 1)  # a press clears the focus
        x.xdotool("key", "Tab", "Tab", "Tab")  # the speech button, Start over, then ↺

        def on_undo(shot):  # ↺ ringed, Start over not
            _, by_pill, rings = access_text_shots.empty_view_rings(x, shot)
            return len(rings) >= 10 and not by_pill

        shot = waits.wait_shot(x, os.path.join(tmp, "access-empty-undo-ring.png"), (*app.origin, *base.WINDOW), on_undo)
        _, by_pill, rings = access_text_shots.empty_view_rings(x, shot)
        x.xdotool("key", "Return")
        undone = base.wait_for(lambda: base.card_share(x, x.screenshot(
            os.path.join(tmp, "access-undone.png"), crop=(*app.origin, *base.WINDOW)), (0, 0), base.COLOURS[-1]) > 0.5, 5)
        r.check(len(rings) >= 10 and not by_pill and undone,
                "access: on the empty view a third Tab rings ↺ (not Start over), and Enter on it brings the last card back",
                f"ring pixels {len(rings)}, by Start over {len(by_pill)}, undone {undone}")
    finally:
        app.proc.terminate()
        app.wait()


SCENARIOS = (access_up_down_buttons_and_focus_ring, access_empty_view_focus, access_idle_warning_countdown, access_idle_warning_spoken,
             *access_speech.SCENARIOS, *access_text_shots.SCENARIOS)
