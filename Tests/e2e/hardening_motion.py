"""End-to-end checks of issue 29's reduced motion and the desktop's setting (imported by run_e2e.py):
the real app under Xvfb, its frames read with XGetImage while a card flies off (no pointer grab).
- With --reduced-motion the flying card's top edge stays level in every frame; without it, it tilts
  (the control: the measurement can fail).
- GNOME's enable-animations = false in a private dconf (its own dbus-daemon, XDG_CONFIG_HOME and HOME
  in the test's folder) gives reduced motion without a flag; --no-reduced-motion wins over it; true
  tilts again. Without a desktop (no session bus, no XDG_CURRENT_DESKTOP) the app says nothing.
- The XDG portal's reduced-motion, answered by a stand-in portal (fake_portal.py) on a private bus: 1
  gives reduced motion without a flag, 0 does not.
Speech's frame check and --text-scale's are in hardening_access_measured.py."""
import math
import os
import shutil
import subprocess
import time

import run_e2e as base
from waits import X, display, wait_rest

RED = base.hex_rgb(base.COLOURS[0])  # the first card, c0
# No desktop to ask: the app must not read the desktop's setting (DesktopMotion.hasDesktop).
NO_DESKTOP = {"DBUS_SESSION_BUS_ADDRESS": "", "XDG_CURRENT_DESKTOP": ""}


# Rows of the window read in each frame: the band where the card's top edge is (y 72 at rest), with room
# for a turned card's corners; a third of the window, so three times as many frames are read.
BAND = 220


def grab_frames(x, origin, seconds, h=BAND):
    """The window's top `h` rows (BGRX) as often as XGetImage gives them for `seconds`."""
    w = base.WINDOW[0]
    d = display.Display(x.display)
    frames = []
    try:
        root = d.screen().root
        end = time.time() + seconds
        while time.time() < end:
            frames.append(root.get_image(origin[0], origin[1], w, h, X.ZPixmap, 0xFFFFFFFF).data)
    finally:
        d.close()
    return frames


def is_red(data, w, px, py):
    i = (py * w + px) * 4
    return abs(data[i + 2] - RED[0]) <= 40 and abs(data[i + 1] - RED[1]) <= 40 and abs(data[i] - RED[2]) <= 40


def top_edge(data):
    """(angle in degrees, leftmost x, rise in pixels) of the red card's top edge in a frame: a line
    fitted through the
    topmost red pixel of every 3rd column, the outer fifth of the columns (at least 24 px) at each end
    left out (the rounded corners, and a turned card's side); None when fewer than 30 columns show it."""
    w = base.WINDOW[0]
    h = len(data) // (w * 4)
    tops = []
    for px in range(0, w, 3):
        for py in range(0, h, 2):
            if is_red(data, w, px, py):
                while py > 0 and is_red(data, w, px, py - 1):
                    py -= 1
                tops.append((px, py))
                break
    if len(tops) < 30:  # under 90 px of the card left in the window: too little edge to measure
        return None
    left = tops[0][0]
    trim = max(len(tops) // 5, 8)  # 24 px or more: past the rounded corners (a radius of 12 px here)
    tops = tops[trim: len(tops) - trim]
    n = len(tops)
    mx, my = sum(p[0] for p in tops) / n, sum(p[1] for p in tops) / n
    sxx = sum((p[0] - mx) ** 2 for p in tops)
    slope = sum((p[0] - mx) * (p[1] - my) for p in tops) / sxx if sxx else 0.0
    ys = [p[1] for p in tops]
    return math.degrees(math.atan(slope)), left, max(ys) - min(ys)


def fly_off_angles(x, binary, deck, tmp, args, env):
    """Starts the app, waits for the red card at rest, presses Right and reads frames while it flies:
    the top edge (`top_edge`) in each frame where the card has left its place, the resting card's, and
    the app's stderr."""
    app = base.App(x, binary, deck, None, extra_env=env, args=args)
    try:
        wait_rest(x, None, app.origin, base.COLOURS[0])
        rest = top_edge(grab_frames(x, app.origin, 0.05)[-1])
        x.xdotool("windowfocus", "--sync", app.wid)
        press = subprocess.Popen(["xdotool", "key", "Right"], env=x.env)
        frames = grab_frames(x, app.origin, 1.2)
        press.wait()
    finally:
        app.proc.terminate()
        app.wait()
    err = app.proc.stderr.read() if app.proc.stderr else ""
    distinct = [f for i, f in enumerate(frames) if i == 0 or f != frames[i - 1]]  # each frame drawn once
    seen = [top_edge(f) for f in distinct]
    moving = [s for s in seen if s and rest and s[1] > rest[1] + 15]
    return moving, rest, err


def level(edges):
    """Whether every frame's top edge is level: it rises or falls 2 px at most across the card."""
    return len(edges) >= 2 and all(e[2] <= 2 for e in edges)


def tilted(edges):
    """Whether some frame's top edge is turned 3° or more."""
    return len(edges) >= 2 and any(abs(e[0]) >= 3 for e in edges)


def shown(edges):
    return [(round(e[0], 1), e[2]) for e in edges]


def motion_reduced_fly_off_stays_level(x, binary, deck, tmp, r):
    upright, rest, err = fly_off_angles(x, binary, deck, tmp, ["--reduced-motion"], NO_DESKTOP)
    r.check(rest is not None and rest[2] <= 2, "motion: the resting card's top edge is level", str(rest))
    r.check(level(upright), "motion: with --reduced-motion the flying card stays level in every frame (XGetImage)",
            str(shown(upright)))
    turned, _, err2 = fly_off_angles(x, binary, deck, tmp, [], NO_DESKTOP)
    r.check(tilted(turned), "motion: without it the same fly-off tilts (the control)", str(shown(turned)))
    print(f"INFO motion: (angle, rise px) per frame {shown(upright)} with --reduced-motion, {shown(turned)} without")
    r.check(err == "" and err2 == "", "motion: without a desktop the app says nothing", repr((err + err2)[-300:]))


class PrivateDesktop:
    """A session bus of our own (dbus-daemon) and dconf in `folder`: HOME, XDG_CONFIG_HOME and
    XDG_RUNTIME_DIR there, so the machine's own settings are never read or written."""

    def __init__(self, x, folder):
        self.env = {"HOME": os.path.join(folder, "home"), "XDG_CONFIG_HOME": os.path.join(folder, "config"),
                    "XDG_RUNTIME_DIR": os.path.join(folder, "run"), "XDG_CURRENT_DESKTOP": ""}
        for path in self.env.values():
            if path:
                os.makedirs(path, mode=0o700, exist_ok=True)
        out = subprocess.run(["dbus-daemon", "--session", "--fork", "--nopidfile", "--print-address=1",
                              "--print-pid=1"], env=dict(x.env, **self.env), capture_output=True, text=True,
                             check=True, timeout=20).stdout.split()
        self.env["DBUS_SESSION_BUS_ADDRESS"], self.pid = out[0], int(out[1])
        self.x = x

    def set_animations(self, on):
        subprocess.run(["gsettings", "set", "org.gnome.desktop.interface", "enable-animations",
                        "true" if on else "false"], env=dict(self.x.env, **self.env), check=True, timeout=20)
        return subprocess.run(["gsettings", "get", "org.gnome.desktop.interface", "enable-animations"],
                              env=dict(self.x.env, **self.env), capture_output=True, text=True).stdout.strip()

    def close(self):
        os.kill(self.pid, 15)  # the daemon we started; its dconf-service ends with the bus


def motion_desktop_setting_gsettings(x, binary, deck, tmp, r):
    if not (shutil.which("dbus-daemon") and shutil.which("gsettings")):
        r.check(False, "motion: dbus-daemon and gsettings are needed (make test-deps)")
        return
    desktop = PrivateDesktop(x, os.path.join(tmp, "desktop"))
    try:
        r.check(desktop.set_animations(False) == "false", "motion: the private dconf holds enable-animations false")
        upright, _, err = fly_off_angles(x, binary, deck, tmp, [], desktop.env)
        r.check(level(upright), "motion: GNOME's enable-animations false gives reduced motion without a flag",
                f"{shown(upright)}, stderr {err[-200:]!r}")
        turned, _, _ = fly_off_angles(x, binary, deck, tmp, ["--no-reduced-motion"], desktop.env)
        r.check(tilted(turned), "motion: --no-reduced-motion wins over the desktop", str(shown(turned)))
        desktop.set_animations(True)
        turned, _, err = fly_off_angles(x, binary, deck, tmp, [], desktop.env)
        r.check(tilted(turned) and err == "", "motion: enable-animations true tilts again, and nothing is said",
                f"{shown(turned)}, stderr {err[-200:]!r}")
    finally:
        desktop.close()


def start_portal(desktop, value):
    """The stand-in portal (fake_portal.py, Debian's python3 with python3-gi) on `desktop`'s bus,
    answering reduced-motion = `value`; returned once it owns its name."""
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fake_portal.py")
    portal = subprocess.Popen(["/usr/bin/python3", script, str(value)], env=dict(desktop.x.env, **desktop.env),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    ready = portal.stdout.readline().strip()
    if ready != "ready":
        portal.kill()
        raise RuntimeError(f"the stand-in portal did not start: {portal.stderr.read()[-300:]}")
    return portal


def motion_desktop_setting_portal(x, binary, deck, tmp, r):
    """The XDG portal's org.freedesktop.appearance reduced-motion, asked over a private session bus where
    a stand-in portal answers it (GNOME's enable-animations left true): 1 gives reduced motion without
    a flag, 0 does not."""
    if not (shutil.which("dbus-daemon") and shutil.which("gdbus") and os.path.exists("/usr/bin/python3")):
        r.check(False, "motion: dbus-daemon, gdbus and Debian's python3 with python3-gi are needed (make test-deps)")
        return
    desktop = PrivateDesktop(x, os.path.join(tmp, "portal-desktop"))
    portal = None
    try:
        desktop.set_animations(True)
        for value, wanted, what in ((1, level, "reduced motion without a flag"), (0, tilted, "the card turns")):
            portal = start_portal(desktop, value)
            asked = subprocess.run(["gdbus", "call", "--session", "--dest", "org.freedesktop.portal.Desktop",
                                    "--object-path", "/org/freedesktop/portal/desktop", "--method",
                                    "org.freedesktop.portal.Settings.Read", "org.freedesktop.appearance",
                                    "reduced-motion"], env=dict(x.env, **desktop.env), capture_output=True,
                                   text=True, timeout=10).stdout.strip()
            edges, _, err = fly_off_angles(x, binary, deck, tmp, [], desktop.env)
            r.check(asked == f"(<<uint32 {value}>>,)" and wanted(edges) and err == "",
                    f"motion: the portal's reduced-motion {value} (a stand-in portal on a private bus): {what}",
                    f"portal says {asked!r}, {shown(edges)}, stderr {err[-200:]!r}")
            portal.kill()
            portal.wait()
            portal = None
    finally:
        if portal is not None:
            portal.kill()
            portal.wait()
        desktop.close()


SCENARIOS = (motion_reduced_fly_off_stays_level, motion_desktop_setting_gsettings, motion_desktop_setting_portal)
