#!/usr/bin/env python3
"""Where a process's memory goes: PSS summed by mapping, 2 s after its first frame, for several subjects.

Starts each subject (by default the floor, bench/floor.c, and SwipeDeck on the sample deck) in a private
Xvfb (1280x800), waits until the first card's colour shows on the screen's middle row (as
bench/startup.py does), waits `--after` seconds more, reads /proc/PID/smaps and sums Pss by mapping:
the binary, each shared library, [heap], fonts, fontconfig caches, other files, and anonymous maps
split into malloc arenas of other threads (64 MiB-aligned), thread stacks (below a guard page) and the
rest. Runs are interleaved (floor, app, floor, app, …) and the table shows medians per row, KiB, with
the difference of each subject to the first one.

    python3 bench/pss_breakdown.py --binary .build/release/swipedeck --runs 5
    python3 bench/pss_breakdown.py --subject "before=/tmp/old/swipedeck" --subject "after=.build/release/swipedeck"

A subject is NAME=COMMAND (split like a shell); ENV=VALUE words before the command set its environment.
"""
import argparse
import os
import re
import shlex
import statistics
import subprocess
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

ARENA_ALIGN = 64 << 20          # glibc's per-thread malloc heaps: HEAP_MAX_SIZE-aligned anonymous maps
FONT_FILE = re.compile(r"\.(ttf|otf|ttc|pcf(\.gz)?|pfb)$", re.IGNORECASE)
HEADER = re.compile(r"^([0-9a-f]+)-([0-9a-f]+) (\S{4}) \S+ \S+ \d+\s*(.*)$")


def mappings(pid):
    """(start, end, perms, path, {field: KiB}) for each mapping in /proc/PID/smaps."""
    found, current = [], None
    with open(f"/proc/{pid}/smaps") as f:
        for line in f:
            m = HEADER.match(line)
            if m:
                current = (int(m[1], 16), int(m[2], 16), m[3], m[4].strip(), {})
                found.append(current)
            elif current is not None and line.endswith(" kB\n"):
                key, value = line.split(":", 1)
                current[4][key] = int(value.split()[0])
    return found


def category(mapping, previous, exe):
    """The row a mapping's PSS is added to; `previous` is the mapping just below it."""
    start, end, perms, path, _ = mapping
    if path == exe or path.startswith(exe + " "):
        return "the executable"
    if FONT_FILE.search(path):
        return "font files"
    if ".so" in os.path.basename(path):
        return os.path.basename(path).split(".so")[0] + ".so"
    if path.endswith("-le64.cache-8") or "fontconfig" in path:
        return "fontconfig caches"
    if path.startswith("["):
        return path
    if path.startswith("/dev/") or path.startswith("/memfd:") or path.startswith("/SYSV"):
        return "device and shared memory " + path.split(" ")[0].rsplit("/", 1)[-1][:20]
    if path:
        return "file " + path
    if start % ARENA_ALIGN == 0 and perms == "rw-p":
        return "anon: malloc arenas of threads"
    if previous and previous[2] == "---p" and previous[1] == start and previous[1] - previous[0] <= 65536:
        return "anon: thread stacks"
    return "anon: other"


def breakdown(pid, field="Pss"):
    """{category: `field` KiB} of process `pid` (a field of smaps: Pss, Rss, Private_Dirty…), plus "total"."""
    exe = os.readlink(f"/proc/{pid}/exe")
    sums, previous = {}, None
    for mapping in mappings(pid):
        name = category(mapping, previous, exe)
        sums[name] = sums.get(name, 0) + mapping[4].get(field, 0)
        previous = mapping
    sums["total"] = sum(sums.values())
    return sums


def measure(subject, x, screen, after, field="Pss"):
    """Starts `subject` (name, env, argv), waits for its first frame + `after` s; returns breakdown()."""
    name, env, argv = subject
    y, width = x.height // 2, x.width
    blank = screen.row(y, 0, width)
    proc = subprocess.Popen(argv, env=dict(x.env, **env), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        start = time.perf_counter()
        while sum(1 for p in screen.row(y, 0, width)
                  if xscreen.near(p, subjects.FIRST_CARD_COLOUR)) < startup.MIN_CARD_PIXELS:
            if proc.poll() is not None or time.perf_counter() - start > startup.TIMEOUT_SECONDS:
                raise RuntimeError(f"{name}: no first frame (exit status {proc.poll()})")
            time.sleep(startup.POLL_SECONDS)
        time.sleep(after)
        return breakdown(proc.pid, field)
    finally:
        proc.terminate()
        proc.wait(timeout=10)
        startup.wait_for_blank(screen, y, width, blank)



def parse_subject(spec):
    name, _, command = spec.partition("=")
    words = shlex.split(command)
    env = {}
    while words and re.match(r"^[A-Z_][A-Z0-9_]*=", words[0]):
        key, _, value = words.pop(0).partition("=")
        env[key] = value
    return name, env, words


def table(results, top):
    """Markdown rows: median KiB per category for each subject, with differences to the first subject."""
    names = list(results)
    cats = sorted({c for runs in results.values() for r in runs for c in r})
    med = {n: {c: statistics.median([r.get(c, 0) for r in results[n]]) for c in cats} for n in names}
    base = names[0]
    order = sorted((c for c in cats if c != "total"), key=lambda c: -max(abs(med[n][c] - med[base][c])
                                                                        for n in names) - med[base][c] / 1e6)
    head = "| mapping | " + " | ".join(f"{n} KiB" for n in names) + "".join(
        f" | {n} − {base}" for n in names[1:]) + " |"
    lines = [head, "|---" + "|---:" * (2 * len(names) - 1) + "|"]
    shown = order[:top] if top else order
    for c in shown + ["total"]:
        cells = [f"{med[n][c]:.0f}" for n in names] + [f"{med[n][c] - med[base][c]:+.0f}" for n in names[1:]]
        label = f"**{c}**" if c == "total" else c
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    rest = [c for c in order if c not in shown]
    if rest:
        cells = [f"{sum(med[n][c] for c in rest):.0f}" for n in names] + [
            f"{sum(med[n][c] - med[base][c] for c in rest):+.0f}" for n in names[1:]]
        lines.insert(-1, f"| ({len(rest)} other rows) | " + " | ".join(cells) + " |")
    return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--binary", help="swipedeck (release build): subjects floor and sample deck")
    ap.add_argument("--subject", action="append", default=[], help="NAME=[ENV=V ...] COMMAND ARGS (repeatable)")
    ap.add_argument("--no-floor", action="store_true", help="leave out the floor (bench/floor.c)")
    ap.add_argument("--runs", type=int, default=5, help="interleaved runs per subject (median shown)")
    ap.add_argument("--after", type=float, default=startup.SETTLE_SECONDS, help="seconds after the first frame")
    ap.add_argument("--field", default="Pss", help="smaps field summed: Pss (default), Rss (steadier: "
                    "does not depend on what else maps the libraries), Private_Dirty…")
    ap.add_argument("--top", type=int, default=30, help="rows shown (largest differences first); 0: all")
    ap.add_argument("--size", default="1280x800", help="Xvfb screen size")
    args = ap.parse_args()
    width, height = map(int, args.size.split("x"))
    with tempfile.TemporaryDirectory() as work, XSession(width, height) as x:
        chosen = ([] if args.no_floor else [("floor", {}, [subjects.build_floor(work)])]) + (
            [("SwipeDeck", {}, [args.binary])] if args.binary else []) + [parse_subject(s) for s in args.subject]
        screen = xscreen.open_screen(x.display)
        results = {s[0]: [] for s in chosen}
        for run in range(args.runs):
            for s in chosen:
                r = measure(s, x, screen, args.after, args.field)
                results[s[0]].append(r)
                print(f"run {run + 1}/{args.runs} {s[0]}: {args.field} {r['total'] / 1024:.1f} MiB", file=sys.stderr)
        screen.close()
    print("\n".join(table(results, args.top)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
