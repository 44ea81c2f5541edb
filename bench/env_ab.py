#!/usr/bin/env python3
"""Does an environment setting (or a flag) make frames cheaper? An A/B on one binary, variants interleaved.

    python3 bench/env_ab.py --binary .build/release/swipedeck [--size 1920x1080] [--runs 3] [--replay-seconds 15]
        [--variant NAME=VAR=VALUE[,VAR=VALUE…]]… [--variant-args NAME=ARG[,ARG…]]…

Runs the mixed replay fullscreen once per round for the plain run and each variant (the plain run with
those variables set), in alternating order from round to round, then the floor. Prints per-round
figures (stderr) and the medians with each variant's ratio to the plain run: below 1 means cheaper.

Without --variant it measures `finish=SWIPEDECK_FRAME_PARTS=1` (the part timer: `SDL_RenderFlush` +
`glFinish` before each part, so llvmpipe rasterises the clear, each shadow, each face… as scenes of
their own), the A/B of BENCHMARKS.md "Cheaper pixels". Other examples: `one-arena=MALLOC_ARENA_MAX=1`,
`mmap128k=GLIBC_TUNABLES=glibc.malloc.mmap_threshold=131072`, `nearest=LP_PERF=no_linear`.

--variant-args gives a variant arguments of its own (added to the plain run's; a name not given to
--variant is a variant with the plain environment). Speech beside the frames (issue 29, "speech does not
hold up a frame"), every run with SDL's disk audio so that only the speaking differs:
  --variant plain-audio=SDL_AUDIODRIVER=disk,SDL_DISKAUDIOFILE=/tmp/a.raw \
  --variant speech=SDL_AUDIODRIVER=disk,SDL_DISKAUDIOFILE=/tmp/a.raw --variant-args speech=--speech
"""
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "Tests", "e2e"))

import frames      # noqa: E402
import sizes       # noqa: E402
from xsession import XSession  # noqa: E402

DEFAULT_VARIANT = "finish=SWIPEDECK_FRAME_PARTS=1"


def parse_variant(spec):
    """NAME=VAR=VALUE[,VAR=VALUE…] → (name, {VAR: VALUE}). A value may itself hold '=' (GLIBC_TUNABLES)."""
    name, _, assignments = spec.partition("=")
    env = {}
    for item in assignments.split(","):
        key, sep, value = item.partition("=")
        if not name or not key or not sep:
            sys.exit(f"env_ab: --variant wants NAME=VAR=VALUE[,VAR=VALUE…], got {spec!r}")
        env[key] = value
    return name, env


def parse_arguments(spec):
    """NAME=ARG[,ARG…] → (name, [ARG…])."""
    name, sep, arguments = spec.partition("=")
    if not name or not sep or not arguments:
        sys.exit(f"env_ab: --variant-args wants NAME=ARG[,ARG…], got {spec!r}")
    return name, arguments.split(",")


def main():
    args, wh, work, floor, text = sizes.one_size_bench(
        __doc__, 3, 15, "swipedeck-env-ab-",
        extra=[(("--variant",), {"action": "append", "default": [], "help": "NAME=VAR=VALUE[,VAR=VALUE…]"}),
               (("--variant-args",), {"action": "append", "default": [], "help": "NAME=ARG[,ARG…]"})])
    own_args = dict(parse_arguments(a) for a in args.variant_args)
    named = [parse_variant(v) for v in args.variant] or ([] if own_args else [parse_variant(DEFAULT_VARIANT)])
    named += [(name, {}) for name in own_args if name not in dict(named)]
    variants = [("plain", {})] + named
    results = {name: [] for name, _ in variants + [("floor", {})]}
    with XSession(*wh) as x:
        for n in range(args.runs):
            for name, extra_env in (variants if n % 2 == 0 else variants[::-1]):
                rows, _ = frames.run_replay(os.path.abspath(args.binary), frames.WithEnv(dict(x.env, **extra_env)),
                                            None, text, work, f"{name}-{n}", ["--fullscreen", *own_args.get(name, [])])
                results[name].append(frames.analyse(rows))
                print(f"round {n + 1} {name}: p50 {results[name][-1]['work_p50']:.2f} "
                      f"p99 {results[name][-1]['work_p99']:.2f}", file=sys.stderr)
            results["floor"].append(sizes.floor_run(floor, x))
    med = lambda name, key: statistics.median(r[key] for r in results[name])   # noqa: E731
    print("| size | run | runs | work p50 ms | work p99 ms | frames over 16.7 ms | latency p99 ms |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for name in results:
        latency = f"{med(name, 'latency_p99'):.2f}" if name != "floor" else "–"
        print(f"| {args.size} | {name} | {args.runs} | {med(name, 'work_p50'):.2f} | {med(name, 'work_p99'):.2f} | "
              f"{med(name, 'over_budget'):.0f} | {latency} |")
    for name, _ in variants[1:]:
        print(f"{name} ÷ plain: p50 {med(name, 'work_p50') / med('plain', 'work_p50'):.3f}, "
              f"p99 {med(name, 'work_p99') / med('plain', 'work_p99'):.3f}")


if __name__ == "__main__":
    main()
