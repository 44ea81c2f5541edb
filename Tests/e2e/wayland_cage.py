#!/usr/bin/env python3
"""The kiosk under a real headless cage, started the way the systemd unit starts it (dist/cage-kiosk.sh):
does it show the deck natively, or a black screen? Not part of make test (its answer varies, see
below); run by hand:

    python3 Tests/e2e/wayland_cage.py --binary .build/debug/swipedeck --runs 6

Measured here (cage 0.1.4, SDL 2.26.5): headless cage only draws its output when a client presents,
so one screenshot of an idle app is black whatever it shows; the test keeps taking screenshots for up
to 16 s (the idle kiosk nudges its top card every 4 s). The kiosk (fullscreen) is shown without
cage's -d; a plain window (--window 800x600) without -d stays black (SDL drops its toplevel after the
decoration negotiation) and shows with -d. SIGTERM to the group (systemctl stop) makes cage itself
abort (an assertion in wl_display_terminate, status 134), so the launcher reports "cage ended (status
134) before swipedeck did": printed below as a note, not checked."""
import os
import pwd
import shutil
import signal
import subprocess
import tempfile
import time
import types

from wayland_app import stage
from wayland_session import WaylandSession, ensure_user
from xsession import XSession

LAUNCHER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "dist", "cage-kiosk.sh")


def lit_share(shot, size=(1280, 720), step=40):
    """Share of a grid of points over the screenshot that are not black."""
    points = [(x, y) for x in range(5, size[0], step) for y in range(5, size[1], step)]
    return sum(1 for p in XSession.pixels(shot, points) if max(p) > 16) / len(points)


def _group_alive(pgid):
    try:
        os.killpg(pgid, 0)
        return True
    except ProcessLookupError:
        return False


def wayland_cage_kiosk(x, binary, deck, tmp, r):
    missing = [t for t in ("cage", "grim", "useradd") if not shutil.which(t)]
    if missing:
        r.check(False, f"cage kiosk: {', '.join(missing)} needed (apt packages cage, grim: make test-deps)")
        return
    uid, gid = ensure_user()
    root = tempfile.mkdtemp(prefix="swipedeck-cage-")
    try:
        os.chmod(root, 0o755)
        runtime, files = os.path.join(root, "runtime"), os.path.join(root, "files")
        os.makedirs(runtime, mode=0o700)
        os.makedirs(files)
        for d in (runtime, files):
            os.chown(d, uid, gid)
        app, staged_deck = stage(types.SimpleNamespace(files=files, uid=uid, gid=gid), binary, deck)
        session = types.SimpleNamespace(uid=uid, gid=gid)
        env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": pwd.getpwuid(uid).pw_dir, "XDG_RUNTIME_DIR": runtime,
               "WLR_BACKENDS": "headless", "WLR_LIBINPUT_NO_DEVICES": "1", "WLR_RENDERER": "pixman",
               "SWIPEDECK": app, "SWIPEDECK_ASSETS": os.path.join(os.path.dirname(app), "Assets"), "TMPDIR": files}
        log = os.path.join(files, "cage-kiosk.jsonl")
        proc = subprocess.Popen(["sh", LAUNCHER, staged_deck, "--idle-reset", "600", "--log", log], env=env,
                                preexec_fn=lambda: WaylandSession.drop_privileges(session), start_new_session=True,
                                cwd=files, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        sockets = lambda: [n for n in os.listdir(runtime) if n.startswith("wayland-") and not n.endswith(".lock")]
        WaylandSession.wait_for(lambda: sockets() or proc.poll() is not None, 10)
        shot, share, deadline = os.path.join(files, "cage.png"), 0.0, time.time() + 16.0
        while share <= 0.5 and time.time() < deadline and sockets() and proc.poll() is None:
            time.sleep(0.2)  # poll interval of the wait for cage's picture
            subprocess.run(["grim", shot], env=dict(os.environ, XDG_RUNTIME_DIR=runtime,
                                                    WAYLAND_DISPLAY=os.path.join(runtime, sockets()[0])),
                           timeout=20, capture_output=True)
            share = max(share, lit_share(shot) if os.path.exists(shot) else 0.0)
        r.check(proc.poll() is None and share > 0.5, "cage kiosk: dist/cage-kiosk.sh under a headless cage shows "
                "the deck natively, not a black screen", (proc.poll(), f"{share:.0%} of the screen lit"))
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)   # what systemctl stop does
        try:
            status = proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            status = proc.wait()
        print(f"note: cage kiosk: SIGTERM to the group ended the launcher with status {status} "
              f"({(proc.stderr.read().strip().splitlines() or [''])[-1][:120]})")
        if not WaylandSession.wait_for(lambda: not _group_alive(proc.pid), 5):   # the app, when cage went first
            os.killpg(proc.pid, signal.SIGKILL)
    finally:
        shutil.rmtree(root, ignore_errors=True)


def main():
    import argparse
    import run_e2e as base
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", required=True)
    ap.add_argument("--runs", type=int, default=6)
    args = ap.parse_args()
    r = base.Results()
    with tempfile.TemporaryDirectory() as tmp:
        deck = base.make_deck(tmp)
        for _ in range(args.runs):
            wayland_cage_kiosk(None, args.binary, deck, tmp, r)
    print(f"cage kiosk: the deck showed in {r.passed} of {r.passed + r.failed} launches")
    return 0 if r.failed == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
