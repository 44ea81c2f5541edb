"""Red team round 3, text through Pango (issue 30; imported by run_e2e.py), on the real app under Xvfb:
- a deck whose titles, subtitles and descriptions are hostile (100,000 combining marks on one letter,
  zalgo, unclosed bidi overrides and isolates, 10,000 emoji ZWJ sequences, control characters) is shown,
  turned over and swiped through card by card, every decision logged, and Escape quits with 0;
- with no fonts at all (`FONTCONFIG_FILE` naming an empty configuration) the sample deck's title is
  still read back by OCR: the app draws with its bundled DejaVu (`FontSetup`)."""
import json
import os
import shutil
import subprocess

import run_e2e as base
from waits import wait_lines, wait_still

EMPTY_FONTCONFIG = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><cachedir>{cache}</cachedir></fontconfig>
"""


def hostile_cards():
    zalgo = "".join(c + "".join(chr(0x300 + (i * 7 + j) % 0x70) for j in range(30)) for i, c in enumerate("Zalgo"))
    family = "\U0001F468\u200d\U0001F469\u200d\U0001F467\u200d\U0001F466" * 10000
    texts = [("marks", "a" + "\u0301" * 100000), ("zalgo", zalgo), ("bidi", "abc \u202e unclosed \u2067 isolate"),
             ("zwj", family), ("controls", "bell\u0007 esc\u001b[31m nel\u0085 ls\u2028 del\u007f end")]
    return [{"id": cid, "title": text, "subtitle": text, "description": text * 3, "color": base.COLOURS[i % 3]}
            for i, (cid, text) in enumerate(texts)]


def hostile_text_deck(x, binary, deck, tmp, r):
    folder = os.path.join(tmp, "hostile-text")
    os.makedirs(folder, exist_ok=True)
    cards = hostile_cards()
    with open(os.path.join(folder, "deck.json"), "w", encoding="utf-8") as f:
        json.dump({"name": "Hostile text", "cards": cards}, f, ensure_ascii=False)
    log = os.path.join(tmp, "hostile-text.jsonl")
    app = base.App(x, binary, folder, log)
    for n in range(1, len(cards) + 1):
        x.key("space")  # turned over: the description's layout
        x.key("space")
        x.key("Right")
        wait_lines(log, n)
    got = [json.loads(line)["card"] for line in base.read_log(log)]
    r.check(got == [c["id"] for c in cards] and app.proc.poll() is None,
            "hostile text: every card shown, turned over and swiped, each logged", got)
    x.key("Escape")
    status = app.wait(timeout=20)
    err = app.proc.stderr.read()
    r.check(status == 0 and "too long; cut to" in err, "hostile text: Escape quits with 0; the cut fields are named",
            (status, err[-400:]))


def no_fonts_at_all(x, binary, deck, tmp, r):
    if not shutil.which("tesseract"):
        r.check(False, "no fonts: tesseract is installed (make test-deps)")
        return
    config = os.path.join(tmp, "empty-fonts.conf")
    with open(config, "w") as f:
        f.write(EMPTY_FONTCONFIG.format(cache=os.path.join(tmp, "fontconfig-cache")))
    sample = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Assets", "SampleDeck")
    log = os.path.join(tmp, "no-fonts.jsonl")
    app = base.App(x, binary, sample, log, extra_env={"FONTCONFIG_FILE": config})
    wait_still(x, app.origin, drawn=True)  # its first frames drawn
    shot = os.path.join(tmp, "no-fonts.png")
    x.screenshot(shot)
    ox, oy = app.origin
    crop = os.path.join(tmp, "no-fonts-title.png")  # the title band under the first card's picture
    subprocess.run(["convert", shot, "+repage", "-crop", f"288x60+{ox + 256}+{oy + 340}", "+repage", "-colorspace",
                    "Gray", "-resize", "300%", "-threshold", "55%", "-bordercolor", "white", "-border", "40", crop],
                   check=True)
    reading = subprocess.run(["tesseract", crop, "-", "--psm", "6"], capture_output=True, text=True).stdout
    r.check("McDonalds" in reading, "no fonts: with an empty fontconfig the title is drawn (OCR)", reading.strip())
    x.key("Right")
    wait_lines(log, 1)
    r.check(len(base.read_log(log)) == 1, "no fonts: a decision is logged")
    x.key("Escape")
    r.check(app.wait() == 0, "no fonts: Escape quits with 0")


SCENARIOS = (hostile_text_deck, no_fonts_at_all)
