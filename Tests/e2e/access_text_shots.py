"""Card texts' contrast read from screenshots of the running app (issue 29: "contrast ratios computed
from screenshots", for every text on the default and the high-contrast looks): each card of the test
deck (five colours, white and dark ink by the text-card rule) at rest, its title and its subtitle,
4.5:1 or more by default and 7:1 or more with --high-contrast. `TextContrastTests` measures the same
texts on the surfaces the painters draw; this measures what reaches the screen."""
import os

import hardening_access as access
import run_e2e as base

# A row holds text when some pixel differs from the row's ground by this ratio or more.
INKED = 1.5


def text_lines(x, shot, box):
    """Each line of text in `box` (x0, y0, x1, y1 of the screenshot), top first: (ratio, ink, ground).
    A row's ground is its commonest colour, its ink the pixel that contrasts most with it; a line is a
    run of rows with ink, and its ratio is its best row's (a glyph's core, not an antialiased edge)."""
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
        finally:
            app.proc.terminate()
            app.wait()


SCENARIOS = (access_card_text_contrast,)
