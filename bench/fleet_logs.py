"""Decision logs for bench/fleet.py, in the app's line format (README, "The decision log"):

    {"time": "2026-11-22T10:15:30.123Z", "card": "c1", "index": 1, "decision": "right", "session": "3f9a0c1e", "ms": 1830, "kiosk": "lobby-1", "seq": 4}

`write_backlog` makes a kiosk's log of many visitor sessions (each a run of decisions with seq from 1,
some undos, pauses between visitors), deterministic for a seed. `KioskWriter` appends lines as the app
does while the sender follows the log: each line stamped with the moment it is written (UTC,
milliseconds, truncated as the app truncates) and written with one write() to a file opened O_APPEND.
"""
import os
import random
import time
from datetime import datetime, timezone

KIOSK = "bench-kiosk"
DECK = [f"card-{n:02d}" for n in range(40)]
START_MS = 1_795_000_000_000   # 2026-11-18, a few days before the lines' example


def timestamp(epoch_ms, _minutes={}):
    """"2026-11-22T10:15:30.123Z" for `epoch_ms` (the minute's text cached: lines come in order)."""
    minute, ms = divmod(int(epoch_ms), 60_000)
    text = _minutes.get(minute)
    if text is None:
        if len(_minutes) > 4096:
            _minutes.clear()
        text = _minutes[minute] = datetime.fromtimestamp(minute * 60, timezone.utc).strftime("%Y-%m-%dT%H:%M:")
    return f"{text}{ms // 1000:02d}.{ms % 1000:03d}Z"


def line(epoch_ms, card, index, decision, session, ms, seq, kiosk=KIOSK):
    """One decision line with its newline, keys in the app's order."""
    return (f'{{"time": "{timestamp(epoch_ms)}", "card": "{card}", "index": {index}, "decision": "{decision}", '
            f'"session": "{session}", "ms": {ms}, "kiosk": "{kiosk}", "seq": {seq}}}\n')


def sessions(count, seed=1, start_ms=START_MS):
    """`count` lines of visitor sessions: 3–40 decisions each over the deck, mostly left and right, an up
    now and then, undos that bring the last card back; 5 s to 10 min between visitors."""
    rng = random.Random(seed)
    now, made = start_ms, 0
    while made < count:
        session = f"{rng.getrandbits(32):08x}"
        top, seq = 0, 0
        for _ in range(rng.randint(3, 40)):
            if made >= count:
                return
            ms = rng.randint(300, 8000)
            now += ms
            seq += 1
            r = rng.random()
            if top > 0 and r < 0.07:
                top -= 1
                decision = "undo"
            else:
                decision = "right" if r < 0.5 else "left" if r < 0.94 else "up"
            yield line(now, DECK[top % len(DECK)], top % len(DECK), decision, session, ms, seq)
            if decision != "undo":
                top += 1
            made += 1
        now += rng.randint(5_000, 600_000)


def write_backlog(path, count, seed=1):
    """Writes a log of `count` lines to `path` (replaced); returns its size in bytes."""
    with open(path, "w") as f:
        chunk = []
        for text in sessions(count, seed):
            chunk.append(text)
            if len(chunk) >= 10_000:
                f.write("".join(chunk))
                chunk.clear()
        f.write("".join(chunk))
    return os.path.getsize(path)


class KioskWriter:
    """Appends lines to `path` at `rate` lines a second, each stamped with the moment of its write."""

    def __init__(self, path, session, seed=2):
        self.fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        self.session, self.seq, self.rng = session, 0, random.Random(seed)

    def write_one(self):
        """One line now, with one write(); returns the time it carries (epoch ms)."""
        self.seq += 1
        now_ms = int(time.time() * 1000)
        index = self.seq % len(DECK)
        data = line(now_ms, DECK[index], index, self.rng.choice(("left", "right")), self.session,
                    self.rng.randint(300, 8000), self.seq).encode()
        if os.write(self.fd, data) != len(data):
            raise OSError(f"short write to the log ({len(data)} bytes)")
        return now_ms

    def run(self, rate, seconds):
        """Writes `rate` lines a second for `seconds` on a fixed schedule (a late line does not shift
        the ones after it); returns how many it wrote."""
        begin, count, total = time.monotonic(), 0, round(rate * seconds)
        while count < total:
            delay = begin + count / rate - time.monotonic()
            if delay > 0:
                time.sleep(delay)
            self.write_one()
            count += 1
        return count

    def close(self):
        os.close(self.fd)
