#!/usr/bin/env python3
"""`make bench`: SwipeDeck against a bare SDL2 window and the same deck in Chromium's kiosk mode.

Frames: for each of --sizes a private Xvfb of that size, SwipeDeck fullscreen on a mixed replay made
for it and the floor at the same size, interleaved (`sizes.py`). Then, in a private Xvfb of 1280x800
(the default renderer: GLX on llvmpipe), the photo sweep and the start-up comparison, repeated --runs
times (interleaved, so noise spreads evenly). Prints Markdown tables of medians with ratios to the
floor and to Chromium, and issue 14's goals per size, met or missed.
"""
import argparse
import os
import statistics
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "Tests", "e2e"))

import frames        # noqa: E402
import sizes         # noqa: E402
import startup       # noqa: E402
import subjects      # noqa: E402
import xscreen       # noqa: E402
from xsession import XSession  # noqa: E402


def median(values):
    return statistics.median(values) if values else float("nan")


def startup_table(results, runs):
    """Markdown rows for the start-up comparison; `results` maps a subject's name to its runs' dicts."""
    names = list(results)
    floor, app, large, web = names
    med = {n: {k: median([r[k] for r in results[n]]) for k in results[n][0]} for n in names}
    lines = [f"### Start-up, memory and idle CPU (medians of {runs} runs)", "",
             "| subject | first frame ms | settled ms | PSS MiB | idle CPU % | first frame ÷ floor | PSS ÷ floor |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    for n in names:
        m = med[n]
        lines.append(f"| {n} | {m['first_ms']:.0f} | {m['settled_ms']:.0f} | {m['pss_mib']:.1f} | "
                     f"{m['idle_cpu_pct']:.2f} | {m['first_ms'] / med[floor]['first_ms']:.2f} | "
                     f"{m['pss_mib'] / med[floor]['pss_mib']:.2f} |")
    lines += ["", "| ratio | value | goal |", "|---|---:|---|",
              f"| SwipeDeck first frame ÷ floor | {med[app]['first_ms'] / med[floor]['first_ms']:.2f} | ≤ 1.5 |",
              f"| Chromium first frame ÷ SwipeDeck | {med[web]['first_ms'] / med[app]['first_ms']:.2f} | ≥ 3 |",
              f"| SwipeDeck PSS ÷ floor | {med[app]['pss_mib'] / med[floor]['pss_mib']:.2f} | ≤ 1.3 |",
              f"| Chromium PSS ÷ SwipeDeck | {med[web]['pss_mib'] / med[app]['pss_mib']:.2f} | ≥ 3.5 |",
              f"| 100,000-image deck first frame ÷ sample deck | {med[large]['first_ms'] / med[app]['first_ms']:.2f} | ≤ 1.2 |",
              f"| 100,000-image deck PSS ÷ sample deck | {med[large]['pss_mib'] / med[app]['pss_mib']:.2f} | ≤ 1.2 |",
              f"| SwipeDeck idle CPU % | {med[app]['idle_cpu_pct']:.2f} | ≤ 1 |"]
    return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--binary", required=True, help="the swipedeck binary (a release build)")
    ap.add_argument("--runs", type=int, default=5, help="runs per start-up measurement (median reported)")
    ap.add_argument("--idle-seconds", type=float, default=10, help="CPU is measured over this long, idle")
    ap.add_argument("--replay-seconds", type=float,
                    help="length of the generated mixed replay at every size, and all --runs at 4K "
                         "(default: 60 s at 1920x1080, 30 s at the other sizes, at most 3 runs at 3840x2160)")
    ap.add_argument("--sizes", default=",".join(sizes.ALL_SIZES),
                    help="screen sizes for the frame rows, comma-separated WIDTHxHEIGHT (default: %(default)s; "
                         "'none' skips them)")
    ap.add_argument("--out", help="also write the table to this file")
    args = ap.parse_args()
    chosen = [] if args.sizes == "none" else [s.strip() for s in args.sizes.split(",") if s.strip()]
    try:
        for size in chosen:
            sizes.parse_size(size)
    except ValueError as e:
        ap.error(str(e))
    if args.runs < 1 or (args.replay_seconds is not None and args.replay_seconds < 5):
        ap.error("--runs must be at least 1 and --replay-seconds at least 5")
    lines = []
    with tempfile.TemporaryDirectory() as work:
        if chosen:
            lines += sizes.size_tables(args.binary, work, chosen, args.runs, args.replay_seconds) + [""]
        with XSession(1280, 800) as x:
            lines += _session_tables(args, x, work)
    text = "\n".join(lines) + "\n"
    print(text)
    if args.out:
        with open(args.out, "w") as f:
            f.write(text)
    return 0


def _session_tables(args, x, work):
    """The photo sweep and the start-up rows, in the 1280x800 screen `x`."""
    print(f"renderer: {frames.renderer_name(x)}; {os.cpu_count()} cores", file=sys.stderr)
    lines = [f"Xvfb 1280x800 (photo sweep, start-up), renderer {frames.renderer_name(x)}, {os.cpu_count()} cores.",
             ""]
    lines += frames.frame_tables(args.binary, x, work, args.runs)
    lines.append("")
    screen = xscreen.Screen(x.display)
    candidates = subjects.startup_subjects(args.binary, work)
    results = {s.name: [] for s in candidates}
    for run in range(args.runs):
        for s in candidates:
            r = startup.measure(s, x, screen, args.idle_seconds)
            results[s.name].append(r)
            print(f"run {run + 1}/{args.runs} {s.name}: " +
                  ", ".join(f"{k} {v:.1f}" for k, v in r.items()), file=sys.stderr)
    return lines + startup_table(results, args.runs)


if __name__ == "__main__":
    sys.exit(main())
