#!/usr/bin/env python3
"""Did a change move start-up or memory? Two builds' first frame, PSS and idle CPU, runs interleaved.

    python3 bench/startup_ab.py --a OLD_BINARY --b NEW_BINARY [--runs 7] [--idle-seconds 3]

Each round measures the bare SDL2 floor, A and B on the sample deck (in alternating order from round to
round), in one private 1280x800 Xvfb, as `make bench`'s start-up rows do (`startup.measure`). Prints each
run (stderr), then the medians and B ÷ A. A machine busier in one round than in another moves A and B
alike; a change of B ÷ A beyond the rounds' spread is the change's. Used for issue 26 ("`make bench`
within noise" after the app layer was reworked); `make bench` compares one build with the floor only.
"""
import argparse
import os
import statistics
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "Tests", "e2e"))

import startup   # noqa: E402
import subjects  # noqa: E402
import xscreen   # noqa: E402
from xsession import XSession  # noqa: E402

FIGURES = ("first_ms", "pss_mib", "idle_cpu_pct")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--a", required=True, help="the build before the change (a release swipedeck)")
    ap.add_argument("--b", required=True, help="the build after it")
    ap.add_argument("--runs", type=int, default=7, help="rounds (median reported); at least 3")
    ap.add_argument("--idle-seconds", type=float, default=3, help="idle CPU is measured over this long")
    args = ap.parse_args()
    if args.runs < 3:
        ap.error("--runs must be at least 3")
    for binary in (args.a, args.b):
        if not os.access(binary, os.X_OK):
            ap.error(f"{binary} is not an executable file")
    with tempfile.TemporaryDirectory() as work, XSession(1280, 800) as x:
        screen = xscreen.Screen(x.display)
        floor = subjects.Subject("floor", [subjects.build_floor(work)])
        pair = [subjects.Subject("A", [args.a]), subjects.Subject("B", [args.b])]
        results = {"floor": [], "A": [], "B": []}
        for run in range(args.runs):
            order = [floor] + (pair if run % 2 == 0 else pair[::-1])
            for s in order:
                r = startup.measure(s, x, screen, args.idle_seconds)
                results[s.name].append(r)
                print(f"run {run + 1}/{args.runs} {s.name}: " + ", ".join(f"{k} {r[k]:.1f}" for k in FIGURES),
                      file=sys.stderr)
    print(table(results))
    return 0


def table(results):
    """The medians of each subject and B ÷ A, as a Markdown table."""
    med = {name: {k: statistics.median(r[k] for r in runs) for k in FIGURES} for name, runs in results.items()}
    lines = ["| subject | first frame ms | PSS MiB | idle CPU % |", "|---|---:|---:|---:|"]
    for name in ("floor", "A", "B"):
        m = med[name]
        lines.append(f"| {name} | {m['first_ms']:.0f} | {m['pss_mib']:.1f} | {m['idle_cpu_pct']:.2f} |")
    ratio = [med["B"][k] / med["A"][k] if med["A"][k] else float("nan") for k in FIGURES[:2]]
    lines.append(f"| B ÷ A | {ratio[0]:.2f} | {ratio[1]:.3f} | – |")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
