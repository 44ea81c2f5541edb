#!/usr/bin/env python3
"""End-to-end tests of the fleet (issue 25): `swipedeck sync` and `report --database` against a real
PostgreSQL server started here (initdb as the unprivileged user postgres), kiosks that are the real app
replaying key presses, and faults: the server restarted, the sender killed, the log rotated, the
network lossy or a blackhole (network namespaces, nftables), a full disk. Prints PASS/FAIL lines and
"N passed, N failed"."""
import argparse
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import checks_basic  # noqa: E402
import checks_faults  # noqa: E402
import netns  # noqa: E402

from pgserver import PgServer  # noqa: E402


class Results:
    def __init__(self):
        self.passed = self.failed = 0

    def check(self, ok, what, detail=""):
        if ok:
            self.passed += 1
            print(f"PASS {what}")
        else:
            self.failed += 1
            print(f"FAIL {what} {str(detail)[:1500]}")
        sys.stdout.flush()
        return ok


class Nothing:
    """A context that does nothing (no second host)."""

    def __enter__(self):
        return None

    def __exit__(self, *exc):
        return False


SCENARIOS = [*checks_basic.SCENARIOS, *checks_faults.SCENARIOS]


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--binary", required=True, help="swipedeck, with swipedeck-fleet beside it")
    ap.add_argument("--only", help="run only the scenarios whose names contain this text")
    args = ap.parse_args()
    fleet = os.path.join(os.path.dirname(os.path.abspath(args.binary)), "swipedeck-fleet")
    r = Results()
    if not os.access(fleet, os.X_OK):
        r.check(False, "swipedeck-fleet is built beside swipedeck (swift build --product swipedeck-fleet)", fleet)
    unavailable = netns.available()
    host = netns.KioskHost() if unavailable is None else None
    try:
        server = PgServer(extra_listen=[netns.HOST_ADDRESS] if host else [])
    except RuntimeError as e:
        r.check(False, "PostgreSQL is installed (make test-deps)", e)
        print(f"{r.passed} passed, {r.failed} failed")
        return 1
    with tempfile.TemporaryDirectory() as tmp, (host or Nothing()), server as pg:
        pg.kiosk_host, pg.no_host = host, unavailable
        os.chmod(tmp, 0o755)
        for scenario in SCENARIOS:
            if args.only and args.only not in scenario.__name__:
                continue
            began = time.monotonic()
            try:
                scenario(pg, os.path.abspath(args.binary), tmp, r)
            except Exception as e:  # a scenario that breaks counts as a failure, the rest still runs
                r.check(False, scenario.__name__, repr(e))
            print(f"  ({scenario.__name__}: {time.monotonic() - began:.0f} s)")
    print(f"{r.passed} passed, {r.failed} failed")
    return 1 if r.failed else 0


if __name__ == "__main__":
    sys.exit(main())
