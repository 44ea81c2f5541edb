"""End-to-end scenarios of writing the decision log (issue 10, items 9, 10 and 14): disk full in
mid-line, two options naming one file, logs that cannot be written. Reopening it (deleted, renamed,
SIGHUP) is in hardening_log_reopen.py; reading it back (resume, start-up cost, report) in
hardening_log_reading.py."""
import json
import os
import signal
import subprocess
import tempfile

import run_e2e as base
from waits import look, wait_still


def line(card, index, decision, session="s1"):
    return json.dumps({"time": "2026-11-22T10:15:30.123Z", "card": card, "index": index, "decision": decision,
                       "session": session}) + "\n"


class LoggedApp:
    """The app on `deck`, its stderr in a file read while it runs (base.App pipes it: readable only at exit)."""

    def __init__(self, x, binary, deck, tmp, name, args=(), env=None):
        self.err_path = os.path.join(tmp, f"{name}.stderr")
        self.err = open(self.err_path, "w")
        cmd = [binary, deck, "--window", f"{base.WINDOW[0]}x{base.WINDOW[1]}", *args]
        self.proc = subprocess.Popen(cmd, env=dict(x.env, **(env or {})), stdout=subprocess.DEVNULL, stderr=self.err)
        self.wid, geom = x.find_window(proc=self.proc)
        self.origin = geom[:2]
        wait_still(x, self.origin, drawn=True)  # its first frames drawn

    def stderr(self):
        with open(self.err_path) as f:
            return f.read()

    def swipe(self, x, key="Right"):
        """Presses `key` and waits until the window shows the change and is still (the log may be
        unwritable, so its lines are no sign)."""
        before = look(x, self.origin)
        x.key(key)
        wait_still(x, self.origin, unlike=before)

    def stop(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        try:
            return self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return None
        finally:
            self.err.close()


def run_briefly(x, cmd, env=None, timeout=8):
    """(exit status or None when it was still running after `timeout` s and was killed, stderr)."""
    proc = subprocess.Popen(cmd, env=dict(x.env, **(env or {})), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            text=True)
    try:
        _, err = proc.communicate(timeout=timeout)
        return proc.returncode, err
    except subprocess.TimeoutExpired:
        proc.kill()
        _, err = proc.communicate()
        return None, err


def cards_of(path):
    out = []
    for text in base.read_log(path):
        try:
            out.append(json.loads(text))
        except ValueError:
            out.append(None)
    return out


# --- item 10: two options naming one file ----------------------------------------------------------
def log_same_file(x, binary, deck, tmp, r):
    """--record or --frame-stats naming the decision log by another path (or the kiosk's default log)
    is refused with exit 2 before anything is opened; the log keeps its lines."""
    folder = os.path.join(tmp, "same")
    os.makedirs(os.path.join(folder, "state", "swipedeck"), exist_ok=True)
    log = os.path.join(folder, "log.jsonl")
    kept = line("c0", 0, "right")
    cases = [
        ("--record ./log.jsonl beside --log log.jsonl", ["--log", "log.jsonl", "--record", "./log.jsonl"], log, {}),
        ("--frame-stats through a hard link to the log", ["--log", "log.jsonl", "--frame-stats", "link.jsonl"], log, {}),
        ("kiosk --frame-stats naming the default kiosk log",
         ["--kiosk", "--frame-stats", os.path.join(folder, "state", "swipedeck", "decisions.jsonl")],
         os.path.join(folder, "state", "swipedeck", "decisions.jsonl"), {"XDG_STATE_HOME": os.path.join(folder, "state")}),
    ]
    for what, args, path, env in cases:
        with open(path, "w") as f:
            f.write(kept)
        link = os.path.join(folder, "link.jsonl")
        if os.path.exists(link):
            os.remove(link)
        os.link(log, link)
        proc = subprocess.Popen([os.path.abspath(binary), deck, *args], cwd=folder, env=dict(x.env, **env), stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE, text=True)
        try:
            _, err = proc.communicate(timeout=8)
            code = proc.returncode
        except subprocess.TimeoutExpired:
            proc.send_signal(signal.SIGTERM)
            _, err = proc.communicate()
            code = None
        with open(path) as f:
            content = f.read()
        r.check(code == 2 and "same file" in err and err.count("\n") == 1 and content == kept,
                f"same file: {what} exits 2 with one line and the log keeps its line", (code, err, content))


# --- item 14: logs that cannot be written ----------------------------------------------------------
def log_unusable(x, binary, deck, tmp, r):
    """--log on /dev/full, a directory or a FIFO, and an unwritable kiosk state folder: one line naming
    the path and the reason, exit 2, at once (a FIFO never blocks start-up)."""
    folder = os.path.join(tmp, "unusable")
    os.makedirs(folder, exist_ok=True)
    fifo = os.path.join(folder, "fifo")
    if not os.path.exists(fifo):
        os.mkfifo(fifo)
    blocker = os.path.join(folder, "not-a-folder")
    with open(blocker, "w") as f:
        f.write("x")
    cases = [
        ("/dev/full", ["--log", "/dev/full"], {}, "/dev/full", "No space left on device"),
        ("a directory", ["--log", folder], {}, folder, "Is a directory"),
        ("a FIFO", ["--log", fifo], {}, fifo, "FIFO"),
        ("an unwritable state folder", ["--kiosk"], {"XDG_STATE_HOME": blocker}, blocker, "Not a directory"),
    ]
    for what, args, env, path, reason in cases:
        code, err = run_briefly(x, [binary, deck, *args], env)
        lines = err.splitlines()
        r.check(code == 2 and len(lines) == 1 and lines[0].startswith("swipedeck: error: ") and path in lines[0]
                and reason in lines[0], f"log on {what}: exit 2, one line with the path and '{reason}'", (code, err[:400]))


def log_write_only(x, binary, deck, tmp, r):
    """Run as nobody (needs root and setpriv): a write-only log (0200) starts, --resume on it says it
    cannot read it; a state folder that cannot be created is one line with the reason. `--display 99`
    ends each run with status 2 right after the log was opened (the display check comes after it)."""
    if os.geteuid() != 0 or subprocess.run(["which", "setpriv"], capture_output=True).returncode != 0:
        print("SKIP log_write_only: needs root and setpriv to run as another user")
        return
    folder = tempfile.mkdtemp(prefix="swipedeck-wo-")
    try:
        os.chmod(folder, 0o777)
        for name in os.listdir(os.path.dirname(deck)):  # the deck, where nobody can read it
            if name.endswith(".png") or name == os.path.basename(deck):
                subprocess.run(["cp", os.path.join(os.path.dirname(deck), name), folder], check=True)
        deck = os.path.join(folder, os.path.basename(deck))
        os.chmod(deck, 0o644)
        log = os.path.join(folder, "w.jsonl")
        with open(log, "w") as f:
            f.write(line("c0", 0, "right"))
        os.chown(log, 65534, -1)
        os.chmod(log, 0o200)
        readonly = os.path.join(folder, "ro")
        os.mkdir(readonly, 0o555)
        as_nobody = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", os.path.abspath(binary), deck]
        code, err = run_briefly(x, [*as_nobody, "--log", log, "--display", "99"])
        r.check(code == 2 and err.startswith("swipedeck: error: --display 99") and err.count("\n") == 1,
                "write-only log: the app starts (only --display 99 stops it)", (code, err[:300]))
        code, err = run_briefly(x, [*as_nobody, "--log", log, "--resume", "--display", "99"])
        r.check(code == 2 and "cannot read decision log" in err and "Permission denied" in err
                and "starting a new session" in err, "write-only log with --resume: says it cannot read it, starts",
                (code, err[:300]))
        code, err = run_briefly(x, [*as_nobody, "--kiosk", "--display", "99"], {"XDG_STATE_HOME": readonly})
        r.check(code == 2 and err.count("\n") == 1 and "cannot create the state folder" in err and "Permission denied" in err,
                "unwritable state folder: exit 2, one line with the path and the reason", (code, err[:300]))
    finally:
        subprocess.run(["rm", "-rf", folder])


# --- item 9: disk full in mid-line -----------------------------------------------------------------
def log_disk_full(x, binary, deck, tmp, r):
    """On an 8 KiB tmpfs filled up, a swipe's line is cut short and a second one fails: each failure is
    warned; once space is freed the next line is whole on its own line and readable."""
    mnt = os.path.join(tmp, "full")
    os.makedirs(mnt, exist_ok=True)
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=8k", "tmpfs", mnt], capture_output=True).returncode != 0:
        print("SKIP log_disk_full: cannot mount a tmpfs here (needs root)")
        return
    try:
        log = os.path.join(mnt, "log.jsonl")
        text = ""
        n = 0
        while len(text) + len(line(f"old{n}", 0, "left", "old")) < 4096 - 40:
            text += line(f"old{n}", 0, "left", "old")
            n += 1
        with open(log, "w") as f:
            f.write(text)  # 40 bytes short of a full page: the next line is cut in the middle
        with open(os.path.join(mnt, "filler"), "wb") as f:
            try:
                f.write(b"\0" * 4096)
            except OSError:
                pass
        app = LoggedApp(x, binary, deck, tmp, "diskfull", args=("--log", log))
        app.swipe(x)
        app.swipe(x)
        os.remove(os.path.join(mnt, "filler"))
        app.swipe(x)
        err = app.stderr()
        code = app.stop()
        entries = cards_of(log)
        new = [e["card"] for e in entries if e is not None and e.get("session") != "old"]
        torn = sum(1 for e in entries if e is None)
        r.check(err.count("cannot write to decision log") == 2, "disk full: each of the two failed writes is warned", err)
        r.check(new == ["c2"] and torn == 1 and code == 0,
                "disk full: after space is freed the next line stands on its own (one torn piece, c2 readable)",
                (new, torn, code, base.read_log(log)[-3:]))
    finally:
        subprocess.run(["umount", "-l", mnt])


SCENARIOS = (log_same_file, log_unusable, log_write_only, log_disk_full)
