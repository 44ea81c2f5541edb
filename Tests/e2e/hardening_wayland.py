"""End-to-end scenarios under Wayland (imported by run_e2e.py): the app in a private headless sway,
natively (SDL_VIDEODRIVER=wayland) and through XWayland (SDL_VIDEODRIVER=x11), at output scale 1 and
2: a drag swipe logged, a spring-back, keys (Right, Left, Backspace as undo), F11 and --fullscreen
filling the output, the kiosk filling it and ending only by the unlock chord, the app id "swipedeck".
They start their own sway and ignore the X session they are given."""
import json
import os

import run_e2e as base
from waits import Stillness
from wayland_app import start_app
from wayland_session import WaylandSession, missing_tools
from xsession import XSession

# Where screenshots are kept for a person to look at (SWIPEDECK_WAYLAND_SHOTS=folder); none by default.
SHOTS = os.environ.get("SWIPEDECK_WAYLAND_SHOTS")
# The app's window in the tiled layout is whatever sway gives it; this only matters once it floats.
WINDOW = "560x360"
# SDL's keycode for F11 (SDLK_F11), as the app's recordings write it.
F11_KEYCODE = 1073741892


def card_point(content, fx, fy):
    """Layout point (logical pixels) at a fraction of the resting top card in a window whose content is
    `content` (x, y, w, h): SwipeCore's CardFrame (3:4, at most 64% of the height or 90% of the width,
    centred at 44% of the height)."""
    x, y, w, h = content
    ch = min(h * 0.64, w * 0.9 / 0.75)
    cw = ch * 0.75
    return x + w / 2 - cw / 2 + cw * fx, y + h * 0.44 - ch / 2 + ch * fy


def card_share(session, shot, content, colour, tol=40):
    """Share of a grid of points over the resting card (inset from its edges) that show `colour`."""
    scale = session.scale
    pts = [card_point(content, 0.12 + 0.76 * i / 7, 0.06 + 0.88 * j / 9) for i in range(8) for j in range(10)]
    pixels = XSession.pixels(shot, [(int(px * scale), int(py * scale)) for px, py in pts])
    want = base.hex_rgb(colour)
    return sum(1 for p in pixels if all(abs(a - b) <= tol for a, b in zip(p, want))) / len(pts)


def decisions(session, log):
    path = session.log_path(log)
    if not os.path.exists(path):
        return []
    return [(json.loads(l)["card"], json.loads(l)["decision"]) for l in open(path).read().splitlines() if l]


def fills_output(session, pid):
    """(whether the app's window is fullscreen over the whole output, what sway says about it)."""
    node = session.window(pid)
    if node is None:
        return False, None
    rect = tuple(node["rect"][k] for k in ("x", "y", "width", "height"))
    return node.get("fullscreen_mode") == 1 and rect == session.output_rect(), (node.get("fullscreen_mode"), rect)


def shot(session, name, tmp):
    folder = SHOTS or tmp
    os.makedirs(folder, exist_ok=True)
    return session.screenshot(os.path.join(folder, f"wayland-{name}.png"))


def rest_shot(session, name, tmp, content, colour, timeout=10):
    """Screenshots (grim: no grab) until the top card rests showing `colour` (card_share above 0.5, the
    card's points alike in Stillness.SHOTS shots in a row), at most `timeout` seconds; the last shot."""
    still, last = Stillness(), [None]

    def settled():
        last[0] = shot(session, name, tmp)
        pts = [card_point(content, i / 15, j / 15) for i in range(-4, 20) for j in range(16)]
        scale = session.scale
        seen = XSession.pixels(last[0], [(max(0, int(px * scale)), max(0, int(py * scale))) for px, py in pts])
        return still.seen(seen) and card_share(session, last[0], content, colour) > 0.5

    base.wait_for(settled, timeout)
    return last[0]


def wait_decisions(session, log, n, timeout=10):
    """The log's decisions once there are at least `n` (or what there is after `timeout` seconds)."""
    base.wait_for(lambda: len(decisions(session, log)) >= n, timeout)
    return decisions(session, log)


def stop(session, proc):
    if proc.poll() is None:
        proc.terminate()
    try:
        return proc.wait(timeout=10)
    except Exception:
        proc.kill()
        return None


def swipes_and_keys(w, label, binary, deck, driver, tmp, r):
    log = "swipes.jsonl"
    proc, node = start_app(w, binary, deck, driver=driver, log=log, args=("--window", WINDOW))
    content = w.content_rect(node)
    expected_id = "swipedeck"
    got_id = node.get("app_id") if driver == "wayland" else (node.get("window_properties") or {}).get("class")
    r.check(got_id == expected_id, f"{label}: the window's app id / WM class is {expected_id!r} "
                                   f"(the binary is called app-under-test)", got_id)
    # A short drag released below the threshold springs back: nothing logged, the first card on top.
    w.drag(card_point(content, 0.5, 0.3), card_point(content, 0.62, 0.3), steps=10, step_delay=0.03)
    picture = rest_shot(w, f"{label.replace(' ', '-')}-rest", tmp, content, base.COLOURS[0])  # settled
    share = card_share(w, picture, content, base.COLOURS[0])
    r.check(decisions(w, log) == [] and share > 0.5,
            f"{label}: a short drag springs back (nothing logged, c0 on top)", (decisions(w, log), share))
    w.drag(card_point(content, 0.5, 0.3), card_point(content, 1.3, 0.3))
    wait_decisions(w, log, 1)
    r.check(decisions(w, log) == [("c0", "right")], f"{label}: a drag swipe right is logged", decisions(w, log))
    for n, key in enumerate(("Right", "Left", "BackSpace"), start=2):
        w.input.key(key)
        wait_decisions(w, log, n)
    want = [("c0", "right"), ("c1", "right"), ("c2", "left"), ("c2", "undo")]
    r.check(decisions(w, log) == want, f"{label}: Right, Left and Backspace (undo) are logged", decisions(w, log))
    picture = rest_shot(w, f"{label.replace(' ', '-')}-undone", tmp, content, base.COLOURS[2])
    share = card_share(w, picture, content, base.COLOURS[2])
    r.check(share > 0.5, f"{label}: after the undo c2 is back on top", share)
    w.input.key("Escape")
    r.check(WaylandSession.wait_for(lambda: proc.poll() is not None, 5) and proc.returncode == 0,
            f"{label}: Escape quits with status 0", (proc.returncode, proc.stderr.read()[-300:]))


def released(recording, keycode):
    """Whether the app's --record file holds a release of `keycode` (the app flushes it every pass)."""
    try:
        with open(recording) as f:
            return any('"key-up"' in line and f'"keycode": {keycode},' in line for line in f)
    except OSError:
        return False


def fullscreen(w, label, binary, deck, driver, r):
    recording = os.path.join(w.files, "fullscreen.rec.jsonl")
    proc, node = start_app(w, binary, deck, driver=driver, args=("--window", WINDOW, "--record", recording))
    windowed = w.content_rect(node)
    w.input.key("F11")
    ok = w.wait_for(lambda: fills_output(w, proc.pid)[0], 3)
    r.check(ok, f"{label}: F11 makes the window fill the output", fills_output(w, proc.pid)[1])
    # SDL's X11 backend takes a key's release followed within 2 ms (X time) by its press for
    # autorepeat, and the app rightly ignores a repeated F11. XWayland stamps events as it handles
    # them, so on a loaded machine the first F11's release and a second press sent soon after can
    # come out alike (a fresh-clone run lost the second toggle; presses sent back to back lose it 4
    # times in 5): the second F11 waits until the app has seen the first one's release.
    w.wait_for(lambda: released(recording, F11_KEYCODE), 3)
    w.input.key("F11")
    # Sway clears fullscreen_mode first and gives the old size back in a later configure (under a
    # loaded machine XWayland's reply comes some frames after): both are waited for, a lost toggle
    # still fails (the mode stays 1).
    def windowed_again():
        node = w.window(proc.pid) or {}
        return node.get("fullscreen_mode") == 0 and w.content_rect(node) == windowed
    back = w.wait_for(windowed_again, 5)
    node = w.window(proc.pid)
    r.check(back, f"{label}: F11 again gives the window back",
            node and (node.get("fullscreen_mode"), w.content_rect(node), windowed))
    stop(w, proc)
    proc, _ = start_app(w, binary, deck, driver=driver, args=("--fullscreen",))
    ok = w.wait_for(lambda: fills_output(w, proc.pid)[0], 3)
    r.check(ok, f"{label}: --fullscreen fills the output", fills_output(w, proc.pid)[1])
    stop(w, proc)


def kiosk(w, label, binary, deck, driver, tmp, r):
    log = "kiosk.jsonl"
    proc, _ = start_app(w, binary, deck, driver=driver, log=log, args=("--kiosk", "--idle-reset", "600"))
    ok = w.wait_for(lambda: fills_output(w, proc.pid)[0], 3)
    r.check(ok, f"{label}: the kiosk fills the output", fills_output(w, proc.pid)[1])
    shot(w, f"{label.replace(' ', '-')}-kiosk", tmp)
    for key in ("Escape", "q", "F11", "alt+F11", "ctrl+q"):
        w.input.key(key)
    w.input.key("Right")
    wait_decisions(w, log, 1)  # the keys before it were handled too
    r.check(proc.poll() is None and fills_output(w, proc.pid)[0] and decisions(w, log) == [("c0", "right")],
            f"{label}: in the kiosk Esc, Q and F11 neither quit nor leave the full screen; Right decides",
            (proc.poll(), fills_output(w, proc.pid)[1], decisions(w, log)))
    w.input.key("ctrl+alt+shift+q")
    ended = w.wait_for(lambda: proc.poll() is not None, 5)
    r.check(ended and proc.returncode == 0, f"{label}: the unlock chord ends the kiosk with status 0",
            (proc.poll(), proc.stderr.read()[-300:] if ended else ""))
    stop(w, proc)


def run_configuration(binary, deck, tmp, r, driver, scale):
    label = f"wayland {'native' if driver == 'wayland' else 'XWayland'} scale {scale}"
    missing = missing_tools(xwayland=driver == "x11")
    if missing:
        r.check(False, f"{label}: {', '.join(missing)} needed (apt packages sway, grim, xwayland: make test-deps)")
        return
    with WaylandSession(scale=scale, xwayland=driver == "x11") as w:
        for step in (lambda: swipes_and_keys(w, label, binary, deck, driver, tmp, r),
                     lambda: fullscreen(w, label, binary, deck, driver, r),
                     lambda: kiosk(w, label, binary, deck, driver, tmp, r)):
            try:
                step()
            except Exception as e:  # one broken step fails, the others still run
                r.check(False, f"{label}: a step broke", repr(e))
            for proc in w.apps:
                stop(w, proc)


def wayland_native_scale1(x, binary, deck, tmp, r):
    run_configuration(binary, deck, tmp, r, "wayland", 1)


def wayland_native_scale2(x, binary, deck, tmp, r):
    run_configuration(binary, deck, tmp, r, "wayland", 2)


def wayland_xwayland_scale1(x, binary, deck, tmp, r):
    run_configuration(binary, deck, tmp, r, "x11", 1)


def wayland_xwayland_scale2(x, binary, deck, tmp, r):
    run_configuration(binary, deck, tmp, r, "x11", 2)


SCENARIOS = (wayland_native_scale1, wayland_native_scale2, wayland_xwayland_scale1, wayland_xwayland_scale2)
