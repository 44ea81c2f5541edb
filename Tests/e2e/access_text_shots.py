"""Texts' contrast read from screenshots of the running app (issue 29: "contrast ratios computed from
screenshots", for every text on the default and the high-contrast looks): each card of the test deck
(five colours, white and dark ink by the text-card rule) at rest, its title and its subtitle, then the
empty view's message and Start over's label: 4.5:1 or more by default and 7:1 or more with
--high-contrast (the round ↺ button's symbol 3:1). `TextContrastTests` measures the same
texts on the surfaces the painters draw; this measures what reaches the screen."""
import os
import time

import run_e2e as base

# A row holds text when some pixel differs from the row's ground by this ratio or more.
INKED = 1.5
# Where the empty view's message, Start over and ↺ are, in the 800x600 window (x0, y0, x1, y1).
EMPTY_AREA = (60, 80, 740, 560)


def text_lines(x, shot, box):
    """Each line of text in `box` (x0, y0, x1, y1 of the screenshot), top first: (ratio, ink, ground).
    A row's ground is its commonest colour, its ink the pixel that contrasts most with it; a line is a
    run of rows with ink, and its ratio is its best row's (a glyph's core, not an antialiased edge)."""
    import hardening_access as access  # here: hardening_access imports this module
    x0, y0, x1, y1 = box
    width = x1 - x0
    pixels = x.pixels(shot, [(i, j) for j in range(y0, y1) for i in range(x0, x1)])
    lines, current = [], []
    for j in range(y1 - y0):
        row = pixels[j * width:(j + 1) * width]
        ground = max(set(row), key=row.count)
        ink = max(row, key=lambda p: access.contrast(p, ground))
        ratio = access.contrast(ink, ground)
        if ratio >= INKED:
            current.append((ratio, ink, ground))
        elif current:
            lines.append(max(current))
            current = []
    if current:
        lines.append(max(current))
    return lines


def shape_box(x, shot, colour, box, tol=24):
    """The bounds (x0, y0, x1, y1) of the pixels near `colour` within `box`: a button's fill."""
    x0, y0, x1, y1 = box
    points = [(i, j) for j in range(y0, y1) for i in range(x0, x1)]
    hits = [p for p, c in zip(points, x.pixels(shot, points)) if all(abs(a - b) <= tol for a, b in zip(c, colour))]
    xs, ys = [p[0] for p in hits], [p[1] for p in hits]
    return (min(xs), min(ys), max(xs) + 1, max(ys) + 1) if hits else None


def empty_view_texts(x, shot):
    """The empty view's message over the window and Start over's label on its pill: [(ratio, ink,
    ground)] for each, and the round ↺ button's symbol; or None when they are not all there."""
    lines = text_lines(x, shot, EMPTY_AREA)
    if len(lines) != 3:
        return None
    message, pill, undo = lines
    box = shape_box(x, shot, pill[1], EMPTY_AREA)
    if box is None:
        return None
    x0, y0, x1, y1 = box
    inset = (y1 - y0) // 2  # clear of the pill's round ends
    label = text_lines(x, shot, (x0 + inset, y0 + 4, x1 - inset, y1 - 4))
    return (message, label[0], undo) if len(label) == 1 else None


def empty_view_rings(x, shot):
    """On the empty view in `shot`: Start over's pill (or None), the focus ring's pixels on its middle row
    in the 20 px left of it (its own ring) and those anywhere in EMPTY_AREA (every second pixel)."""
    import hardening_access as access  # here: hardening_access imports this module
    pill = shape_box(x, shot, access.START_OVER_BLUE, EMPTY_AREA)
    by_pill = []
    if pill:
        y = (pill[1] + pill[3]) // 2
        row = x.pixels(shot, [(i, y) for i in range(max(0, pill[0] - 20), pill[0])])
        by_pill = [p for p in row if access.near(p, access.RING, 30)]
    x0, y0, x1, y1 = EMPTY_AREA
    points = [(i, j) for j in range(y0, y1, 2) for i in range(x0, x1, 2)]
    return pill, by_pill, [c for c in x.pixels(shot, points) if access.near(c, access.RING, 30)]


def text_band(origin):
    """The resting top card's lower part, where its title and subtitle are drawn, inset from its edges."""
    cx, cy, cw, ch = base.CARD
    ox, oy = origin
    return (int(ox + cx + 8), int(oy + cy + ch * 0.6), int(ox + cx + cw - 8), int(oy + cy + ch - 8))


def access_card_text_contrast(x, binary, deck, tmp, r):
    """Every card's title and subtitle, in screenshots of the running app, in both looks."""
    for args, least, name in (((), 4.5, "default"), (("--high-contrast",), 7, "--high-contrast")):
        app = base.App(x, binary, deck, None, args=args)
        try:
            found = []
            for n, colour in enumerate(base.COLOURS):
                at_rest = base.wait_for(lambda: base.card_share(
                    x, x.screenshot(os.path.join(tmp, "text-rest.png"), crop=(*app.origin, *base.WINDOW)),
                    (0, 0), colour) > 0.5, 10)
                shot = x.screenshot(os.path.join(tmp, f"text-{len(args)}-{n}.png"), crop=(*app.origin, *base.WINDOW))
                lines = text_lines(x, shot, text_band((0, 0)))
                found.append((colour, at_rest, [(round(ratio, 1), ink, ground) for ratio, ink, ground in lines]))
                x.key("Right")
            worst = min((ratio for _, _, lines in found for ratio, _, _ in lines), default=0)
            r.check(all(at_rest and len(lines) == 2 for _, at_rest, lines in found) and worst >= least,
                    f"access: {name}: every card's title and subtitle are {least:g}:1 or more in screenshots "
                    f"({worst:.1f}:1 at worst)", found)
            empty = []
            base.wait_for(lambda: empty.append(empty_view_texts(x, x.screenshot(
                os.path.join(tmp, f"text-empty-{len(args)}.png"), crop=(*app.origin, *base.WINDOW)))) or empty[-1], 10)
            texts = empty[-1] if empty else None
            r.check(texts is not None and texts[0][0] >= least and texts[1][0] >= least and texts[2][0] >= 3,
                    f"access: {name}: the empty view's message and Start over's label are {least:g}:1 or more, "
                    f"the ↺ symbol 3:1 or more, in a screenshot", texts)
        finally:
            app.proc.terminate()
            app.wait()


def stamp_word_contrast(shot, box):
    """In a held card's grab (`hardening_labels.grab`), the stamp's word against its ground: the ground
    is the stamp's near-black inside (its commonest such colour in `box`), the word the pixel that
    contrasts most with it inside the ground's bounds. (ratio, word, ground); None without a stamp."""
    import hardening_access as access  # here: hardening_access imports this module
    w, _, rgb = shot
    x0, y0, x1, y1 = box
    pixels = {(i, j): tuple(rgb[(j * w + i) * 3:(j * w + i) * 3 + 3]) for j in range(y0, y1) for i in range(x0, x1)}
    dark = [p for p, c in pixels.items() if access.luminance(c) < 0.03]
    if len(dark) < 200:
        return None
    colours = [pixels[p] for p in dark]
    ground = max(set(colours), key=colours.count)
    xs, ys = [p[0] for p in dark], [p[1] for p in dark]
    inside = [c for (i, j), c in pixels.items() if min(xs) <= i <= max(xs) and min(ys) <= j <= max(ys)]
    word = max(inside, key=lambda c: access.contrast(c, ground))
    return access.contrast(word, ground), word, ground


def access_stamp_contrast(x, binary, deck, tmp, r):
    """The NOPE stamp on a card held a quarter of its width to the left, grabbed with XGetImage (no
    pointer grab): its word 7:1 or more on its ground with --high-contrast (by default its red on a
    deep red ground is 4.4:1, where 3:1 is asked of a stamp)."""
    import hardening_labels as labels
    app = base.App(x, binary, deck, None, args=["--high-contrast"])
    try:
        x.xdotool("mousemove", *app.at(0.5, 0.3))
        x.xdotool("mousedown", 1)
        for i in range(1, 21):
            x.xdotool("mousemove", *app.at(0.5 - 0.25 * i / 20, 0.3))
        shot = labels.grab_settled(x, app.origin)
        labels.save_ppm(os.path.join(tmp, "stamp-high-contrast.ppm"), shot)
        cx, cy, cw, ch = base.CARD
        box = (int(cx + cw * 0.2), int(cy - 10), int(cx + cw * 0.75), int(cy + ch * 0.32))
        found = stamp_word_contrast(shot, box)
        r.check(found is not None and found[0] >= 7,
                "access: --high-contrast: the NOPE stamp's word is 7:1 or more on its ground (XGetImage of a held card)",
                found)
        x.xdotool("mouseup", 1)
    finally:
        app.proc.terminate()
        app.wait()


def access_idle_warning_high_contrast(x, binary, deck, tmp, r):
    """The idle warning's text in a screenshot with --high-contrast: 7:1 or more on its plate (the default
    look's 4.5:1 is access_idle_warning_countdown's)."""
    idle = 12  # the warning shows for its last 6 s (half of an idle time under 40 s)
    app = base.App(x, binary, deck, None, args=["--idle-reset", str(idle), "--high-contrast"])
    try:
        x.xdotool("windowfocus", "--sync", app.wid)
        x.xdotool("key", "Right")
        pressed = time.time()
        time.sleep(max(0, idle - 4.5 - (time.time() - pressed)))  # the idle time under test: the warning up, 4.5 s left
        shot = x.screenshot(os.path.join(tmp, "warning-high-contrast.png"), crop=(*app.origin, *base.WINDOW))
        w, h = base.WINDOW
        lines = text_lines(x, shot, (int(w * 0.05), int(h * 0.44), int(w * 0.95), int(h * 0.56)))
        worst = min((ratio for ratio, _, _ in lines), default=0)
        import hardening_access as access  # here: hardening_access imports this module
        read = access.ocr_panel(x, shot, tmp)
        r.check("Starting over in" in read and len(lines) >= 1 and worst >= 7,
                f"access: --high-contrast: the idle warning (OCR) is 7:1 or more on its plate in the screenshot "
                f"({worst:.1f}:1)", (read, [(round(ratio, 1), ink, ground) for ratio, ink, ground in lines]))
    finally:
        app.proc.terminate()
        app.wait()


SCENARIOS = (access_card_text_contrast, access_stamp_contrast, access_idle_warning_high_contrast)
