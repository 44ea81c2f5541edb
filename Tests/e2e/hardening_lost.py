"""End-to-end scenarios of losing the display (imported by run_e2e.py): the X server (Xvfb) killed under
the app, in a window and in kiosk mode, and the Wayland compositor (a headless sway) killed under the
app running natively. Each time the app must exit with status 1 within 1 s, say so in one line, and
leave every decision made before in the log as complete lines. They start their own display server
and ignore the X session they are given."""
import json
import os
import signal
import subprocess
import time

import run_e2e as base
from xsession import XSession

# How long the app may take to exit once its display is gone, seconds (the goal).
EXIT_WITHIN = 1.0
MESSAGE = "swipedeck: error: lost the connection to the display"


def _complete_lines(path):
    """(parsed complete lines, whether the file ends without a torn piece)."""
    data = open(path, "rb").read().decode("utf-8", "replace") if os.path.exists(path) else ""
    lines = [json.loads(line) for line in data.split("\n")[:-1] if line]
    return lines, data == "" or data.endswith("\n")


def _exit_after(proc, since, timeout=5.0):
    """(status or None, seconds from `since` to the process's end)."""
    deadline = since + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            return proc.returncode, time.monotonic() - since
        time.sleep(0.005)  # poll interval
    proc.kill()
    proc.wait()
    return None, time.monotonic() - since


def _wait_lines(path, count, timeout=5.0):
    deadline = time.time() + timeout
    while time.time() < deadline and len(_complete_lines(path)[0]) < count:
        time.sleep(0.02)  # poll interval
    return len(_complete_lines(path)[0])


def _forget_display(session, pid):
    """Removes the lock file and socket a SIGKILLed Xvfb leaves behind (XSession skips such numbers)."""
    number = session.display[1:]
    try:
        if int(open(f"/tmp/.X{number}-lock").read().strip()) != pid:
            return
    except (OSError, ValueError):
        return
    for path in (f"/tmp/.X{number}-lock", f"/tmp/.X11-unix/X{number}"):
        try:
            os.remove(path)
        except OSError:
            pass


def _check_loss(r, label, status, elapsed, stderr, log, swiped):
    print(f"{label}: status {status} after {elapsed:.3f} s; {stderr.strip().splitlines()[-1:] }")
    r.check(status == 1, f"{label}: the app exits with status 1", f"status {status}, stderr {stderr[-300:]!r}")
    r.check(status is not None and elapsed <= EXIT_WITHIN, f"{label}: it exits within {EXIT_WITHIN} s",
            f"{elapsed:.2f} s")
    said = [line for line in stderr.splitlines() if line.startswith(MESSAGE)]
    r.check(len(said) == 1, f"{label}: one line '{MESSAGE} (…)'", repr(stderr[-400:]))
    lines, clean = _complete_lines(log)
    r.check(clean and swiped <= len(lines) <= swiped + 1 and all(l["decision"] == "right" for l in lines[:swiped]),
            f"{label}: the {swiped} decisions made before are in the log, complete lines (the one racing "
            "the loss there or not)", f"{len(lines)} lines, clean end {clean}")


def _x_server_lost_under(binary, deck, log, label, r, kill, args=(), extra_env=None):
    """Runs the app on an X server of its own, swipes three cards, calls `kill(session, app)` (which
    ends the server and returns the moment the app's exit is timed from), then checks the loss."""
    if os.path.exists(log):
        os.remove(log)
    own = XSession()
    server = own.proc.pid
    try:
        app = base.App(own, binary, deck, log, extra_env=extra_env, args=("--loop", *args))
        own.key("Right", "Right", "Right")
        swiped = _wait_lines(log, 3)
        since = kill(own, app)
        status, elapsed = _exit_after(app.proc, since)
        stderr = app.proc.stderr.read()
    finally:
        own.close()
        _forget_display(own, server)
    r.check(swiped == 3, f"{label}: three swipes logged before the kill", f"{swiped} lines")
    _check_loss(r, label, status, elapsed, stderr, log, 3)


def lost_x_server(x, binary, deck, tmp, r):
    """Xvfb SIGKILLed under the app after three swipes (a fourth key racing the kill), in a window and
    in kiosk mode: before, Xlib's default handler printed "XIO: fatal IO error" and called exit(1)
    from inside the X call."""
    def kill_racing_a_key(own, app):
        own.xdotool("key", "Right")
        since = time.monotonic()
        own.proc.kill()
        return since

    for kiosk in (False, True):
        name = "kiosk" if kiosk else "window"
        _x_server_lost_under(binary, deck, os.path.join(tmp, f"lost-x-{name}.jsonl"), f"X server killed ({name})", r,
                             kill_racing_a_key, args=("--kiosk",) if kiosk else ())


def crash_after_lost_x_server(x, binary, deck, tmp, r):
    """A crash signal that arrives once the X server is gone, before the app noticed: CI saw the app
    end with SIGSEGV inside Mesa's swrast_dri.so 0.22 s after Xvfb was killed (a call on the dead
    connection that fails without telling Xlib). Made certain here: the app is stopped (SIGSTOP), Xvfb
    killed, SIGSEGV queued and the app continued, so the signal comes first. It must end as the loss
    does. And the same signal with the display alive must still crash (status -11): the handler hands
    it on. (SWIFT_BACKTRACE=enable=no: a debug build's backtracer can hang for a minute after the
    crash, hardening_restart.py.)"""
    quiet = {"SWIFT_BACKTRACE": "enable=no"}

    def kill_then_crash(own, app):
        os.kill(app.proc.pid, signal.SIGSTOP)
        own.proc.kill()
        own.proc.wait()
        os.kill(app.proc.pid, signal.SIGSEGV)
        since = time.monotonic()
        os.kill(app.proc.pid, signal.SIGCONT)
        return since

    _x_server_lost_under(binary, deck, os.path.join(tmp, "crash-after-lost.jsonl"), "crash after the X server is gone",
                         r, kill_then_crash, extra_env=quiet)

    label = "SIGSEGV with the display alive"
    with XSession() as alive:
        app = base.App(alive, binary, deck, None, extra_env=quiet)
        os.kill(app.proc.pid, signal.SIGSEGV)
        status = app.wait(timeout=10)
        stderr = app.proc.stderr.read()
    r.check(status == -signal.SIGSEGV and MESSAGE not in stderr,
            f"{label}: still a crash (status -11), not reported as a lost display",
            f"status {status}, {stderr[-200:]!r}")


def lost_wayland_compositor(x, binary, deck, tmp, r):
    """A headless sway SIGKILLed under the app running natively (SDL_VIDEODRIVER=wayland), in kiosk
    mode (which ignores the one SDL_QUIT SDL 2.26 sends): before, it ran on without a display,
    waking again and again on the dead socket, until SIGTERM. Then the same with a crash signal that
    comes before the app noticed (as `crash_after_lost_x_server`)."""
    for crash_first in (False, True):
        _lose_wayland_compositor(binary, deck, r, crash_first)


def _lose_wayland_compositor(binary, deck, r, crash_first):
    from wayland_app import start_app
    from wayland_session import WaylandSession, missing_tools
    missing = missing_tools()
    if missing:
        r.check(False, "Wayland compositor killed: tools installed (make test-deps)", ", ".join(missing))
        return
    label = "Wayland compositor killed (native kiosk" + (", then SIGSEGV)" if crash_first else ")")
    with WaylandSession() as w:
        # SWIFT_BACKTRACE=enable=no: the backtracer would take long enough for the loop to notice the loss
        # first, and the check would pass without the handler it is about.
        proc, _ = start_app(w, binary, deck, log="lost.jsonl", args=("--loop", "--kiosk"),
                            extra_env={"SWIFT_BACKTRACE": "enable=no"})
        log = w.log_path("lost.jsonl")
        for _ in range(3):
            w.input.key("Right")
            time.sleep(0.1)  # input pacing
        swiped = _wait_lines(log, 3)
        if crash_first:
            os.kill(proc.pid, signal.SIGSTOP)
            w.proc.kill()
            w.proc.wait()
            os.kill(proc.pid, signal.SIGSEGV)
            since = time.monotonic()
            os.kill(proc.pid, signal.SIGCONT)
        else:
            w.input.key("Right")
            since = time.monotonic()
            w.proc.kill()
        status, elapsed = _exit_after(proc, since)
        stderr = proc.stderr.read()
        r.check(swiped == 3, f"{label}: three swipes logged before the kill", f"{swiped} lines")
        _check_loss(r, label, status, elapsed, stderr, log, 3)
        try:
            w.input.close()
        except Exception:
            pass
        w.input = None


def no_x_server_no_wayland(x, binary, deck, tmp, r):
    """DISPLAY names an X server that is not there and Wayland cannot connect (no XDG_RUNTIME_DIR): the app
    tries four times and exits 1 with its own message only, not libwayland's XDG_RUNTIME_DIR error (SDL
    tried Wayland on each failed X11 start; a refused X connection under Xvfb printed it mid-run)."""
    env = {k: v for k, v in x.env.items() if k not in ("XDG_RUNTIME_DIR", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env["DISPLAY"] = ":217"  # no server there
    p = subprocess.run([binary, deck], env=env, capture_output=True, text=True, timeout=60)
    r.check(p.returncode == 1 and "cannot start the display" in p.stderr,
            "display: an X server that is not there ends the app with status 1 and its message",
            f"status {p.returncode}: {p.stderr[-300:]!r}")
    r.check("XDG_RUNTIME_DIR" not in p.stderr, "display: ... and no line of libwayland's (Wayland was not possible)",
            repr(p.stderr[-300:]))


SCENARIOS = (lost_x_server, crash_after_lost_x_server, lost_wayland_compositor, no_x_server_no_wayland)
