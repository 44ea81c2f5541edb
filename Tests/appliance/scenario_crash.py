"""Scenario 6 of the appliance: the app crashes (SIGSEGV) and the unit brings it back at the visitor's
next card in the same session; the unlock chord typed on the keyboard leaves the kiosk stopped.

Decisions are made with the arrow keys on QEMU's USB keyboard (a key goes through even as the kiosk's
first input: kiosk.md, "The waking touch"). The unlock chord is the example config's default,
Ctrl+Alt+Shift+Q.
"""

import time

import harness
from harness import expect

# The unit's RestartSec=2, and then some: a unit that was to restart would have by then.
STAYS_STOPPED = 12.0
UNLOCK_CHORD = ("ctrl", "alt", "shift", "q")


def run(ctx) -> str:
    return harness.on_new_machine(ctx, "6-crash", crash_and_unlock)


def crash_and_unlock(machine, ctx) -> str:
    made, session = harness.two_decisions(machine)
    before = harness.app_pid(machine)
    machine.run(f"kill -SEGV {before}")
    started = time.monotonic()
    harness.wait_kiosk(machine, ctx, "6-restarted", restarts=1, old_pid=before)
    restart = time.monotonic() - started
    _, journal = harness.unit_state(machine)
    made = harness.swipe_key(machine, 3)
    expect((made[2].get("card"), made[2].get("seq"), made[2].get("session")) == ("puppy", 3, session),
           f"the first decision after the restart is {made[2]}, not puppy as seq 3 of session {session}")
    expect(made[:2] == harness.decisions(machine)[:2], "the lines before the crash changed")
    # The unlock chord: the app exits 0, the unit stays stopped (Restart=on-failure).
    machine.keys(*UNLOCK_CHORD)
    try:
        stopped = harness.wait_unit(machine, lambda u: u.get("ActiveState") in ("inactive", "failed"),
                                    "the unlock chord did not leave the kiosk stopped", 60)
    except harness.Failure as failure:
        _, why = machine.run(f"journalctl -b -u {harness.UNIT} -o cat --no-pager | grep -i -E 'result|main process exited' | tail -3")
        raise harness.Failure(f"{failure}; systemd says: {why.strip()!r} (a clean exit while the unit is still "
                              "'activating', its READY=1 never received, counts as a failure: Restart=on-failure)") from failure
    time.sleep(STAYS_STOPPED)
    later = harness.unit_show(machine)
    ctx.keep(machine.screen(ctx.work / "6-unlocked.ppm"), "6-unlocked")
    expect(stopped.get("ActiveState") == "inactive" and stopped.get("ExecMainStatus") == "0",
           f"after the unlock chord the unit is {stopped} (wanted inactive, status 0)")
    expect(later.get("ActiveState") == "inactive" and later.get("NRestarts") == "1" and not harness.app_pid(machine),
           f"{STAYS_STOPPED:.0f} s after the unlock chord the unit is {later}, the app {harness.app_pid(machine)!r}: "
           "it was restarted")
    crashed = "SEGV" in journal or "signal" in journal.lower() or "139" in journal
    return (f"SIGSEGV: back in {restart:.0f} s at card 3 of session {session} (puppy logged as seq 3)"
            f"{'' if crashed else ' (the journal does not name the signal)'}; unlock chord: exit 0, stayed stopped")
