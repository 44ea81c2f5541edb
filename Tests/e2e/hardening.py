"""End-to-end hardening scenarios (imported by run_e2e.py): SIGKILL at random moments with --resume,
window chaos in mid-drag, and kiosk mode against every way out but the unlock chord and SIGTERM."""
import json
import os
import random
import time

import run_e2e as base
from waits import wait_gone, wait_lines, wait_rest, wait_window
from xproto import close_by_delete_window, end_by_key, focus_nothing, send_delete_window, send_net_close_window

KILL_RUNS = 50


def log_lines(path):
    """(complete lines, trailing piece without a newline or None) of the log at `path`."""
    if not os.path.exists(path):
        return [], None
    data = open(path, "rb").read().decode("utf-8", "replace")
    pieces = data.split("\n")
    return pieces[:-1], (pieces[-1] or None)


def parse(line):
    try:
        obj = json.loads(line)
    except ValueError:
        return None
    return obj if isinstance(obj, dict) and {"card", "index", "decision"} <= obj.keys() else None


def resume_position(entries):
    """DecisionLogReader.resumePoint: the last session's swipes count up, undos down (never below 0)."""
    if not entries:
        return 0
    session = entries[-1].get("session")
    tail = []
    for e in reversed(entries):
        if e.get("session") != session:
            break
        tail.append(e)
    position = 0
    for e in reversed(tail):
        position = max(0, position - 1) if e["decision"] == "undo" else position + 1
    return position


def start_resumed(x, binary, deck, log, run, problems):
    """The app resumed on `log`; one retry when it could not open the display (Xvfb now and then
    refuses a connection right after a killed client: the app then exits 1, see DisplayCheck)."""
    for attempt in (1, 2):
        try:
            return base.App(x, binary, deck, log, args=("--loop", "--resume"))
        except RuntimeError as e:
            if attempt == 2 or "cannot start the display" not in str(e):
                problems.append(f"run {run}: the app did not open its window: {e}")
                return None
            print(f"sigkill: run {run}: the display refused the app once, retrying ({e})")
            base.wait_for(lambda: x.xdotool("getdisplaygeometry").strip() != "", 10)  # it answers again


def sigkill_resume(x, binary, deck, tmp, r):
    """50 runs on one looping deck and one log, each resumed from the last, driven by keys and killed
    with SIGKILL at a random moment: the log stays valid JSON lines (a torn piece only at the very end),
    only grows, and each run starts at the card the log says is next."""
    seed = int(os.environ.get("SWIPEDECK_KILL_SEED", time.time_ns() % 1_000_000))
    print(f"sigkill: seed {seed} (SWIPEDECK_KILL_SEED={seed} repeats this run)")
    rng = random.Random(seed)
    log = os.path.join(tmp, "killed.jsonl")
    problems = []
    previous_text, previous_count, previous_torn, expected_first, starts_checked, probes = "", 0, None, None, 0, 0
    started = time.time()
    torn_written = 0
    for run in range(KILL_RUNS):
        app = start_resumed(x, binary, deck, log, run, problems)
        if app is None:
            break
        if run % 10 == 5:  # now and then look at the screen too: the resumed card is on top
            probes += 1
            shot = x.screenshot(os.path.join(tmp, "resumed.png"))
            want = base.COLOURS[expected_first % len(base.COLOURS)]
            if base.card_share(x, shot, app.origin, want) <= 0.5:
                problems.append(f"run {run}: resumed screen does not show c{expected_first % 5}")
        keys = [rng.choice(["Left", "Right"])] + rng.choices(["Left", "Right", "BackSpace"], weights=[4, 4, 2],
                                                            k=rng.randint(0, 7))
        for key in keys:
            x.xdotool("key", key)
            time.sleep(rng.uniform(0.0, 0.08))  # input pacing: keys at random moments
        time.sleep(rng.uniform(0.0, 0.25))  # the random moment of the kill under test
        app.proc.kill()
        app.proc.wait()
        wait_gone(x, app.wid)  # Xvfb dropped the killed client before the next one connects
        if run % 10 == 9:  # and now and then a power cut in mid-write: half a line at the end
            with open(log, "a") as f:
                f.write('{"time": "2026-11-22T10:1')
            torn_written += 1
        text = open(log, encoding="utf-8", errors="replace").read() if os.path.exists(log) else ""
        complete, torn = log_lines(log)
        # What earlier runs wrote is never changed (a torn piece only gets its newline).
        if not (text.startswith(previous_text.rstrip("\n")) or text.startswith(previous_text)):
            problems.append(f"run {run}: earlier lines changed")
        if len(complete) < previous_count:
            problems.append(f"run {run}: the log shrank from {previous_count} to {len(complete)} lines")
        new = complete[previous_count:]
        if previous_torn is not None and new[:1] == [previous_torn]:
            new = new[1:]  # the torn piece of the last run, now ended with a newline by the app
        bad = [l for l in new if parse(l) is None]
        if bad:
            problems.append(f"run {run}: complete lines that are not decisions: {bad}")
        if torn is not None and parse(torn) is not None:
            problems.append(f"run {run}: a whole line lacks its newline: {torn!r}")
        entries = [e for e in map(parse, complete) if e]
        stamps = [e.get("time", "") for e in entries]
        if stamps != sorted(stamps) or any(e["card"] != f"c{e['index']}" for e in entries):
            problems.append(f"run {run}: lines out of order or card and index disagree")
        new_entries = [e for e in map(parse, new) if e]
        if expected_first is not None and new_entries:
            starts_checked += 1
            first = new_entries[0]
            if first["decision"] == "undo" or first["index"] != expected_first % len(base.COLOURS):
                problems.append(f"run {run}: resumed at {first['card']} ({first['decision']}), "
                                f"expected c{expected_first % 5}")
        expected_first = resume_position(entries)
        previous_text, previous_count, previous_torn = text, len(complete), torn
    seconds = time.time() - started
    print(f"sigkill: {KILL_RUNS} runs in {seconds:.1f} s, {previous_count} lines, "
          f"{starts_checked} resumed first decisions and {probes} screens checked, {torn_written} torn lines added")
    r.check(not problems and previous_count > KILL_RUNS and starts_checked > KILL_RUNS // 2,
            f"SIGKILL x{KILL_RUNS} (seed {seed}): log valid and growing, --resume starts at the next card",
            problems[:5])


# --- window chaos ------------------------------------------------------------------------------------
def press_and_drag(x, app, to=0.95):
    """Holds the button down on the top card and drags it right past the threshold (not released)."""
    x.xdotool("mousemove", *app.at(0.5, 0.3))
    x.xdotool("mousedown", 1)
    for i in range(1, 11):
        x.xdotool("mousemove", *app.at(0.5 + (to - 0.5) * i / 10, 0.3))
        time.sleep(0.015)  # input pacing
    time.sleep(0.15)  # input: the drag held still


def window_chaos(x, binary, deck, tmp, r):
    """Resize, focus loss and hiding in mid-drag: the card springs back, nothing is logged, and the app
    goes on working."""
    log = os.path.join(tmp, "chaos.jsonl")
    app = base.App(x, binary, deck, log)
    wid = app.wid

    def chaos_resize():
        x.xdotool("windowsize", wid, 640, 480)
        wait_window(x, lambda _, g: g[2:] == (640, 480))
        x.xdotool("windowsize", wid, base.WINDOW[0], base.WINDOW[1])

    def chaos_focus():
        focus_nothing(x.display)

    def chaos_unmap():
        x.xdotool("windowunmap", wid)
        wait_gone(x, wid)
        x.xdotool("windowmap", wid)

    def chaos_minimize():  # without a window manager this is a request nobody answers; then unmap
        x.xdotool("windowminimize", wid)
        x.xdotool("windowunmap", wid)
        wait_gone(x, wid)
        x.xdotool("windowmap", wid)

    for name, chaos in (("resize", chaos_resize), ("focus loss", chaos_focus), ("unmap", chaos_unmap),
                        ("minimize", chaos_minimize)):
        press_and_drag(x, app)
        chaos()
        time.sleep(0.3)  # input: a hold before the release, the chaos just done
        x.xdotool("mouseup", 1)
        _, geom = wait_window(x, lambda _, g: g[2:] == base.WINDOW)  # mapped again, its size back
        x.xdotool("windowfocus", wid)
        shot = wait_rest(x, os.path.join(tmp, f"chaos-{name.replace(' ', '-')}.png"), app.origin, base.COLOURS[0])
        r.check(app.proc.poll() is None and base.read_log(log) == [] and geom[2:] == base.WINDOW
                and base.card_share(x, shot, app.origin, base.COLOURS[0]) > 0.5,
                f"window chaos: {name} in mid-drag springs the card back and logs nothing",
                (app.proc.poll(), base.read_log(log), geom))
    x.drag(app.at(0.5, 0.3), app.at(1.3, 0.3), steps=20)
    wait_lines(log, 1)
    x.key("Left")
    wait_lines(log, 2)
    got = [(json.loads(l)["card"], json.loads(l)["decision"]) for l in base.read_log(log)]
    r.check(got == [("c0", "right"), ("c1", "left")], "window chaos: a later drag and key are logged", got)
    x.key("Escape")
    r.check(app.wait() == 0, "window chaos: Escape still quits with status 0")


# --- kiosk escape ------------------------------------------------------------------------------------
ESCAPE_KEYS = ["Escape", "q", "Q", "F11", "alt+F4", "ctrl+w", "ctrl+q", "alt+Tab", "super", "ctrl+alt+BackSpace",
               "ctrl+alt+Delete", "ctrl+alt+F1", "ctrl+alt+q", "ctrl+shift+q", "alt+shift+q", "ctrl+alt+shift+w",
               "ctrl+c", "ctrl+d", "ctrl+z", "F1", "F10", "Menu"] + [chr(c) for c in range(ord("a"), ord("z") + 1)] \
              + [chr(c) for c in range(ord("0"), ord("9") + 1)] + ["ctrl+" + chr(c) for c in range(ord("a"), ord("z") + 1)]


def kiosk_escape(x, binary, deck, tmp, r):
    """In kiosk mode no key, chord, window-manager close request or synthetic key ends the app or leaves
    the full screen; letters do not decide; only the unlock chord and SIGTERM end it."""
    log = os.path.join(tmp, "escape.jsonl")
    app = base.App(x, binary, deck, log, args=("--kiosk", "--idle-reset", "600"))
    wid = app.wid
    for key in ESCAPE_KEYS:
        x.xdotool("key", key)
    x.key("Right")  # a key after them that decides: once its line is there, they were all handled
    lines = wait_lines(log, 1)
    _, geom = x.find_window()
    r.check(app.proc.poll() is None and geom == (0, 0, x.width, x.height),
            f"kiosk: {len(ESCAPE_KEYS)} keys and chords (Esc, Q, F11, Alt+F4, Ctrl+W, Ctrl+Q, Alt+Tab, "
            f"Ctrl+Alt+Backspace, every letter and digit, Ctrl+letter) neither quit nor leave the full screen", geom)
    r.check([(json.loads(l)["card"], json.loads(l)["decision"]) for l in lines] == [("c0", "right")],
            "kiosk: none of those keys decides a card (only the Right after them)", lines)
    for key in ("Escape", "alt+F4", "ctrl+q", "q"):
        x.xdotool("key", "--window", wid, key)
    send_delete_window(x.display, int(wid))      # what a window manager sends when its close button is used
    send_net_close_window(x.display, int(wid))   # what wmctrl -c and pagers send to the window manager
    os.system(f"DISPLAY={x.display} wmctrl -i -c {wid} >/dev/null 2>&1")
    x.xdotool("windowsize", wid, 400, 300)
    x.xdotool("windowmove", wid, 200, 150)
    _, geom = wait_window(x, lambda _, g: g == (0, 0, x.width, x.height))
    x.key("Right")
    wait_lines(log, 2)  # a key after the close requests was handled: so were they
    r.check(app.proc.poll() is None, "kiosk: WM_DELETE_WINDOW, _NET_CLOSE_WINDOW, wmctrl -c and "
                                      "xdotool key --window do not end it")
    r.check(geom == (0, 0, x.width, x.height), "kiosk: a window moved and shrunk by xdotool covers the screen again", geom)
    x.xdotool("windowclose", wid)  # XDestroyWindow from another client: Xlib alone would end the app
    new_wid, geom = wait_window(x, lambda i, g: i != wid and g == (0, 0, x.width, x.height))
    r.check(app.proc.poll() is None and new_wid != wid and geom == (0, 0, x.width, x.height),
            "kiosk: a window destroyed by xdotool windowclose is replaced over the whole screen", (app.proc.poll(), geom))
    x.key("Right")
    wait_lines(log, 3)
    r.check([json.loads(l)["card"] for l in base.read_log(log)] == ["c0", "c1", "c2"],
            "kiosk: it still swipes afterwards, going on at the next card", base.read_log(log))
    status = end_by_key(x, "ctrl+alt+shift+q", app.proc)
    r.check(status == 0, "kiosk: the unlock chord still ends it with status 0", (status, app.proc.stderr.read()[-800:]))
    # The control: outside kiosk mode the same close request does end the app, so it does arrive.
    plain = base.App(x, binary, deck, None)
    status = close_by_delete_window(x.display, int(plain.wid), plain.proc)
    r.check(status == 0, "outside kiosk mode WM_DELETE_WINDOW closes the app (status 0)")
    plain = base.App(x, binary, deck, None)
    x.xdotool("windowclose", plain.wid)
    r.check(plain.wait(timeout=5) == 0 and "destroyed the window; quitting" in plain.proc.stderr.read(),
            "outside kiosk mode a destroyed window ends the app with status 0 and a message")


SCENARIOS = (window_chaos, kiosk_escape, sigkill_resume)
