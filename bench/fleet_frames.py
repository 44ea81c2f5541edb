"""Figure 4 of bench/fleet.py: the kiosk's frame work at 1920x1080 with the sender draining a backlog
beside it, against the same replay without it.

As `sizes.py` measures 1920x1080: a private Xvfb of that size, the app `--fullscreen` on the mixed
replay generated for it (`replay_gen.session`), figures from the first input on (`frames.analyse`).
Each round runs the app alone and the app with `swipedeck sync --once` draining a backlog into a fresh
database (started before the replay and seen storing rows, so that the whole replay runs beside a
drain in full flow), in alternating order (alone, with; with, alone; …) so that drift on the shared
machine falls on both. The backlog is sized from figure 2's rate to outlast the replay; a sender that
ends before the replay does is reported. The server runs on this machine too, as in figure 1: its
CPU, and the sender's, over the replay are shown beside the frames. The app and the sender share a
runtime folder (XDG_RUNTIME_DIR, a private one when none is set), as in a kiosk's session, where the
app's activity file tells the sender of each frame (`KioskActivity`).
"""
import os
import statistics
import sys
import time

import fleet_logs
import frames
import replay_gen
from fleet_sender import Sender, cpu_of, rows, wait_rows
from xsession import XSession

SIZE = (1920, 1080)
PERIOD_MS = frames.PERIOD_MS


def backlog_lines(drain_rate, seconds):
    """Lines that keep a sender busy for the replay and its start-up with margin (1–6 million)."""
    return int(min(6_000_000, max(1_000_000, drain_rate * (seconds + 20) * 1.5)))


def with_sender(app, sender_binary, x, pg, work, r, text, backlog):
    """The replay with a drain beside it: (frame figures, {"sender_pct", "server_pct", "outlasted"})."""
    db = f"frames{r}"
    pg.create_db(db)
    pg.checkpoint()
    with Sender(sender_binary, backlog, pg.url(db), work, f"frames{r}", once=True) as sender:
        wait_rows(pg, db, 1, sender, 60)
        server = pg.server_pid()
        n0 = rows(pg, db)
        s0, c0, t0 = cpu_of(server, reaped=True), cpu_of(sender.pid), time.monotonic()
        fr, _ = frames.run_replay(app, x, None, text, work, f"with{r}", ["--fullscreen"])
        t1, s1 = time.monotonic(), cpu_of(server, reaped=True)
        drained = rows(pg, db) - n0
        outlasted = sender.alive()
        # ended early: its whole run's CPU (wait4), of which it had used c0 by t0
        c1 = cpu_of(sender.pid) if outlasted else sender.finish()[2]
        if outlasted:
            sender.stop()
    pg.drop_db(db)
    return frames.analyse(fr), {"sender_pct": 100 * (c1 - c0) / (t1 - t0), "server_pct": 100 * (s1 - s0) / (t1 - t0),
                                "outlasted": outlasted, "drained_per_s": drained / (t1 - t0)}


def measure(app, sender_binary, pg, work, rounds, seconds, drain_rate):
    """Runs the rounds; returns {"rows": Markdown lines, "alone", "with" (median figures), "ratio"}."""
    lines = backlog_lines(drain_rate, seconds)
    backlog = os.path.join(work, "frames-backlog", "decisions.jsonl")
    os.makedirs(os.path.dirname(backlog))
    fleet_logs.write_backlog(backlog, lines, seed=3)
    print(f"frames: backlog of {lines:,} lines beside a {seconds:g} s replay", file=sys.stderr)
    text = replay_gen.session(seconds, window=SIZE)
    alone, beside, load = [], [], []
    # As in a kiosk's session: the app and the sender share the user's runtime folder, where the app
    # writes its activity file (the sender's first sign of a frame); a private one when none is set.
    if not os.environ.get("XDG_RUNTIME_DIR"):
        os.environ["XDG_RUNTIME_DIR"] = os.path.join(work, "runtime")
        os.makedirs(os.environ["XDG_RUNTIME_DIR"], mode=0o700)
    with XSession(*SIZE) as x:
        for r in range(rounds):
            for kind in (("alone", "with") if r % 2 == 0 else ("with", "alone")):
                if kind == "alone":
                    pg.checkpoint()          # as before a run with the sender: no write-back left over
                    fr, _ = frames.run_replay(app, x, None, text, work, f"alone{r}", ["--fullscreen"])
                    alone.append(frames.analyse(fr))
                    figures = alone[-1]
                else:
                    figures, extra = with_sender(app, sender_binary, x, pg, work, r, text, backlog)
                    beside.append(figures)
                    load.append(extra)
                print(f"frames round {r + 1}/{rounds} {kind}: p50 {figures['work_p50']:.2f} p99 "
                      f"{figures['work_p99']:.2f} max {figures['work_max']:.2f}" +
                      ("" if kind == "alone" else f"; sender {load[-1]['sender_pct']:.0f} %, server "
                       f"{load[-1]['server_pct']:.0f} % of a core, {load[-1]['drained_per_s']:.0f} lines/s stored "
                       f"during the replay, outlasted the replay: {load[-1]['outlasted']}"),
                      file=sys.stderr)
    med = lambda rs: {k: statistics.median(r[k] for r in rs) for k in rs[0]}   # noqa: E731
    a, w = med(alone), med(beside)
    ratio = w["work_p99"] / a["work_p99"]
    paired = sorted(b["work_p99"] / c["work_p99"] for b, c in zip(beside, alone))
    short = sum(1 for l in load if not l["outlasted"])
    rows = ["", f"### Frames at 1920x1080 fullscreen, {seconds:g} s mixed replay, with and without the sender "
            f"draining {lines:,} lines beside (medians of {rounds} rounds, interleaved)", "",
            "| run | rounds | frames | work p50 ms | work p99 ms | work max ms | frames over 16.7 ms | missed frames | "
            "latency p99 ms | sender CPU % | PostgreSQL CPU % | lines/s stored during the replay |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for title, m, cpu in (("SwipeDeck alone", a, ("–", "–", "–")),
                          ("SwipeDeck, sync --once draining beside", w,
                           (f"{statistics.median(l['sender_pct'] for l in load):.0f}",
                            f"{statistics.median(l['server_pct'] for l in load):.0f}",
                            f"{statistics.median(l['drained_per_s'] for l in load):.0f}"))):
        rows.append(f"| {title} | {rounds} | {m['frames']:.0f} | {m['work_p50']:.2f} | {m['work_p99']:.2f} | "
                    f"{m['work_max']:.2f} | {m['over_budget']:.0f} | {m['missed']:.0f} | {m['latency_p99']:.2f} | "
                    f"{cpu[0]} | {cpu[1]} | {cpu[2]} |")
    rows.append(f"| with ÷ alone | | | {w['work_p50'] / a['work_p50']:.2f} | {ratio:.2f} (rounds "
                f"{paired[0]:.2f}–{paired[-1]:.2f}) | | | | | | | |")
    if short:
        rows.append(f"\n{short} of {rounds} drains ended before the replay did (the rest of the replay ran alone).")
    return {"rows": rows, "alone": a, "with": w, "ratio": ratio}
