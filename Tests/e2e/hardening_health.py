"""End-to-end checks of how the kiosk tells systemd and a fleet's monitoring how it is (issue 28; imported
by run_e2e.py): the test owns a real AF_UNIX datagram socket as NOTIFY_SOCKET and sets WATCHDOG_USEC;
READY=1 comes after the first frame, WATCHDOG=1 pings keep coming while a kiosk idles, STATUS= lines follow
the cards; a stopped process (SIGSTOP) and a renderer stall (SWIPEDECK_TEST_STALL_AFTER_FRAMES) send no
ping for WatchdogSec; the --metrics file, after swipes by xdotool, read by Prometheus' own parser, matches
the decision log; an unwritable metrics path exits 2, a NOTIFY_SOCKET pointing nowhere warns once."""
import json
import os
import signal
import shutil
import socket
import sys
import tempfile
import time

import run_e2e as base
import waits

try:
    from prometheus_client.parser import text_string_to_metric_families
except ImportError:  # a python3 outside Debian's (pyenv, venv) does not see apt's python3-prometheus-client
    sys.path.append("/usr/lib/python3/dist-packages")
    from prometheus_client.parser import text_string_to_metric_families

WATCHDOG_SEC = 2.0  # the test's WatchdogSec: pings every 1 s


class NotifySocket:
    """The test's stand-in for systemd's notification socket: a bound datagram socket at `path`."""

    def __init__(self, path):
        self.path = path
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        self.sock.bind(path)
        self.received = []  # (time received, text)

    def drain(self, seconds):
        """Receives for `seconds`; returns what came in that time."""
        got = []
        deadline = time.time() + seconds
        while True:
            left = deadline - time.time()
            if left <= 0:
                break
            self.sock.settimeout(left)
            try:
                got.append((time.time(), self.sock.recv(4096).decode()))
            except socket.timeout:
                break
        self.received += got
        return got

    def wait_for(self, predicate, seconds):
        """Receives until a message satisfies `predicate` (returned with its time) or `seconds` pass."""
        deadline = time.time() + seconds
        while time.time() < deadline:
            for when, text in self.drain(min(0.2, max(0.01, deadline - time.time()))):
                if predicate(text):
                    return when, text
        return None

    def close(self):
        self.sock.close()


def pings(messages):
    return [when for when, text in messages if "WATCHDOG=1" in text.split("\n")]


def statuses(messages):
    return [line[7:] for _, text in messages for line in text.split("\n") if line.startswith("STATUS=")]


def start_kiosk(x, binary, deck, tmp, name, extra_env=None, args=()):
    sock = NotifySocket(os.path.join(tmp, name + ".notify"))
    env = {"NOTIFY_SOCKET": sock.path, "WATCHDOG_USEC": str(int(WATCHDOG_SEC * 1_000_000)),
           "XDG_STATE_HOME": os.path.join(tmp, name + "-state"), **(extra_env or {})}
    app = base.App(x, binary, deck, os.path.join(tmp, name + ".jsonl"), extra_env=env,
                   args=("--kiosk", "--idle-reset", "600", *args))
    return app, sock


def health_notify(x, binary, deck, tmp, r):
    """READY=1 once the deck shows, pings while idle, STATUS= after a decision, none while SIGSTOPped."""
    app, sock = start_kiosk(x, binary, deck, tmp, "notify")
    try:
        ready = sock.wait_for(lambda t: "READY=1" in t.split("\n"), 10)
        shot = x.screenshot(os.path.join(tmp, "notify-ready.png"))
        # The kiosk window covers the screen: the card's colour is in the middle of the screen.
        middle = x.pixels(shot, [(x.width // 2, x.height // 2)])[0]
        r.check(ready is not None and all(abs(a - b) <= 40 for a, b in zip(middle, base.hex_rgb(base.COLOURS[0]))),
                "health: READY=1 comes once the first frame shows the deck", (ready, middle))
        r.check(ready is not None and "STATUS=card 1 of 5, session " in ready[1] and "no decision yet" in ready[1],
                "health: READY=1 carries a status: card 1 of 5, the session, no decision yet", ready)
        idle = sock.drain(5.0)
        times = pings(idle)
        gaps = [b - a for a, b in zip(times, times[1:])]
        r.check(len(times) >= 4 and max(gaps, default=99) < WATCHDOG_SEC,
                "health: an idle kiosk pings the watchdog every WatchdogSec/2 (it draws nothing)", (times, gaps))
        x.key("Right")
        status = sock.wait_for(lambda t: "card 2 of 5" in t, 3)
        r.check(status is not None and "last decision 0 s ago" in status[1],
                "health: a decision gives a new STATUS= line (card 2 of 5, last decision 0 s ago)", status)
        sock.drain(0.3)
        app.proc.send_signal(signal.SIGSTOP)
        stopped = sock.drain(WATCHDOG_SEC + 0.5)
        r.check(stopped == [], "health: a stopped process (SIGSTOP, a loop stuck) sends no ping for WatchdogSec",
                stopped)
        app.proc.send_signal(signal.SIGCONT)
        again = sock.wait_for(lambda t: "WATCHDOG=1" in t.split("\n"), 3)
        r.check(again is not None, "health: pings resume after SIGCONT", again)
        app.proc.send_signal(signal.SIGTERM)
        status = app.wait()
        stopping = [t for _, t in sock.drain(0.5) if "STOPPING=1" in t]
        r.check(status == 0 and stopping, "health: SIGTERM ends the kiosk with 0 after STOPPING=1", (status, stopping))
    finally:
        if app.proc.poll() is None:
            app.proc.kill()
        sock.close()


def available(stream):
    """What `stream` (a pipe from a process that may still run) holds now, without waiting for more."""
    os.set_blocking(stream.fileno(), False)
    try:
        return os.read(stream.fileno(), 65536).decode(errors="replace")
    except BlockingIOError:
        return ""


def health_stall(x, binary, deck, tmp, r):
    """A renderer stuck inside a frame (SWIPEDECK_TEST_STALL_AFTER_FRAMES) stops the pings while the
    process lives on."""
    app, sock = start_kiosk(x, binary, deck, tmp, "stall", extra_env={"SWIPEDECK_TEST_STALL_AFTER_FRAMES": "40"})
    try:
        ready = sock.wait_for(lambda t: "READY=1" in t.split("\n"), 10)
        before = pings(sock.drain(2.5))
        r.check(ready is not None and len(before) >= 2, "health stall: READY=1 and pings before the stall", before)
        err = []  # the app's stderr so far
        has_stalled = lambda: err.append(available(app.proc.stderr)) or "renderer stall" in "".join(err)  # noqa: E731
        for key in ("Right", "Left", "Right"):  # fly-offs: frames until the stall
            if has_stalled():
                break
            shown = waits.look(x, app.origin)
            x.key(key)
            waits.wait_still(x, app.origin, unlike=shown)  # flown off, or stuck on the way by the stall
        base.wait_for(has_stalled, waits.BOUND)
        sock.drain(0.5)  # a ping sent just before the stall may still be on its way
        during = pings(sock.drain(WATCHDOG_SEC + 1))
        alive = app.proc.poll() is None
        stalled = has_stalled()
        r.check(alive and stalled and during == [],
                "health stall: a renderer stuck in a frame sends no ping for WatchdogSec, the process alive",
                (alive, stalled, during))
    finally:
        app.proc.kill()
        app.wait()
        sock.close()


def metric_values(path):
    """{(sample name, labels as sorted tuple): value} of the file at `path`, by prometheus_client's parser,
    and the families' types."""
    with open(path) as f:
        families = list(text_string_to_metric_families(f.read()))
    values = {(s.name, tuple(sorted(s.labels.items()))): s.value for fam in families for s in fam.samples}
    return values, {fam.name: fam.type for fam in families}


def health_metrics(x, binary, deck, tmp, r):
    """Swipes by xdotool, then the --metrics file read by Prometheus' parser matches the decision log; it
    is written again at exit."""
    log = os.path.join(tmp, "metrics.jsonl")
    textfiles = tempfile.mkdtemp(prefix="textfile_collector")  # not in the deck's folder (watched: refused)
    path = os.path.join(textfiles, "swipedeck.prom")
    app = base.App(x, binary, deck, log, args=("--metrics", path))
    for n, to in enumerate((1.3, 1.3, -0.3), start=1):  # right, right, left
        x.drag(app.at(0.5, 0.3), app.at(to, 0.3), steps=25)
        waits.wait_rest(x, None, app.origin, base.COLOURS[n])  # decided: the next card at rest
    x.key("Right")
    base.wait_for(lambda: len(base.read_log(log)) == 4, 3)
    decided = [json.loads(line)["decision"] for line in base.read_log(log)]

    def read():
        try:
            return metric_values(path)
        except Exception as e:  # noqa: BLE001  (a failing parse is the check's failure)
            return {"error": repr(e)}, {}

    settled = base.wait_for(lambda: read()[0].get(("swipedeck_decisions_total", (("direction", "right"),))) == 3, 6)
    values, types = read()
    right = values.get(("swipedeck_decisions_total", (("direction", "right"),)))
    left = values.get(("swipedeck_decisions_total", (("direction", "left"),)))
    r.check(settled and decided == ["right", "right", "left", "right"] and right == decided.count("right")
            and left == decided.count("left"),
            "metrics: swipedeck_decisions_total by direction matches the decision log", (decided, right, left))
    r.check(values.get(("swipedeck_session_decided_cards", ())) == 4 and values.get(("swipedeck_deck_cards", ())) == 5
            and values.get(("swipedeck_sessions_started_total", ())) == 1
            and values.get(("swipedeck_deck_reloads_total", ())) == 0,
            "metrics: cards in the deck, decided in the session, sessions started, no reload", values)
    frames = values.get(("swipedeck_frames_presented_total", ()), 0)
    last = values.get(("swipedeck_last_frame_timestamp_seconds", ()), 0)
    r.check(frames > 10 and abs(time.time() - last) < 30 and types.get("swipedeck_frames_presented") == "counter",
            "metrics: frames presented (a counter) and the last frame's Unix time", (frames, last, types))
    before = os.stat(path).st_ino
    app.proc.send_signal(signal.SIGTERM)
    status = app.wait()
    final, _ = read()
    r.check(status == 0 and os.stat(path).st_ino != before and final.get(("swipedeck_uptime_seconds", ()), 0) > 1
            and os.listdir(textfiles) == ["swipedeck.prom"],
            "metrics: written again at exit by rename, no temporary file left", (status, final))
    shutil.rmtree(textfiles, ignore_errors=True)


def health_bad_input(x, binary, deck, tmp, r):
    """An unwritable --metrics path exits 2 with a message; a NOTIFY_SOCKET pointing nowhere gives one warning
    and the app runs on."""
    for bad in (os.path.join(tmp, "missing-folder", "m.prom"), tmp, os.path.join(tmp, "in-the-deck.prom")):
        run = base.subprocess.run([binary, deck, "--metrics", bad], env=x.env, capture_output=True, text=True,
                                  timeout=20)
        r.check(run.returncode == 2 and "error: --metrics: " in run.stderr and bad in run.stderr,
                f"metrics: an unwritable path or one in the watched deck folder ({os.path.basename(bad)}) exits 2"
                " with a message",
                (run.returncode, run.stderr))
    env = {"NOTIFY_SOCKET": os.path.join(tmp, "nobody-listens"), "WATCHDOG_USEC": "2000000"}
    app = base.App(x, binary, deck, None, extra_env=env, args=("--kiosk", "--idle-reset", "600"))
    time.sleep(3)  # a negative check's window: 3 pings (one a second) that must warn no more than once
    alive = app.proc.poll() is None
    app.proc.send_signal(signal.SIGTERM)
    status = app.wait()
    err = app.proc.stderr.read()
    warnings = [line for line in err.splitlines() if "cannot notify" in line]
    r.check(alive and status == 0 and len(warnings) == 1,
            "health: NOTIFY_SOCKET pointing nowhere gives one warning and the kiosk runs on", (alive, status, err))


SCENARIOS = [health_notify, health_stall, health_metrics, health_bad_input]
