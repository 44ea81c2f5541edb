#!/usr/bin/env python3
"""End-to-end tests of the fleet: `swipedeck sync` and `swipedeck report --database` against a real
PostgreSQL server started here (Tests/fleet/pg_cluster.py), kiosks that are the real app replaying
generated key presses under SDL's dummy video driver, and faults: the server stopped, the sender
killed, the log rotated, a network partition (Tests/fleet/netns.py), a full disk; TLS, the roles'
refusals and bad input. Needs root (initdb as the user postgres, network namespaces, a tmpfs).

Scenarios (--only NAME, a comma-separated list of names or parts of names):
  basic            hand-written log, torn last line, --once three times        (~1 s)
  rotated_offline  two rotations with no sender running, then --once           (~1 s)
  reports          report over three kiosks' logs == report --database         (~14 s)
  idle             a sender that caught up wakes for nothing in 5 s            (~7 s)
  batches          12,000 lines in full batches, a refused line, one not a decision (~5 s)
  yields_to_a_drawing_kiosk  the drain slows at a frame the app's activity file tells (~25 s)
  faults           three kiosks + followers through kills, rotations, loss,
                   delay, blackhole, server stops; table == union of all logs  (100-160 s)
  disk_full        a log on a full 64 KiB tmpfs                                 (~25 s)
  security         the kiosk role may insert only, the report role read only    (~2 s)
  bad_input        exit statuses 2, 3, 4; TLS; SIGHUP/SIGINT; log untouched     (~11 s)
Prints PASS/FAIL lines, each scenario's duration, the failures again by name and "N passed, N failed";
exits 1 on a failure.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time
import traceback
import types

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fleet_basic  # noqa: E402
import fleet_batches  # noqa: E402
import fleet_faults  # noqa: E402
import fleet_pacing  # noqa: E402
import fleet_refusals  # noqa: E402
from fleet_common import Results, make_deck  # noqa: E402
from netns import HOST_ADDRESS, KioskNet, NetnsUnavailable  # noqa: E402
from pg_cluster import PgCluster  # noqa: E402

SCENARIOS = (*fleet_basic.SCENARIOS, *fleet_batches.SCENARIOS, *fleet_pacing.SCENARIOS, *fleet_faults.SCENARIOS,
             *fleet_refusals.SCENARIOS)


def wait_for_binary(binary, timeout):
    """Polls `swipedeck sync --help` until it exits 0 (the binary may still be being built)."""
    deadline = time.time() + timeout
    while True:
        try:
            done = subprocess.run([binary, "sync", "--help"], capture_output=True, text=True, timeout=30)
            if done.returncode == 0:
                return True, ""
            why = f"exit {done.returncode}: {done.stderr.strip()[-300:]}"
        except (OSError, subprocess.TimeoutExpired) as e:
            why = repr(e)
        if time.time() >= deadline:
            return False, why
        time.sleep(5)


def selected(args):
    if not args.only:
        return list(SCENARIOS)
    wanted = [w.strip() for w in args.only.split(",") if w.strip()]
    return [s for s in SCENARIOS if any(w in s.__name__ for w in wanted)]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--binary", required=True, help="the swipedeck binary (swipedeck-fleet beside it)")
    ap.add_argument("--only", help="run only these scenarios (comma-separated names or parts of names)")
    ap.add_argument("--wait-binary", type=float, default=0, help="seconds to wait for `sync --help` to work")
    ap.add_argument("--keep", action="store_true", help="keep the temporary folder (logs, stderr) for a look")
    args = ap.parse_args()
    r = Results()
    scenarios = selected(args)
    ok, why = wait_for_binary(os.path.abspath(args.binary), args.wait_binary)
    if not r.check(ok, "swipedeck sync --help exits 0", why):
        return r.summary()
    tmp = tempfile.mkdtemp(prefix="swipedeck-fleet-e2e-")
    os.chmod(tmp, 0o755)
    started = time.time()
    net, net_error = None, None
    try:
        if any(getattr(s, "needs_netns", False) for s in scenarios):
            try:
                net = KioskNet().__enter__()
            except NetnsUnavailable as e:
                net_error = str(e)
        with PgCluster(extra_listen=[HOST_ADDRESS] if net else []) as pg:
            ctx = types.SimpleNamespace(binary=os.path.abspath(args.binary), pg=pg, net=net, net_error=net_error,
                                        tmp=tmp, deck=make_deck(tmp))
            for scenario in scenarios:
                t0 = time.time()
                print(f"# {scenario.__name__}: {' '.join((scenario.__doc__ or '').split())[:150]}", flush=True)
                try:
                    scenario(ctx, r)
                except Exception as e:  # a scenario that breaks is a failure; the others still run
                    r.check(False, scenario.__name__, f"{e!r}\n{traceback.format_exc()[-1500:]}")
                print(f"# {scenario.__name__} took {time.time() - t0:.1f} s", flush=True)
    finally:
        if net is not None:
            net.__exit__(None, None, None)
        if args.keep:
            print(f"# kept {tmp}")
        else:
            subprocess.run(["rm", "-rf", tmp])
    print(f"# all took {time.time() - started:.1f} s")
    return r.summary()


if __name__ == "__main__":
    sys.exit(main())
