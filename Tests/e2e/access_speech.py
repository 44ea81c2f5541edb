"""End-to-end check of issue 29's accessibility button (imported by hardening_access.py, run by
run_e2e.py): the real app without --speech under Xvfb, its audio through SDL's disk driver (as in
hardening_speech.py). The button is found in the pixels of the window's top left corner (9 mm or more,
its label 4.5:1 or more on its pill), clicked: speech turns on (audible audio, the pill turns dark)
and nothing is decided; clicked again: silence. The counter's contrast read from screenshots, by
default and with --high-contrast."""
import os

import hardening_speech as speech
import run_e2e as base
import waits

LEAST_PX = 9 / 25.4 * 96  # 9 mm at the 96 dpi Xvfb reports


def find_speech_button(x, shot):
    """(x0, y0, x1, y1) of the pill in the top left corner while speech is off: the white pixels of
    the window's top left (left of the card, 0.3 of the width; above it, a seventh of the height)."""
    import hardening_access as access  # here: it imports this module for its SCENARIOS
    w, h = base.WINDOW
    points = [(i, j) for j in range(0, h // 7) for i in range(0, int(w * 0.3))]
    colours = x.pixels(shot, points)
    far = [p for p, c in zip(points, colours) if access.near(c, (255, 255, 255), 8)]  # the white pill (off)
    if not far:
        return None
    xs, ys = [p[0] for p in far], [p[1] for p in far]
    return min(xs), min(ys), max(xs), max(ys)


def label_contrast(x, shot, box):
    """The contrast of the pill's ink against its fill: its commonest colour, and the pixel farthest from it."""
    import hardening_access as access
    x0, y0, x1, y1 = box
    pixels = x.pixels(shot, [(i, (y0 + y1) // 2 + dy) for dy in range(-6, 7, 3) for i in range(x0 + 4, x1 - 4)])
    fill = max(set(pixels), key=pixels.count)
    ink = max(pixels, key=lambda p: access.contrast(p, fill))
    return access.contrast(ink, fill), fill


def access_speech_button(x, binary, deck, tmp, r):
    import hardening_access as access
    raw, log, env = speech.disk_audio(tmp, "access-speech-button")
    app = base.App(x, binary, deck, log, extra_env=env)
    try:
        shot = x.screenshot(os.path.join(tmp, "access-speech-off.png"), crop=(*app.origin, *base.WINDOW))
        box = find_speech_button(x, shot)
        r.check(box is not None and box[3] - box[1] + 1 >= LEAST_PX - 1,
                "access: a speech button in the top left corner, 9 mm or more", str(box))
        if box is None:
            return
        ratio, fill_off = label_contrast(x, shot, box)
        r.check(ratio >= 4.5, "access: its label stands out 4.5:1 or more", f"{ratio:.1f} on {fill_off}")
        quiet = not os.path.exists(raw) or speech.loudest(raw, 0)[0] <= speech.LOUD
        r.check(quiet, "access: speech is off at the start (no --speech)")
        end = os.path.getsize(raw) if os.path.exists(raw) else 0
        ox, oy = app.origin
        x.xdotool("mousemove", ox + (box[0] + box[2]) // 2, oy + (box[1] + box[3]) // 2)
        x.xdotool("click", 1)
        heard, end = speech.wait_loud(raw, end)
        r.check(heard, "access: a click on it turns speech on (audible audio)")

        def shows_on(path):  # the pill redrawn dark, its label 4.5:1 or more
            ratio, fill = label_contrast(x, path, box)
            return access.luminance(fill) < 0.2 and ratio >= 4.5

        shot = waits.wait_shot(x, os.path.join(tmp, "access-speech-on.png"), (*app.origin, *base.WINDOW), shows_on)
        ratio_on, fill_on = label_contrast(x, shot, box)
        r.check(access.luminance(fill_on) < 0.2 < access.luminance(fill_off) and ratio_on >= 4.5,
                "access: the button shows speech on (a dark pill, its label 4.5:1 or more)",
                f"off {fill_off}, on {fill_on}, {ratio_on:.1f}:1")
        x.xdotool("click", 1)
        base.wait_for(lambda: speech.loudest(raw, max(0, os.path.getsize(raw) - 22050))[0] <= speech.LOUD, 15)
        r.check(speech.loudest(raw, max(0, os.path.getsize(raw) - 22050))[0] <= speech.LOUD,
                "access: a second click turns it off (silence)")
        r.check(not access.decisions(log), "access: the clicks decided no card", str(access.decisions(log)))
    finally:
        app.proc.terminate()
        app.wait()


def counter_contrast(x, shot):
    """The counter's contrast in a screenshot: in the band above the card (the middle third of the
    width, the top eighth), the ink is the darkest pixel and its ground the commonest colour of its row
    between the text's first and last columns (the plate with --high-contrast)."""
    import hardening_access as access
    w, h = base.WINDOW
    worst, darkest = None, None
    rows = [[(i, j) for i in range(w // 3, 2 * w // 3)] for j in range(4, h // 8)]
    pixels = [x.pixels(shot, row) for row in rows]
    darkest = min((p for row in pixels for p in row), key=access.luminance)
    inked = [i for row in pixels for i, p in enumerate(row) if access.near(p, darkest, 24)]
    first, last = min(inked), max(inked)  # the text's columns: its ground there is the plate, if any
    for row in pixels:
        if not any(access.near(p, darkest, 24) for p in row):
            continue  # no ink on this row
        row = row[first:last + 1]
        ground = max(set(row), key=row.count)
        ratio = access.contrast(darkest, ground)
        worst = ratio if worst is None else min(worst, ratio)
    return worst or 0, darkest


def access_counter_contrast(x, binary, deck, tmp, r):
    """The counter read from screenshots of the running app: 4.5:1 or more by default, 7:1 or more on its
    plate with --high-contrast."""
    for args, least, name in (((), 4.5, "default"), (("--high-contrast",), 7, "--high-contrast")):
        app = base.App(x, binary, deck, None, args=args)
        try:
            shot = x.screenshot(os.path.join(tmp, f"access-counter-{len(args)}.png"), crop=(*app.origin, *base.WINDOW))
            ratio, ink = counter_contrast(x, shot)
            r.check(ratio >= least, f"access: {name}: the counter is {least:g}:1 or more in the pixels",
                    f"{ratio:.1f}:1, ink {ink}")
        finally:
            app.proc.terminate()
            app.wait()


SCENARIOS = (access_speech_button, access_counter_contrast)
