#!/usr/bin/env python3
"""make appliance-test: the kiosk image of make appliance booted under QEMU (TCG), from power-on
through the shipped unit and launcher, one scenario a boot (issue 27; TESTING.md, "The appliance").

  appliance_test.py [--image .build-appliance] [--artifacts out/appliance] [--only NAME]... [--hold-start-timeout]

Screens are QMP screendumps, kept as PNG in the artifacts folder; guest commands go through the guest
agent. Exit status: 0 every scenario passed, 1 one failed, 2 QEMU or the image is missing (what to do).
"""

import argparse
import pathlib
import shutil
import sys
import time

import harness
import scenario_crash
import scenario_portrait
import scenario_power
import scenario_touch as scenario_touch_module
import scenario_waking
import scenario_watchdog
from harness import BOOT_LIMIT, Context, Failure, expect, power_on, unit_state

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parent.parent
NEEDED = {"qemu-system-x86_64": "qemu-system-x86", "qemu-img": "qemu-utils", "convert": "imagemagick"}


def scenario_boot(ctx: Context) -> str:
    """1: power-on to the first card, compared by pixels, with the time printed; 7: on virtio-gpu with
    no GPU driver of its own the shipped launcher shows the deck, and cage's Xwayland is installed."""
    machine, seconds = power_on(ctx, "1-boot")
    try:
        _, processes = machine.run("pgrep -u kiosk -a swipedeck; pgrep -u kiosk -a cage")
        expect("swipedeck --kiosk" in processes and "cage -d" in processes, f"kiosk processes: {processes}")
        _, renderer = machine.run("tr '\\0' '\\n' < /proc/$(pgrep -u kiosk -x cage | tail -1)/environ | grep ^WLR_RENDERER= || echo WLR_RENDERER unset")
        _, package = machine.run("dpkg-query -W -f '${Recommends}' swipedeck; echo; dpkg-query -W -f '${Status}' xwayland")
        expect("xwayland" in package.splitlines()[0] and "install ok installed" in package,
               f"the package does not pull in xwayland: {package}")
        state, journal = unit_state(machine)
        if state == "activating":
            _, cgroup = machine.run(f"cat /proc/{harness.app_pid(machine)}/cgroup")
            raise Failure(f"swipedeck-kiosk is still activating with the deck on screen: the app's READY=1 never "
                          f"reached systemd through swipedeck notify-relay, the unit's main process (the app runs in "
                          f"{cgroup.strip()!r}), so TimeoutStartSec=180 stops and restarts the kiosk "
                          f"(the rest passed: first card {seconds:.0f} s after power-on, cage's {renderer.strip()})")
        expect(state == "active", f"swipedeck-kiosk is {state}: {journal[-1500:]}")
        fallback = "trying WLR_RENDERER=pixman" in journal
        return (f"first card {seconds:.0f} s after power-on (limit {BOOT_LIMIT:.0f} s); cage's renderer: "
                f"{renderer.strip()}{' after GL failed (launcher fallback)' if fallback else ''}")
    finally:
        machine.quit()


def scenario_touch(ctx: Context) -> str:
    """2: real kernel touch (scenario_touch.py)."""
    machine, _ = power_on(ctx, "2-touch")
    try:
        return scenario_touch_module.run(machine, ctx)
    finally:
        machine.quit()


SCENARIOS = {"boot": scenario_boot, "touch": scenario_touch, "waking": scenario_waking.run,
             "portrait": scenario_portrait.run, "power-cut": scenario_power.run, "crash": scenario_crash.run, "watchdog": scenario_watchdog.run}
# Without --only: every scenario, in the order (1 and 7, 2, 3, 4, 5, 6, 8).
DEFAULT = list(SCENARIOS)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--image", type=pathlib.Path, default=REPO / ".build-appliance")
    parser.add_argument("--artifacts", type=pathlib.Path, default=REPO / "out" / "appliance")
    parser.add_argument("--only", action="append", choices=sorted(SCENARIOS), help="run only these scenarios")
    parser.add_argument("--hold-start-timeout", action="store_true",
                        help="a diagnostic: hold the unit's start timeout off after boot (harness.hold_start_timeout)")
    args = parser.parse_args()
    missing = sorted({pkg for tool, pkg in NEEDED.items() if not shutil.which(tool)})
    if missing:
        print(f"appliance-test: error: missing tools: install them with: apt-get install {' '.join(missing)}",
              file=sys.stderr)
        return 2
    for part in ("disk.raw", "vmlinuz", "initrd.img"):
        if not (args.image / part).exists():
            print(f"appliance-test: error: no {args.image / part}: build the image with make appliance", file=sys.stderr)
            return 2
    ctx = Context(args.image, args.artifacts, args.hold_start_timeout)
    failed = 0
    for name in args.only or DEFAULT:
        started = time.monotonic()
        try:
            detail = SCENARIOS[name](ctx) + (" (start timeout held off)" if ctx.hold and name != "boot" else "")
            print(f"PASS {name}: {detail} [{time.monotonic() - started:.0f} s]", flush=True)
        except (Failure, TimeoutError, RuntimeError, OSError) as error:
            failed += 1
            print(f"FAIL {name}: {error} [{time.monotonic() - started:.0f} s]", flush=True)
    print(f"appliance test: {len(args.only or DEFAULT) - failed} passed, {failed} failed; screens in {args.artifacts}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
