"""End-to-end checks of labels in the visitor's language (issue 12, item 5; imported by run_e2e.py): a
manifest's French "labels" read back by OCR (tesseract) from the real app's pixels, on the LIKE stamp of a
card held mid-drag and on the empty view, and new words after the manifest is edited (hot reload); then a
config file and a flag over the manifest's words.

Pixels are read with XGetImage (python3-xlib) while the card is held: ImageMagick's `import -window root`
grabs the pointer and cancels the drag."""
import difflib
import json
import math
import os
import subprocess
import sys
import time

import run_e2e as base
from waits import Stillness

try:
    from Xlib import X, display
except ImportError:  # a python3 outside Debian's (pyenv, venv) does not see apt's python3-xlib
    sys.path.append("/usr/lib/python3/dist-packages")
    from Xlib import X, display

LABELS = {"right": "J'aime", "left": "Non", "up": "Super", "down": "Plus tard",
          "empty": "Plus de cartes", "startOver": "Recommencer"}
# The Start over button's blue (SwipeSDL's ButtonStyle.standard(.startOver)).
START_OVER_BLUE = (37, 99, 192)
# Least difflib similarity between what OCR reads and the label.
MIN_SIMILARITY = 0.8


def grab(x, origin):
    """The window's pixels (the 800×600 region at `origin` of the root window) as (width, height, RGB
    bytes), read with XGetImage: no pointer grab, so a drag in progress goes on."""
    w, h = base.WINDOW
    d = display.Display(x.display)
    try:
        raw = d.screen().root.get_image(origin[0], origin[1], w, h, X.ZPixmap, 0xFFFFFFFF).data
    finally:
        d.close()
    rgb = bytearray(w * h * 3)   # ZPixmap, 32 bits per pixel on a little-endian TrueColor visual: B, G, R, pad
    rgb[0::3], rgb[1::3], rgb[2::3] = raw[2::4], raw[1::4], raw[0::4]
    return w, h, bytes(rgb)


def grab_settled(x, origin, unlike=None, timeout=10):
    """`grab` once the window stays still (see Stillness) and differs from `unlike`, or the last grab
    after `timeout` seconds. XGetImage: also while a card is held."""
    still, last = Stillness(), [None]

    def settled():
        last[0] = grab(x, origin)
        return still.seen(last[0]) and last[0] != unlike

    base.wait_for(settled, timeout)
    return last[0]


def save_ppm(path, shot):
    """The colour pixels `grab` read, as a PPM file (kept beside the OCR images, to look at)."""
    w, h, rgb = shot
    with open(path, "wb") as f:
        f.write(b"P6 %d %d 255\n" % (w, h) + rgb)
    return path


def save_pgm(path, w, h, ink):
    """A black-on-white greyscale image of `ink` (a w×h list of booleans, row by row)."""
    with open(path, "wb") as f:
        f.write(b"P5 %d %d 255\n" % (w, h) + bytes(0 if v else 255 for v in ink))
    return path


def ocr(path, tmp, name, frame=False):
    """What tesseract (English model, one line of text) reads in the black-on-white image at `path`,
    trimmed and enlarged 2×; with `frame`, the frame around the text (all that touches the trimmed
    picture's edge) removed first."""
    clean = os.path.join(tmp, name + "-ocr.png")
    unframe = ["-bordercolor", "black", "-border", "1", "-fill", "white", "-draw", "color 0,0 floodfill",
               "-trim", "+repage"] if frame else []
    subprocess.run(["convert", path, "-trim", "+repage", *unframe,
                    "-bordercolor", "white", "-border", "20", "-resize", "200%", clean], check=True)
    out = subprocess.run(["tesseract", clean, "-", "-l", "eng", "--psm", "7"], capture_output=True, text=True)
    return " ".join(out.stdout.split())


def similar(read, want):
    # Typographic apostrophes read as the straight one the label has.
    return difflib.SequenceMatcher(None, read.replace("’", "'").replace("‘", "'"), want).ratio()


def stamp_image(shot, tmp, name):
    """The green LIKE stamp alone, turned upright: the ink on the card's upper half as black on white,
    rotated by the angle of the ink's principal axis (the frame's long side), thresholded. None when
    there is no green."""
    w, h, rgb = shot
    top_half = int(base.CARD[1] + base.CARD[3] / 2) * w   # the card's upper half: not the green ♥ button
    pts = [(i % w, i // w) for i in range(top_half)
           if rgb[3 * i + 1] > 150 and rgb[3 * i + 1] > rgb[3 * i] + 60 and rgb[3 * i + 1] > rgb[3 * i + 2] + 60]
    if len(pts) < 50:
        return None
    mx = sum(p[0] for p in pts) / len(pts)
    my = sum(p[1] for p in pts) / len(pts)
    sxx = sum((p[0] - mx) ** 2 for p in pts)
    syy = sum((p[1] - my) ** 2 for p in pts)
    sxy = sum((p[0] - mx) * (p[1] - my) for p in pts)
    angle = math.degrees(0.5 * math.atan2(2 * sxy, sxx - syy))
    ink = set(pts)
    mask = save_pgm(os.path.join(tmp, name + "-mask.pgm"), w, h, [(i % w, i // w) in ink for i in range(w * h)])
    upright = os.path.join(tmp, name + "-upright.png")
    subprocess.run(["convert", mask, "-background", "white", "-rotate", f"{-angle:.2f}", "-threshold", "50%", upright],
                   check=True)
    return upright


def text_image(shot, tmp, name, box, light_on_dark=False):
    """The window's pixels in `box` (x, y, w, h) as black-on-white text: dark text kept as it is,
    `light_on_dark` text (white on the button) inverted."""
    w, _, rgb = shot
    bx, by, bw, bh = box
    ink = []
    for y in range(by, by + bh):
        for x in range(bx, bx + bw):
            r, g, b = rgb[3 * (y * w + x):3 * (y * w + x) + 3]
            ink.append(min(r, g, b) > 170 if light_on_dark else (r + g + b) / 3 < 160)
    return save_pgm(os.path.join(tmp, name + ".pgm"), bw, bh, ink)


def button_box(shot):
    """The Start over pill's inside (x, y, w, h): the blue pixels' bounding box, less its round ends
    and a little above and below."""
    w, h, rgb = shot
    blue = [(i % w, i // w) for i in range(w * h)
            if all(abs(a - b) <= 12 for a, b in zip(rgb[3 * i:3 * i + 3], START_OVER_BLUE))]
    if not blue:
        return None
    x0, x1 = min(p[0] for p in blue), max(p[0] for p in blue)
    y0, y1 = min(p[1] for p in blue), max(p[1] for p in blue)
    end, inset = (y1 - y0) // 2, (y1 - y0) // 6
    return (x0 + end, y0 + inset, x1 - x0 - 2 * end, y1 - y0 - 2 * inset)


def write_deck(tmp, labels):
    folder = os.path.join(tmp, "labels-deck")
    os.makedirs(folder, exist_ok=True)
    cards = [{"id": f"l{i}", "title": f"Carte {i}", "color": "#e4e4e8"} for i in range(2)]
    path = os.path.join(folder, "deck.json")
    with open(path, "w") as f:
        json.dump({"name": "Étiquettes", "labels": labels, "cards": cards}, f, ensure_ascii=False)
    return path


def check_empty_view(x, app, tmp, r, name, empty, start_over, what, swipe=True, unlike=None):
    """Swipes both cards away (unless not `swipe`) and reads the empty view's message and button, once
    the window is still and differs from `unlike` (the view before a reload). The view read."""
    if swipe:
        x.key("Right", "Left")
    shot = grab_settled(x, app.origin, unlike)
    save_ppm(os.path.join(tmp, name + "-empty-view.ppm"), shot)
    w, h = base.WINDOW
    label_y = int(h / 2 - 1.5 * 24)   # ChromeLayout.empty: the message 1.5 label sizes (24 px here) above the centre
    read = ocr(text_image(shot, tmp, name + "-empty", (0, label_y - 30, w, 60)), tmp, name + "-empty")
    r.check(similar(read, empty) >= MIN_SIMILARITY, f"labels: {what}: the empty view says {empty!r}", repr(read))
    box = button_box(shot)
    if r.check(box is not None, f"labels: {what}: the Start over button shows"):
        read = ocr(text_image(shot, tmp, name + "-button", box, light_on_dark=True), tmp, name + "-button")
        r.check(similar(read, start_over) >= MIN_SIMILARITY, f"labels: {what}: the button says {start_over!r}", repr(read))
    return shot


def manifest_labels(x, binary, deck, tmp, r):
    """French labels from a manifest on the LIKE stamp of a held card and on the empty view."""
    manifest = write_deck(tmp, LABELS)
    app = base.App(x, binary, manifest, None)
    x.xdotool("mousemove", *app.at(0.5, 0.3))
    time.sleep(0.05)  # input pacing
    x.xdotool("mousedown", 1)
    for i in range(1, 21):   # a quarter of the card's width, slowly: the stamp shows, nothing is decided
        x.xdotool("mousemove", *app.at(0.5 + 0.25 * i / 20, 0.3))
        time.sleep(0.02)  # input pacing
    shot = grab_settled(x, app.origin)  # the held card caught up with the pointer
    save_ppm(os.path.join(tmp, "labels-held.ppm"), shot)
    upright = stamp_image(shot, tmp, "labels-stamp")
    if r.check(upright is not None, "labels: the stamp shows on the held card"):
        read = ocr(upright, tmp, "labels-stamp", frame=True)
        r.check(similar(read, LABELS["right"]) >= MIN_SIMILARITY, "labels: the LIKE stamp says J'aime", repr(read))
    for i in range(19, -1, -1):
        x.xdotool("mousemove", *app.at(0.5 + 0.25 * i / 20, 0.3))
        time.sleep(0.01)  # input pacing
    x.xdotool("mouseup", 1)
    grab_settled(x, app.origin)  # the card back at rest
    view = check_empty_view(x, app, tmp, r, "labels", LABELS["empty"], LABELS["startOver"], "manifest")
    write_deck(tmp, dict(LABELS, empty="Tout est vu", startOver="Rejouer"))   # hot reload: new words
    check_empty_view(x, app, tmp, r, "labels-reloaded", "Tout est vu", "Rejouer", "reloaded manifest", swipe=False,
                     unlike=view)
    x.key("Escape")
    r.check(app.wait() == 0, "labels: Escape quits with status 0")


def labels_over_manifest(x, binary, deck, tmp, r):
    """A config file's label over the manifest's, a flag over the config file's."""
    manifest = write_deck(tmp, LABELS)
    config = os.path.join(tmp, "labels.conf")
    with open(config, "w") as f:
        f.write("label-empty = Fin du paquet\nlabel-start-over = Rejouer\n")
    app = base.App(x, binary, manifest, None, args=("--config", config, "--label-start-over", "Encore une fois"))
    check_empty_view(x, app, tmp, r, "labels-over", "Fin du paquet", "Encore une fois", "config and flag")
    x.key("Escape")
    r.check(app.wait() == 0, "labels: config and flag: Escape quits with status 0")


def bad_labels(x, binary, deck, tmp, r):
    """A manifest whose "labels" is a number is refused with the manifest's one-line error."""
    folder = os.path.join(tmp, "labels-bad")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "deck.json")
    with open(path, "w") as f:
        json.dump({"labels": 3, "cards": [{"id": "a", "title": "A"}]}, f)
    out = subprocess.run([binary, path], env=x.env, capture_output=True, text=True, timeout=20)
    r.check(out.returncode == 2 and out.stderr.strip().count("\n") == 0
            and "swipedeck: error: " in out.stderr and '"labels" must be an object' in out.stderr,
            "labels: \"labels\": 3 is refused with one clear line", (out.returncode, out.stderr))


SCENARIOS = (manifest_labels, labels_over_manifest, bad_labels)
