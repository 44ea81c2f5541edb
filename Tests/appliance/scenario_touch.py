"""Scenario 2 of the appliance: real kernel touch from a uinput touchscreen in the guest, through
libinput and cage to the kiosk (guest_touch.py plays the contacts).

A finger dragged from the card's upper half turns it one way, from its lower half the other (it turns
about the touch point) and a long drag swipes it; a short drag springs back; a tap flips the card; a
second finger during a drag changes nothing; the log holds exactly the decisions made.
"""

import json
import pathlib
import time

import screens

HERE = pathlib.Path(__file__).resolve().parent
FIFO = "/run/appliance-touch"
LOG = "/home/kiosk/.local/state/swipedeck/decisions.jsonl"
# Screens this far apart (fraction of pixels, screens.difference) count as different pictures.
CHANGED = 0.05


class Touch:
    def __init__(self, machine, width: int, height: int):
        self.machine, self.width, self.height, self.played = machine, width, height, 0
        machine.run(f"rm -f {FIFO} {FIFO}.ready {FIFO}.done; mkfifo {FIFO}")
        machine.run(f"python3 - {FIFO} {width} {height} > /run/appliance-touch.log 2>&1",
                    stdin=(HERE / "guest_touch.py").read_bytes(), wait=False)
        self.wait_guest(f"test -e {FIFO}.ready", "the uinput touchscreen never appeared")
        # libinput must have taken the device as a touchscreen before a finger goes down.
        self.wait_guest("journalctl -b -o cat _COMM=cage | grep -q appliance-touchscreen || "
                        "grep -q appliance-touchscreen /proc/bus/input/devices", "the touchscreen was not added")
        time.sleep(2)  # cage adds the device to its seat as it reads udev (no signal of it to wait on)

    def wait_guest(self, test: str, what: str, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.machine.run(test)[0] == 0:
                return
            time.sleep(0.5)
        raise TimeoutError(what)

    def play(self, steps: list) -> None:
        self.machine.run(f"cat > {FIFO}", stdin=(json.dumps(steps) + "\n").encode())
        self.played += 1
        self.wait_guest(f"grep -qx 'done {self.played}' {FIFO}.done", "the touch steps were not played")

    @staticmethod
    def drag(slot: int, start: tuple, end: tuple, seconds: float, steps: int = 12, hold: float = 0.0) -> list:
        path = [["down", slot, *start]]
        for i in range(1, steps + 1):
            path += [["wait", seconds / steps],
                     ["move", slot, round(start[0] + (end[0] - start[0]) * i / steps),
                      round(start[1] + (end[1] - start[1]) * i / steps)]]
        return path + ([["wait", hold]] if hold else []) + [["up", slot]]


def decisions(machine) -> list:
    status, text = machine.run(f"cat {LOG} 2>/dev/null")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def settled(machine, ctx, name: str, timeout: float = 30):
    """The screen once two screendumps 0.7 s apart are alike."""
    previous = machine.screen(ctx.work / f"{name}.ppm")
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        time.sleep(0.7)
        shot = machine.screen(ctx.work / f"{name}.ppm")
        if screens.difference(shot, previous) == 0:
            return shot
        previous = shot
    raise TimeoutError(f"the screen did not settle within {timeout:.0f} s ({name})")


def run(machine, ctx, expect) -> str:
    rest = settled(machine, ctx, "2-rest")
    width, height = rest[0], rest[1]
    cx, cy = width // 2, height // 2
    touch = Touch(machine, width, height)
    before = decisions(machine)
    # A short drag springs back: nothing logged, the same screen afterwards.
    touch.play(Touch.drag(0, (cx, cy), (cx + width // 20, cy), 0.4))
    back = settled(machine, ctx, "2-short")
    expect(screens.difference(back, rest) <= screens.MATCH_FRACTION,
           f"a short drag did not spring back: {screens.difference(back, rest):.3f} of the screen differs")
    expect(decisions(machine) == before, "a short drag logged a decision")
    # A drag swipes it right; then one to the left with a second finger down and moving meanwhile.
    touch.play(Touch.drag(0, (cx, cy), (cx + width * 2 // 5, cy), 0.35))
    settled(machine, ctx, "2-swiped")
    steps = Touch.drag(0, (cx, cy), (cx - width * 2 // 5, cy), 0.35)
    second = Touch.drag(1, (width // 5, height * 4 // 5), (width * 4 // 5, height // 5), 0.2)
    touch.play(steps[:9] + second + steps[9:])
    ctx.keep(settled(machine, ctx, "2-after"), "2-after-two-swipes")
    made = decisions(machine)[len(before):]
    expect([(d.get("card"), d.get("decision")) for d in made] == [("hamburger", "right"), ("panda", "left")],
           f"the log holds {[(d.get('card'), d.get('decision')) for d in made]}, not hamburger right, panda left")
    rest2 = settled(machine, ctx, "2-rest2")
    # A tap flips the card (its back), and a second tap flips it back; nothing logged.
    touch.play([["down", 0, cx, cy], ["wait", 0.08], ["up", 0]])
    flipped = settled(machine, ctx, "2-flipped")
    ctx.keep(flipped, "2-tap-flipped")
    expect(screens.difference(flipped, rest2) > CHANGED, "a tap did not flip the card")
    touch.play([["down", 0, cx, cy], ["wait", 0.08], ["up", 0]])
    expect(screens.difference(settled(machine, ctx, "2-unflipped"), rest2) <= screens.MATCH_FRACTION,
           "a second tap did not flip the card back")
    # The card turns about the touch point: held from above its middle and from below, dragged right alike.
    turned = []
    for name, y in (("upper", cy - height // 6), ("lower", cy + height // 6)):
        touch.play(Touch.drag(0, (cx, y), (cx + width // 8, y), 0.4)[:-1])  # still down
        time.sleep(1.5)
        turned.append(machine.screen(ctx.work / f"2-{name}.ppm"))
        ctx.keep(turned[-1], f"2-held-{name}")
        touch.play([["up", 0]])
        settled(machine, ctx, f"2-{name}-back")
    expect(screens.difference(turned[0], rest2) > CHANGED and screens.difference(turned[1], rest2) > CHANGED,
           "a held drag did not move the card")
    expect(screens.difference(turned[0], turned[1]) > CHANGED / 5,
           "the card held from above and from below looks the same: it does not turn about the touch point")
    return "short drag sprang back, tap flipped, the card turned about the finger, right and left swipes logged exactly"
