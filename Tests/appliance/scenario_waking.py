"""Scenario 3 of the appliance: the waking and stray touches (kiosk.md, "Idle reset and the log" and
"The waking touch"), from the uinput touchscreen.

For this boot only the config's idle reset is made short (IDLE_RESET s, through guest-exec, and the
kiosk started again). Then: the first contact only wakes the kiosk (a swipe that decides nothing); a
swipe decides the first card; a finger put on the next card, dragged a little and held still across
the idle reset is let go (the card springs back), the deck goes back to its first card and, lifted,
the finger decides nothing; the next contact only wakes again; a swipe then decides the first card in
a new session. Touches at the screen's edges (a tap on the left edge, a drag in from the right edge, a
tap in the bottom right corner) decide and move nothing, and the next swipe is logged.
"""

import time

import harness
import screens
from harness import expect
from touch import Touch

IDLE_RESET = 20
# Screens this far apart (fraction of pixels) count as different pictures.
CHANGED = 0.05
CONF = "/etc/swipedeck/kiosk.conf"


def run(ctx) -> str:
    return harness.on_new_machine(ctx, "3-waking", waking)


def swipe(touch: Touch, width: int, height: int) -> list:
    return Touch.drag(0, (width // 2, height // 2), (width // 2 + width * 2 // 5, height // 2), 0.35)


def waking(machine, ctx) -> str:
    pid, restarts = harness.app_pid(machine), harness.unit_show(machine).get("NRestarts", "0")
    machine.run(f"sed -i 's/^idle-reset = .*/idle-reset = {IDLE_RESET}/' {CONF} && grep -qx 'idle-reset = {IDLE_RESET}' {CONF}"
                " && systemctl restart --no-block swipedeck-kiosk")
    first = harness.wait_kiosk(machine, ctx, "3-short-idle", restarts=int(restarts), old_pid=pid)
    width, height = first[0], first[1]
    touch = Touch(machine, width, height)
    touch.play(swipe(touch, width, height))
    woke = harness.wait_screen(machine, ctx, "3-woken", lambda s: screens.difference(s, first) > CHANGED / 10,
                               "the waking swipe did not take the hint away")
    expect(screens.difference(woke, first) < CHANGED and harness.decisions(machine) == [],
           "the waking swipe did more than take the hint away")
    touch.play(swipe(touch, width, height))
    made = harness.wait_decisions(machine, 1)
    expect([d.get("card") for d in made] == ["hamburger"], f"the visitor's swipe logged {made}, not hamburger")
    # Held still across the idle reset.
    cx, cy = width // 2, height // 2
    second_card = harness.settled(machine, ctx, "3-second-card")
    touch.play(Touch.drag(0, (cx, cy), (cx + width // 10, cy), 0.3)[:-1])  # down, dragged, still held
    ctx.keep(harness.wait_screen(machine, ctx, "3-held", lambda s: screens.difference(s, second_card) > CHANGED / 5,
                                 "the finger put on the second card did not move it"), "3-held")
    time.sleep(IDLE_RESET)
    reset = harness.wait_screen(machine, ctx, "3-reset", lambda s: screens.difference(s, first) <= screens.MATCH_FRACTION,
                                f"the deck was not back at its first card (with the hint) {IDLE_RESET} s after the finger "
                                "came to rest", timeout=30)
    ctx.keep(reset, "3-reset-under-the-finger")
    touch.play([["up", 0]])
    after = harness.settled(machine, ctx, "3-lifted")
    ctx.keep(after, "3-lifted")
    expect(harness.decisions(machine) == made, "lifting the finger held across the idle reset decided a card")
    # Checked at the end, so that the rest still runs: lifting the finger should change nothing.
    lifted_changed = screens.difference(after, reset)
    touch.play(swipe(touch, width, height))  # waking again: decides nothing
    woken = harness.settled(machine, ctx, "3-woken-again")
    expect(harness.decisions(machine) == made, "the first swipe after the idle reset decided a card")
    touch.play(swipe(touch, width, height))
    now = harness.wait_decisions(machine, 2)
    # The line is written at the release; under TCG the next card shows seconds later.
    harness.wait_screen(machine, ctx, "3-next-card", lambda s: screens.difference(s, woken) > CHANGED,
                        "the new visitor's swipe did not bring the next card")
    expect(len(now) == 2 and now[1].get("card") == "hamburger" and now[1].get("session") != made[0].get("session")
           and now[1].get("seq") == 1, f"the new visitor's swipe logged {now[1:]}, not hamburger as seq 1 of a new session")
    edges(machine, ctx, touch, now)
    expect(lifted_changed <= screens.MATCH_FRACTION,
           f"everything else passed, but lifting the finger held across the idle reset changed the screen "
           f"({lifted_changed:.3f}; {ctx.artifacts}/3-reset-under-the-finger.png, 3-lifted.png): the attract hint went, "
           "its release counting as a visitor's input")
    return (f"waking swipe swallowed; a finger held across a {IDLE_RESET} s idle reset let go, the deck back at its "
            "first card, nothing decided; a new session after the next waking touch; edge touches decided nothing")


def edges(machine, ctx, touch: Touch, made: list) -> None:
    """Stray touches at the screen's edges decide and move nothing; the next swipe is the visitor's."""
    rest = harness.settled(machine, ctx, "3-edge-rest")
    width, height = rest[0], rest[1]
    touch.play(Touch.tap(0, height // 2))
    touch.play(Touch.drag(0, (width - 1, height // 2), (width * 2 // 3, height // 2), 0.3))
    touch.play(Touch.tap(width - 1, height - 1))
    after = harness.settled(machine, ctx, "3-edges")
    ctx.keep(after, "3-after-edge-touches")
    expect(harness.decisions(machine) == made, "a touch at the screen's edge decided a card")
    expect(screens.difference(after, rest) <= screens.MATCH_FRACTION,
           f"touches at the screen's edges changed the screen ({ctx.artifacts}/3-after-edge-touches.png)")
    touch.play(swipe(touch, width, height))
    last = harness.wait_decisions(machine, len(made) + 1)[len(made):]
    expect([d.get("card") for d in last] == ["panda"], f"the swipe after the edge touches logged {last}, not panda")
