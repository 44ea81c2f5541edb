"""Scenario 5 of the appliance: power cuts (QMP quit) in the middle of a visitor's session, and the
machine booted again from the same disk.

1. Two cards decided (arrow keys on the USB keyboard), the power cut as soon as the second line is in
   the log, with nothing synced by the test: after the next boot both lines are there, whole, and the
   next decision is card 3 as seq 3 of the same session.
2. A torn last line, as a power cut during a write leaves one (written by the test, then synced: a
   real cut cannot be timed to land inside a write), and the power cut again: after the boot the app
   reports the line as incomplete and skips it, and the next decision is card 4 as seq 4 of the same
   session, on a line of its own; swipedeck report reads past the piece with a warning.
"""

import json

import harness
from harness import LOG, expect

TORN = '{"time": "2026-12-05T10:15:30.123Z", "card": "pup'


def run(ctx) -> str:
    return harness.on_new_machine(ctx, "5-power", cut_twice)


def cut_twice(machine, ctx) -> str:
    made, session = harness.two_decisions(machine)
    machine.quit()  # the power cut: right after the line was written
    seconds = reboot(machine, ctx, "5-power-second-boot")
    after = harness.decisions(machine)
    expect(after == made, f"after the power cut the log holds {after}, not the two lines written before it {made}")
    resumed = harness.swipe_key(machine, 3)[2]
    expect((resumed.get("card"), resumed.get("seq"), resumed.get("session")) == ("puppy", 3, session),
           f"the first decision after the power cut is {resumed}, not puppy as seq 3 of session {session}")
    # The torn line, then the second cut.
    _, raw_before = machine.run(f"cat {LOG}")
    machine.run(f"printf '%s' '{TORN}' >> {LOG} && sync")
    machine.quit()
    reboot(machine, ctx, "5-power-third-boot")
    _, journal = harness.unit_state(machine)
    expect("line 4 is incomplete (torn write?), skipped" in journal,
           f"the torn last line was not reported: the journal says {journal[-1200:]!r}")
    harness.swipe_key(machine, 4)
    _, raw = machine.run(f"cat {LOG}")
    lines = raw.splitlines()
    expect(raw.startswith(raw_before) and len(lines) == 5 and lines[3] == TORN,
           f"the log is not the three lines, the torn piece on a line of its own and one new line: {raw!r}")
    new = json.loads(lines[4])
    expect((new.get("card"), new.get("seq"), new.get("session")) == ("poop", 4, session),
           f"the decision after the torn line is {new}, not poop as seq 4 of session {session}")
    _, report = machine.run(f"swipedeck report {LOG}")
    expect("panda,1,right\npuppy,2,right\npoop,3,right" in report and "line 4 is not a decision, skipped" in report,
           f"swipedeck report does not read the four decisions past the torn line with a warning: {report!r}")
    return (f"both cuts kept the log whole; the kiosk resumed in session {session} at the next card each time "
            f"({seconds:.0f} s to the kiosk after the first cut); the torn line reported, skipped and ended")


def reboot(machine, ctx, name: str) -> float:
    """Powers the machine on again from the same overlay; returns the seconds until the kiosk is up."""
    machine.start()
    harness.wait_kiosk(machine, ctx, name)
    return machine.elapsed()
