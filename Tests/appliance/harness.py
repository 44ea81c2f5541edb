"""What every appliance scenario shares: the artifacts folder, a FAIL's message, power-on to the first
card, waiting for the kiosk after a restart, and the unit's state (appliance_test.py runs them).
"""

import json
import pathlib
import time

import screens
import vm as appliance

HERE = pathlib.Path(__file__).resolve().parent
EXPECTED = HERE / "expected"
# Power-on to the first card under TCG: 91-131 s measured on 2 cores under a load average of 11-18 (the
# study on a quiet machine: ~25 s; TESTING.md); the limit leaves room for a slower, busier machine.
BOOT_LIMIT = 600.0
# The unit's start after a restart (cage, maybe its pixman retry, the app's first frame): systemd's own
# limit for it is the unit's TimeoutStartSec=180.
RESTART_LIMIT = 240.0
UNIT = "swipedeck-kiosk"
LOG = "/home/kiosk/.local/state/swipedeck/decisions.jsonl"


class Failure(Exception):
    pass


def expect(condition: bool, what: str) -> None:
    if not condition:
        raise Failure(what)


class Context:
    def __init__(self, image: pathlib.Path, artifacts: pathlib.Path, hold: bool = False):
        self.image, self.artifacts = image, artifacts
        self.hold = hold  # --hold-start-timeout (hold_start_timeout)
        self.work = image / "run"
        self.work.mkdir(parents=True, exist_ok=True)

    def keep(self, screen, name: str) -> None:
        screens.save_png(screen, self.artifacts / f"{name}.png")


def wait_first_card(machine: appliance.Machine, ctx: Context, name: str) -> tuple[float, tuple]:
    """Polls the screen until it settles (two screens alike) and matches the first card's reference;
    returns the seconds since power-on and the screen."""
    reference_path = EXPECTED / "first-card.png"
    reference = screens.load_png(reference_path) if reference_path.exists() else None
    previous, last = None, None
    while machine.elapsed() < BOOT_LIMIT:
        shot = machine.screen(ctx.work / f"{name}.ppm")
        taken = machine.elapsed()
        last = shot
        settled = previous is not None and not screens.uniform(shot) and screens.difference(shot, previous) == 0
        if settled and reference is None:
            ctx.keep(shot, f"{name}-candidate")
            raise Failure(f"no reference {reference_path}: the settled screen is {ctx.artifacts}/{name}-candidate.png")
        if settled and screens.difference(shot, reference) <= screens.MATCH_FRACTION:
            return taken, shot
        previous = shot
        time.sleep(1)
    if last is not None:
        ctx.keep(last, f"{name}-timeout")
    raise Failure(f"no first card within {BOOT_LIMIT:.0f} s (last screen: {ctx.artifacts}/{name}-timeout.png)")


def unit_state(machine: appliance.Machine) -> tuple[str, str]:
    """(systemctl is-active, the unit's journal) of swipedeck-kiosk."""
    _, state = machine.run(f"systemctl is-active {UNIT}")
    # (-t: after PAM the launcher's lines are not all filed under the unit: -u missed its warning)
    _, journal = machine.run("journalctl -b -o cat -t swipedeck --no-pager")
    return state.strip(), journal


def unit_show(machine: appliance.Machine) -> dict:
    """The unit's ActiveState, SubState, NRestarts, MainPID, ExecMainStatus and StatusText."""
    _, text = machine.run(f"systemctl show -p ActiveState,SubState,NRestarts,MainPID,ExecMainStatus,StatusText {UNIT}")
    return dict(line.split("=", 1) for line in text.splitlines() if "=" in line)


def wait_unit(machine: appliance.Machine, test, what: str, timeout: float = RESTART_LIMIT) -> dict:
    """Polls unit_show until test(it) holds; a Failure naming `what` and the last state otherwise."""
    deadline = time.monotonic() + timeout
    shown = {}
    while time.monotonic() < deadline:
        shown = unit_show(machine)
        if test(shown):
            return shown
        time.sleep(1)
    raise Failure(f"{what} within {timeout:.0f} s: the unit is {shown}")


def power_on(ctx: Context, name: str) -> tuple[appliance.Machine, float]:
    """A new machine from the image as built, powered on and showing the first card; (it, seconds)."""
    machine = appliance.Machine(ctx.image, ctx.work, name)
    machine.new_disk()
    return machine, boot(machine, ctx, name)


def on_new_machine(ctx: Context, name: str, scenario) -> str:
    """`scenario(machine, ctx)` on a new machine powered on to its first card; powered off after it."""
    machine, _ = power_on(ctx, name)
    try:
        return scenario(machine, ctx)
    finally:
        machine.quit()


def wait_decisions(machine, count: int, timeout: float = 60) -> list[dict]:
    """The log once it holds `count` lines (a Failure naming what it holds otherwise)."""
    deadline = time.monotonic() + timeout
    made = decisions(machine)
    while len(made) < count and time.monotonic() < deadline:
        time.sleep(1)
        made = decisions(machine)
    expect(len(made) == count, f"the log holds {len(made)} lines, not {count}: {made}")
    return made


def swipe_key(machine, count: int, key: str = "right") -> list[dict]:
    """Presses `key` once and waits for the log's line number `count`."""
    machine.keys(key)
    return wait_decisions(machine, count)


def two_decisions(machine: appliance.Machine) -> tuple[list[dict], str]:
    """Right twice from the first card: the two lines (hamburger and panda, seq 1 and 2 of one
    session, or a Failure) and their session."""
    swipe_key(machine, 1)
    made = swipe_key(machine, 2)
    session = made[0].get("session")
    expect([(d.get("card"), d.get("seq"), d.get("session")) for d in made] == [("hamburger", 1, session), ("panda", 2, session)],
           f"two right keys logged {made}, not hamburger and panda as seq 1 and 2 of one session")
    return made, session


def boot(machine: appliance.Machine, ctx: Context, name: str) -> float:
    """Powers machine on from its overlay as it is and waits for the first card and the guest agent;
    returns the seconds from power-on to the first card."""
    machine.start()
    try:
        seconds, shot = wait_first_card(machine, ctx, name)
        ctx.keep(shot, f"{name}-first-card")
        machine.agent(time.monotonic() + 120)
        if ctx.hold:
            hold_start_timeout(machine)
    except BaseException:
        machine.quit()
        raise
    return seconds


def app_pid(machine: appliance.Machine) -> str:
    """The kiosk app's process id ("" when none runs): not the unit's main process, `swipedeck notify-relay`."""
    return machine.run("pgrep -u kiosk -a -x swipedeck | grep -v ' notify-relay ' | cut -d' ' -f1 || true")[1].strip()


def shows_deck(screen: tuple) -> bool:
    """Whether the screen is the kiosk's (its light grey background right of the stack), not a console."""
    width, height = screen[0], screen[1]
    red, green, blue = screens.mean_colour(screen, (width * 7 // 8, height // 8, width // 16, height // 2))
    return min(red, green, blue) > 200 and max(red, green, blue) - min(red, green, blue) < 12


def wait_kiosk(machine: appliance.Machine, ctx: Context, name: str, restarts: int = 0, old_pid: str = "") -> tuple:
    """After a power-on at a resumed session or a restart by the unit (the screen is no longer the first
    card): waits for the guest agent, the unit's `restarts` restarts, an app process other than
    old_pid and a settled screen showing the deck; returns that screen, kept as NAME.png. (Not the
    unit's "active": see hold_start_timeout.)"""
    machine.agent(time.monotonic() + BOOT_LIMIT)
    if ctx.hold and restarts == 0:
        hold_start_timeout(machine)
    deadline = time.monotonic() + RESTART_LIMIT
    shown, pid = {}, ""
    while time.monotonic() < deadline:
        shown, pid = unit_show(machine), app_pid(machine)
        if shown.get("NRestarts") == str(restarts) and pid and pid != old_pid:
            break
        time.sleep(1)
    expect(pid and pid != old_pid, f"no new kiosk app after {restarts} restart(s) within {RESTART_LIMIT:.0f} s: "
           f"the unit is {shown}, the app {pid!r}")
    while time.monotonic() < deadline:
        shot = settled(machine, ctx, name, 120)
        if shows_deck(shot):
            ctx.keep(shot, name)
            return shot
        time.sleep(2)
    ctx.keep(shot, name)
    raise Failure(f"the kiosk app runs but the screen does not show the deck ({ctx.artifacts}/{name}.png)")


def hold_start_timeout(machine: appliance.Machine) -> None:
    """--hold-start-timeout: a runtime drop-in with TimeoutStartSec=infinity, so that systemd does not stop
    and restart a kiosk whose READY=1 it never gets (the app runs in the PAM session's scope, outside the
    unit's cgroup; swipedeck notify-relay, the main process, passes it on). A diagnostic for the other
    scenarios should that fail again; the shipped unit is what runs without it."""
    machine.run(f"mkdir -p /run/systemd/system/{UNIT}.service.d && printf '[Service]\\nTimeoutStartSec=infinity\\n' "
                f"> /run/systemd/system/{UNIT}.service.d/appliance-hold.conf && systemctl daemon-reload")


def settled(machine: appliance.Machine, ctx: Context, name: str, timeout: float = 30) -> tuple:
    """The screen once two screendumps 0.7 s apart are alike."""
    previous = machine.screen(ctx.work / f"{name}.ppm")
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        time.sleep(0.7)
        shot = machine.screen(ctx.work / f"{name}.ppm")
        if screens.difference(shot, previous) == 0:
            return shot
        previous = shot
    ctx.keep(previous, f"{name}-unsettled")
    raise Failure(f"the screen did not settle within {timeout:.0f} s ({ctx.artifacts}/{name}-unsettled.png)")


def wait_screen(machine: appliance.Machine, ctx: Context, name: str, test, what: str, timeout: float = 20) -> tuple:
    """Polls the screen until test(screen) holds, then until it settles with test still holding; a
    Failure naming `what` (and the last screen, kept as NAME-timeout.png) otherwise. Under TCG a frame
    takes ~0.5 s and a card's back is painted off the loop: a change can show seconds after the input,
    so a settled screen alone may still be the one from before it."""
    deadline = time.monotonic() + timeout
    while True:
        shot = machine.screen(ctx.work / f"{name}.ppm")
        if test(shot):
            shot = settled(machine, ctx, name)
            if test(shot):
                return shot
        if time.monotonic() > deadline:
            ctx.keep(shot, f"{name}-timeout")
            raise Failure(f"{what} within {timeout:.0f} s ({ctx.artifacts}/{name}-timeout.png)")
        time.sleep(0.5)


def decisions(machine: appliance.Machine) -> list[dict]:
    """The kiosk's decision log, whole lines read as JSON (a torn line is left out)."""
    _, text = machine.run(f"cat {LOG} 2>/dev/null")
    lines = []
    for line in text.splitlines():
        try:
            lines.append(json.loads(line))
        except ValueError:
            pass
    return lines
