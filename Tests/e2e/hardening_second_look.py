"""End-to-end checks of issue 30's "a second look, as users" (imported by run_e2e.py): the real app
under Xvfb, driven with xdotool, read from its pixels, its log and OCR.
- Z switches photo cards between the whole picture (default) and filling the card: a 5:1 panorama's
  red left end shows whole and is cropped away filled (pixels at the card's left edge and above its
  middle), Z again brings it back; nothing is logged.
- The attract state's hint ("Swipe right to like, left to skip") is read by OCR over the top card
  while nobody has touched the app (--idle-reset gives the desktop an attract state) and is gone after
  the first click."""
import os
import subprocess

import run_e2e as base

RED, GREEN, BLUE = (220, 30, 30), (30, 200, 60), (30, 60, 220)
PILL = (28, 30, 40)


def near(p, q, tol=30):
    return all(abs(a - b) <= tol for a, b in zip(p, q))


def panorama_folder(tmp):
    """A folder of two 500×100 panoramas: red, green (three fifths) and blue from left to right."""
    folder = os.path.join(tmp, "panoramas")
    os.makedirs(folder, exist_ok=True)
    for name in ("a.png", "b.png"):
        subprocess.run(["convert", "-size", "100x100", "xc:rgb(220,30,30)", "-size", "300x100", "xc:rgb(30,200,60)",
                        "-size", "100x100", "xc:rgb(30,60,220)", "+append", os.path.join(folder, name)], check=True)
    return folder


def probes(x, app, tmp, name):
    """The pixels at the top card's left edge on its middle line and above its middle (20 % down)."""
    shot = x.screenshot(os.path.join(tmp, name), crop=(*app.origin, *base.WINDOW))
    ox, oy = app.origin
    return x.pixels(shot, [(px - ox, py - oy) for px, py in (app.at(0.06, 0.5), app.at(0.5, 0.2))])


def whole(p):
    return near(p[0], RED) and p[1][1] < 150


def filled(p):
    return near(p[0], GREEN) and near(p[1], GREEN)


def second_look_photo_fit_key(x, binary, deck, tmp, r):
    log = os.path.join(tmp, "photo-fit.jsonl")
    if os.path.exists(log):
        os.remove(log)
    app = base.App(x, binary, panorama_folder(tmp), log)
    try:
        r.check(base.wait_for(lambda: whole(probes(x, app, tmp, "fit-0.png")), 5),
                "second look: a panorama shows whole by default", str(probes(x, app, tmp, "fit-0.png")))
        x.xdotool("windowfocus", "--sync", app.wid)
        x.xdotool("key", "z")
        r.check(base.wait_for(lambda: filled(probes(x, app, tmp, "fit-1.png")), 5),
                "second look: Z fills the card with the panorama's middle", str(probes(x, app, tmp, "fit-1.png")))
        x.xdotool("key", "z")
        r.check(base.wait_for(lambda: whole(probes(x, app, tmp, "fit-2.png")), 5),
                "second look: Z again shows it whole", str(probes(x, app, tmp, "fit-2.png")))
        r.check(base.read_log(log) == [], "second look: Z logs nothing", str(base.read_log(log)))
    finally:
        app.proc.terminate()
        app.wait()


def ocr_hint(x, shot, tmp):
    """What tesseract reads in the band of the top card where the hint's pill goes (white on dark)."""
    w, _ = base.WINDOW
    _, cy, _, ch = base.CARD
    top = int(cy + ch * 0.05) - 4
    clean = os.path.join(tmp, "hint-ocr.png")
    subprocess.run(["convert", shot, "-crop", f"{int(w * 0.94)}x56+{int(w * 0.03)}+{top}", "+repage",
                    # only the white ink stays (black on white): the window's light grey and the card go
                    "-colorspace", "gray", "-threshold", "95%", "-negate", "-bordercolor", "white", "-border", "20",
                    "-resize", "200%", clean], check=True)
    out = subprocess.run(["tesseract", clean, "-", "-l", "eng", "--psm", "7"], capture_output=True, text=True)
    return " ".join(out.stdout.split())


def second_look_attract_hint(x, binary, deck, tmp, r):
    app = base.App(x, binary, deck, None, args=["--idle-reset", "120"])
    try:
        shot = x.screenshot(os.path.join(tmp, "hint-on.png"), crop=(*app.origin, *base.WINDOW))
        read = ocr_hint(x, shot, tmp)
        r.check("right to like" in read and "left to skip" in read,
                "second look: the attract hint is on screen before the first touch (OCR)", repr(read))
        ox, oy = app.origin
        x.xdotool("mousemove", ox + 10, oy + 300)
        x.xdotool("click", 1)
        gone = lambda: "like" not in ocr_hint(  # noqa: E731
            x, x.screenshot(os.path.join(tmp, "hint-off.png"), crop=(*app.origin, *base.WINDOW)), tmp)
        r.check(base.wait_for(gone, 5), "second look: the first click takes the hint away")
    finally:
        app.proc.terminate()
        app.wait()


SCENARIOS = (second_look_photo_fit_key, second_look_attract_hint)
