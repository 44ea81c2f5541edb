#!/usr/bin/env python3
"""Does a slow disk make frames late? The mixed replay with a decision log, each fsync made slow.

    python3 bench/slow_log.py --binary .build/release/swipedeck [--binary OTHER]… [--size 1920x1080]
        [--runs 3] [--replay-seconds 20] [--delays-ms 0,30]

A kiosk logs every decision (its default log) and the log syncs each line to disk; an SD card or eMMC
under writeback takes 10–100 ms for one `fsync`. This runs the replay fullscreen with `--log` under
`strace --seccomp-bpf -f -e trace=fsync -e inject=fsync:delay_exit=D` (strace stops the app only at
`fsync`; the injected delay holds that call D ms as a slow disk would), for each binary and delay, in
alternating order from round to round, and prints medians of frames over 16.7 ms, work p99 and the log's
lines against decisions made (every line must be there). Delay 0 is strace without a delay: the same
tracing cost, a fast disk.
"""
import argparse
import os
import statistics
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "Tests", "e2e"))

import frames      # noqa: E402
import replay_gen  # noqa: E402
import sizes       # noqa: E402
from xsession import XSession  # noqa: E402


def run_once(binary, x, recording_text, work, name, delay_ms):
    """Figures of one replay of `recording_text` with a log, each fsync held `delay_ms` ms."""
    log, trace = os.path.join(work, f"{name}.log.jsonl"), os.path.join(work, f"{name}.strace")
    if os.path.exists(log):
        os.remove(log)
    inject = ["-e", f"inject=fsync:delay_exit={int(delay_ms * 1000)}"] if delay_ms else []
    strace = ["strace", "-f", "-qq", "--seccomp-bpf", "-e", "trace=fsync", *inject, "-o", trace]
    got, _ = frames.run_replay(binary, x, None, recording_text, work, name, ["--fullscreen", "--log", log], strace)
    figures = frames.analyse(got)
    with open(log) as f:
        figures["log_lines"] = sum(1 for _ in f)
    with open(trace) as f:
        figures["fsyncs"] = sum(1 for line in f if "fsync(" in line)
    return figures


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--binary", action="append", required=True)
    ap.add_argument("--size", default="1920x1080")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--replay-seconds", type=int, default=20)
    ap.add_argument("--delays-ms", default="0,30")
    args = ap.parse_args()
    wh = sizes.parse_size(args.size)
    delays = [float(d) for d in args.delays_ms.split(",")]
    work = tempfile.mkdtemp(prefix="slow-log-")
    recording_text = replay_gen.session(args.replay_seconds, window=wh)
    variants = [(b, d) for b in args.binary for d in delays]
    results = {v: [] for v in variants}
    with XSession(*wh) as x:
        for n in range(args.runs):
            for binary, delay in (variants if n % 2 == 0 else variants[::-1]):
                got = run_once(binary, x, recording_text, work, f"r{n}", delay)
                results[(binary, delay)].append(got)
                print(f"round {n + 1}: {binary} fsync +{delay:g} ms: over 16.7 {got['over_budget']:.0f}, "
                      f"p99 {got['work_p99']:.2f}, lines {got['log_lines']}, fsyncs {got['fsyncs']}", file=sys.stderr)
    print(f"| binary | each fsync held | frames over 16.7 ms | missed frames | work p99 ms | latency p99 ms | "
          f"log lines | fsync calls |\n|---|---:|---:|---:|---:|---:|---:|---:|")
    for (binary, delay), rs in results.items():
        med = {k: statistics.median(r[k] for r in rs) for k in rs[0]}
        print(f"| {binary} | {delay:g} ms | {med['over_budget']:.0f} | {med['missed']:.0f} | {med['work_p99']:.2f} | "
              f"{med['latency_p99']:.2f} | {med['log_lines']:.0f} | {med['fsyncs']:.0f} |")


if __name__ == "__main__":
    main()
