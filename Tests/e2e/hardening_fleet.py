"""End-to-end scenarios of issue 16 (fleets): decision lines on standard output (`--log -`) read back
by `report -`, and a report over three logs from three simulated kiosks made by `--replay` of generated
recordings under SDL's dummy video driver, checked for per-card counts and times on top."""
import csv
import io
import json
import os
import subprocess

from run_e2e import read_log, wait_for

RIGHT, LEFT, BACKSPACE = (1073741903, 79), (1073741904, 80), (8, 42)
# Per kiosk: (seconds into the replay, key). The deck is run_e2e's five cards c0…c4.
KIOSKS = {
    "kiosk-a": [(1.0, RIGHT), (1.6, LEFT), (2.4, RIGHT)],
    "kiosk-b": [(1.0, LEFT), (2.0, RIGHT), (2.3, BACKSPACE), (2.7, LEFT), (3.0, RIGHT)],
    "kiosk-c": [(1.0, RIGHT), (1.5, RIGHT), (2.5, LEFT)],
}
# What each card should come to: shown, liked, skipped left, median ms on top (c0's includes start-up).
WANT = {"c0": (3, 2, 1, 1000), "c1": (3, 1, 2, 500), "c2": (3, 2, 1, 800)}
TOLERANCE_MS = 150


def write_recording(path, presses, window=(800, 600)):
    lines = [{"swipedeck-recording": 1, "window": list(window)}]
    for t, (keycode, scancode) in presses:
        for kind, dt in (("key-down", 0.0), ("key-up", 0.02)):  # up before the next down at up to 40 a second
            lines.append({"t": round(t + dt, 3), "type": kind, "keycode": keycode, "scancode": scancode, "mod": 0,
                          "repeat": False})
    with open(path, "w") as f:
        f.write("".join(json.dumps(line) + "\n" for line in lines))


def replay(x, binary, deck, recording, *args, timeout=30):
    env = dict(x.env, SDL_VIDEODRIVER="dummy")
    cmd = [binary, deck, "--window", "800x600", "--replay", recording, "--replay-exit", *args]
    return subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)


def report(binary, *args, stdin=None):
    return subprocess.run([binary, "report", *args], input=stdin, capture_output=True, text=True, timeout=30)


def fleet_stdout_log(x, binary, deck, tmp, r):
    """--log - writes one JSON line per decision to stdout (kiosk name and ms included; warnings stay
    on stderr), and `report -` reads them from standard input."""
    recording = os.path.join(tmp, "fleet-stdout.jsonl")
    write_recording(recording, KIOSKS["kiosk-b"])
    run = replay(x, binary, deck, recording, "--log", "-", "--kiosk-name", "lobby 1")
    lines = run.stdout.splitlines()
    try:
        objects = [json.loads(line) for line in lines]
    except ValueError:
        objects = []
    r.check(run.returncode == 0 and len(objects) == 5 and all(o.get("kiosk") == "lobby 1" and isinstance(o.get("ms"), int)
                                                              for o in objects),
            "--log -: five decision lines on stdout, each with kiosk and ms", (run.returncode, run.stdout, run.stderr))
    r.check([(o["card"], o["decision"]) for o in objects] ==
            [("c0", "left"), ("c1", "right"), ("c1", "undo"), ("c1", "left"), ("c2", "right")],
            "--log -: the replayed decisions in order", lines)
    piped = report(binary, "-", stdin=run.stdout)
    r.check(piped.returncode == 0 and piped.stdout == "card,index,decision\nc0,0,left\nc1,1,left\nc2,2,right\n",
            "report - reads the decisions from standard input", (piped.stdout, piped.stderr))
    old = '{"time": "2026-11-22T10:15:30.123Z", "card": "c4", "index": 4, "decision": "right", "session": "s"}\n'
    mixed = report(binary, "-", "--by-card", stdin=old + run.stdout)
    r.check(mixed.returncode == 0 and mixed.stdout.splitlines()[-1] == "c4,1,1,0,0,1,", "report reads an old line without ms",
            mixed.stdout)


def fleet_report(x, binary, deck, tmp, r):
    """Three kiosks replay three recordings into three logs; `report --by-card` over them counts each
    card's visits, likes and skips and gives the median time on top; the plain report keeps the
    machines apart; --session and --since/--until filter."""
    logs = []
    for name, presses in KIOSKS.items():
        recording, log = os.path.join(tmp, f"{name}.rec.jsonl"), os.path.join(tmp, f"{name}.jsonl")
        write_recording(recording, presses)
        run = replay(x, binary, deck, recording, "--log", log, "--kiosk-name", name)
        r.check(run.returncode == 0, f"fleet: {name} replays and exits 0", run.stderr)
        logs.append(log)
    by_card = report(binary, "--by-card", *logs)
    rows = {row["card"]: row for row in csv.DictReader(io.StringIO(by_card.stdout))}
    for card, (shown, liked, left, median) in WANT.items():
        row = rows.get(card, {})
        got = (int(row.get("shown", -1)), int(row.get("liked", -1)), int(row.get("skipped_left", -1)))
        ms = float(row.get("median_ms") or -1)
        slack = TOLERANCE_MS + (400 if card == "c0" else 0)  # c0 waits for the window to open too
        r.check(got == (shown, liked, left) and median - 50 <= ms <= median + slack,
                f"fleet --by-card: {card} shown {shown}, liked {liked}, skipped {left}, median ~{median} ms",
                (got, ms, by_card.stdout, by_card.stderr))
    r.check(set(rows) == set(WANT) and rows["c1"]["like_rate"] == "0.333", "fleet --by-card: three cards, like rates",
            by_card.stdout)
    plain = report(binary, *logs).stdout.splitlines()
    r.check(plain[0] == "kiosk,card,index,decision" and "kiosk-b,c1,1,left" in plain and len(plain) == 10,
            "fleet report: one row per machine and card, the kiosk first", plain)
    as_json = json.loads(report(binary, "--json", "--by-card", *logs).stdout)
    r.check([o["card"] for o in as_json] == ["c0", "c1", "c2"] and as_json[1]["skipped_by_direction"] == {"left": 2},
            "fleet --by-card --json", as_json)
    with open(logs[1]) as f:
        session = json.loads(f.readline())["session"]
    only_b = report(binary, "--by-card", "--session", session, *logs).stdout
    counts = [(row["card"], row["shown"], row["liked"], row["skipped_left"]) for row in csv.DictReader(io.StringIO(only_b))]
    r.check(counts == [("c0", "1", "0", "1"), ("c1", "1", "0", "1"), ("c2", "1", "1", "0")],
            "fleet --session keeps one visitor's lines", only_b)
    future = report(binary, "--since", "2999-01-01", *logs)
    past = report(binary, "--until", "2000-01-01T00:00:00Z", *logs)
    everything = report(binary, "--since", "2000-01-01", "--until", "2999-01-01", *logs)
    r.check(future.stdout == past.stdout == "card,index,decision\n" and len(everything.stdout.splitlines()) == 10,
            "fleet --since/--until filter by time", (future.stdout, past.stdout, everything.stdout))
    bad = report(binary, "--since", "yesterday", *logs)
    r.check(bad.returncode == 2 and "--since" in bad.stderr, "fleet: a bad --since exits 2 naming it", bad.stderr)


ROTATE_PRESSES = 60          # one Right every ROTATE_GAP seconds, on a looping deck
ROTATE_GAP = 0.1


def rotation_config(path, log, pid):
    """dist/logrotate.swipedeck with its paths replaced by `log` and its SIGHUP sent to `pid`, written
    to `path` (mode 0644: logrotate ignores a config others can write)."""
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "..", "dist", "logrotate.swipedeck")) as f:
        text = f.read()
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.rstrip().endswith("{"))
    lines[start] = f"{log} {{"
    text = "\n".join(lines) + "\n"
    assert "pkill -HUP -x swipedeck" in text and "copytruncate" not in text.split("{", 1)[1]
    with open(path, "w") as f:
        f.write(text.replace("pkill -HUP -x swipedeck", f"kill -HUP {pid}"))
    os.chmod(path, 0o644)


def fleet_logrotate(x, binary, deck, tmp, r):
    """The shipped logrotate file, run with `logrotate -f` on the log of a replaying app (rename +
    SIGHUP), then the new log deleted while the app writes: every decision is in the rotated file, the
    deleted file (read through a descriptor kept open) or the new one, in order, none lost."""
    folder = os.path.join(tmp, "rotate")
    os.makedirs(folder, exist_ok=True)
    log, recording = os.path.join(folder, "decisions.jsonl"), os.path.join(folder, "rec.jsonl")
    write_recording(recording, [(0.5 + i * ROTATE_GAP, RIGHT) for i in range(ROTATE_PRESSES)])
    env = dict(x.env, SDL_VIDEODRIVER="dummy")
    err_path = os.path.join(folder, "stderr")
    with open(err_path, "w") as err:
        proc = subprocess.Popen([binary, deck, "--window", "800x600", "--loop", "--replay", recording, "--replay-exit",
                                 "--log", log], env=env, stdout=subprocess.DEVNULL, stderr=err)
        conf, state = os.path.join(folder, "swipedeck.conf"), os.path.join(folder, "state")
        rotation_config(conf, log, proc.pid)
        wait_for(lambda: len(read_log(log)) >= ROTATE_PRESSES // 3, 30)  # a third of the replay
        rotated = subprocess.run(["logrotate", "-f", "-s", state, conf], capture_output=True, text=True)
        r.check(rotated.returncode == 0 and os.path.exists(log + ".1"), "logrotate -f renames the log (rename + SIGHUP)",
                rotated.stderr)
        wait_for(lambda: len(read_log(log)) >= ROTATE_PRESSES // 4, 30)  # the reopened log in use
        kept = open(log, "rb")          # the file about to be deleted, still readable through this descriptor
        os.unlink(log)
        try:
            code = proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            code = None
        deleted = kept.read().decode()
        kept.close()
    with open(log + ".1") as f:
        first = f.read()
    with open(log) as f:
        last = f.read()
    with open(err_path) as f:
        stderr = f.read()
    pieces = [first, deleted, last]
    cards = [json.loads(line)["card"] for piece in pieces for line in piece.splitlines()]
    want = [f"c{i % 5}" for i in range(ROTATE_PRESSES)]
    r.check(code == 0 and cards == want and all(piece.strip() for piece in pieces),
            "logrotate: no decision lost across rename + SIGHUP and delete, in order",
            (code, [len(p.splitlines()) for p in pieces], cards, stderr))
    r.check("(SIGHUP)" in stderr and "was deleted" in stderr, "logrotate: the reopenings are reported on stderr", stderr)


SCENARIOS = (fleet_stdout_log, fleet_report, fleet_logrotate)
