"""End-to-end scenarios of reading the decision log back (issue 10, items 12, 13, 15 and 18): resume by
card id and from another deck's log, the start-up cost of a huge log, and `report`'s CSV."""
import json
import os
import subprocess

import run_e2e as base
from hardening_log import LoggedApp, cards_of, line


# --- items 12 and 13: resume by card id, another deck's log -----------------------------------------
def log_resume_ids(x, binary, deck, tmp, r):
    """--resume finds the last decided card by id after a card was inserted before it, and a log from
    another deck starts a new session at the first card with a warning."""
    folder = os.path.dirname(deck)
    with open(deck) as f:
        cards = json.load(f)["cards"]
    shifted = os.path.join(folder, "shifted.json")
    with open(shifted, "w") as f:
        json.dump({"cards": [dict(cards[4], id="new")] + cards[:4]}, f)  # "new" inserted before c0
    log = os.path.join(tmp, "byid.jsonl")
    with open(log, "w") as f:
        f.write(line("c0", 0, "right") + line("c1", 1, "left"))
    app = LoggedApp(x, binary, shifted, tmp, "byid", args=("--resume", "--log", log))
    app.swipe(x)
    app.stop()
    last = cards_of(log)[-1]
    r.check(last["card"] == "c2" and last["session"] == "s1",
            "resume by id: with a card inserted before them, the session goes on at c2", last)
    foreign = os.path.join(tmp, "foreign.jsonl")
    with open(foreign, "w") as f:
        f.write(line("x0", 0, "right", "far") + line("x1", 1, "right", "far") + line("x2", 2, "right", "far"))
    app = LoggedApp(x, binary, deck, tmp, "foreign", args=("--resume", "--log", foreign))
    app.swipe(x)
    err = app.stderr()
    app.stop()
    last = cards_of(foreign)[-1]
    r.check(last["card"] == "c0" and last["session"] != "far" and "another deck" in err,
            "resume with another deck's log: a warning and a new session at the first card", (last, err))


# --- item 15: start-up reads only the end of the log ------------------------------------------------
MILLION = 1_000_000


def million_line_log(path):
    """A log of MILLION lines in sessions of 10 (the cards c0…c4 in turn), the last session with 3 lines."""
    chunk = []
    with open(path, "w") as f:
        for n in range(MILLION):
            i = n % 10 if n < MILLION - 3 else n - (MILLION - 3)
            chunk.append(line(f"c{i % 5}", i % 5, "right", f"{n // 10 if n < MILLION - 3 else 'last':>08}"))
            if len(chunk) == 10000:
                f.write("".join(chunk))
                chunk = []
        f.write("".join(chunk))


def log_startup_cost(x, binary, deck, tmp, r):
    """A 1,000,000-line log: start-up reads only its end, with and without --resume (peak memory stays
    far below what parsing every line costs, ~400 MB); --resume still finds the last session."""
    log = os.path.join(tmp, "million.jsonl")
    million_line_log(log)
    for args, want in (((), "c0"), (("--resume",), "c1")):  # the first run leaves a session with c0 decided
        app = LoggedApp(x, binary, deck, tmp, "million", args=("--log", log, *args))
        with open(f"/proc/{app.proc.pid}/status") as f:
            peak_kb = next(int(l.split()[1]) for l in f if l.startswith("VmHWM"))
        app.swipe(x)
        app.stop()
        last = json.loads(base.read_log(log)[-1])
        r.check(peak_kb < 200 * 1024 and last["card"] == want,
                f"1,000,000-line log {' '.join(args) or 'without --resume'}: peak memory {peak_kb // 1024} MB "
                f"< 200 MB, goes on at {want}", (peak_kb, last))
    os.remove(log)


# --- items 12 and 18: report ------------------------------------------------------------------------
def log_report(x, binary, deck, tmp, r):
    """report keys decisions on card ids (an undo after a reload moved the card cancels it) and writes CSV
    that spreadsheets show as text: = + - @ tab CR get a leading ', control characters are escaped; the
    JSON stays valid."""
    log = os.path.join(tmp, "report.jsonl")
    hostile = ["=HYPERLINK(\"http://x\")", "+1", "-2", "@SUM(A1)", "\tt", "\rr", "nul\0byte"]
    with open(log, "w") as f:
        f.write(line("moved", 0, "right") + line("moved", 1, "undo"))
        for i, card in enumerate(hostile):
            f.write(line(card, 10 + i, "right"))
    out = subprocess.run([binary, "report", log], capture_output=True)
    csv = out.stdout.decode("utf-8", "replace")
    rows = csv.splitlines()[1:]
    r.check(out.returncode == 0 and not any(row.startswith("moved") for row in rows),
            "report: an undo naming the card at its new index takes its decision back", csv)
    unsafe = [row for row in rows if row[:1] in ("=", "+", "-", "@", "\t", "\r") or row[1:2] in ("=", "+", "-", "@")]
    r.check(len(rows) == len(hostile) and not unsafe and b"\0" not in out.stdout
            and all(row.startswith(("\"'", "nul")) for row in rows),
            "report CSV: formula starts get a leading quote, no NUL or raw control character", csv)
    out = subprocess.run([binary, "report", "--json", log], capture_output=True)
    try:
        got = [row["card"] for row in json.loads(out.stdout)]
    except ValueError as e:
        got = repr(e)
    r.check(got == hostile, "report JSON: the same ids, valid JSON, verbatim", got)


SCENARIOS = (log_resume_ids, log_startup_cost, log_report)
