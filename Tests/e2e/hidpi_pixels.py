"""Reading a screenshot for the HiDPI scenarios (hardening_hidpi.py): the white round buttons, the
cards' extent, and whether a picture was drawn at the drawable's resolution or magnified. ImageMagick does the per-pixel work
(connected components, colour masks), so a 4K screenshot takes a second or two."""
import os
import re
import subprocess
import tempfile


def _crop_args(crop):
    if not crop:
        return []
    x, y, w, h = (int(round(v)) for v in crop)
    return ["-crop", f"{w}x{h}+{x}+{y}", "+repage"]


def white_components(path, crop=None, least_area=30):
    """The 4-connected groups of pure white pixels: [((x, y, w, h), area)], largest first."""
    out = subprocess.run(
        ["convert", path, *_crop_args(crop), "-fill", "black", "+opaque", "white",
         "-define", "connected-components:verbose=true",
         "-define", f"connected-components:area-threshold={least_area}", "-connected-components", "4", "null:"],
        capture_output=True, text=True, check=True, timeout=120).stdout
    found = []
    for m in re.finditer(r"^\s*\d+: (\d+)x(\d+)\+(\d+)\+(\d+) \S+ (\d+) \S*\(255,255,255\)", out, re.M):
        w, h, x, y, area = map(int, m.groups())
        found.append(((x, y, w, h), area))
    return sorted(found, key=lambda f: -f[1])


def button_discs(path, crop=None):
    """The big round buttons (✕ and ♥; ↺ is grey until there is something to undo): white groups about
    as wide as high that fill a disc's share of their box less the glyph, at least 0.6 of the
    largest one's height, on the lowest row of them (the speech button, top left, is a white square
    where the window is too narrow for its words); left to right as (x, y, w, h)."""
    discs = [box for box, area in white_components(path, crop)
             if 0.9 <= box[2] / float(box[3]) <= 1.1 and 0.45 <= area / float(box[2] * box[3]) <= 0.8]
    tallest = max((d[3] for d in discs), default=0)
    discs = [d for d in discs if d[3] >= 0.6 * tallest]
    lowest = max((d[1] + d[3] / 2 for d in discs), default=0)
    return sorted(d for d in discs if abs(d[1] + d[3] / 2 - lowest) <= d[3] / 2)


def colour_extent(path, colours, hide=(), crop=None, fuzz=15):
    """Bounding box (x, y, w, h) of the pixels within `fuzz` % of one of `colours` ("#rrggbb"), with the
    boxes `hide` painted over first (the buttons, whose inks are close to the cards' colours); None
    when there are none."""
    args = ["convert", path, *_crop_args(crop), "-fill", "black", "-opaque", "white"]
    for x, y, w, h in hide:
        args += ["-draw", f"rectangle {x},{y} {x + w - 1},{y + h - 1}"]
    args += ["-fuzz", f"{fuzz}%", "-fill", "white"]
    for c in colours:
        args += ["-opaque", c]
    args += ["-fuzz", "0", "-fill", "black", "+opaque", "white", "-format", "%@", "info:"]
    out = subprocess.run(args, capture_output=True, text=True, check=True, timeout=120).stdout.strip()
    m = re.match(r"(\d+)x(\d+)\+(\d+)\+(\d+)", out)
    if not m:
        return None
    w, h, x, y = map(int, m.groups())
    return None if w == 0 or h == 0 else (x, y, w, h)


def intersects(a, b):
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def gray_pixels(path, crop):
    """(width, height, bytes): the crop of the PNG as 8-bit grey."""
    with tempfile.TemporaryDirectory() as tmp:
        raw = os.path.join(tmp, "crop.gray")
        args = ["convert", path, *_crop_args(crop), "-colorspace", "gray", "-depth", "8"]
        size = subprocess.run(args + ["-format", "%w %h", "info:"], capture_output=True, text=True, check=True)
        subprocess.run(args + [f"gray:{raw}"], check=True, timeout=60)
        w, h = map(int, size.stdout.split())
        return w, h, open(raw, "rb").read()


def pair_detail(path, crop):
    """How much detail lies between the two pixels of each aligned pair (x even and x + 1, likewise
    for y) compared with between pairs, in `crop` (which should start on an even drawable pixel): about
    1 for a picture drawn at the drawable's own resolution, near 0 for one drawn at half of it and
    magnified ×2 by the compositor (each pixel doubled), in between when magnified with filtering."""
    w, h, data = gray_pixels(path, crop)
    within = across = 0
    for y in range(h):
        row = data[y * w:(y + 1) * w]
        for x in range(w - 1):
            d = abs(row[x] - row[x + 1])
            if x % 2 == 0:
                within += d
            else:
                across += d
    for y in range(h - 1):
        a, b = data[y * w:(y + 1) * w], data[(y + 1) * w:(y + 2) * w]
        d = sum(abs(p - q) for p, q in zip(a, b))
        if y % 2 == 0:
            within += d
        else:
            across += d
    return within / float(across) if across else 0.0
