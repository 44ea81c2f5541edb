"""Start-up as a user sees it: time from exec to the first frame showing the deck, then memory and idle CPU.

The first frame is found from outside, by polling the X display's middle row every ~2 ms for the first
card's colour; "settled" is the last time that row changed within the settle window (pictures painted).
"""
import subprocess
import tempfile
import time

import procstats
import xscreen

POLL_SECONDS = 0.002
MIN_CARD_PIXELS = 40          # of the 1280 pixels in the middle row
SETTLE_SECONDS = 2.0
TIMEOUT_SECONDS = 30.0


def measure(subject, x, screen, idle_seconds):
    """One run of `subject` on XSession `x`, watched through `screen` (an `xscreen.Screen` kept open for
    the whole benchmark: Xvfb resets itself when its last client leaves). Returns a dict of first_ms,
    settled_ms, pss_mib, idle_cpu_pct."""
    y, width = x.height // 2, x.width
    blank = screen.row(y, 0, width)
    scratch = tempfile.TemporaryDirectory() if subject.fresh_dir else None
    command = [a.replace("{dir}", scratch.name) if scratch else a for a in subject.command]
    env = dict(x.env, **subject.env)
    start = time.perf_counter()
    proc = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        first = None
        while first is None:
            row = screen.row(y, 0, width)
            if sum(1 for p in row if xscreen.near(p, subject.colour)) >= MIN_CARD_PIXELS:
                first = time.perf_counter() - start
            elif time.perf_counter() - start > TIMEOUT_SECONDS or proc.poll() is not None:
                raise RuntimeError(f"{subject.name}: no card on screen after {time.perf_counter() - start:.1f} s")
            else:
                time.sleep(POLL_SECONDS)
        settled, last = first, row
        until = time.perf_counter() + SETTLE_SECONDS
        while time.perf_counter() < until:
            row = screen.row(y, 0, width)
            if row != last:
                settled, last = time.perf_counter() - start, row
            time.sleep(POLL_SECONDS * 5)
        pss = procstats.pss_kib(proc.pid) / 1024
        cpu0, t0 = procstats.cpu_seconds(proc.pid), time.perf_counter()
        time.sleep(idle_seconds)
        idle = (procstats.cpu_seconds(proc.pid) - cpu0) / (time.perf_counter() - t0) * 100
        return {"first_ms": first * 1000, "settled_ms": settled * 1000, "pss_mib": pss, "idle_cpu_pct": idle}
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        if scratch:
            scratch.cleanup()
        wait_for_blank(screen, y, width, blank)


def wait_for_blank(screen, y, width, blank, timeout=5.0):
    """Waits until the middle row is back to what it was before the run (the window is gone)."""
    deadline = time.time() + timeout
    while time.time() < deadline and screen.row(y, 0, width) != blank:
        time.sleep(0.02)
