"""Scenario 4 of the appliance: a panel mounted on its side (docs/kiosk.md, "A panel on its side").

The block between the portrait markers of docs/kiosk.md runs in the guest as written ("sudo" is the
identity: the guest agent is root): SWIPEDECK_ROTATION=90 in /etc/swipedeck/kiosk.env, udev told, the
kiosk restarted. The screen then shows the deck turned a quarter turn clockwise: the ✕ and ♥ buttons,
side by side at the bottom of the upright picture, stand one above the other (✕ on top) along the
panel's left edge. The touchscreen turns with it (the package's udev rule gives it libinput's
calibration matrix; cage 0.1.4 alone would not: cage#243), so touches land where the finger is: a tap
where the screen shows ♥ likes the card, a tap on ✕ skips the next, and a drag along the turned
picture's "right" (down the panel) likes the third; the log holds exactly those three decisions.
"""

import build_image
import harness
import screens
from harness import expect
from touch import Touch

# The buttons' ink (the app's chrome): ✕ and ♥ on white discs.
SKIP_RED = (207, 69, 86)
LIKE_GREEN = (30, 132, 73)
# A pixel within this of a colour (each channel, 0-255) is taken for it.
NEAR = 40


def run(ctx) -> str:
    return harness.on_new_machine(ctx, "4-portrait", portrait)


def portrait_steps() -> str:
    """The shell block of docs/kiosk.md between the portrait markers (build_image.docs_block)."""
    steps = build_image.docs_block("portrait")
    expect(steps is not None, "docs/kiosk.md has no ```sh block between <!-- portrait:begin --> and <!-- portrait:end -->")
    return steps


def ink(screen: tuple, colour: tuple, xs: range) -> tuple | None:
    """The centre (x, y) of the pixels near `colour` in the columns `xs` (every second pixel), or None."""
    width, height, rgb = screen
    found = [(x, y) for y in range(0, height, 2) for x in xs[::2]
             if all(abs(rgb[(y * width + x) * 3 + c] - colour[c]) <= NEAR for c in range(3))]
    if len(found) < 8:
        return None
    return sum(p[0] for p in found) // len(found), sum(p[1] for p in found) // len(found)


def portrait(machine, ctx) -> str:
    landscape = harness.settled(machine, ctx, "4-landscape")
    pid = harness.app_pid(machine)
    status, out = machine.run("set -e\nsudo() { \"$@\"; }\n" + portrait_steps(), timeout=300)
    expect(status == 0, f"the portrait steps failed ({status}): {out[-800:]}")
    harness.wait_unit(machine, lambda shown: harness.app_pid(machine) not in ("", pid), "no new kiosk app after the restart")
    width, height = landscape[0], landscape[1]
    # The buttons' row of the upright picture: along the panel's left edge once it is turned clockwise.
    left, right = range(0, width // 5), range(width * 4 // 5, width)

    def buttons(screen):
        return ink(screen, SKIP_RED, left), ink(screen, LIKE_GREEN, left)

    try:
        turned = harness.wait_screen(machine, ctx, "4-turned", lambda s: None not in buttons(s),
                                     "no ✕ and ♥ along the panel's left edge", timeout=harness.RESTART_LIMIT)
    except harness.Failure as failure:
        shot = machine.screen(ctx.work / "4-turned.ppm")
        raise harness.Failure(f"{failure}: the picture is not turned clockwise (on the right edge: ✕ "
                              f"{ink(shot, SKIP_RED, right)}, ♥ {ink(shot, LIKE_GREEN, right)})") from failure
    skip, like = buttons(turned)
    expect(abs(skip[0] - like[0]) < width // 40 and like[1] - skip[1] > height // 8,
           f"✕ at {skip} and ♥ at {like} are not one above the other, ✕ on top")
    ctx.keep(turned, "4-portrait")
    touch = Touch(machine, width, height)
    cx, cy = width // 2, height // 2
    touch.play(Touch.tap(cx, cy))  # the waking touch: the hint goes, nothing is decided
    harness.wait_screen(machine, ctx, "4-woken", lambda s: screens.difference(s, turned) > 0.005,
                        "the waking tap changed nothing on the turned screen")
    expect(harness.decisions(machine) == [], "the waking tap decided")
    touch.play(Touch.tap(*like))
    harness.wait_decisions(machine, 1)
    touch.play(Touch.tap(*skip))
    harness.wait_decisions(machine, 2)
    # The turned picture's "right" runs down the panel: from ✕ towards ♥.
    touch.play(Touch.drag(0, (cx, cy), (cx, cy + height * 2 // 5), 0.35))
    made = harness.wait_decisions(machine, 3)
    ctx.keep(harness.settled(machine, ctx, "4-after"), "4-after-three-decisions")
    decided = [d.get("decision") for d in made]
    cards = [d.get("card") for d in made]
    expect(decided == ["right", "left", "right"] and len(set(cards)) == 3,
           f"the taps on ♥ and ✕ and the drag down the panel logged {list(zip(cards, decided))}, not right, left, right "
           "on three cards: touches do not land where the finger is")
    return (f"turned clockwise (✕ at {skip}, ♥ at {like} on the left edge); a tap on ♥ liked, on ✕ skipped, a drag "
            f"down the panel liked: {list(zip(cards, decided))}")
