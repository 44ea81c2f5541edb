"""End-to-end checks of changing displays (issue 13, item 3; imported by run_e2e.py): a `--window` larger
than the screen is shrunk with a warning; `--display 1` on an X server with two screens exits 2 naming
them (and DISPLAY=:N.1 opens on the second); the kiosk refits after a resolution or orientation change and
moves to the remaining monitor when its own is switched off.

Xvfb 21 has one fixed RandR mode (`xrandr --fb`, new modes and `--setmonitor` change nothing SDL sees),
so the display changes run on Xorg with the dummy video driver (xserver-xorg-video-dummy 0.4: RandR 1.2,
16 outputs DUMMY0…15 whose modes and on/off state xrandr sets), started by `DummyXorg` below. It has no
rotation: an orientation change is a portrait mode (800×1280). Real hot-plug (a cable pulled, EDID) and
real rotation need real hardware."""
import os
import subprocess
import tempfile

import run_e2e as base
from dummy_xorg import DummyXorg
from waits import wait_still
from xproto import display
from xsession import XSession


def _root_screen(server, wid):
    """The number of the X screen whose root window is the parent chain's top of window `wid`."""
    d = display.Display(f"{server}.0")
    try:
        root = d.create_resource_object("window", int(wid)).query_tree().root.id
        return next((i for i in range(d.screen_count()) if d.screen(i).root.id == root), None)
    finally:
        d.close()


def _kiosk(x, binary, deck, log, *args):
    proc = subprocess.Popen([binary, deck, "--kiosk", "--idle-reset", "600", "--log", log, *args], env=x.env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    wid, geometry = x.find_window(proc=proc)
    return proc, wid, geometry


def _end(x, proc):
    x.key("ctrl+alt+shift+q")
    try:
        code = proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        code = None
    return code, proc.stderr.read()


def _stack_row(x, shot, frame):
    """(left, right) edges of the top card (c0's red) on the row through the stack's middle height of a
    kiosk covering `frame` (x, y, w, h), in screen pixels; None when no red is there."""
    fx, fy, fw, fh = frame
    y = fy + int(fh * 0.44)
    xs = list(range(fx, fx + fw, 2))
    want = base.hex_rgb(base.COLOURS[0])
    red = [px for px, rgb in zip(xs, x.pixels(shot, [(px, y) for px in xs]))
           if all(abs(a - b) <= 40 for a, b in zip(rgb, want))]
    return (red[0], red[-1]) if red else None


def _covers_and_centred(x, tmp, wid, frame, what, r):
    """Checks that the kiosk window has `frame` and that its stack is centred in it (screenshot)."""
    got = base.wait_for(lambda: x.geometry(wid) == frame, 3.0)
    r.check(got, f"displays: {what}: the kiosk covers {frame[2]}x{frame[3]} at {frame[0]},{frame[1]} within 3 s",
            x.geometry(wid))
    wait_still(x, frame[:2])  # drawn in the new size
    shot = x.screenshot(os.path.join(tmp, f"displays-{frame[2]}x{frame[3]}+{frame[0]}.png"))
    row = _stack_row(x, shot, frame)
    centre = frame[0] + frame[2] / 2
    ok = row is not None and abs((row[0] + row[1]) / 2 - centre) <= 4 and frame[0] < row[0] and row[1] < frame[0] + frame[2]
    r.check(ok, f"displays: {what}: the top card is drawn centred in the new size (screenshot)", (row, centre))


def displays_window_too_large(x, binary, deck, tmp, r):
    """`--window 3000x2000` on a 1280×800 screen: one warning naming both sizes, and a 1200×800 window
    that lies wholly on the screen (buttons included), where a key still decides a card."""
    log = os.path.join(tmp, "too-large.jsonl")
    proc = subprocess.Popen([binary, deck, "--window", "3000x2000", "--log", log], env=x.env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    wid, (wx, wy, ww, wh) = x.find_window(proc=proc)
    r.check((ww, wh) == (1200, 800) and wx >= 0 and wy >= 0 and wx + ww <= x.width and wy + wh <= x.height,
            "displays: --window 3000x2000 on 1280x800 opens at 1200x800, wholly on the screen", (wx, wy, ww, wh))
    wait_still(x, (wx, wy), drawn=True)  # its first frames drawn
    shot = x.screenshot(os.path.join(tmp, "displays-too-large.png"))
    # The chrome's bottom band (buttons) is drawn inside the window: not the screen's black there.
    band = [(wx + ww * i // 20, wy + wh - 40) for i in range(2, 19)]
    inside = all(0 <= px < x.width and 0 <= py < x.height for px, py in band)
    drawn = sum(1 for p in x.pixels(shot, band) if p != (0, 0, 0)) if inside else 0
    r.check(drawn == len(band), "displays: the too-large window's bottom band (buttons) is on the screen", drawn)
    x.key("Right")
    decided = base.wait_for(lambda: len(base.read_log(log)) == 1, 3.0)
    x.key("Escape")
    code = proc.wait(timeout=10)
    err = proc.stderr.read()
    lines = [l for l in err.splitlines() if "--window" in l]
    r.check(decided and code == 0 and lines == [
        "swipedeck: warning: --window 3000x2000 does not fit display 0's usable area (1280x800);"
        " the window opens at 1200x800"], "displays: one warning names the requested and the used size", err)


def displays_two_x_screens(x, binary, deck, tmp, r):
    """An X server with two screens: `--display 1` exits 2 naming the display there is and the other
    screen; `DISPLAY=:N.1 --display 0` opens on the second screen."""
    two = XSession.__new__(XSession)
    two.proc = None
    two.start_server(lambda number: ["Xvfb", f":{number}", "-screen", "0", "1280x800x24", "-screen", "1",
                                     "1024x768x24", "-nolisten", "tcp"], range(191, 240))
    try:
        env = dict(x.env, DISPLAY=two.display)
        out = subprocess.run([binary, deck, "--display", "1"], env=env, capture_output=True, text=True, timeout=30)
        want = (f"swipedeck: error: --display 1: there is 1 display (0: 1280x800 at 0,0) on X screen {two.display}.0;"
                f" the X server has 2 screens and a window opens only on the one DISPLAY names: for another, run with"
                f" DISPLAY={two.display}.1 and --display 0\n")
        r.check(out.returncode == 2 and out.stderr == want,
                "displays: --display 1 with two X screens exits 2 naming the screens", (out.returncode, out.stderr))
        two.env = dict(env, DISPLAY=f"{two.display}.1")
        two.width, two.height = 1024, 768
        proc = subprocess.Popen([binary, deck, "--display", "0"], env=two.env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        wid, geometry = two.find_window(proc=proc)
        on_screen_1 = _root_screen(two.display, wid) == 1
        r.check(on_screen_1 and geometry[0] + geometry[2] <= 1024 and geometry[1] + geometry[3] <= 768,
                "displays: DISPLAY=:N.1 opens the window on the second screen", geometry)
        proc.terminate()
        proc.wait(timeout=10)
    finally:
        two.close()


def displays_kiosk_refits(x, binary, deck, tmp, r):
    """Xorg (dummy driver): the kiosk covers 1280×800, then the output's mode becomes 1024×768, then
    portrait 800×1280: each time the window covers the new size and the stack is centred in it."""
    with tempfile.TemporaryDirectory() as own, DummyXorg(own) as xorg:
        log = os.path.join(own, "refit.jsonl")
        proc, wid, geometry = _kiosk(xorg, binary, deck, log)
        r.check(geometry == (0, 0, 1280, 800), "displays: the kiosk opens over the 1280x800 output", geometry)
        xorg.xrandr("--output", "DUMMY0", "--mode", "1024x768")
        _covers_and_centred(xorg, own, wid, (0, 0, 1024, 768), "resolution 1024x768", r)
        xorg.xrandr("--output", "DUMMY0", "--mode", xorg.add_mode("DUMMY0", 800, 1280))
        _covers_and_centred(xorg, own, wid, (0, 0, 800, 1280), "portrait 800x1280", r)
        xorg.key("Right")
        decided = base.wait_for(lambda: len(base.read_log(log)) == 1, 3.0)
        code, err = _end(xorg, proc)
        r.check(decided and code == 0 and "error" not in err,
                "displays: after the refits a key decides and the unlock chord ends it (0)", (code, err[-300:]))


def displays_kiosk_display_unplugged(x, binary, deck, tmp, r):
    """Xorg (dummy driver), two outputs: the kiosk covers the first; when that output is switched off it
    moves over the second within 3 s, with one warning. (SDL counts the dummy's second output only once
    it is switched on while SDL runs, so `--display 1` cannot be started here.)"""
    with tempfile.TemporaryDirectory() as own, DummyXorg(own) as xorg:
        xorg.xrandr("--addmode", "DUMMY1", "1024x768")
        xorg.xrandr("--output", "DUMMY1", "--mode", "1024x768", "--right-of", "DUMMY0")
        log = os.path.join(own, "unplug.jsonl")
        proc, wid, geometry = _kiosk(xorg, binary, deck, log)
        r.check(geometry == (0, 0, 1280, 800), "displays: the kiosk covers the first of two outputs", geometry)
        wait_still(xorg, geometry[:2], drawn=True)  # started: a display that goes while it starts is not the case checked here
        xorg.xrandr("--output", "DUMMY0", "--off")
        # xrandr moves the remaining output to the origin as the screen shrinks to it.
        _covers_and_centred(xorg, own, wid, (0, 0, 1024, 768), "its output switched off", r)
        code, err = _end(xorg, proc)
        moved = [l for l in err.splitlines() if "is gone" in l]
        r.check(code == 0 and moved == [
            "swipedeck: warning: display DUMMY0 is gone; the window moves to DUMMY1 (1024x768 at 0,0)"],
            "displays: one warning says where the kiosk moved", (code, err[-400:]))


SCENARIOS = (displays_window_too_large, displays_two_x_screens, displays_kiosk_refits,
             displays_kiosk_display_unplugged)
