"""The fleet's plain scenarios: a hand-written log sent with --once (complete lines only, each once,
the torn one later), and the report over the database equal to the report over the logs."""
import glob
import json
import os
import time

from pg_cluster import PgError
from fleet_common import (ROLES_SQL, Sender, compare, decision_lines, fingerprint, password_file, presses, report,
                          start_kiosk, stored_rows, sync, wait_until, write_recording)

OLD_KIOSK = "old-kiosk"


def line(card, index, decision, seq, session="3f9a0c1e", kiosk="lobby-1", t="2026-11-22T10:15:30.123Z", ms=1830):
    return json.dumps({"time": t, "card": card, "index": index, "decision": decision, "session": session,
                       "ms": ms, "kiosk": kiosk, "seq": seq}) + "\n"


def basic(ctx, r):
    """--once over the socket: every complete line once (an undo and an older line without
    seq/kiosk/session among them), a torn last line not sent until completed, then sent once; a
    third run and a run with the cursor lost add nothing; the log is never changed."""
    pg, db = ctx.pg, "basic"
    pg.create_database(db)
    url = pg.url("postgres", db=db, via="socket")
    folder = os.path.join(ctx.tmp, "basic")
    os.makedirs(folder)
    log, state = os.path.join(folder, "decisions.jsonl"), os.path.join(folder, "state")
    older = '{"time": "2026-11-21T09:00:00.000Z", "card": "c4", "index": 4, "decision": "left"}\n'
    torn = line("c3", 3, "left", 5, t="2026-11-22T10:15:34.000Z")
    with open(log, "w") as f:
        f.write(line("c1", 1, "right", 1) + line("c2", 2, "left", 2, t="2026-11-22T10:15:31.500Z") +
                line("c2", 2, "undo", 3, t="2026-11-22T10:15:32.000Z") + older +
                line("c2", 2, "right", 4, t="2026-11-22T10:15:33.250Z") + torn[:37])
    before = fingerprint(log)
    args = ("--once", "--kiosk-name", OLD_KIOSK, "--state-dir", state)
    first = sync(ctx.binary, [log], url, *args)
    rows = stored_rows(pg, db)
    ok, summary = compare(rows, decision_lines(log), OLD_KIOSK)
    r.check(first.returncode == 0 and ok and len(rows) == 5,
            "basic: --once stores the 5 complete lines (undo and an older line included), not the torn one",
            (first.returncode, first.stderr, summary))
    old = [row for row in rows if row["card"] == "c4"]
    r.check(len(old) == 1 and old[0]["kiosk"] == OLD_KIOSK and old[0]["session"] is None and old[0]["seq"] is None
            and old[0]["ms"] is None, "basic: the older line is stored under --kiosk-name, session/seq/ms NULL", old)
    r.check(sum(1 for row in rows if row["decision"] == "undo") == 1, "basic: the undo line is stored as one")
    r.check(fingerprint(log) == before, "basic: the log's bytes and mtime are unchanged by the sender")
    r.check(os.path.isdir(state) and any(files for _, _, files in os.walk(state)),
            "basic: a cursor file is kept in --state-dir", os.listdir(state) if os.path.isdir(state) else "none")
    with open(log, "a") as f:
        f.write(torn[37:])
    second = sync(ctx.binary, [log], url, *args)
    rows = stored_rows(pg, db)
    ok, summary = compare(rows, decision_lines(log), OLD_KIOSK)
    r.check(second.returncode == 0 and ok and len(rows) == 6, "basic: the completed line is sent once on the next run",
            (second.returncode, second.stderr, summary))
    third = sync(ctx.binary, [log], url, *args)
    r.check(third.returncode == 0 and len(stored_rows(pg, db)) == 6, "basic: a third --once adds nothing",
            (third.returncode, third.stderr))
    lost = sync(ctx.binary, [log], url, "--once", "--kiosk-name", OLD_KIOSK, "--state-dir", state + "-new")
    ok, summary = compare(stored_rows(pg, db), decision_lines(log), OLD_KIOSK)
    r.check(lost.returncode == 0 and ok, "basic: the log sent again from the start (cursor lost) is stored once",
            (lost.returncode, lost.stderr, summary))


def rotated_offline(ctx, r):
    """The log rotated twice while no sender runs (LOG -> LOG.1 -> LOG.2, a new LOG each time): the
    next --once finds where it stopped by inode in LOG.2, drains it, then LOG.1, then LOG."""
    pg, db = ctx.pg, "rotated"
    pg.create_database(db)
    url = pg.url("postgres", db=db, via="socket")
    folder = os.path.join(ctx.tmp, "rotated")
    os.makedirs(folder)
    log, state = os.path.join(folder, "decisions.jsonl"), ("--state-dir", os.path.join(folder, "state"))
    seq = iter(range(1, 100))

    def write(n):
        with open(log, "a") as f:
            for _ in range(n):
                k = next(seq)
                f.write(line(f"c{k % 5}", k % 5, "right", k, t=f"2026-11-25T10:00:{k:02d}.000Z"))
    write(3)
    first = sync(ctx.binary, [log], url, "--once", *state)
    write(2)
    os.rename(log, log + ".1")
    write(4)
    os.rename(log + ".1", log + ".2")
    os.rename(log, log + ".1")
    write(5)
    second = sync(ctx.binary, [log], url, "--once", *state)
    files = [log + ".2", log + ".1", log]
    ok, summary = compare(stored_rows(pg, db), decision_lines(*files))
    r.check(first.returncode == 0 and second.returncode == 0 and ok,
            "rotated_offline: after two rotations without a sender, --once stores LOG.2's rest, LOG.1 and LOG",
            (second.returncode, second.stderr, summary, {f[-8:]: len(decision_lines(f)) for f in files}))


def kiosk_logs(ctx, folder, names, runs=2, seconds=2.5, rate=8):
    """Logs of `names` kiosks, each written by `runs` replays of the real app (one visitor session a
    run), the kiosks running side by side; returns the log paths."""
    logs = {name: os.path.join(folder, f"{name}.jsonl") for name in names}
    for run in range(runs):
        procs = []
        for i, name in enumerate(names):
            recording = os.path.join(folder, f"{name}-{run}.rec.jsonl")
            write_recording(recording, presses(seconds, rate, seed=100 * run + i))
            procs.append(start_kiosk(ctx.binary, ctx.deck, recording, logs[name], name,
                                     os.path.join(folder, f"{name}.stderr")))
        for proc in procs:
            proc.wait(timeout=120)
    return list(logs.values())


def option_sets(lines):
    """The report options to compare, with a session, and times taken from the lines themselves
    (exact to the millisecond, so a bound falls on a line: at or after, before; and in whole seconds)."""
    objs = [json.loads(x) for x in lines]
    times = sorted(o["time"] for o in objs)
    session = objs[len(objs) // 2]["session"]
    since, until = times[len(times) // 2], times[len(times) // 4]
    return [[], ["--json"], ["--by-card"], ["--by-card", "--json"], ["--session", session],
            ["--session", session, "--json"], ["--by-card", "--session", session], ["--since", since],
            ["--until", until], ["--since", until, "--until", since], ["--by-card", "--since", since, "--json"],
            ["--since", since[:19] + "Z", "--by-card"], ["--until", "2999-01-01", "--json"], ["--decision", "right"],
            ["--decision", "left", "--json"], ["--since", times[0][:10]]]


def first_difference(a, b):
    la, lb = a.splitlines(), b.splitlines()
    for i, (x, y) in enumerate(zip(la, lb)):
        if x != y:
            return f"line {i + 1}: logs {x!r} database {y!r}"
    return f"lengths: logs {len(la)} lines, database {len(lb)} lines"


def compare_reports(ctx, r, logs, url, pw_file, label):
    """`report LOGS` against `report --database URL` for every option set; True when all equal."""
    all_ok = True
    for opts in option_sets(decision_lines(*logs)):
        from_logs = report(ctx.binary, *opts, *logs)
        from_db = report(ctx.binary, "--database", url, "--password-file", pw_file, *opts)
        same = from_logs.returncode == 0 and from_db.returncode == 0 and from_logs.stdout == from_db.stdout
        rows = len(from_logs.stdout.splitlines())
        all_ok &= r.check(same and rows >= 2, f"{label}: report {' '.join(opts) or '(CSV)'} equal ({rows} lines)",
                          (from_logs.returncode, from_db.returncode, from_db.stderr.strip()[-500:],
                           first_difference(from_logs.stdout, from_db.stdout)))
    return all_ok


def reports(ctx, r):
    """Three kiosks' logs (the real app, two visitor sessions each) sent as swipedeck_kiosk, then
    `report --database` as swipedeck_report over TLS (verify-full) equal to `report LOG...` for CSV,
    --json, --by-card (and --json), --session, --since, --until, --decision."""
    pg, db = ctx.pg, "reports"
    pg.create_database(db)
    pg.apply_sql_file(ROLES_SQL, db)
    pg.set_password("swipedeck_kiosk", "kiosk-secret")
    pg.set_password("swipedeck_report", "report-secret")
    folder = os.path.join(ctx.tmp, "reports")
    os.makedirs(folder)
    logs = kiosk_logs(ctx, folder, ["kiosk-a", "kiosk-b", "kiosk-c"])
    lines = decision_lines(*logs)
    kiosk_pw = password_file(folder, "kiosk-pw", "kiosk-secret")
    sent = sync(ctx.binary, logs, pg.url("swipedeck_kiosk", db=db, via="socket"), "--once", "--password-file",
                kiosk_pw, "--state-dir", os.path.join(folder, "state"))
    ok, summary = compare(stored_rows(pg, db), lines)
    r.check(sent.returncode == 0 and ok and len(lines) >= 40,
            f"reports: three kiosks' {len(lines)} lines sent as swipedeck_kiosk over the socket",
            (sent.returncode, sent.stderr, summary))
    report_pw = password_file(folder, "report-pw", "report-secret")
    url = pg.url("swipedeck_report", db=db, sslmode="verify-full")
    compare_reports(ctx, r, logs, url, report_pw, "reports")


def thread_switches(pid):
    """{thread id: context switches so far} of process `pid` (each is a wake-up at least)."""
    counts = {}
    for status in glob.glob(f"/proc/{pid}/task/*/status"):
        with open(status) as f:
            counts[status.split("/")[4]] = sum(int(x.split()[1]) for x in f if "ctxt_switches:" in x)
    return counts


def settle(pid, quiet=0.5, within=30):
    """Seconds until no thread of `pid` was switched in for `quiet` seconds (None: not within
    `within`). The table holds a batch before its sender has read the reply, saved its cursor and
    started waiting (NIO's pool threads start then); on SCHED_IDLE beside other work that can take
    seconds. A timer that wakes it every second or more often never lets it settle."""
    began = time.monotonic()
    while time.monotonic() - began < within:
        before = thread_switches(pid)
        time.sleep(quiet)  # the quiet interval itself: reading /proc does not wake the sender
        if thread_switches(pid) == before:
            return time.monotonic() - began
    return None


def rows_so_far(pg, db):
    """Rows in the table, 0 while the sender has not made it yet."""
    try:
        return len(stored_rows(pg, db))
    except PgError:
        return 0


def idle(ctx, r):
    """A following sender that has caught up (and settled: `settle`) wakes for nothing while the log is
    unchanged (no thread of it is switched in for 5 s; libdispatch's pool monitor would wake it every
    second), and a new line still reaches the table."""
    pg, db = ctx.pg, "idle"
    pg.create_database(db)
    folder = os.path.join(ctx.tmp, "idle")
    os.makedirs(folder)
    log = os.path.join(folder, "decisions.jsonl")
    with open(log, "w") as f:
        f.write(line("c1", 1, "right", 1) + line("c2", 2, "left", 2, t="2026-11-22T10:15:31.500Z"))
    sender = Sender(ctx.binary, [log], pg.url("postgres", db=db, via="socket"),
                    ("--state-dir", os.path.join(folder, "state")), stderr_path=os.path.join(folder, "sync.stderr"))
    sender.start()
    try:
        caught = wait_until(lambda: rows_so_far(pg, db) == 2, 60, 0.2)
        settled = settle(sender.proc.pid)
        before = thread_switches(sender.proc.pid)
        time.sleep(5)   # the measured window: nothing happens in it
        after = thread_switches(sender.proc.pid)
        woke = sum(n - before.get(tid, 0) for tid, n in after.items())
        r.check(caught and settled is not None and woke <= 1,
                f"idle: a sender that caught up wakes at most once in 5 s ({woke})",
                (caught, f"settled after {settled} s", before, after, sender.stderr()[-500:]))
        with open(log, "a") as f:
            f.write(line("c3", 3, "right", 3, t="2026-11-22T10:15:33.000Z"))
        r.check(wait_until(lambda: rows_so_far(pg, db) == 3, 30, 0.2),
                "idle: a line written after the quiet reaches the table", sender.stderr()[-500:])
    finally:
        sender.stop()


SCENARIOS = (basic, rotated_offline, reports, idle)
