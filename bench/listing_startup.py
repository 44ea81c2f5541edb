#!/usr/bin/env python3
"""First frame of the 100,000-picture folder deck with and without its kept listing (ListingCache).

Same method as `make bench`'s start-up rows (bench/startup.py: exec to the first card on the X display's
middle row, then PSS), in a private Xvfb 1280x800, runs interleaved so the machine's load falls on every
subject alike. Subjects: the sample deck; the 100,000-picture folder listed at every start (its cache
folder cannot be made: XDG_CACHE_HOME under /dev/null); the same folder started again with its listing
kept (a kiosk restarting); optionally the same two decks with an older binary (--before).

    python3 bench/listing_startup.py --binary .build/release/swipedeck [--before OLD] [--runs 7]
"""
import argparse
import glob
import os
import statistics
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "Tests", "e2e"))

import startup       # noqa: E402
import subjects      # noqa: E402
import xscreen       # noqa: E402
from xsession import XSession  # noqa: E402



def prime(subject, x, screen, cache, timeout=30):
    """Starts `subject` until a listing is kept under `cache` (the folder must be 2 s old first)."""
    deadline = time.time() + timeout
    while not glob.glob(os.path.join(cache, "swipedeck", "listings", "*")):
        if time.time() > deadline:
            raise RuntimeError("no listing was kept under " + cache)
        startup.measure(subject, x, screen, 0.2)
        time.sleep(0.5)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--binary", required=True)
    ap.add_argument("--before", help="an older swipedeck binary, run on the same decks")
    ap.add_argument("--runs", type=int, default=7)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as work, XSession(1280, 800) as x:
        screen = xscreen.open_screen(x.display)
        large = subjects.make_large_folder(work)
        cache = os.path.join(work, "cache")
        cold_env = {"XDG_CACHE_HOME": "/dev/null/cache"}
        S = subjects.Subject
        candidates = [S("sample deck", [args.binary], env=cold_env),
                      S("100k, listed", [args.binary, large], env=cold_env),
                      S("100k, kept listing", [args.binary, large], env={"XDG_CACHE_HOME": cache})]
        if args.before:
            candidates += [S("before: sample deck", [args.before], env=cold_env),
                           S("before: 100k", [args.before, large], env=cold_env)]
        time.sleep(2.5)
        prime(candidates[2], x, screen, cache)
        results = {s.name: [] for s in candidates}
        for run in range(args.runs):
            for s in candidates:
                r = startup.measure(s, x, screen, 0.2)
                results[s.name].append(r)
                print(f"run {run + 1}/{args.runs} {s.name}: first {r['first_ms']:.0f} ms, "
                      f"PSS {r['pss_mib']:.1f} MiB", file=sys.stderr)
    med = {n: {k: statistics.median(r[k] for r in rs) for k in ("first_ms", "pss_mib")} for n, rs in results.items()}
    print(f"medians of {args.runs} interleaved runs; {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}\n")
    print("| subject | first frame ms | ÷ sample deck | PSS MiB | ÷ sample deck |\n|---|---:|---:|---:|---:|")
    for n, m in med.items():
        ref = med["before: sample deck" if n.startswith("before") else "sample deck"]
        print(f"| {n} | {m['first_ms']:.0f} | {m['first_ms'] / ref['first_ms']:.2f} | {m['pss_mib']:.1f} | "
              f"{m['pss_mib'] / ref['pss_mib']:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
