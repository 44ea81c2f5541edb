"""End-to-end checks of the kiosk's mouse cursor (issue 28; imported by run_e2e.py), read from the X
server with XFixes' GetCursorImage (the cursor shown where the pointer is):
- a kiosk starting under a resting pointer hides it (before: SDL's report of where the pointer rests
  counted as a mouse in use, and the cursor showed from the start);
- a real mouse move shows it again (an engineer at the kiosk);
- with `--hide-cursor` it stays hidden after the move; a desktop window shows it."""
import os
import sys
import time

import run_e2e as base
from waits import BOUND

try:
    from Xlib import display
except ImportError:  # pyenv's python does not see Debian's python3-xlib
    sys.path.append("/usr/lib/python3/dist-packages")
    from Xlib import display


def cursor_ink(x):
    """How many pixels of the cursor shown now are not transparent (0 for a hidden cursor)."""
    d = display.Display(x.display)
    try:
        d.xfixes_query_version()
        image = d.xfixes_get_cursor_image(d.screen().root)
        return sum(1 for argb in image.cursor_image if (argb >> 24) & 0xFF)
    finally:
        d.close()


def settled_ink(x, want_visible):
    """The cursor's ink once it shows (`want_visible`) or hides, or its last reading after BOUND s."""
    seen = [cursor_ink(x)]

    def holds():
        seen[0] = cursor_ink(x)
        return (seen[0] > 0) == want_visible
    base.wait_for(holds, BOUND)
    return seen[0]


def cursor_kiosk(x, binary, deck, tmp, r):
    x.xdotool("mousemove", x.width // 2, x.height // 2)  # the pointer rests where the kiosk will be
    time.sleep(0.2)  # input pacing: the move is handled before the app starts
    app = base.App(x, binary, deck, None, args=("--kiosk", "--idle-reset", "600"))
    ink = cursor_ink(x)
    r.check(ink == 0, "cursor: a kiosk starting under a resting pointer hides it", ink)
    x.xdotool("mousemove", x.width // 2 + 40, x.height // 2 + 10)
    ink = settled_ink(x, True)
    r.check(ink > 0, "cursor: a mouse move over the kiosk shows it", ink)
    app.proc.terminate()
    app.wait()


def cursor_hide_option(x, binary, deck, tmp, r):
    for args, what in ((("--kiosk", "--idle-reset", "600", "--hide-cursor"), "a kiosk"), (("--hide-cursor",), "a window")):
        app = base.App(x, binary, deck, None, args=args)
        x.xdotool("mousemove", *app.at(0.5, 0.5))
        x.xdotool("mousemove", *app.at(0.6, 0.55))
        time.sleep(0.5)  # the moves are handled (a cursor that would show has shown by then)
        ink = cursor_ink(x)
        r.check(ink == 0 and app.proc.poll() is None, f"cursor: --hide-cursor keeps it hidden over {what} after mouse moves", ink)
        app.proc.terminate()
        app.wait()
    app = base.App(x, binary, deck, None)
    x.xdotool("mousemove", *app.at(0.5, 0.5))
    ink = settled_ink(x, True)
    r.check(ink > 0, "cursor: a desktop window shows it", ink)
    app.proc.terminate()
    app.wait()


SCENARIOS = (cursor_kiosk, cursor_hide_option)
