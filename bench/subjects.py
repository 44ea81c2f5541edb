"""What the benchmark starts and compares: SwipeDeck on two decks, the bare SDL floor, Chromium's kiosk.

Each subject is a command line, an environment tweak, and the colour that shows on the screen's middle
row once its first card is drawn (the deck's first card's background).
"""
import json
import os
import shutil
import subprocess
from dataclasses import dataclass, field

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SAMPLE_DECK = os.path.join(REPO, "Assets", "SampleDeck")
FIRST_CARD_COLOUR = (0xF5, 0xCF, 0x75)   # the sample deck's first card, and the floor's rectangle
LARGE_DECK_SIZE = 100_000
LINKS_PER_FILE = 50_000


@dataclass
class Subject:
    name: str
    command: list
    colour: tuple = FIRST_CARD_COLOUR
    env: dict = field(default_factory=dict)
    fresh_dir: bool = False   # Chromium: a new profile folder per run (cold start, as a kiosk boots)


def build_floor(workdir):
    """Compiles bench/floor.c (a bare SDL2 window filling one rectangle); returns the binary's path."""
    out = os.path.join(workdir, "floor")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "sdl2"], check=True, capture_output=True,
                           text=True).stdout.split()
    subprocess.run(["cc", "-O2", "-o", out, os.path.join(REPO, "bench", "floor.c"), *flags], check=True)
    return out


def make_web_page(workdir):
    """The sample deck as a web page (bench/web plus the deck's pictures and a generated deck.js)."""
    page = os.path.join(workdir, "web")
    shutil.copytree(os.path.join(REPO, "bench", "web"), page)
    with open(os.path.join(SAMPLE_DECK, "deck.json")) as f:
        deck = json.load(f)
    for card in deck["cards"]:
        if card.get("image"):
            shutil.copy(os.path.join(SAMPLE_DECK, card["image"]), page)
    with open(os.path.join(page, "deck.js"), "w") as f:
        f.write("window.DECK = " + json.dumps(deck) + ";\n")
    return os.path.join(page, "index.html")


def fnv1a_colour_index(name, palette_size=6):
    """Which of DeckColors.palette a folder card named `name` gets (FNV-1a of its UTF-8 bytes)."""
    h = 0xcbf29ce484222325
    for b in name.encode():
        h ^= b
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h % palette_size


def make_large_folder(workdir, count=LARGE_DECK_SIZE):
    """A folder of `count` pictures: hard links to one small PNG in the first card's colour, named so
    the first card's placeholder also has that colour (DeckColors.palette[0], butter)."""
    folder = os.path.join(workdir, f"deck{count}")
    os.makedirs(folder)
    picture = os.path.join(workdir, "butter.png")
    subprocess.run(["convert", "-size", "400x400", "xc:#F5CF75", picture], check=True)
    first = next(f"a{n}" for n in range(1000) if fnv1a_colour_index(f"a{n}") == 0)
    os.link(picture, os.path.join(folder, first + ".png"))
    for n in range(1, count):
        if n % LINKS_PER_FILE == 0:   # ext4 allows 65,000 links to one file: start a new copy
            picture = shutil.copy(picture, os.path.join(workdir, f"butter{n}.png"))
        os.link(picture, os.path.join(folder, f"img{n:06d}.png"))
    return folder


def make_photo_folder(workdir, count=24, size="4000x3000"):
    """A folder of `count` 12-megapixel JPEGs (a few distinct photos-like gradients, then copies)."""
    folder = os.path.join(workdir, "photos")
    os.makedirs(folder)
    distinct = []
    for n, (a, b) in enumerate([("#d35400", "#2980b9"), ("#27ae60", "#8e44ad"), ("#f1c40f", "#c0392b")]):
        path = os.path.join(folder, f"photo{n:03d}.jpg")
        subprocess.run(["convert", "-size", size, f"gradient:{a}-{b}", "-attenuate", "0.3", "+noise", "Uniform",
                        "-quality", "88", path], check=True)
        distinct.append(path)
    for n in range(len(distinct), count):
        shutil.copy(distinct[n % len(distinct)], os.path.join(folder, f"photo{n:03d}.jpg"))
    return folder


def startup_subjects(binary, workdir):
    """The four subjects whose first frame, memory and idle CPU are compared."""
    floor = build_floor(workdir)
    page = make_web_page(workdir)
    large = make_large_folder(workdir)
    chromium = shutil.which("chromium") or "chromium"
    return [
        Subject("bare SDL2 window (floor)", [floor]),
        Subject("SwipeDeck, sample deck", [binary]),
        Subject(f"SwipeDeck, {LARGE_DECK_SIZE:,}-image folder", [binary, large]),
        Subject("Chromium --kiosk, same deck", [chromium, "--kiosk", "--no-sandbox", "--no-first-run",
                                                "--noerrdialogs", "--password-store=basic",
                                                "--window-position=0,0", "--window-size=1280,800",
                                                "--user-data-dir={dir}", "file://" + page],
                fresh_dir=True),
    ]
