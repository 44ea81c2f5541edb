"""Scenario 8 of the appliance: a hung kiosk is restarted by the unit's watchdog. The app's loop is
stopped (SIGSTOP: a renderer stuck in Mesa or a loop stuck on a lock stops the pings the same way);
WatchdogSec=30 runs out, systemd sends SIGABRT to the unit's main process, `swipedeck notify-relay`,
which passes it on and kills what is left 5 s later; Restart=on-failure brings the kiosk back and
"resume = true" in the example config puts the visitor's session at the next card.

Before that, the unit is checked to be active with the app's status line: the app's READY=1 and STATUS=
reached systemd through the relay although the app runs in the login session's scope.
"""

import time

import harness
from harness import expect

# WatchdogSec=30, the relay's 5 s, RestartSec=2 and a start under TCG: the unit's restart is counted
# well within this; wait_kiosk then waits for the deck on screen.
WATCHDOG_LIMIT = 120.0


def run(ctx) -> str:
    return harness.on_new_machine(ctx, "8-watchdog", hang)


def hang(machine, ctx) -> str:
    active = harness.wait_unit(machine, lambda u: u.get("ActiveState") == "active",
                               "the kiosk unit did not become active (READY=1 through the relay)", 120)
    expect("card 1 of" in active.get("StatusText", ""), f"the unit's status is not the app's: {active}")
    _, session = harness.two_decisions(machine)
    before = harness.app_pid(machine)
    machine.run(f"kill -STOP {before}")
    stopped = time.monotonic()
    harness.wait_unit(machine, lambda u: u.get("NRestarts") == "1", "the watchdog did not restart the hung kiosk",
                      WATCHDOG_LIMIT)
    restarted = time.monotonic() - stopped
    harness.wait_kiosk(machine, ctx, "8-restarted", restarts=1, old_pid=before)
    _, why = machine.run(f"journalctl -b -u {harness.UNIT} -o cat --no-pager | grep -i watchdog | tail -2")
    expect("watchdog" in why.lower(), f"the journal does not say the watchdog restarted it: {why!r}")
    _, old = machine.run(f"test -d /proc/{before} && echo alive || echo gone")
    expect(old.strip() == "gone", f"the hung app {before} outlived the restart")
    made = harness.swipe_key(machine, 3)
    expect((made[2].get("card"), made[2].get("seq"), made[2].get("session")) == ("puppy", 3, session),
           f"the first decision after the restart is {made[2]}, not puppy as seq 3 of session {session}")
    again = harness.wait_unit(machine, lambda u: u.get("ActiveState") == "active",
                              "the restarted kiosk did not become active", 120)
    return (f"active with the app's status ({active.get('StatusText')!r}); SIGSTOP: restarted by the watchdog "
            f"{restarted:.0f} s later, back at card 3 of session {session}; active again ({again.get('StatusText')!r})")
