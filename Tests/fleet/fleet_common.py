"""Helpers shared by the fleet's end-to-end scenarios: kiosks (the real app replaying
generated key presses under SDL's dummy video driver), `swipedeck sync` runs and followers, and the
comparison of what the logs hold with what the table holds."""
import collections
import hashlib
import json
import os
import random
import signal
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
ROLES_SQL = os.path.join(ROOT, "dist", "fleet-roles.sql")
sys.path.insert(0, os.path.join(ROOT, "Tests", "e2e"))
from hardening_fleet import BACKSPACE, LEFT, RIGHT, write_recording as write_recording_for  # noqa: E402
from results import Results  # noqa: E402,F401
from run_e2e import make_deck  # noqa: E402,F401


def presses(seconds, rate, seed, start=0.5):
    """Key presses for `seconds` at `rate` a second from `start`: right and left swipes, one undo in
    about eight (never two undos in a row)."""
    rng = random.Random(seed)
    out, t, last = [], start, None
    while t < start + seconds:
        key = rng.choices([RIGHT, LEFT, BACKSPACE], weights=[45, 43, 12])[0]
        if key == BACKSPACE and last == BACKSPACE:
            key = RIGHT
        out.append((round(t, 3), key))
        last, t = key, t + 1 / rate
    return out


# The kiosks' window (width, height): three apps animating without a pause on two cores, each drawing
# with SDL's software renderer (the dummy video driver). At 800x600 a frame took 20 ms, so each app
# took a whole core, and the senders (SCHED_IDLE: only the CPU the apps leave) got none: a restarted
# sender stored nothing for 10-20 s. A real kiosk is one app on its machine; at 400x300 the three
# take about a third of a core each, as one kiosk leaves most of its machine free.
KIOSK_WINDOW = (400, 300)


def write_recording(path, presses):
    """A recording of `presses` (time, key) made in a KIOSK_WINDOW window."""
    write_recording_for(path, presses, KIOSK_WINDOW)


def kiosk_env(extra=None):
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **(extra or {}))


def start_kiosk(binary, deck, recording, log, name, stderr_path, env=None):
    """The app replaying `recording` (made for KIOSK_WINDOW) on a looping deck into `log` as kiosk
    `name`, with `env` (a dict) added to its environment; a Popen."""
    err = open(stderr_path, "a")
    cmd = [binary, deck, "--window", "x".join(map(str, KIOSK_WINDOW)), "--loop", "--replay", recording, "--replay-exit", "--log", log,
           "--kiosk-name", name]
    proc = subprocess.Popen(cmd, env=kiosk_env(env), stdout=subprocess.DEVNULL, stderr=err)
    err.close()
    return proc


def sync(binary, logs, url, *args, env=None, timeout=120, wrap=()):
    """`swipedeck sync LOGS --database URL ARGS` run to its end; the CompletedProcess."""
    cmd = [*wrap, binary, "sync", *logs, "--database", url, *args]
    return subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=timeout)


def report(binary, *args, timeout=120):
    return subprocess.run([binary, "report", *args], capture_output=True, text=True, timeout=timeout)


def password_file(folder, name, password, mode=0o600):
    path = os.path.join(folder, name)
    with open(path, "w") as f:
        f.write(password + "\n")
    os.chmod(path, mode)
    return path


class Sender:
    """A following `swipedeck sync` (no --once), restartable; its stderr gathered in one file."""

    def __init__(self, binary, logs, url, args=(), env=None, wrap=(), stderr_path=None):
        self.cmd = [*wrap, binary, "sync", *logs, "--database", url, *args]
        self.env = env
        self.stderr_path = stderr_path
        self.proc = None
        self.kills = 0
        self.exits = []              # exit statuses seen (other than our SIGKILLs)

    def start(self):
        with open(self.stderr_path, "a") as err:
            self.proc = subprocess.Popen(self.cmd, env=self.env, stdout=subprocess.DEVNULL, stderr=err)
        return self

    def alive(self):
        return self.proc is not None and self.proc.poll() is None

    def kill(self, restart=True):
        """SIGKILL now (a crash at a random moment), then start again."""
        if self.alive():
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait()
            self.kills += 1
        elif self.proc is not None:
            self.exits.append(self.proc.returncode)
        if restart:
            self.start()

    def signal(self, sig):
        if self.alive():
            self.proc.send_signal(sig)

    def stop(self, timeout=20):
        """SIGTERM and wait; the exit status (None if it had to be killed)."""
        if self.proc is None:
            return None
        if self.proc.poll() is not None:
            return self.proc.returncode
        self.proc.terminate()
        try:
            return self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
            return None

    def stderr(self):
        try:
            with open(self.stderr_path, errors="replace") as f:
                return f.read()
        except OSError:
            return ""


def complete_lines(*paths):
    """The lines of the files that end with a newline (a torn last line is not one), as str."""
    lines = []
    for path in paths:
        if not os.path.exists(path):
            continue
        with open(path, "rb") as f:
            data = f.read()
        lines.extend(part.decode("utf-8", "replace") for part in data.split(b"\n")[:-1] if part)
    return lines


def decision_lines(*paths):
    """The complete lines that are decisions (JSON objects with card, index, decision)."""
    return [line for line in complete_lines(*paths) if is_decision(line)]


def is_decision(line):
    """Whether a log line (str, or bytes read as UTF-8) is a decision: a JSON object with card, index
    and decision."""
    try:
        obj = json.loads(line.decode("utf-8", "replace") if isinstance(line, bytes) else line)
    except ValueError:
        return False
    return isinstance(obj, dict) and {"card", "index", "decision"} <= obj.keys()


def stored_rows(pg, db):
    """The table's rows as dicts (kiosk, session, seq, card, card_index, decision, ms, time_text, sha)."""
    out = pg.psql("SELECT row_to_json(r) FROM (SELECT kiosk, session, seq, card, card_index, decision, ms, time_text,"
                  " encode(line_sha256, 'hex') AS sha FROM swipedeck.decisions) r", db=db)
    return [json.loads(line) for line in out.splitlines() if line.strip()]


def row_count(pg, db, where="true"):
    return int(pg.psql(f"SELECT count(*) FROM swipedeck.decisions WHERE {where}", db=db).strip() or 0)


def _key(obj, default_kiosk):
    return (obj.get("kiosk") or default_kiosk, obj.get("session"), obj.get("seq"), obj["card"], obj["index"],
            obj["decision"], obj.get("ms"), obj["time"])


def compare(rows, lines, default_kiosk=None):
    """Whether the rows are exactly the lines, each once: (ok, summary). Compares the multisets of
    (kiosk, SHA-256 of the line) (the line's bytes with or without its newline, whichever the
    table uses) and of the columns read from the line."""
    stored = collections.Counter((r["kiosk"], r["sha"]) for r in rows)
    parsed = [json.loads(line) for line in lines]
    plain = collections.Counter((o.get("kiosk") or default_kiosk, hashlib.sha256(line.encode()).hexdigest())
                                for o, line in zip(parsed, lines))
    newline = collections.Counter((o.get("kiosk") or default_kiosk, hashlib.sha256((line + "\n").encode()).hexdigest())
                                  for o, line in zip(parsed, lines))
    want = plain if len(stored & plain) >= len(stored & newline) else newline
    got_cols = collections.Counter((r["kiosk"], r["session"], r["seq"], r["card"], r["card_index"], r["decision"],
                                    r["ms"], r["time_text"]) for r in rows)
    want_cols = collections.Counter(_key(o, default_kiosk) for o in parsed)
    missing, extra = want - stored, stored - want
    twice = sum(n - 1 for n in stored.values() if n > 1)
    cols_ok = got_cols == want_cols
    per_kiosk = collections.Counter(k for k, _ in want.elements())
    per_kiosk_got = collections.Counter(k for k, _ in stored.elements())
    summary = (f"lines {sum(want.values())} rows {len(rows)} missing {sum(missing.values())} "
               f"extra {sum(extra.values())} twice {twice} columns {'equal' if cols_ok else 'DIFFER'}; "
               f"per kiosk want {dict(per_kiosk)} got {dict(per_kiosk_got)}")
    if not cols_ok:
        summary += f"; column rows missing {list((want_cols - got_cols).elements())[:3]}" \
                   f" extra {list((got_cols - want_cols).elements())[:3]}"
    return not missing and not extra and not twice and cols_ok, summary


def fingerprint(path):
    """(size, mtime_ns, SHA-256) of a file: what a reader must not change."""
    st = os.stat(path)
    with open(path, "rb") as f:
        return st.st_size, st.st_mtime_ns, hashlib.sha256(f.read()).hexdigest()


def wait_until(predicate, timeout, step=0.5):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if predicate():
            return True
        time.sleep(step)
    return predicate()


def one_line(text):
    """Whether `text` is exactly one non-empty line."""
    lines = text.strip("\n").split("\n")
    return len(lines) == 1 and lines[0].strip() != ""
