"""The sender yields to a kiosk that draws on its machine (issue 25's frames beside a drain). The app
writes the moment of its last frame to its activity file in the user's runtime folder
(`KioskActivity`: 8 bytes, nanoseconds on CLOCK_MONOTONIC, little-endian); the sender reads it before
each batch and sends one small batch every 0.25 s while a frame is less than 1.5 s old, then drains in
full again. Before the file, the sender saw a kiosk only through its CPU in /proc, and a kiosk started
after its last look for processes (every 5 s) met a drain in full flow.

A frame told by the file alone (no swipedeck process on the machine) must slow the drain, and the
real app replaying swipes must write the file and slow it too; afterwards the backlog is all stored,
each line once."""
import os
import struct
import threading
import time

from fleet_basic import line
from fleet_common import ROLES_SQL, Sender, presses, row_count, start_kiosk, wait_until, write_recording

LINES = 300_000
ACTIVITY = "swipedeck-activity"
# DrainPacer: 25 lines every 0.25 s while the kiosk draws (100 a second); 2.5 times that is allowed for
# the batch in flight when the first frame came and the timing of the samples.
BUSY_CEILING = 250
# The sender's full batch (SyncOptions.batchLines): the one in flight when the first frame comes is
# sent whole (a batch read ahead is read again, smaller), so the rates are measured once it is stored.
FULL_BATCH = 5_000


class FrameTeller:
    """Writes the activity file as a drawing app does (every 50 ms) until stopped."""

    def __init__(self, path):
        self.path, self.stopped = path, threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)

    def run(self):
        with open(self.path, "wb", buffering=0) as f:
            os.chmod(self.path, 0o600)
            while not self.stopped.is_set():
                f.seek(0)
                f.write(struct.pack("<Q", time.monotonic_ns()))
                self.stopped.wait(0.05)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.stopped.set()
        self.thread.join()


def rate_over(pg, db, seconds):
    """Rows stored a second over the next `seconds`."""
    n0, t0 = row_count(pg, db), time.monotonic()
    time.sleep(seconds)
    return (row_count(pg, db) - n0) / (time.monotonic() - t0)


def best_rate(pg, db, floor, within):
    """The first one-second rate of rows stored that reaches `floor`, trying for up to `within`
    seconds; else the best one seen. The sender runs on SCHED_IDLE: on a machine busy with other
    work (a build beside the test) it gets the CPU in bursts, and one second can be all idle."""
    best, deadline = 0.0, time.monotonic() + within
    while time.monotonic() < deadline:
        best = max(best, rate_over(pg, db, 1.0))
        if best >= floor:
            break
    return best


def in_flight_seconds(full_rate):
    """How long the batch in flight at the first frame may take to be stored: one and a half full
    batches' time at the drain's measured rate, at least 0.3 s. A fixed 0.3 s was one batch at
    17,000 lines a second, and a slower machine's batch then fell into the measured window."""
    return max(0.3, 1.5 * FULL_BATCH / max(full_rate, 1.0))


def last_frame(path):
    """The moment the activity file holds, seconds on CLOCK_MONOTONIC; None without a whole one."""
    try:
        with open(path, "rb") as f:
            raw = f.read(8)
    except OSError:
        return None
    return struct.unpack("<Q", raw)[0] / 1e9 if len(raw) == 8 else None


def yields_to_a_drawing_kiosk(ctx, r):
    """A 300,000-line drain: slowed by frames told by the activity file alone, in full again 1.5 s
    after them, slowed beside the real app replaying swipes (which writes the file), then all stored."""
    pg, db = ctx.pg, "pacing"
    pg.create_database(db)
    pg.apply_sql_file(ROLES_SQL, db)
    folder = os.path.join(ctx.tmp, "pacing")
    runtime = os.path.join(folder, "runtime")
    os.makedirs(runtime, mode=0o700)
    backlog = os.path.join(folder, "backlog.jsonl")
    with open(backlog, "w") as f:
        f.writelines(line(f"c{n % 97}", n % 97, "right" if n % 3 else "left", n, session="9ace0001")
                     for n in range(1, LINES + 1))
    env = dict(os.environ, XDG_RUNTIME_DIR=runtime)
    activity = os.path.join(runtime, ACTIVITY)
    sender = Sender(ctx.binary, [backlog], pg.url("postgres", db=db, via="socket"),
                    args=("--state-dir", os.path.join(folder, "state")), env=env,
                    stderr_path=os.path.join(folder, "sync.stderr")).start()
    try:
        wait_until(lambda: row_count(pg, db) >= 5_000, 60, step=0.1)
        full = best_rate(pg, db, 5 * BUSY_CEILING, 15)
        in_flight = in_flight_seconds(full)
        with FrameTeller(activity):
            time.sleep(in_flight)
            told = rate_over(pg, db, 2.0)
        r.check(full >= 5 * BUSY_CEILING and told <= BUSY_CEILING,
                f"pacing: frames told by the activity file alone slow the drain to small batches at once "
                f"({full:,.0f} lines/s, then {told:,.0f} from {in_flight:.1f} s after the first frame)",
                f"{full:.0f} lines/s before, {told:.0f} while the file told of frames")
        time.sleep(1.8)  # the 1.5 s hold after the last frame
        again = best_rate(pg, db, 5 * BUSY_CEILING, 15)
        r.check(again >= 5 * BUSY_CEILING,
                f"pacing: the drain goes on in full once the frames stop ({again:,.0f} lines/s)", f"{again:.0f} lines/s")

        recording = os.path.join(folder, "swipes.jsonl")
        # swipes for 9 s: longer than the wait for the batch in flight and the 2.5 s measured after it
        write_recording(recording, presses(9, 3, seed=25))
        os.remove(activity)
        kiosk = start_kiosk(ctx.binary, ctx.deck, recording, os.path.join(folder, "kiosk.jsonl"), "pacing",
                            os.path.join(folder, "kiosk.stderr"), env={"XDG_RUNTIME_DIR": runtime})
        seen = wait_until(lambda: last_frame(activity) is not None, 30, step=0.05)
        first = last_frame(activity)
        time.sleep(min(in_flight, 5.0))
        during = rate_over(pg, db, 2.5)
        later = last_frame(activity)
        kiosk.wait(timeout=120)
        r.check(seen and first is not None and later is not None and later > first and during <= BUSY_CEILING,
                f"pacing: the app writes its frames to the activity file and the drain beside it stays small "
                f"({during:,.0f} lines/s)",
                f"file seen {seen}, moments {first} then {later}, {during:.0f} lines/s during the replay")
        r.check(wait_until(lambda: row_count(pg, db) >= LINES, 180, step=0.5)
                and row_count(pg, db) == LINES and kiosk.returncode == 0,
                "pacing: afterwards the whole backlog is stored, each line once",
                f"{row_count(pg, db)} of {LINES} rows, kiosk {kiosk.returncode}")
    finally:
        sender.stop()


SCENARIOS = (yields_to_a_drawing_kiosk,)
