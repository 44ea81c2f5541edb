"""The faults scenario's clock and record: events at set times, log rotation as logrotate does it,
and a sampler that notes every second how many lines each kiosk's logs hold and how many rows the
table holds for it, so that each fault can be judged on its own afterwards (did the sender catch up
after it, and how fast), rather than only the end state."""
import os
import threading
import time

from fleet_common import is_decision


class Clock:
    """Seconds since the scenario began; `at(t)` sleeps until then; `note` prints and keeps events."""

    def __init__(self):
        self.t0 = time.time()
        self.events = {}

    def now(self):
        return time.time() - self.t0

    def at(self, t, gap=2.0):
        """Sleeps until `t` s, or `gap` s from now when a slow step (a loaded machine) ran past `t`:
        faults keep their spacing instead of piling up."""
        time.sleep(max(gap if self.now() > t - gap else 0.0, self.t0 + t - time.time()))

    def note(self, name, text):
        self.events[name] = self.now()
        print(f"#   t={self.now():5.1f} s  {text}", flush=True)


def rotate(log, depth):
    """logrotate's renames (no compression yet): LOG.n -> LOG.n+1 for n = depth..1, then LOG -> LOG.1."""
    for n in range(depth, 0, -1):
        if os.path.exists(f"{log}.{n}"):
            os.rename(f"{log}.{n}", f"{log}.{n + 1}")
    os.rename(log, f"{log}.1")


def log_files(log):
    """The rotated files and the log, oldest first (the order `report` must read them in: the last
    line for a card decides)."""
    return [f"{log}.{n}" for n in range(8, 0, -1) if os.path.exists(f"{log}.{n}")] + [log]


class Sampler(threading.Thread):
    """Every `period` s: (t, {kiosk: decision lines in its logs}, {kiosk: rows} or None when the
    server cannot be asked)."""

    def __init__(self, clock, pg, db, logs, period=1.0):
        super().__init__(daemon=True)
        self.clock, self.pg, self.db, self.logs, self.period = clock, pg, db, logs, period
        self.samples = []
        self.halt = threading.Event()
        self.counter = LineCounter()

    def run(self):
        while not self.halt.is_set():
            self.sample()
            self.halt.wait(self.period)

    def sample(self):
        t = self.clock.now()
        lines = {k: self.counter.count(log_files(log)) for k, log in self.logs.items()}
        try:
            out = self.pg.psql("SELECT kiosk, count(*) FROM swipedeck.decisions GROUP BY kiosk", db=self.db)
            rows = {k: 0 for k in self.logs}
            rows.update({k: int(n) for k, n in (x.split("|") for x in out.split())})
        except Exception:       # the server is down: no sample of rows
            rows = None
        self.samples.append((t, lines, rows))

    def stop(self):
        self.halt.set()
        self.join()

    def lines_at(self, kiosk, t):
        """The kiosk's log lines at the first sample at or after t."""
        for st, lines, _ in self.samples:
            if st >= t:
                return lines[kiosk]
        return self.samples[-1][1][kiosk]

    def rows_at(self, kiosk, t):
        """The kiosk's rows at the last sample (with rows) at or before t."""
        found = 0
        for st, _, rows in self.samples:
            if st > t:
                break
            if rows is not None:
                found = rows[kiosk]
        return found

    def catch_up(self, kiosk, since):
        """Seconds after `since` until the table held every line the kiosk's logs held at `since`
        (None if it never did), and (lines wanted, rows at the end)."""
        want = self.lines_at(kiosk, since)
        last = 0
        for st, _, rows in self.samples:
            if st >= since and rows is not None:
                last = rows[kiosk]
                if last >= want:
                    return max(0.0, st - since), (want, last)
        return None, (want, last)

    def progress(self, kiosk, start, end):
        """Rows stored for the kiosk between two times (from the samples)."""
        return self.rows_at(kiosk, end) - self.rows_at(kiosk, start)


class LineCounter:
    """Counts the decision lines of growing, rotated logs by reading only what each file gained since
    the last count (`decision_lines` reads every file whole: at thousands of lines per kiosk a sample
    took longer than its period). A file is known by its inode, so a rename (rotation) keeps its count;
    a file that shrank (truncated, or a new file on a reused inode) is read again from its start."""

    def __init__(self):
        self.files = {}  # (st_dev, st_ino) -> [offset of the first unread byte, decision lines before it]

    def count(self, paths):
        """Decision lines (complete JSON lines with card, index and decision) in `paths` now."""
        total = 0
        for path in paths:
            try:
                with open(path, "rb") as f:
                    st = os.fstat(f.fileno())
                    state = self.files.setdefault((st.st_dev, st.st_ino), [0, 0])
                    if st.st_size < state[0]:
                        state[:] = [0, 0]
                    f.seek(state[0])
                    data = f.read()
            except FileNotFoundError:  # rotated away between the listing and the open
                continue
            complete = data[:data.rfind(b"\n") + 1]
            state[0] += len(complete)
            state[1] += sum(1 for line in complete.split(b"\n") if is_decision(line))
            total += state[1]
        return total


def name_of(proc):
    """The process's name (/proc/PID/comm), "" once it is gone."""
    try:
        with open(f"/proc/{proc.pid}/comm") as f:
            return f.read().strip()
    except OSError:
        return ""


def backlog_lines(stderr):
    """The sender's lines that give a backlog of some lines."""
    return [x for x in stderr.splitlines() if "backlog" in x and any(c.isdigit() for c in x.split("backlog")[1])]
