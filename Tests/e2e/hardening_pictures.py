"""End-to-end hardening of pictures and card text (issue 10, items 1, 2 and 16), imported by run_e2e.py:
a GIF whose frame is far larger than its screen, a ~10 MB description turned over, and manifest
pictures that symbolic links lead outside the deck. Each: no crash, the card still shows, a warning
naming it."""
import json
import os
import struct
import subprocess

import run_e2e as base
from waits import look, wait_lines, wait_rest, wait_still


def hostile_gif(path):
    """34 bytes: a 100×100 logical screen and one 24000×24000 frame (SDL_image allocates the frame)."""
    data = b"GIF89a" + struct.pack("<HHBBB", 100, 100, 0, 0, 0)
    data += b"\x2c" + struct.pack("<HHHHB", 0, 0, 24000, 24000, 0)
    data += bytes([0x02, 0x07, 0x84, 0x8F, 0xA9, 0xCB, 0xED, 0x0F, 0x51, 0x00, 0x3B])
    assert len(data) == 34
    with open(path, "wb") as f:
        f.write(data)


def hostile_pictures(x, binary, deck, tmp, r):
    """Four cards: the hostile GIF, a ~10 MB description, a link to /etc/shadow, a linked folder outside
    the deck. The app shows each (a placeholder or no picture), turns the long one over, logs every
    swipe, names each refused card on stderr and quits with 0."""
    root = os.path.join(tmp, "hostile-pictures")
    folder, outside = os.path.join(root, "deck"), os.path.join(root, "outside")
    os.makedirs(folder, exist_ok=True)
    os.makedirs(outside, exist_ok=True)
    hostile_gif(os.path.join(folder, "frame.gif"))
    with open(os.path.join(outside, "secret.png"), "wb") as f:
        f.write(b"not for the deck")
    os.symlink("/etc/shadow", os.path.join(folder, "shadow.png"))
    os.symlink(outside, os.path.join(folder, "pics"))
    colours = base.COLOURS
    cards = [
        {"id": "gif", "title": "GIF", "color": colours[0], "image": "frame.gif"},
        {"id": "long", "title": "Long", "color": colours[1], "description": "lorem ipsum " * 900_000},
        {"id": "shadow", "title": "Shadow", "color": colours[2], "image": "shadow.png"},
        {"id": "linked", "title": "Linked", "color": colours[3], "image": "pics/secret.png"},
        {"id": "last", "title": "Last", "color": colours[4]},
    ]
    manifest = os.path.join(folder, "deck.json")
    with open(manifest, "w") as f:
        json.dump({"cards": cards}, f)
    log = os.path.join(tmp, "hostile-pictures.jsonl")
    app = base.App(x, binary, manifest, log)
    shot = wait_rest(x, os.path.join(tmp, "hostile-gif.png"), app.origin, colours[0], share=0.3)
    r.check(app.proc.poll() is None and base.card_share(x, shot, app.origin, colours[0]) > 0.3,
            "hostile pictures: a GIF frame far larger than its screen gives a card, no crash", app.proc.poll())
    x.key("Right")
    wait_lines(log, 1)
    wait_rest(x, None, app.origin, colours[1])
    front = look(x, app.origin)
    x.key("Return")
    wait_still(x, app.origin, unlike=front)  # turned over, and still
    r.check(app.proc.poll() is None, "hostile pictures: turning over a ~10 MB description does not crash")
    for n in range(2, 5):
        x.key("Right")
        wait_lines(log, n)
    got = [json.loads(line)["card"] for line in base.read_log(log)]
    r.check(got == ["gif", "long", "shadow", "linked"], "hostile pictures: every card is shown and swiped", got)
    x.key("Escape")
    status = app.wait()
    err = app.proc.stderr.read()
    r.check(status == 0, "hostile pictures: Escape quits with 0", status)
    lines = err.splitlines()
    want = {
        "the GIF is refused by size": lambda l: "gif" in l and "16384" in l,
        "the description is cut": lambda l: '"long"' in l and "description too long" in l,
        "the link to /etc/shadow is refused": lambda l: '"shadow"' in l and "outside the deck's folder" in l,
        "the linked folder is refused": lambda l: '"linked"' in l and "outside the deck's folder" in l,
    }
    for what, test in want.items():
        r.check(any(test(l) for l in lines), f"hostile pictures: {what}, in a warning naming the card",
                [l[:200] for l in lines])
    r.check(all(len(l) < 2000 for l in lines), "hostile pictures: warnings stay short")



def progressive_50mp_jpeg(x, binary, deck, tmp, r):
    """Red team round 3 (issue 30): a 50-megapixel progressive JPEG (8660×5774, made by ImageMagick) is shown
    on its card (red at the top, blue at the bottom, scaled down) and swiped (by hand, release build: shown
    within 20 s, 530 MB at the peak for the decode)."""
    folder = os.path.join(tmp, "big-jpeg")
    os.makedirs(folder, exist_ok=True)
    subprocess.run(["convert", "-size", "8660x5774", "gradient:red-blue", "-interlace", "JPEG", "-quality", "80",
                    os.path.join(folder, "big.jpg")], check=True, timeout=120)
    log = os.path.join(tmp, "big-jpeg.jsonl")
    app = base.App(x, binary, folder, log)
    cx = int(app.origin[0] + base.CARD[0] + base.CARD[2] / 2)
    column = [(cx, int(app.origin[1] + base.CARD[1] + base.CARD[3] * k / 40)) for k in range(2, 38)]

    def drawn():  # the picture's red-to-blue gradient shows down the card's middle: reds above, blues below
        pixels = x.pixels(x.screenshot(os.path.join(tmp, "big-jpeg.png")), column)
        return any(p[0] > p[2] + 60 for p in pixels) and any(p[2] > p[0] + 60 for p in pixels)
    shown = base.wait_for(drawn, 60)
    x.key("Right")
    lines = wait_lines(log, 1)
    r.check(shown and len(lines) == 1 and app.proc.poll() is None,
            "pictures: a 50-megapixel progressive JPEG is shown scaled down and swiped", (shown, lines))
    x.key("Escape")
    r.check(app.wait() == 0, "pictures: after the 50-megapixel JPEG Escape quits with 0")


SCENARIOS = (hostile_pictures, progressive_50mp_jpeg)
