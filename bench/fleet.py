#!/usr/bin/env python3
"""The fleet sender's four figures (issue 25, "Measured"), against a throw-away PostgreSQL 15 started
here with its defaults (fsync and synchronous_commit on; `fleet_pg.py`), reached over 127.0.0.1:

1. Decision to row: a writer appends lines to a log as the app does (one write() each, "time" the
   moment of the write) at --rate lines a second for --seconds while `swipedeck sync` follows it; per
   line `received - time` in the database (same clock; `received` is now(), the start of the
   INSERT's transaction; its commit's WAL flush comes after). One line is sent and stored first, so
   that the connection is open, as in a sender that has been running. p50 and p99 per run; the table
   shows medians of --runs runs.
2. Draining a backlog of --lines lines (`fleet_logs.write_backlog`, visitor sessions with seq) with
   `sync --once` into a fresh database each run: lines/s from the wall time, the sender's CPU time
   (wait4's rusage) and PostgreSQL's (all its processes, backends reaped included).
3. Idle CPU: after each run of 1 has caught up and 2 s passed, the sender's utime+stime
   (/proc/PID/stat) over --idle-seconds of a log that does not change (the figure), and over the
   --idle-seconds after those; and its threads' wake-ups (context switches) in each.
4. Frame work at 1920x1080 with the sender draining a backlog beside it (`fleet_frames.py`).

    python3 bench/fleet.py --binary .build/release/swipedeck [--lines 1000000] [--runs 3] [--out FILE]
    python3 bench/fleet.py --binary … --lines 20000 --runs 1 --quick      # a sanity check, ~1 min
"""
import argparse
import os
import signal
import statistics
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "Tests", "e2e"))

import fleet_logs    # noqa: E402
import fleet_pg      # noqa: E402
import frames        # noqa: E402
import procstats     # noqa: E402

from fleet_sender import Sender, builds, cpu_of, rows, wait_rows, wakeups, wakeups_between  # noqa: E402


def idle_window(pid, seconds):
    """The sender's CPU (% of a core) and its threads' wake-ups over the next `seconds`."""
    cpu0, wake0, t0 = cpu_of(pid), wakeups(pid), time.monotonic()
    time.sleep(seconds)
    cpu1, wake1, t1 = cpu_of(pid), wakeups(pid), time.monotonic()
    return 100 * (cpu1 - cpu0) / (t1 - t0), wakeups_between(wake0, wake1)


def latency_and_idle(binary, pg, work, n, rate, seconds, idle_seconds):
    """One run of figures 1 and 3: p50, p99 and max decision-to-row ms of its lines, then idle CPU %
    and wake-ups in the first `idle_seconds` after catching up (idle_*) and in the next (later_*)."""
    db, log = f"latency{n}", os.path.join(work, f"latency{n}", "decisions.jsonl")
    os.makedirs(os.path.dirname(log))
    pg.create_db(db)
    writer = fleet_logs.KioskWriter(log, f"0000{n:04x}")
    session = f"1a7e{n:04x}"
    try:
        with Sender(binary, log, pg.url(db), work, f"latency{n}", once=False) as sender:
            writer.write_one()                 # opens the connection and makes the schema
            wait_rows(pg, db, 1, sender, 30)
            time.sleep(1)
            writer.session, writer.seq = session, 0
            written = writer.run(rate, seconds)
            wait_rows(pg, db, written, sender, 120, f"session = '{session}'")
            time.sleep(2)                      # caught up: now nothing happens
            idle, idle_wakeups = idle_window(sender.pid, idle_seconds)
            later, later_wakeups = idle_window(sender.pid, idle_seconds)
            sender.stop()
    finally:
        writer.close()
    ms = [float(r[0]) for r in pg.sql("SELECT extract(epoch FROM received - time) * 1000 FROM swipedeck.decisions "
                                      f"WHERE session = '{session}'", db)]
    pg.drop_db(db)
    return {"lines": len(ms), "p50": frames.percentile(ms, 50), "p99": frames.percentile(ms, 99), "max": max(ms),
            "idle_cpu_pct": idle, "idle_wakeups": idle_wakeups, "later_cpu_pct": later,
            "later_wakeups": later_wakeups}


def drain(binary, pg, work, n, log, lines):
    """One run of figure 2: {"lines_per_s", "wall_s", "sender_cpu_s", "server_cpu_s"}."""
    db = f"drain{n}"
    pg.create_db(db)
    pg.checkpoint()
    server = pg.server_pid()
    server0 = cpu_of(server, reaped=True)
    with Sender(binary, log, pg.url(db), work, f"drain{n}", once=True) as sender:
        code, wall, cpu = sender.finish()
    server_cpu = cpu_of(server, reaped=True) - server0
    stored = rows(pg, db)
    pg.drop_db(db)
    if stored != lines:
        raise RuntimeError(f"drain {n}: {stored} rows stored of {lines} lines")
    return {"lines_per_s": lines / wall, "wall_s": wall, "sender_cpu_s": cpu, "server_cpu_s": server_cpu}


def median_of(runs, key):
    return statistics.median(r[key] for r in runs)


def spread(runs, key, fmt="{:.0f}"):
    values = sorted(r[key] for r in runs)
    return fmt.format(values[0]) if len(values) == 1 else f"{fmt.format(values[0])}–{fmt.format(values[-1])}"


def tables(lat, dr, fr, args):
    """Markdown lines: the figures (medians of runs, the runs' range beside them) and the goals."""
    p99, lps, idle = median_of(lat, "p99"), median_of(dr, "lines_per_s"), median_of(lat, "idle_cpu_pct")
    wall = median_of(dr, "wall_s")
    out = ["### Fleet sender (issue 25): medians of runs", "",
           "| measurement | runs | result | runs' range | detail |", "|---|---:|---:|---:|---|",
           f"| decision to row, p50 ({args.rate:g} lines/s for {args.seconds:g} s, server on this machine) | "
           f"{len(lat)} | {median_of(lat, 'p50'):.1f} ms | {spread(lat, 'p50', '{:.1f}')} ms | "
           f"{median_of(lat, 'lines'):.0f} lines a run |",
           f"| decision to row, p99 | {len(lat)} | {p99:.1f} ms | {spread(lat, 'p99', '{:.1f}')} ms | "
           f"max {median_of(lat, 'max'):.1f} ms |",
           f"| draining {args.lines:,} lines, sync --once into an empty database | {len(dr)} | {lps:,.0f} lines/s | "
           f"{spread(dr, 'lines_per_s', '{:,.0f}')} | wall {wall:.1f} s; sender CPU "
           f"{median_of(dr, 'sender_cpu_s'):.1f} s ({100 * median_of(dr, 'sender_cpu_s') / wall:.0f} % of a core), "
           f"PostgreSQL CPU {median_of(dr, 'server_cpu_s'):.1f} s "
           f"({100 * median_of(dr, 'server_cpu_s') / wall:.0f} % of a core) |",
           f"| sender idle CPU, following an unchanged log: the first {args.idle_seconds:g} s after catching up | "
           f"{len(lat)} | {idle:.2f} % | {spread(lat, 'idle_cpu_pct', '{:.2f}')} % | "
           f"{median_of(lat, 'idle_wakeups'):.0f} thread wake-ups; CPU read in ticks of "
           f"{100 / procstats.CLOCK_TICKS / args.idle_seconds:.2f} % |",
           f"| sender idle CPU, the {args.idle_seconds:g} s after those | {len(lat)} | "
           f"{median_of(lat, 'later_cpu_pct'):.2f} % | {spread(lat, 'later_cpu_pct', '{:.2f}')} % | "
           f"{median_of(lat, 'later_wakeups'):.0f} thread wake-ups |"]
    goals = [("decision to row: p99 ≤ 2 s", f"{p99:.0f} ms", p99 <= 2000),
             ("draining a backlog: ≥ 20,000 lines/s", f"{lps:,.0f} lines/s", lps >= 20_000),
             ("sender idle CPU: 0 %", f"{idle:.2f} %", idle == 0)]
    if fr:
        out += fr["rows"]
        goals.append(("1920x1080 frame work with the sender draining beside: p99 within 10 %",
                      f"{fr['ratio']:.2f}× ({fr['with']['work_p99']:.2f} / {fr['alone']['work_p99']:.2f} ms)",
                      fr["ratio"] <= 1.10))
    out += ["", "| goal (issue 25) | result | |", "|---|---:|---|"]
    out += [f"| {g} | {r} | {'met' if met else 'missed'} |" for g, r, met in goals]
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--binary", required=True, help="swipedeck (its sync subcommand is the sender)")
    ap.add_argument("--app-binary", help="swipedeck for the frame figure (default --binary; a release build)")
    ap.add_argument("--lines", type=int, default=1_000_000, help="lines of the drained backlog")
    ap.add_argument("--runs", type=int, default=3, help="runs of each figure (medians reported)")
    ap.add_argument("--rate", type=float, default=20, help="lines a second the writer appends (figure 1)")
    ap.add_argument("--seconds", type=float, default=30, help="how long the writer writes (figure 1)")
    ap.add_argument("--idle-seconds", type=float, default=30, help="idle CPU is measured over this long")
    ap.add_argument("--replay-seconds", type=float, default=60, help="the 1920x1080 replay's length (figure 4)")
    ap.add_argument("--no-frames", action="store_true", help="skip figure 4 (no X server needed)")
    ap.add_argument("--quick", action="store_true", help="a sanity check: 10 s writer, 5 s idle, 10 s replay")
    ap.add_argument("--out", help="also write the table to this file")
    args = ap.parse_args()
    if args.quick:
        args.seconds, args.idle_seconds, args.replay_seconds = 10, 5, 10
    if args.runs < 1 or args.lines < 1000:
        ap.error("--runs must be at least 1 and --lines at least 1000")
    binary = os.path.abspath(args.binary)
    # SIGTERM (a session stopping the bench) unwinds as Ctrl+C does: the sender killed, the server stopped
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    with tempfile.TemporaryDirectory(prefix="swipedeck-fleet-bench-") as work, fleet_pg.Cluster() as pg:
        print(f"PostgreSQL {pg.sql('SHOW server_version')[0][0]} in {pg.root}, fsync "
              f"{pg.sql('SHOW fsync')[0][0]}, synchronous_commit {pg.sql('SHOW synchronous_commit')[0][0]}",
              file=sys.stderr)
        backlog = os.path.join(work, "backlog", "decisions.jsonl")
        os.makedirs(os.path.dirname(backlog))
        size = fleet_logs.write_backlog(backlog, args.lines)
        print(f"backlog: {args.lines:,} lines, {size / 2**20:.0f} MiB", file=sys.stderr)
        lat, dr, loads, build = [], [], [os.getloadavg()[0]], builds(binary)
        for n in range(args.runs):            # interleaved: a drain, then a follow run, …
            loads.append(os.getloadavg()[0])
            dr.append(drain(binary, pg, work, n, backlog, args.lines))
            print(f"drain run {n + 1}/{args.runs}: " + ", ".join(f"{k} {v:.2f}" for k, v in dr[-1].items()),
                  file=sys.stderr)
            lat.append(latency_and_idle(binary, pg, work, n, args.rate, args.seconds, args.idle_seconds))
            print(f"follow run {n + 1}/{args.runs}: " + ", ".join(f"{k} {v:.2f}" for k, v in lat[-1].items()),
                  file=sys.stderr)
        fr = None
        if not args.no_frames:
            if "/debug/" in (args.app_binary or args.binary):
                print("warning: frame figures are release figures; this is a debug build", file=sys.stderr)
            import fleet_frames
            fr = fleet_frames.measure(os.path.abspath(args.app_binary or args.binary), binary, pg, work,
                                      args.runs, args.replay_seconds, median_of(dr, "lines_per_s"))
        loads.append(os.getloadavg()[0])
        server = f"PostgreSQL {pg.sql('SHOW server_version')[0][0]}"
    notes = ["", f"Sender: `{args.binary} sync` ({build}). {server} on this machine with its defaults (fsync and "
             f"synchronous_commit on), over 127.0.0.1. {os.cpu_count()} cores; load average (1 min) at the runs' "
             f"starts and end: {min(loads):.1f}–{max(loads):.1f}."]
    if builds(binary) != build:
        notes.append(f"**The binaries changed during the measurement** (now {builds(binary)}): the runs mix builds.")
    text = "\n".join(tables(lat, dr, fr, args) + notes) + "\n"
    print(text)
    if args.out:
        with open(args.out, "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
