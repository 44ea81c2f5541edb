"""End-to-end checks of speech (issue 29; imported by run_e2e.py): the real app with --speech, its audio
through SDL's disk driver (SDL_AUDIODRIVER=disk writes what would be played to SDL_DISKAUDIOFILE, 16-bit
mono at espeak-ng's 22,050 Hz, silence included, in real time). The first card is spoken at start and a
decision by key is spoken; S turns speech off and the next decision is silent; every decision is logged.
What is said (the words, their languages) is SpeechScriptTests' part."""
import array
import os

import run_e2e as base

# A sample louder than this is speech: espeak-ng's voice peaks near 10,000-20,000; silence is 0.
LOUD = 2000


def loudest(path, start):
    """The loudest sample in the raw 16-bit file at `path` from byte `start` on, and where it ends."""
    with open(path, "rb") as f:
        f.seek(start)
        data = f.read()
    data = data[: len(data) // 2 * 2]
    samples = array.array("h", data)
    return (max((abs(s) for s in samples), default=0), start + len(data))


def wait_loud(path, start, timeout=10):
    """Waits for a loud sample written after byte `start`; returns (found, end of file)."""
    found = [False, start]

    def heard():
        if not os.path.exists(path):
            return False
        peak, found[1] = loudest(path, start)
        found[0] = peak > LOUD
        return found[0]

    base.wait_for(heard, timeout)
    return found[0], found[1]


def disk_audio(tmp, name):
    """(raw, log, env) for a run named `name` in `tmp`: fresh paths for SDL's disk audio file and the
    decision log, and the environment that sends the app's audio into that file."""
    raw, log = os.path.join(tmp, f"{name}.raw"), os.path.join(tmp, f"{name}.jsonl")
    for path in (raw, log):
        if os.path.exists(path):
            os.remove(path)
    return raw, log, {"SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": raw}


def speech_through_disk_audio(x, binary, deck, tmp, r):
    raw, log, env = disk_audio(tmp, "speech")
    app = base.App(x, binary, deck, log, extra_env=env, args=["--speech"])
    try:
        heard, end = wait_loud(raw, 0)
        r.check(heard, "speech: the first card is spoken at start (non-silent audio)")
        # Let the first card's words end, then a decision by key.
        base.wait_for(lambda: loudest(raw, max(0, os.path.getsize(raw) - 22050))[0] <= LOUD, 15)
        end = os.path.getsize(raw)
        x.xdotool("windowfocus", "--sync", app.wid)
        x.xdotool("key", "Right")
        heard, end = wait_loud(raw, end)
        r.check(heard, "speech: a decision is spoken ('liked', then the next card)")
        x.xdotool("key", "s")
        # The toggle is handled: what was being said is cut, the last half second written is quiet.
        base.wait_for(lambda: loudest(raw, max(0, os.path.getsize(raw) - 22050))[0] <= LOUD, 15)
        end = os.path.getsize(raw)
        x.xdotool("key", "Left")
        r.check(base.wait_for(lambda: len(base.read_log(log)) >= 2, 5), "speech: both decisions logged",
                str(base.read_log(log)))
        grown = base.wait_for(lambda: os.path.getsize(raw) > end + 22050 * 2 * 1.5, 10)  # 1.5 s more written
        peak, _ = loudest(raw, end + 22050)  # after the cut's last chunk
        r.check(grown and peak <= LOUD, "speech: S turns it off; the next decision is silent", f"peak {peak}")
    finally:
        app.proc.terminate()
        status = app.wait()
        err = app.proc.stderr.read() if app.proc.stderr else ""
        r.check(status == 0 and "speech:" not in err, "speech: the app ends cleanly with no speech warning",
                f"status {status}, stderr {err[-300:]}")


SCENARIOS = (speech_through_disk_audio,)
