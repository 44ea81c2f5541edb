"""End-to-end scenario for the kept listing of a large folder deck (imported by run_e2e.py): a restart
on an unchanged folder starts where a fresh listing would, and a restart after a picture was added,
removed or renamed never shows the old listing."""
import glob
import json
import os
import time

import run_e2e as base
from waits import wait_lines

PICTURES = 1500   # above ListingCache.minimumNames (1,000)


def first_card_liked(x, binary, deck, log, env):
    """Starts the app on `deck`, likes the top card with the Right key, quits; the card's id."""
    before = len(base.read_log(log))
    app = base.App(x, binary, deck, log, extra_env=env)
    x.xdotool("key", "Right")
    wait_lines(log, before + 1)
    app.proc.terminate()
    app.wait()
    lines = base.read_log(log)[before:]
    return json.loads(lines[0])["card"] if lines else None


def kept_listing(x, binary, deck, tmp, r):
    """1,500 pictures: the first start lists and keeps the listing, the second uses it, then each of
    adding a picture that sorts first, renaming it, and removing it shows on the very next start."""
    folder = os.path.join(tmp, "many")
    os.makedirs(folder)
    for n in range(1, PICTURES + 1):
        open(os.path.join(folder, f"img{n:04d}.png"), "w").close()
    env = {"XDG_CACHE_HOME": os.path.join(tmp, "cache")}
    log = os.path.join(tmp, "listing.jsonl")
    time.sleep(2.2)  # the files' age under test: older than ListingCache's racy margin, so the listing is kept
    seen = [first_card_liked(x, binary, folder, log, env)]
    kept = glob.glob(os.path.join(tmp, "cache", "swipedeck", "listings", "*"))
    seen.append(first_card_liked(x, binary, folder, log, env))
    open(os.path.join(folder, "a0.png"), "w").close()
    seen.append(first_card_liked(x, binary, folder, log, env))
    os.rename(os.path.join(folder, "a0.png"), os.path.join(folder, "a1.png"))
    seen.append(first_card_liked(x, binary, folder, log, env))
    os.unlink(os.path.join(folder, "a1.png"))
    seen.append(first_card_liked(x, binary, folder, log, env))
    want = ["img0001", "img0001", "a0", "a1", "img0001"]
    r.check(len(kept) == 1 and seen == want,
            "a kept folder listing is used on restart and never shows a stale first card",
            f"kept files {kept}, first cards {seen}, expected {want}")


SCENARIOS = (kept_listing,)
