"""Kiosks for the fleet's tests: the real app replaying generated key presses (SDL's dummy video
driver, no screen needed), each writing its own decision log, and the logs read back as lines."""
import hashlib
import json
import os
import random
import subprocess

RIGHT, LEFT, BACKSPACE = (1073741903, 79), (1073741904, 80), (8, 42)
COLOURS = ["#d62828", "#1d4ed8", "#16a34a", "#7c3aed", "#f59e0b"]


def make_deck(folder):
    """A manifest deck of five cards without pictures (nothing to decode: cheap to run three times)."""
    cards = [{"id": f"c{i}", "title": f"Card {i}", "color": c} for i, c in enumerate(COLOURS)]
    path = os.path.join(folder, "deck.json")
    with open(path, "w") as f:
        json.dump({"cards": cards}, f)
    return path


def write_recording(path, seconds, rate, seed):
    """Key presses for `seconds` at `rate` a second: mostly right/left swipes, some undos; returns
    how many presses. Start at 0.5 s."""
    rng = random.Random(seed)
    lines = [{"swipedeck-recording": 1, "window": [800, 600]}]
    t, presses = 0.5, 0
    while t < seconds:
        keycode, scancode = rng.choices([RIGHT, LEFT, BACKSPACE], weights=[5, 4, 1])[0]
        for kind, dt in (("key-down", 0.0), ("key-up", 0.03)):
            lines.append({"t": round(t + dt, 3), "type": kind, "keycode": keycode, "scancode": scancode,
                          "mod": 0, "repeat": False})
        presses += 1
        t += 1 / rate
    with open(path, "w") as f:
        f.write("".join(json.dumps(line) + "\n" for line in lines))
    return presses


def start_kiosk(binary, deck, recording, log, name, env=None):
    """The app replaying `recording` into `log` as kiosk `name`; a Popen."""
    env = dict(env or os.environ, SDL_VIDEODRIVER="dummy")
    cmd = [binary, deck, "--window", "800x600", "--loop", "--replay", recording, "--replay-exit", "--log", log,
           "--kiosk-name", name]
    return subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)


def complete_lines(*paths):
    """The complete decision lines (ending in a newline, parsing as objects with a card) of the files."""
    lines = []
    for path in paths:
        if not os.path.exists(path):
            continue
        with open(path, "rb") as f:
            data = f.read()
        for raw in data.split(b"\n")[:-1]:
            raw = raw.rstrip(b"\r")
            try:
                obj = json.loads(raw)
            except ValueError:
                continue
            if isinstance(obj, dict) and isinstance(obj.get("card"), str) and "decision" in obj:
                lines.append(raw)
    return lines


def digests(lines):
    """The SHA-256 of each line's bytes, as the database stores them (hex), as a sorted list."""
    return sorted(hashlib.sha256(line).hexdigest() for line in lines)
