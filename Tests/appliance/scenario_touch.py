"""Scenario 2 of the appliance: real kernel touch from a uinput touchscreen in the guest, through
libinput and cage to the kiosk (guest_touch.py plays the contacts, touch.py sends them).

The kiosk starts in its attract state, so the first contact only wakes it (kiosk.md, "The waking
touch"): a tap that flips nothing and takes the hint away, and leaves no arrow cursor where it touched
(cage's own, drawn where the seat has a pointer device, QEMU's tablet here: the launcher blanks it). Then a short drag springs back; a tap flips
the card and a second tap flips it back; a finger held from the card's upper half turns it one way,
from its lower half the other (it turns about the touch point); a drag swipes it right, and one to the
left with a second finger down and moving meanwhile swipes it left; the log holds exactly those two
decisions. The same app process must run throughout: a restart by systemd would make the next touch a
waking one again (it was why the tap "did not flip": TESTING.md).
"""

import harness
import screens
from harness import expect
from touch import Touch

# Screens this far apart (fraction of pixels, screens.difference) count as different pictures.
CHANGED = 0.05


def run(machine, ctx) -> str:
    pid = harness.app_pid(machine)
    try:
        return touches(machine, ctx)
    except harness.Failure as failure:
        now = harness.app_pid(machine)
        if now != pid:
            raise harness.Failure(f"{failure}; the kiosk app was restarted meanwhile (process {pid} then {now!r}, the unit "
                                  f"{harness.unit_show(machine)}): its next touch only wakes it") from failure
        raise


def touches(machine, ctx) -> str:
    hinted = harness.settled(machine, ctx, "2-hint")
    width, height = hinted[0], hinted[1]
    cx, cy = width // 2, height // 2
    touch = Touch(machine, width, height)
    before = harness.decisions(machine)
    touch.play(Touch.tap(cx, cy))  # the waking touch: the hint goes, the card stays as it was
    rest = harness.wait_screen(machine, ctx, "2-woken", lambda s: screens.difference(s, hinted) > CHANGED / 10,
                               "the waking tap did not take the hint away")
    ctx.keep(rest, "2-woken")
    expect(screens.difference(rest, hinted) < CHANGED,
           f"the waking tap did more than take the hint away: {screens.difference(rest, hinted):.3f} of the screen changed")
    # Nothing is left where the finger was: cage 0.1.4 drew its arrow there (the launcher gives it a blank one).
    marked = screens.changed_pixels(hinted, rest, (cx - 4, cy - 4, 28, 32))
    expect(marked == 0, f"{marked} pixels changed where the finger touched: an arrow cursor left on the card "
                        f"({ctx.artifacts}/2-woken.png)")
    # A short drag moves the card and, let go, it springs back: the same screen, nothing logged.
    touch.play(Touch.drag(0, (cx, cy), (cx + width // 20, cy), 0.4)[:-1])
    ctx.keep(harness.wait_screen(machine, ctx, "2-short", lambda s: screens.difference(s, rest) > CHANGED / 5,
                                 "a short drag did not move the card"), "2-short-drag-held")
    touch.play([["up", 0]])
    harness.wait_screen(machine, ctx, "2-short-back", lambda s: screens.difference(s, rest) <= screens.MATCH_FRACTION,
                        "a short drag did not spring back")
    # A tap flips the card (its back), and a second tap flips it back.
    touch.play(Touch.tap(cx, cy))
    flipped = harness.wait_screen(machine, ctx, "2-flipped", lambda s: screens.difference(s, rest) > CHANGED,
                                  "a tap did not flip the card")
    ctx.keep(flipped, "2-tap-flipped")
    touch.play(Touch.tap(cx, cy))
    harness.wait_screen(machine, ctx, "2-unflipped", lambda s: screens.difference(s, rest) <= screens.MATCH_FRACTION,
                        "a second tap did not flip the card back")
    turned_about_the_finger(machine, ctx, touch, rest)
    expect(harness.decisions(machine) == before, "taps, a short drag or held drags logged a decision")
    # A drag swipes it right; then one to the left with a second finger down and moving meanwhile.
    touch.play(Touch.drag(0, (cx, cy), (cx + width * 2 // 5, cy), 0.35))
    swiped = harness.wait_screen(machine, ctx, "2-swiped", lambda s: screens.difference(s, rest) > CHANGED,
                                 "a drag to the right did not swipe the card")
    steps = Touch.drag(0, (cx, cy), (cx - width * 2 // 5, cy), 0.35)
    second = Touch.drag(1, (width // 5, height * 4 // 5), (width * 4 // 5, height // 5), 0.2)
    touch.play(steps[:9] + second + steps[9:])
    ctx.keep(harness.wait_screen(machine, ctx, "2-after", lambda s: screens.difference(s, swiped) > CHANGED,
                                 "a drag to the left with a second finger did not swipe the card"), "2-after-two-swipes")
    made = harness.wait_decisions(machine, len(before) + 2)[len(before):]
    expect([(d.get("card"), d.get("decision")) for d in made] == [("hamburger", "right"), ("panda", "left")],
           f"the log holds {[(d.get('card'), d.get('decision')) for d in made]}, not hamburger right, panda left")
    return "waking tap, short drag sprang back, tap flipped and back, the card turned about the finger, right and left swipes logged exactly"


def turned_about_the_finger(machine, ctx, touch: Touch, rest) -> None:
    """Held from above its middle and from below, dragged right alike: the card leans opposite ways."""
    width, height = rest[0], rest[1]
    cx, cy = width // 2, height // 2
    turned = []
    for name, y in (("upper", cy - height // 6), ("lower", cy + height // 6)):
        touch.play(Touch.drag(0, (cx, y), (cx + width // 8, y), 0.4)[:-1])  # still down
        turned.append(harness.wait_screen(machine, ctx, f"2-{name}", lambda s: screens.difference(s, rest) > CHANGED,
                                          f"a drag held from the card's {name} half did not move it"))
        ctx.keep(turned[-1], f"2-held-{name}")
        # Back to where it went down before it lifts: let go out there, the card would be swiped.
        touch.play(Touch.drag(0, (cx + width // 8, y), (cx, y), 0.3)[1:])
        harness.wait_screen(machine, ctx, f"2-{name}-back", lambda s: screens.difference(s, rest) <= screens.MATCH_FRACTION,
                            f"the card held from its {name} half did not come back to rest")
    tilts = [tilt(shot) for shot in turned]
    expect(None not in tilts and tilts[0] * tilts[1] < 0 and min(abs(t) for t in tilts) >= 3,
           f"held from above the card leans {tilts[0]} px, from below {tilts[1]} px (its left edge's shift from "
           f"{TILT_ROWS[0]} to {TILT_ROWS[1]} px below the screen's middle): it does not turn about the touch point")


# Rows (offsets from the screen's middle, pixels) at which the card's left edge is found (tilt).
TILT_ROWS = (-150, 150)


def tilt(screen) -> int | None:
    """How far the top card's left edge lies further right on the upper row than on the lower one
    (pixels; positive: leaning one way, negative: the other); None when the edge is not found. The top
    card is the hamburger's, yellow (#F5CF75): its pixels are the first with much more red than blue."""
    width, height, rgb = screen
    edges = []
    for offset in TILT_ROWS:
        row = (height // 2 + offset) * width * 3
        edge = next((x for x in range(width) if rgb[row + 3 * x] > 200 and rgb[row + 3 * x + 2] < 170), None)
        edges.append(edge)
    return None if None in edges else edges[0] - edges[1]
