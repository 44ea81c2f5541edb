"""Screens of the appliance: PPM from QMP screendump, PNG artifacts, comparison by pixels.

A screen is (width, height, rgb): rgb holds width*height*3 bytes, rows top to bottom.
"""

import pathlib
import subprocess

# Two screens match when at most MATCH_FRACTION of their pixels differ by more than CHANNEL_TOLERANCE in
# some channel (0-255): llvmpipe and pixman may round a gradient's edge differently, a card's picture not.
CHANNEL_TOLERANCE = 40
MATCH_FRACTION = 0.02


def load_png(path: pathlib.Path) -> tuple[int, int, bytes]:
    ppm = subprocess.run(["convert", str(path), "-depth", "8", "ppm:-"], check=True, capture_output=True).stdout
    return parse_ppm(ppm)


def parse_ppm(data: bytes) -> tuple[int, int, bytes]:
    fields, offset = [], 0
    while len(fields) < 4:  # P6 width height maxval
        while data[offset:offset + 1].isspace():
            offset += 1
        end = offset
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[offset:end])
        offset = end
    return int(fields[1]), int(fields[2]), data[offset + 1:]


def save_png(screen: tuple[int, int, bytes], path: pathlib.Path) -> None:
    width, height, rgb = screen
    path.parent.mkdir(parents=True, exist_ok=True)
    header = f"P6\n{width} {height}\n255\n".encode()
    subprocess.run(["convert", "ppm:-", str(path)], input=header + rgb, check=True)


def difference(a: tuple[int, int, bytes], b: tuple[int, int, bytes]) -> float:
    """The fraction of pixels (0-1) that differ by more than CHANNEL_TOLERANCE; 1 for other sizes."""
    if a[:2] != b[:2]:
        return 1.0
    first, second = a[2], b[2]
    differing = 0
    for pixel in range(0, len(first), 3 * 4):  # every fourth pixel: plenty for a 1280x800 screen
        if max(abs(first[pixel + c] - second[pixel + c]) for c in range(3)) > CHANNEL_TOLERANCE:
            differing += 1
    return differing / (len(first) // 12)


def changed_pixels(a: tuple[int, int, bytes], b: tuple[int, int, bytes], box: tuple[int, int, int, int]) -> int:
    """How many pixels of the box (x, y, width, height), every one, differ by more than CHANNEL_TOLERANCE."""
    width, (x0, y0, w, h) = a[0], box
    return sum(1 for y in range(y0, y0 + h) for x in range(x0, x0 + w)
               if max(abs(a[2][(y * width + x) * 3 + c] - b[2][(y * width + x) * 3 + c]) for c in range(3))
               > CHANNEL_TOLERANCE)


def uniform(screen: tuple[int, int, bytes]) -> bool:
    """True for a screen of one colour (black before the kiosk, a console's background)."""
    rgb = screen[2]
    return len(set(rgb[i:i + 3] for i in range(0, len(rgb), 3 * 97))) <= 2


def mean_colour(screen: tuple[int, int, bytes], box: tuple[int, int, int, int]) -> tuple[float, float, float]:
    """The mean RGB of the box (x, y, width, height)."""
    width, _, rgb = screen
    x0, y0, w, h = box
    totals, count = [0, 0, 0], 0
    for y in range(y0, y0 + h, 2):
        row = (y * width + x0) * 3
        for x in range(0, w * 3, 6):
            for c in range(3):
                totals[c] += rgb[row + x + c]
            count += 1
    return tuple(t / max(count, 1) for t in totals)
