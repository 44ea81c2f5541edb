"""How bench/fleet.py runs and watches the sender: `swipedeck sync` as a child process with its own
state folder, its CPU time (wait4's rusage, /proc/PID/stat) and wake-ups, and the rows it stored.
"""
import glob
import os
import signal
import subprocess
import tempfile
import time

import fleet_logs
import procstats

KIOSK = fleet_logs.KIOSK


def cpu_of(pid, reaped=False):
    """utime+stime of `pid` alone, s; with `reaped`, its live tree's plus the children it reaped."""
    if not reaped:
        f = procstats._stat_fields(pid)
        return (int(f[11]) + int(f[12])) / procstats.CLOCK_TICKS
    f = procstats._stat_fields(pid)
    return procstats.cpu_seconds(pid) + (int(f[13]) + int(f[14])) / procstats.CLOCK_TICKS


def wakeups(pid):
    """{thread id: context switches so far} of `pid`'s threads (each switch is a wake-up at least)."""
    counts = {}
    for status in glob.glob(f"/proc/{pid}/task/*/status"):
        try:
            with open(status) as f:
                counts[status.split("/")[4]] = sum(int(l.split()[1]) for l in f if "ctxt_switches:" in l)
        except OSError:
            pass
    return counts


def wakeups_between(before, after):
    """Wake-ups from `before` to `after` (`wakeups`): of threads alive at the end, new ones counted whole."""
    return sum(n - before.get(tid, 0) for tid, n in after.items())


def builds(binary):
    """"swipedeck 2026-11-29 00:08 UTC, 79,750,392 bytes" for `binary` and the fleet program beside it
    (`swipedeck sync` hands its work to swipedeck-fleet there, when it is a build that has one)."""
    out = []
    for path in (binary, os.path.join(os.path.dirname(binary), "swipedeck-fleet")):
        if os.path.exists(path):
            st = os.stat(path)
            out.append(f"{os.path.basename(path)} {time.strftime('%Y-%m-%d %H:%M', time.gmtime(st.st_mtime))} UTC, "
                       f"{st.st_size:,} bytes")
    return "; ".join(out)


class Sender:
    """`swipedeck sync LOG --database URL` (with `once`, `--once`) in a fresh state folder under `work`;
    `with Sender(…) as s:` kills it if it still runs at the end."""

    def __init__(self, binary, log, url, work, name, once):
        self.state = tempfile.mkdtemp(prefix=f"{name}-state-", dir=work)
        self.stderr_path = os.path.join(work, f"{name}-sync.stderr")
        self.command = [binary, "sync", log, "--database", url, "--state-dir", self.state, "--kiosk-name", KIOSK,
                        *(["--once"] if once else [])]
        self.began = time.monotonic()
        with open(self.stderr_path, "w") as err:
            self.proc = subprocess.Popen(self.command, stdout=subprocess.DEVNULL, stderr=err)
        self.pid, self.ended = self.proc.pid, None

    def alive(self):
        """Whether it still runs; once it has ended, its exit is kept (`ended`: status, wall s, CPU s)."""
        if self.ended is None:
            pid, status, usage = os.wait4(self.pid, os.WNOHANG)
            if pid:
                self.proc.returncode = os.waitstatus_to_exitcode(status)
                self.ended = (self.proc.returncode, time.monotonic() - self.began, usage.ru_utime + usage.ru_stime)
        return self.ended is None

    def finish(self, timeout=3600):
        """Waits for the exit; returns (status, wall s, user+sys CPU s from wait4). Raises on a failure."""
        deadline = time.monotonic() + timeout
        while self.alive():
            if time.monotonic() > deadline:
                self.kill()
                raise RuntimeError(f"{' '.join(self.command)} still running after {timeout} s")
            time.sleep(0.01)
        if self.ended[0] != 0:
            raise RuntimeError(f"{' '.join(self.command)} exited {self.ended[0]}: {self.stderr()[-800:]}")
        return self.ended

    def kill(self):
        """SIGKILL if it still runs, and reap it."""
        if self.alive():
            self.proc.kill()
            while self.alive():
                time.sleep(0.01)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.kill()

    def stop(self):
        """SIGTERM (the sender stops at once, status 0), then `finish`."""
        self.proc.send_signal(signal.SIGTERM)
        return self.finish(timeout=30)

    def stderr(self):
        with open(self.stderr_path) as f:
            return f.read()


def rows(pg, db, where="true"):
    """Rows of swipedeck.decisions matching `where`; 0 while the table is not made yet."""
    try:
        return int(pg.sql(f"SELECT count(*) FROM swipedeck.decisions WHERE {where}", db)[0][0])
    except subprocess.CalledProcessError:
        return 0


def wait_rows(pg, db, count, sender, timeout, where="true"):
    deadline = time.monotonic() + timeout
    while (n := rows(pg, db, where)) < count:
        if not sender.alive() or time.monotonic() > deadline:
            raise RuntimeError(f"{n} of {count} rows after {timeout} s; sender said: {sender.stderr()[-800:]}")
        time.sleep(0.1)
