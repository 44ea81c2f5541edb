"""End-to-end checks of issue 29's text scale and speech timing (imported by run_e2e.py):
- --text-scale 2: a card's title read back by OCR (tesseract), its ink twice as tall as at 1; a scale
  out of range or not a number exits 2 with one line.
- Speech does not hold up a frame: the same scripted replay (drags and keys: decisions, an undo) with
  --frame-stats, with --speech (SDL's disk audio) and without. Only structure is asserted: every frame
  is in the file (numbered 1…N, the summary counts N), the same decisions are logged, speech was
  produced; the frame figures of both runs are printed as INFO lines, never asserted (a loaded
  2-core machine times nothing reliably; BENCHMARKS.md holds only `make bench`'s figures)."""
import json
import os
import subprocess
import sys

import hardening_speech as speech
import run_e2e as base
from waits import wait_rest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bench"))
import replay_gen  # noqa: E402

NO_DESKTOP = {"DBUS_SESSION_BUS_ADDRESS": "", "XDG_CURRENT_DESKTOP": ""}


def card_box(x, shot):
    """(left, top, right, bottom) of the red first card in a screenshot of the window (above the buttons'
    row, whose ✕ is red too)."""
    w, h = base.WINDOW
    pts = [(i, j) for j in range(0, h * 4 // 5, 4) for i in range(0, w, 4)]
    red = base.hex_rgb(base.COLOURS[0])
    hits = [p for p, c in zip(pts, x.pixels(shot, pts)) if all(abs(a - b) <= 40 for a, b in zip(c, red))]
    xs, ys = [p[0] for p in hits], [p[1] for p in hits]
    return (min(xs), min(ys), max(xs), max(ys)) if hits else None


def ink_rows(x, shot, box):
    """Rows of the card's lower third holding white ink (the title and subtitle on the red card)."""
    left, top, right, bottom = box
    rows = []
    for y in range(top + (bottom - top) * 2 // 3, bottom):
        line = x.pixels(shot, [(i, y) for i in range(left + 4, right - 4, 2)])
        if any(min(p) > 200 for p in line):
            rows.append(y)
    return rows


def ocr_title(x, shot, box, tmp, name):
    left, top, right, bottom = box
    band_top = top + (bottom - top) * 2 // 3
    clean = os.path.join(tmp, f"{name}-ocr.png")
    height = (bottom - band_top) * 9 // 10  # above the rounded corners
    subprocess.run(["convert", shot, "-crop", f"{right - left}x{height}+{left}+{band_top}", "+repage",
                    "-colorspace", "gray", "-negate", "-threshold", "40%", "-bordercolor", "white", "-border", "20",
                    clean], check=True)
    out = subprocess.run(["tesseract", clean, "-", "-l", "eng", "--psm", "11"], capture_output=True, text=True)
    return " ".join(out.stdout.split())


def text_scale_title_ocr(x, binary, deck, tmp, r):
    heights, read = {}, {}
    for scale in ("1", "2"):
        app = base.App(x, binary, deck, None, extra_env=NO_DESKTOP, args=["--text-scale", scale])
        try:
            wait_rest(x, None, app.origin, base.COLOURS[0])
            shot = x.screenshot(os.path.join(tmp, f"text-scale-{scale}.png"), crop=(*app.origin, *base.WINDOW))
            box = card_box(x, shot)
            rows = ink_rows(x, shot, box) if box else []
            heights[scale] = (rows[-1] - rows[0] + 1) if rows else 0
            read[scale] = ocr_title(x, shot, box, tmp, f"text-scale-{scale}") if box else ""
        finally:
            app.proc.terminate()
            app.wait()
    title = read["2"].replace("Card O", "Card 0")  # DejaVu's bold zero and capital O look alike to tesseract
    r.check("Card 0" in title, "text scale: the title at --text-scale 2 is read back (OCR)", repr(read))
    ratio = heights["2"] / heights["1"] if heights.get("1") else 0
    r.check(1.6 <= ratio <= 2.4, "text scale: the card's text is about twice as tall at 2 as at 1", str(heights))


def text_scale_refused(x, binary, deck, tmp, r):
    for value in ("3", "0.9", "large"):
        done = subprocess.run([binary, deck, "--text-scale", value], env=x.env, capture_output=True, text=True,
                              timeout=30)
        lines = done.stderr.strip().splitlines()
        r.check(done.returncode == 2 and lines and "--text-scale" in lines[0],
                f"text scale: --text-scale {value} exits 2 naming the option", f"{done.returncode} {lines[:2]}")


def script():
    """Decisions by drag and by key, an undo, pauses for speech: ~9 s of input."""
    rec = replay_gen.Recording()
    for dx in (320, -320, 300):
        rec.scaled_drag(dx, 10, 0.5)
        rec.pause(0.9)
    for key in ("Right", "Left", "BackSpace", "Right"):
        rec.key(key)
        rec.pause(0.9)
    return rec.text()


def replay(x, binary, deck, tmp, name, args, env):
    recording, stats, log = (os.path.join(tmp, f"{name}{s}") for s in (".rec", "-frames.jsonl", ".log"))
    for path in (stats, log):
        if os.path.exists(path):
            os.remove(path)
    with open(recording, "w") as f:
        f.write(script())
    done = subprocess.run([binary, deck, "--window", "800x600", "--replay", recording, "--replay-exit",
                           "--frame-stats", stats, "--log", log, *args], env=dict(x.env, **env),
                          capture_output=True, text=True, timeout=120)
    lines = [json.loads(line) for line in open(stats) if line.strip()] if os.path.exists(stats) else []
    frames = [line for line in lines if "summary" not in line]
    summary = next((line for line in lines if "summary" in line), {})
    decisions = [(e.get("card"), e.get("decision")) for e in map(json.loads, base.read_log(log)) if "decision" in e]
    return done, frames, summary, decisions


def figures(frames):
    work = sorted(f["work_ms"] for f in frames)
    waited = sorted(f["waited_ms"] for f in frames)
    pick = lambda xs, q: xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0  # noqa: E731
    return (f"{len(frames)} frames, work p50 {pick(work, 0.5):.2f} p99 {pick(work, 0.99):.2f} max "
            f"{pick(work, 1):.2f} ms, waited p99 {pick(waited, 0.99):.2f} max {pick(waited, 1):.2f} ms")


def speech_frames_not_held(x, binary, deck, tmp, r):
    raw = os.path.join(tmp, "speech-frames.raw")
    if os.path.exists(raw):
        os.remove(raw)
    audio = {"SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": raw, **NO_DESKTOP}
    spoken = replay(x, binary, deck, tmp, "speech-on", ["--speech"], audio)
    quiet = replay(x, binary, deck, tmp, "speech-off", [], NO_DESKTOP)
    for label, (done, frames, summary, decisions) in (("on", spoken), ("off", quiet)):
        numbers = [f.get("frame") for f in frames]
        r.check(done.returncode == 0 and frames and numbers == list(range(1, len(frames) + 1))
                and summary.get("frames") == len(frames),
                f"speech frames: with speech {label} every frame is in the stats (1…N, the summary counts N)",
                f"status {done.returncode}, {len(frames)} lines, summary {summary.get('frames')}, "
                f"{done.stderr[-200:]!r}")
        print(f"INFO speech {label}: {figures(frames)}")
    r.check(len(spoken[3]) >= 6 and spoken[3] == quiet[3],
            "speech frames: the same decisions are logged with speech on and off", str((spoken[3], quiet[3])))
    peak = speech.loudest(raw, 0)[0] if os.path.exists(raw) else 0
    r.check(peak > speech.LOUD, "speech frames: speech was produced during the replay (disk audio)", f"peak {peak}")


SCENARIOS = (text_scale_title_ocr, text_scale_refused, speech_frames_not_held)
