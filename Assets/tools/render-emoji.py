#!/usr/bin/env python3
"""Render the sample deck's pictures from the Noto Color Emoji font.

Usage: python3 Assets/tools/render-emoji.py [FONT_PATH]

Writes Assets/SampleDeck/<id>.png: SIZE x SIZE pixels, RGBA, transparent
background, the emoji centred. Needs Pillow (`pip install pillow`) and the
font (`apt-get install -y fonts-noto-color-emoji`). Noto Color Emoji is a
bitmap font that only renders at its native strike size (109 px), so each
glyph is drawn at 109 px, cropped to its ink, and scaled up with Lanczos.
"""
import os
import sys

from PIL import Image, ImageDraw, ImageFont

FONT_PATH = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
STRIKE_SIZE = 109   # the only size the Noto Color Emoji bitmaps exist at
SIZE = 256          # output edge in pixels
MARGIN = 8          # transparent border in pixels, each side

# (id, emoji) in deck order; must match Assets/SampleDeck/deck.json.
CARDS = [
    ("hamburger", "\U0001F354"),
    ("panda", "\U0001F43C"),
    ("puppy", "\U0001F436"),
    ("poop", "\U0001F4A9"),
    ("robot", "\U0001F916"),
    ("clown", "\U0001F921"),
]


def render(font, emoji):
    canvas = Image.new("RGBA", (STRIKE_SIZE * 2, STRIKE_SIZE * 2), (0, 0, 0, 0))
    ImageDraw.Draw(canvas).text((STRIKE_SIZE // 2, STRIKE_SIZE // 2), emoji,
                                font=font, embedded_color=True)
    bbox = canvas.getbbox()
    if bbox is None:
        raise SystemExit(f"font drew nothing for {emoji!r}")
    glyph = canvas.crop(bbox)
    inner = SIZE - 2 * MARGIN
    scale = inner / max(glyph.width, glyph.height)
    glyph = glyph.resize((max(1, round(glyph.width * scale)), max(1, round(glyph.height * scale))),
                         Image.LANCZOS)
    out = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    out.paste(glyph, ((SIZE - glyph.width) // 2, (SIZE - glyph.height) // 2), glyph)
    return out


def main():
    font_path = sys.argv[1] if len(sys.argv) > 1 else FONT_PATH
    font = ImageFont.truetype(font_path, STRIKE_SIZE)
    out_dir = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "SampleDeck")
    for card_id, emoji in CARDS:
        path = os.path.normpath(os.path.join(out_dir, card_id + ".png"))
        render(font, emoji).save(path, optimize=True)
        print(path)


if __name__ == "__main__":
    main()
