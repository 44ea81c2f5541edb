"""End-to-end: text in every script (issue 12). A deck with titles, subtitles and descriptions in ten
scripts; for each card the real app shows it on top under Xvfb, and tesseract reads its title back from
a screenshot (similarity >= 0.8); right-to-left titles sit at the right edge; emoji are in colour."""
import difflib
import json
import os
import shutil
import subprocess
import time

import run_e2e as base
from waits import wait_inked, wait_still

WINDOW = (1000, 800)
# The resting card in a WINDOW-sized window (SwipeCore's CardFrame: 3:4, 64% of the height, centred at
# 44% of the height) and where CardStyle puts the title: below the picture area (70% of the card's height),
# half a padding (5% of its width) lower, one line of 7.5% of its width.
CARD_H = WINDOW[1] * 0.64
CARD_W = CARD_H * 0.75
CARD = (WINDOW[0] / 2 - CARD_W / 2, WINDOW[1] * 0.44 - CARD_H / 2, CARD_W, CARD_H)
PAD = round(0.05 * CARD_W)
TITLE_TOP = CARD[1] + round(0.70 * CARD_H) + PAD // 2
TITLE_HEIGHT = round(0.075 * CARD_W * 1.5)

LONG = " ".join(["It is a long description that does not fit on the back of the card."] * 30)
# (id, tesseract language, title, subtitle, description, right to left)
CARDS = (
    ("ja", "jpn", "日本語の本", "東京の書店", "東京タワーは東京都港区にある電波塔です。" * 3, False),
    ("zh", "chi_sim", "北京欢迎你", "中文标题", "北京是中华人民共和国的首都。" * 3, False),
    ("ko", "kor", "한국어 사전", "서울의 도서관", "서울은 대한민국의 수도입니다. " * 3, False),
    ("ar", "ara", "مرحبا بالعالم", "كتاب جديد", "كتاب جديد عن المدينة", True),
    ("he", "heb", "שלום עולם", "ספר חדש", "ספר חדש על העיר", True),
    ("hi", "hin", "नमस्ते दुनिया", "नई किताब", "यह हिंदी में एक कार्ड है। " * 3, False),
    ("th", "tha", "สวัสดีชาวโลก", "หนังสือใหม่", "นี่คือการ์ดภาษาไทย " * 3, False),
    ("el", "ell", "Καλημέρα κόσμε", "Νέο βιβλίο", "Αυτή είναι μια κάρτα στα ελληνικά. " * 3, False),
    ("ru", "rus", "Привет мир", "Новая книга", "Это карточка на русском языке. " * 3, False),
    ("emoji", "eng", "Fresh fruit 🍎🍊🍇", "🌻 Sunflowers", LONG, False),
)
PAGE = "#f4f1ea"


def make_text_deck(folder, first):
    """A manifest deck of CARDS with card `first` on top, pale pictures (titles then align by direction)."""
    os.makedirs(folder, exist_ok=True)
    image = os.path.join(folder, "pale.png")
    if not os.path.exists(image):
        subprocess.run(["convert", "-size", "96x72", "xc:#d8d2c4", image], check=True)
    order = [c for c in CARDS if c[0] == first] + [c for c in CARDS if c[0] != first]
    cards = [{"id": i, "title": t, "subtitle": s, "description": d, "color": PAGE, "image": "pale.png"}
             for (i, _, t, s, d, _) in order]
    path = os.path.join(folder, f"deck-{first}.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"name": "Languages", "cards": cards}, f, ensure_ascii=False)
    return path


def start(x, binary, deck):
    cmd = [binary, deck, "--window", f"{WINDOW[0]}x{WINDOW[1]}"]
    proc = subprocess.Popen(cmd, env=x.env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    _, geom = x.find_window(proc=proc)
    wait_still(x, geom[:2], drawn=True)  # its first frames drawn
    return proc, geom[:2]


def stop(proc):
    proc.terminate()
    try:
        _, err = proc.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        _, err = proc.communicate()
    return err


def title_crop(x, origin, path):
    """The title's band of the top card: the card's width inside its padding."""
    crop = (int(origin[0] + CARD[0] + PAD // 2), int(origin[1] + TITLE_TOP - 4), int(CARD_W - PAD), TITLE_HEIGHT + 8)
    wait_inked(x, path, crop)  # the title drawn
    return crop


def ocr(path, language):
    """The best tesseract reading of the title crop (upscaled, grey, binarised) over a few page modes."""
    big = path[:-4] + "-ocr.png"
    subprocess.run(["convert", path, "-colorspace", "Gray", "-resize", "300%", "-threshold", "55%",
                    "-bordercolor", "white", "-border", "40", big], check=True)
    readings = []
    for psm in ("7", "6", "13", "11"):
        out = subprocess.run(["tesseract", big, "-", "-l", language, "--psm", psm], capture_output=True, text=True)
        readings.append(out.stdout.strip())
    return readings


def squeeze(text):
    return "".join(text.split())


def similarity(expected, reading):
    return difflib.SequenceMatcher(None, squeeze(expected), squeeze(reading)).ratio()


def ink_columns(x, path, width, height):
    """Columns of the crop with dark ink (the title's letters), as (first, last) or None."""
    points = [(c, r) for c in range(width) for r in range(0, height, 2)]
    pixels = x.pixels(path, points)
    dark = sorted({c for (c, _), (pr, pg, pb) in zip(points, pixels) if max(pr, pg, pb) < 110})
    return (dark[0], dark[-1]) if dark else None


def saturated(x, path, width, height):
    """How many sampled pixels of the crop are strongly coloured (emoji; the ink is near-black)."""
    points = [(c, r) for c in range(0, width, 2) for r in range(0, height, 2)]
    return sum(1 for (pr, pg, pb) in x.pixels(path, points) if max(pr, pg, pb) - min(pr, pg, pb) > 90)


def last_back_line(x, folder, origin, cid):
    """Turns the top card over (Space) and reads its back's last line of text with tesseract (eng):
    the crop of the lowest band of rows with ink in the back's text area. The readings, or [] when the
    back shows no text."""
    x.key("space")
    area = (int(origin[0] + CARD[0] + PAD // 2), int(origin[1] + CARD[1] + PAD + TITLE_HEIGHT),
            int(CARD_W - PAD), int(CARD_H - 2 * PAD - TITLE_HEIGHT))
    back = wait_inked(x, os.path.join(folder, f"back-lines-{cid}.png"), area)  # turned over, its text drawn
    rows = [y for y in range(area[3]) if any(max(p) < 110 for p in x.pixels(back, [(c, y) for c in range(0, area[2], 3)]))]
    if not rows:
        return []
    last = [rows[-1]]
    while len(last) < len(rows) and rows[-len(last) - 1] >= last[-1] - 3:  # the last line's rows, gaps ≤ 2
        last.append(rows[-len(last) - 1])
    top, bottom = max(0, min(last) - 6), min(area[3], max(last) + 6)
    line = os.path.join(folder, f"back-last-{cid}.png")
    x.screenshot(line, crop=(area[0], area[1] + top, area[2], bottom - top))
    return ocr(line, "eng")


def multilingual_titles(x, binary, deck, tmp, r):
    """Each script's title is read back by OCR from the real app; RTL at the right; emoji coloured."""
    if not shutil.which("tesseract"):
        r.check(False, "multilingual: tesseract is installed (make test-deps)")
        return
    folder = os.path.join(tmp, "languages")
    warnings = []
    for (cid, language, title, _, _, rtl) in CARDS:
        proc, origin = start(x, binary, make_text_deck(folder, cid))
        shot = os.path.join(folder, f"title-{cid}.png")
        crop = title_crop(x, origin, shot)
        if cid == "emoji":  # its back: a description far too long for it, cut with "…"
            readings = last_back_line(x, folder, origin, cid)
            r.check(any(reading.rstrip().endswith(("…", "..")) for reading in readings),
                    "multilingual: a too-long description ends with … on the back's last line", f"read {readings}")
        if rtl:  # its back: the one-line description sits at the right too
            x.key("space")
            band = (int(origin[0] + CARD[0] + PAD // 2), int(origin[1] + CARD[1] + PAD + TITLE_HEIGHT),
                    int(CARD_W - PAD), int(CARD_H * 0.2))
            back = wait_inked(x, os.path.join(folder, f"back-{cid}.png"), band)  # turned over, its text drawn
            ink = ink_columns(x, back, band[2], band[3])
            r.check(ink is not None and ink[1] >= band[2] - PAD // 2 - 8 and ink[0] > band[2] * 0.25,
                    f"multilingual: {cid} description on the back is right-aligned", f"ink columns {ink}")
        err = stop(proc)
        warnings += [line for line in err.splitlines() if "no installed font" in line]
        expected = "".join(ch for ch in title if ch.isalpha() or ch.isspace()) if cid == "emoji" else title
        readings = ocr(shot, language)
        best = max(readings, key=lambda reading: similarity(expected, reading))
        score = similarity(expected, best)
        r.check(score >= 0.8, f"multilingual: {cid} title read back by OCR ({score:.2f})", f"read {best!r}, want {expected!r}")
        ink = ink_columns(x, shot, crop[2], crop[3])
        if rtl:
            right_margin = crop[2] - PAD // 2
            r.check(ink is not None and ink[1] >= right_margin - 8 and ink[0] > crop[2] * 0.25,
                    f"multilingual: {cid} title is right-aligned", f"ink columns {ink}, right margin {right_margin}")
        elif cid != "emoji":
            r.check(ink is not None and ink[0] <= PAD // 2 + 8, f"multilingual: {cid} title starts at the left", f"{ink}")
        if cid == "emoji":
            colour = saturated(x, shot, crop[2], crop[3])
            r.check(colour > 40, "multilingual: emoji in the title are in colour", f"{colour} coloured samples")
    r.check(not warnings, "multilingual: no script lacks a font", "; ".join(warnings))


SCENARIOS = (multilingual_titles,)


def languages_screenshot(binary, path):
    """The README's multilingual picture: the Arabic card dragged half-way right over the Japanese one."""
    import tempfile
    from xsession import XSession
    with tempfile.TemporaryDirectory() as tmp, XSession() as x:
        deck = make_text_deck(tmp, "ar")
        proc, origin = start(x, binary, deck)
        grab = (int(origin[0] + CARD[0] + CARD_W * 0.45), int(origin[1] + CARD[1] + CARD_H * 0.35))
        x.xdotool("mousemove", *grab)
        x.xdotool("mousedown", 1)
        for i in range(1, 21):
            x.xdotool("mousemove", int(grab[0] + CARD_W * 0.22 * i / 20), int(grab[1] + CARD_H * 0.02 * i / 20))
            time.sleep(0.015)  # input pacing
        wait_still(x, origin)  # the held card caught up with the pointer
        x.screenshot(path, crop=(*origin, *WINDOW))
        x.xdotool("mouseup", 1)
        stop(proc)
    print(f"saved {path}")


if __name__ == "__main__":  # make screenshot: python3 Tests/e2e/hardening_text.py BINARY OUT.png
    import sys
    languages_screenshot(sys.argv[1], sys.argv[2])
