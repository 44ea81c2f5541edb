"""The first end-to-end scenarios: mouse and keys, SDL's finger path, fullscreen, kiosk, --resume, hot
reload, make bench's recordings and a short soak. run_e2e.py runs them before the hardening files'."""
import json
import os
import signal
import socket
import subprocess
import sys
import time

import soak as soak_test
from record_replay import record_replay
from run_e2e import COLOURS, WINDOW, App, card_share, green_share, read_log, wait_for
from waits import wait_lines, wait_live, wait_rest, wait_window


def mouse_and_keys(x, binary, deck, tmp, r):
    log = os.path.join(tmp, "mouse.log")
    app = App(x, binary, deck, log)
    shot = x.screenshot(os.path.join(tmp, "rest.png"))
    r.check(card_share(x, shot, app.origin, COLOURS[0]) > 0.5, "first card c0 shows at rest")

    x.drag(app.at(0.5, 0.3), app.at(1.3, 0.3), steps=25)
    lines = wait_lines(log, 1)
    r.check(len(lines) == 1 and '"card": "c0"' in lines[0] and '"decision": "right"' in lines[0],
            "drag past the threshold likes c0", lines)

    x.drag(app.at(0.5, 0.3), app.at(0.6, 0.3), steps=10, step_delay=0.03, hold_before_release=0.2)
    shot = wait_rest(x, os.path.join(tmp, "sprung.png"), app.origin, COLOURS[1])  # settled: decided or not
    r.check(len(read_log(log)) == 1, "a short slow drag decides nothing")
    r.check(card_share(x, shot, app.origin, COLOURS[1]) > 0.5, "the short drag springs c1 back to rest")

    x.xdotool("mousemove", *app.at(0.5, 0.3))
    x.xdotool("mousedown", 1)
    for i in range(1, 16):
        x.xdotool("mousemove", *app.at(0.5 + 0.18 * i / 15, 0.3))
        time.sleep(0.012)  # input pacing
    stamp = wait_live(x, lambda screen, _: green_share(screen, None, app.origin), 0.01)  # no grab mid-drag
    r.check(stamp > 0.01, "the LIKE stamp shows mid-drag", stamp)
    for i in range(15, -1, -1):
        x.xdotool("mousemove", *app.at(0.5 + 0.18 * i / 15, 0.3))
        time.sleep(0.02)  # input pacing
    time.sleep(0.2)  # input: a hold before the release
    x.xdotool("mouseup", 1)
    wait_rest(x, os.path.join(tmp, "dragged-back.png"), app.origin, COLOURS[1])  # settled: decided or not
    r.check(len(read_log(log)) == 1, "dragging back before release decides nothing")

    for n, key in enumerate(("Left", "Right", "BackSpace", "ctrl+z", "Right"), start=2):
        x.key(key)
        wait_lines(log, n)
    got = [(json.loads(l)["card"], json.loads(l)["decision"]) for l in read_log(log)]
    want = [("c0", "right"), ("c1", "left"), ("c2", "right"), ("c2", "undo"), ("c1", "undo"), ("c1", "right")]
    r.check(got == want, "keys swipe and undo: Left, Right, Backspace, Ctrl+Z, Right", got)
    shot = wait_rest(x, os.path.join(tmp, "after-keys.png"), app.origin, COLOURS[2])
    r.check(card_share(x, shot, app.origin, COLOURS[2]) > 0.5, "c2 is on top after the undos and one swipe")

    x.key("Escape")
    code = app.wait()
    r.check(code == 0, "Escape quits with status 0", code)
    lines = read_log(log)
    ok = True
    for line in lines:
        obj = json.loads(line)
        ok &= list(obj.keys()) == ["time", "card", "index", "decision", "session", "ms", "kiosk", "seq"]
        ok &= obj["time"].endswith("Z")
        ok &= isinstance(obj["ms"], int) and obj["ms"] >= 0 and obj["kiosk"] == socket.gethostname()
        ok &= obj["index"] == int(obj["card"][1:])
    ok &= [json.loads(line)["seq"] for line in lines] == list(range(1, 7))
    r.check(ok and len(lines) == 6,
            "the log holds six JSON lines with time, card, index, decision, session, ms, kiosk (the host name), seq 1…6")


def finger_path(x, binary, deck, tmp, r):
    log = os.path.join(tmp, "finger.log")
    app = App(x, binary, deck, log, extra_env={"SDL_MOUSE_TOUCH_EVENTS": "1"})
    x.drag(app.at(0.5, 0.7), app.at(-0.4, 0.7), steps=25)
    wait_lines(log, 1)
    x.drag(app.at(0.5, 0.3), app.at(0.58, 0.3), steps=8, step_delay=0.03, hold_before_release=0.2)
    shot = wait_rest(x, os.path.join(tmp, "finger.png"), app.origin, COLOURS[1])  # settled: decided or not
    lines = read_log(log)
    r.check(len(lines) == 1 and '"card": "c0"' in lines[0] and '"decision": "left"' in lines[0],
            "finger path: a drag left skips c0, a short drag decides nothing", lines)
    r.check(card_share(x, shot, app.origin, COLOURS[1]) > 0.5, "finger path: c1 rests on top")
    app.proc.send_signal(signal.SIGTERM)
    r.check(app.wait() == 0, "SIGTERM exits with status 0")


def fullscreen(x, binary, deck, tmp, r):
    app = App(x, binary, deck, None, args=("--fullscreen",))
    full = (0, 0, x.width, x.height)  # mapped at its windowed size first, then made full: waited for
    _, geom = wait_window(x, lambda _, g: g == full)
    r.check(geom == full, "--fullscreen covers the whole screen with no window manager", geom)
    x.key("F11")
    _, geom = wait_window(x, lambda _, g: g[2:] == WINDOW)
    r.check(geom[2:] == WINDOW, "F11 returns to the 800x600 window", geom)
    x.key("q")
    r.check(app.wait() == 0, "Q quits with status 0")


def decisions(path):
    """(card, decision, session) for each line of a decision log."""
    out = []
    for line in read_log(path):
        obj = json.loads(line)
        out.append((obj["card"], obj["decision"], obj.get("session")))
    return out


def kiosk(x, binary, deck, tmp, r):
    log = os.path.join(tmp, "kiosk.jsonl")
    state = os.path.join(tmp, "state")
    env = {"XDG_STATE_HOME": state}
    app = App(x, binary, deck, log, extra_env=env, args=("--kiosk", "--idle-reset", "1.5"))
    full = (0, 0, x.width, x.height)  # mapped at its windowed size first, then made full: waited for
    _, geom = wait_window(x, lambda _, g: g == full)
    r.check(geom == full, "--kiosk covers the whole 1280x800 screen", geom)
    x.key("Escape", "q", "alt+F4")
    x.key("Right", "Left")
    wait_lines(log, 2)  # the keys after them are handled: so were Esc, Q and Alt+F4
    r.check(app.proc.poll() is None, "Esc, Q and Alt+F4 do not end kiosk mode")
    first = decisions(log)
    r.check([d[:2] for d in first] == [("c0", "right"), ("c1", "left")] and first[0][2] and first[0][2] == first[1][2],
            "kiosk decisions are logged with a session", first)
    time.sleep(2.2)  # the idle time under test (1.5 s): back to the first card, new session
    x.key("Right")
    wait_lines(log, 3)
    after = decisions(log)
    r.check(len(after) == 3 and after[2][:2] == ("c0", "right") and after[2][2] != first[0][2],
            "idle reset returns to the first card and starts a new session", after)
    x.key("ctrl+alt+shift+q")
    r.check(app.wait() == 0, "the unlock chord ends kiosk mode with status 0")

    app = App(x, binary, deck, None, extra_env=env, args=("--kiosk",))
    default_log = os.path.join(state, "swipedeck", "decisions.jsonl")
    x.key("Right")
    wait_lines(default_log, 1)
    app.proc.send_signal(signal.SIGTERM)
    r.check(app.wait() == 0, "SIGTERM ends kiosk mode with status 0")
    r.check([d[:2] for d in decisions(default_log)] == [("c0", "right")],
            "without --log kiosk mode logs under $XDG_STATE_HOME/swipedeck", decisions(default_log))


def resume(x, binary, deck, tmp, r):
    log = os.path.join(tmp, "resume.jsonl")
    app = App(x, binary, deck, log)
    x.key("Right", "Left", "Right", "BackSpace")  # c0 liked, c1 skipped, c2 liked and taken back
    wait_lines(log, 4)
    app.proc.kill()  # SIGKILL in mid-session: no clean exit
    app.wait()
    with open(log, "a") as f:
        f.write('{"time": "2026-11-22T10:1')  # and a torn line, as a power cut leaves
    app = App(x, binary, deck, log, args=("--resume",))
    x.key("Right", "Right", "Left")
    wait_for(lambda: len(decisions_tolerant(log)) >= 7, 10)  # the 4 before and these 3
    app.proc.terminate()
    r.check(app.wait() == 0, "--resume run exits 0 on SIGTERM")
    r.check("incomplete" in app.proc.stderr.read(), "the torn last line is reported on stderr")
    got = [d[:2] for d in decisions_tolerant(log)]
    r.check(got[4:] == [("c2", "right"), ("c3", "right"), ("c4", "left")],
            "--resume continues at the first undecided card (c2)", got)
    report = subprocess.run([binary, "report", log], capture_output=True, text=True)
    r.check(report.stdout == "card,index,decision\nc0,0,right\nc1,1,left\nc2,2,right\nc3,3,right\nc4,4,left\n",
            "report lists every card once, no decided card missing", report.stdout)


def decisions_tolerant(path):
    out = []
    for line in read_log(path):
        try:
            obj = json.loads(line)
        except ValueError:
            continue
        out.append((obj["card"], obj["decision"], obj.get("session")))
    return out


def hot_reload(x, binary, deck, tmp, r):
    """A picture added to the deck's folder while the app runs joins the deck without a restart."""
    folder = os.path.join(tmp, "hot")
    os.makedirs(folder, exist_ok=True)
    for i, colour in enumerate(COLOURS[:2]):
        subprocess.run(["convert", "-size", "64x64", f"xc:{colour}", os.path.join(folder, f"p{i}.png")], check=True)
    log, metrics = os.path.join(tmp, "hot.log"), os.path.join(tmp, "hot.prom")
    app = App(x, binary, folder, log, args=("--metrics", metrics))  # the metrics tell the deck's size
    subprocess.run(["convert", "-size", "64x64", f"xc:{COLOURS[2]}", os.path.join(folder, "p2.png")], check=True)
    wait_for(lambda: "\nswipedeck_deck_cards 3\n" in read_text(metrics), 10)
    for n in range(1, 4):
        x.key("Right")
        wait_lines(log, n)
    cards = [json.loads(l)["card"] for l in read_log(log)]
    r.check(cards == ["p0", "p1", "p2"], "hot reload: a picture added while running is swiped as the third card", cards)
    x.key("Escape")
    r.check(app.wait() == 0, "hot reload: Escape quits with status 0")


def read_text(path):
    """The file's text, or "" while it does not exist."""
    try:
        with open(path) as f:
            return f.read()
    except FileNotFoundError:
        return ""


def bench_smoke(x, binary, deck, tmp, r):
    """make bench's generated recordings replay in the app and its frame figures come out (bench/)."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "bench"))
    import frames as bench_frames
    import replay_gen
    text = replay_gen.session(6, seed=7)
    r.check(sum('"mouse-down"' in line for line in text.splitlines()) >= 2, "bench: the generated session has drags")
    got, summary = bench_frames.run_replay(binary, x, None, text, tmp, "bench-smoke")
    figures = bench_frames.analyse(got)
    r.check(figures["frames"] > 60 and figures["work_p50"] > 0 and figures["latency_p50"] == figures["latency_p50"],
            "bench: a generated replay runs and gives frame work and latency", figures)
    r.check(summary.get("frames") == len(got), "bench: the frame-stats summary counts every frame line", summary)
    r.check(figures["startup_frames"] >= 1 and figures["startup_frames"] + figures["frames"] == len(got),
            "bench: the frames before the replay's first input are counted apart as the start-up's", figures)


def short_soak(x, binary, deck, tmp, r):
    """Two minutes of the soak test (Tests/e2e/soak.py; `make soak` runs 30)."""
    folder = os.path.join(tmp, "soak")
    os.makedirs(folder, exist_ok=True)
    for ok, what, *detail in soak_test.soak(x, binary, folder, SHORT_SOAK_MINUTES):
        r.check(ok, what, detail[0] if detail else "")


SHORT_SOAK_MINUTES = 2


SCENARIOS = (mouse_and_keys, finger_path, fullscreen, hot_reload, kiosk, resume, record_replay, bench_smoke)
